//===- GatherOpsTest.cpp - builders, inference and reification ------------===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
constexpr int64_t kDyn = ShapedType::kDynamic;

/// A function whose arguments are tensors of the given types, to build gather
/// ops on.
class GatherOpsTest : public ::testing::Test {
protected:
  GatherOpsTest() : builder(&context) {
    context
        .loadDialect<GatherDialect, func::FuncDialect, tensor::TensorDialect>();
    module = ModuleOp::create(builder.getUnknownLoc());
  }

  SmallVector<Value> makeArguments(ArrayRef<Type> types) {
    auto func = func::FuncOp::create(builder.getUnknownLoc(), "f",
                                     builder.getFunctionType(types, {}));
    module->push_back(func);
    Block *body = func.addEntryBlock();
    builder.setInsertionPointToStart(body);
    func::ReturnOp::create(builder, builder.getUnknownLoc());
    builder.setInsertionPointToStart(body);
    return SmallVector<Value>(body->getArguments());
  }

  RankedTensorType tensor(ArrayRef<int64_t> shape, Type elementType) {
    return RankedTensorType::get(shape, elementType);
  }

  MLIRContext context;
  OpBuilder builder;
  OwningOpRef<ModuleOp> module;
};

TEST_F(GatherOpsTest, BuildersInferResultTypes) {
  SmallVector<Value> args =
      makeArguments({tensor({2, 2, 2}, builder.getI32Type()),
                     tensor({2, 1}, builder.getI64Type()),
                     tensor({2, 3}, builder.getF32Type()),
                     tensor({2, 2}, builder.getI64Type())});
  Location loc = builder.getUnknownLoc();
  auto nd = GatherNDOp::create(builder, loc, args[0], args[1],
                               builder.getI64IntegerAttr(1));
  auto elements = GatherElementsOp::create(builder, loc, args[2], args[3],
                                           builder.getI64IntegerAttr(-1));
  EXPECT_EQ(nd.getType(), tensor({2, 2}, builder.getI32Type()));
  EXPECT_EQ(elements.getType(), tensor({2, 2}, builder.getF32Type()));
  EXPECT_EQ(elements.getNormalizedAxis(), 1);
  EXPECT_TRUE(succeeded(verify(*module)));
}

TEST_F(GatherOpsTest, InferenceKeepsDynamicSizes) {
  SmallVector<Value> args =
      makeArguments({tensor({kDyn, 4, 5}, builder.getF16Type()),
                     tensor({3, kDyn, 1}, builder.getIndexType())});
  auto nd = GatherNDOp::create(builder, builder.getUnknownLoc(), args[0],
                               args[1], builder.getI64IntegerAttr(0));
  EXPECT_EQ(nd.getType(), tensor({3, kDyn, 4, 5}, builder.getF16Type()));
  FailureOr<GatherShape> shape = nd.getGatherShape();
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(shape->indexDepth, 1);
}

TEST_F(GatherOpsTest, InferenceNeedsStaticIndexDepth) {
  SmallVector<Value> args =
      makeArguments({tensor({4, 5, 6}, builder.getF32Type()),
                     tensor({3, kDyn}, builder.getI64Type())});
  SmallVector<Type> inferred;
  std::string message;
  ScopedDiagnosticHandler handler(
      &context, [&](Diagnostic &diagnostic) { message = diagnostic.str(); });
  GatherNDOp::Properties properties;
  properties.setBatchDims(builder.getI64IntegerAttr(0));
  EXPECT_TRUE(failed(GatherNDOp::inferReturnTypes(
      &context, builder.getUnknownLoc(), args, builder.getDictionaryAttr({}),
      &properties, /*regions=*/{}, inferred)));
  EXPECT_NE(message.find("cannot infer the result type"), std::string::npos);

  // With a declared result type, refinement fixes k = 2 and succeeds.
  SmallVector<Type> refined{tensor({kDyn, kDyn}, builder.getF32Type())};
  EXPECT_TRUE(succeeded(GatherNDOp::refineReturnTypes(
      &context, builder.getUnknownLoc(), args, builder.getDictionaryAttr({}),
      &properties, /*regions=*/{}, refined)));
  // Unpopulated properties mean the default batch_dims (0).
  refined.assign({tensor({kDyn, kDyn}, builder.getF32Type())});
  EXPECT_TRUE(succeeded(GatherNDOp::refineReturnTypes(
      &context, builder.getUnknownLoc(), args, builder.getDictionaryAttr({}),
      /*properties=*/nullptr, /*regions=*/{}, refined)));
  EXPECT_EQ(refined.front(), tensor({3, 6}, builder.getF32Type()));
}

// Inference runs before verification (builders with inferred types, the C
// API), so it must fail cleanly, never crash, whatever the operands are.
TEST_F(GatherOpsTest, InferenceFailsCleanlyOnAnyOperands) {
  SmallVector<Value> args =
      makeArguments({UnrankedTensorType::get(builder.getF32Type()),
                     tensor({2, 1}, builder.getI64Type())});
  std::string message;
  ScopedDiagnosticHandler handler(
      &context, [&](Diagnostic &diagnostic) { message = diagnostic.str(); });
  SmallVector<Type> inferred;
  EXPECT_TRUE(failed(GatherNDOp::inferReturnTypes(
      &context, builder.getUnknownLoc(), args, builder.getDictionaryAttr({}),
      /*properties=*/nullptr, /*regions=*/{}, inferred)));
  EXPECT_EQ(message, "'gather.gather_nd' op operands must be ranked tensors");
  EXPECT_TRUE(failed(GatherElementsOp::inferReturnTypes(
      &context, builder.getUnknownLoc(), ValueRange(args).take_back(),
      builder.getDictionaryAttr({}), /*properties=*/nullptr, /*regions=*/{},
      inferred)));
  EXPECT_EQ(message, "'gather.gather_elements' op takes 2 operands, got 1");
}

TEST_F(GatherOpsTest, ReifiesResultShapesFromOperands) {
  SmallVector<Value> args =
      makeArguments({tensor({kDyn, 7}, builder.getF64Type()),
                     tensor({kDyn, 1}, builder.getI32Type())});
  auto nd = GatherNDOp::create(builder, builder.getUnknownLoc(), args[0],
                               args[1], builder.getI64IntegerAttr(0));
  ASSERT_EQ(nd.getType(), tensor({kDyn, 7}, builder.getF64Type()));
  ReifiedRankedShapedTypeDims shapes;
  ASSERT_TRUE(succeeded(nd.reifyResultShapes(builder, shapes)));
  ASSERT_EQ(shapes.size(), 1u);
  ASSERT_EQ(shapes[0].size(), 2u);
  // Dimension 0 is indices' dynamic dimension 0, dimension 1 the constant 7.
  auto dim =
      dyn_cast_if_present<Value>(shapes[0][0]).getDefiningOp<tensor::DimOp>();
  ASSERT_TRUE(dim);
  EXPECT_EQ(dim.getSource(), args[1]);
  EXPECT_EQ(dim.getConstantIndex(), 0);
  auto size = dyn_cast_if_present<Attribute>(shapes[0][1]);
  ASSERT_TRUE(size);
  EXPECT_EQ(cast<IntegerAttr>(size).getInt(), 7);
}
} // namespace

TEST(FitsInMemoryTest, CountsBytesWithoutOverflow) {
  MLIRContext context;
  Builder b(&context);
  Type i8 = b.getI8Type(), f32 = b.getF32Type();
  Type c64 = ComplexType::get(b.getF64Type());
  constexpr int64_t kMax = INT64_MAX;
  EXPECT_TRUE(fitsInMemory({kMax}, i8));
  EXPECT_FALSE(fitsInMemory({kMax}, b.getI16Type()));
  EXPECT_TRUE(fitsInMemory({int64_t(1) << 60}, f32));     // 2^62 bytes
  EXPECT_FALSE(fitsInMemory({int64_t(1) << 61, 2}, f32)); // 2^64 wraps to 0
  EXPECT_FALSE(fitsInMemory({int64_t(1) << 59}, c64));    // 16 x 2^59 = 2^63
  EXPECT_TRUE(fitsInMemory({(int64_t(1) << 59) - 1}, c64));
  // Products that wrap to small or negative values are still too large.
  EXPECT_FALSE(fitsInMemory({int64_t(1) << 32, int64_t(1) << 32}, i8));
  EXPECT_FALSE(fitsInMemory({3, int64_t(1) << 62}, i8));
  // Dynamic sizes count as 1; a size 0 makes any shape empty.
  EXPECT_TRUE(fitsInMemory({kDyn, kMax}, i8));
  EXPECT_TRUE(fitsInMemory({int64_t(1) << 62, 4, 0}, f32));
  EXPECT_TRUE(fitsInMemory({}, c64));
  // Types outside the element type table have no size to check.
  EXPECT_TRUE(fitsInMemory({kMax, kMax}, VectorType::get({2}, b.getF32Type())));
}
