//===- AssertPolicyTest.cpp - gathers lowered in an embedder's own pass ---===//
//
// A compiler that lowers gathers inside its own functions, with
// populateGatherToLinalgConversionPatterns in a conversion of its own, gets
// errors reported under the assert policy without a status record argument.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Transforms/DialectConversion.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
constexpr const char *kOwnFunction = R"mlir(
func.func @own(%d: tensor<4x3xf32>, %i: tensor<5x1xi64>) -> tensor<5x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}
)mlir";

class AssertPolicyTest : public ::testing::Test {
protected:
  AssertPolicyTest() {
    // What the patterns build: the dependent dialects of
    // convert-gather-to-linalg.
    context.loadDialect<GatherDialect, func::FuncDialect, affine::AffineDialect,
                        arith::ArithDialect, cf::ControlFlowDialect,
                        linalg::LinalgDialect, memref::MemRefDialect,
                        scf::SCFDialect, tensor::TensorDialect,
                        vector::VectorDialect>();
    module = parseSourceString<ModuleOp>(kOwnFunction, &context);
  }

  /// Lowers the gathers of @own under `policy`, as an embedder's pass would.
  LogicalResult lowerOwnFunction(OutOfBoundsPolicy policy) {
    ConversionTarget target(context);
    target.addIllegalDialect<GatherDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&context);
    populateGatherToLinalgConversionPatterns(patterns, policy);
    return applyPartialConversion(getOwnFunction(), target,
                                  std::move(patterns));
  }

  func::FuncOp getOwnFunction() {
    return module->lookupSymbol<func::FuncOp>("own");
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
};
} // namespace

TEST_F(AssertPolicyTest, ReportsThroughCfAssertWithoutNewArguments) {
  ASSERT_TRUE(module);
  FunctionType before = getOwnFunction().getFunctionType();
  ASSERT_TRUE(succeeded(lowerOwnFunction(OutOfBoundsPolicy::Assert)));
  ASSERT_TRUE(succeeded(verify(*module)));
  EXPECT_EQ(getOwnFunction().getFunctionType(), before);
  SmallVector<cf::AssertOp> asserts;
  module->walk([&](cf::AssertOp op) { asserts.push_back(op); });
  ASSERT_EQ(asserts.size(), 1u);
  EXPECT_TRUE(
      asserts[0].getMsg().starts_with("gather: index out of bounds at "));
  int prints = 0;
  module->walk([&](vector::PrintOp) { ++prints; });
  EXPECT_GT(prints, 0);
  EXPECT_FALSE(
      module->walk([](GatherOpInterface) { return WalkResult::interrupt(); })
          .wasInterrupted());
}

TEST_F(AssertPolicyTest, ErrorPolicyNeedsTheStatusRecord) {
  ASSERT_TRUE(module);
  EXPECT_TRUE(failed(lowerOwnFunction(OutOfBoundsPolicy::Error)));
}
