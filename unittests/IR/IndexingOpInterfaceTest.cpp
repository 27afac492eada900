//===- IndexingOpInterfaceTest.cpp - the ops' common interface -----------===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
/// One of each op on static shapes and constant indices in range (counting
/// negative ones from the end), and ops that may fail: a dynamic operand
/// (the scatter's: its updates) or an index out of range.
constexpr const char *kIndexingOps = R"mlir(
func.func @f(%d: tensor<4x5xf32>, %u: tensor<2x5xf32>, %du: tensor<?x5xf32>,
             %v: tensor<4x2xf32>) {
  %i = arith.constant dense<[[3], [-1]]> : tensor<2x1xi64>
  %e = arith.constant dense<[[0, 4], [-5, 1], [2, 2], [3, 0]]> : tensor<4x2xi64>
  %a = arith.constant dense<[2, -4]> : tensor<2xi64>
  %far = arith.constant dense<[[4], [0]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x5xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
  %1 = gather.gather_elements %d, %e {axis = 1 : i64} : (tensor<4x5xf32>, tensor<4x2xi64>) -> tensor<4x2xf32>
  %2 = gather.gather %d, %a : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<2x5xf32>
  %3 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<2x5xf32>) -> tensor<4x5xf32>
  %4 = gather.scatter_elements %d, %e, %v {axis = 1 : i64} : (tensor<4x5xf32>, tensor<4x2xi64>, tensor<4x2xf32>) -> tensor<4x5xf32>
  %5 = gather.scatter_nd %d, %i, %du : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<?x5xf32>) -> tensor<4x5xf32>
  %6 = gather.gather_nd %d, %far : (tensor<4x5xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
  return
}
)mlir";

class IndexingOpInterfaceTest : public ::testing::Test {
protected:
  IndexingOpInterfaceTest() {
    context
        .loadDialect<GatherDialect, arith::ArithDialect, func::FuncDialect>();
    module = parseSourceString<ModuleOp>(kIndexingOps, &context);
    module->walk([&](IndexingOpInterface op) { ops.push_back(op); });
  }

  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  /// The indexing ops in the order of kIndexingOps.
  SmallVector<IndexingOpInterface> ops;
};

void expectSameShape(const GatherShape &actual, const GatherShape &expected) {
  EXPECT_EQ(actual.indexDepth, expected.indexDepth);
  EXPECT_EQ(actual.firstIndexedDim, expected.firstIndexedDim);
  EXPECT_EQ(actual.sharedDims, expected.sharedDims);
  EXPECT_EQ(actual.resultDims, expected.resultDims);
}

InFlightDiagnostic silentDiagnostic() { return InFlightDiagnostic(); }

TEST_F(IndexingOpInterfaceTest, EveryOpIsAnIndexingOp) {
  ASSERT_TRUE(module);
  ASSERT_EQ(ops.size(), 7u);
  EXPECT_TRUE(isa<GatherNDOp>(ops[0].getOperation()));
  EXPECT_TRUE(isa<GatherElementsOp>(ops[1].getOperation()));
  EXPECT_TRUE(isa<GatherOp>(ops[2].getOperation()));
  EXPECT_TRUE(isa<ScatterNDOp>(ops[3].getOperation()));
  EXPECT_TRUE(isa<ScatterElementsOp>(ops[4].getOperation()));
  for (auto [position, op] : llvm::enumerate(ops)) {
    Operation *operation = op;
    bool isScatter = isa<ScatterNDOp, ScatterElementsOp>(operation);
    EXPECT_EQ(isa<ScatterOpInterface>(operation), isScatter) << position;
    EXPECT_EQ(isa<GatherOpInterface>(operation), !isScatter) << position;
    EXPECT_TRUE(reportsFailures(operation)) << position;
    EXPECT_TRUE(succeeded(op.getIndexingShape())) << position;
  }
}

// A gather's indexing shape is its own shape relation, a scatter's the
// inverse gather's with `updates` as the result.
TEST_F(IndexingOpInterfaceTest, IndexingShapeIsTheGatherShape) {
  ASSERT_EQ(ops.size(), 7u);
  auto nd = cast<GatherNDOp>(ops[0].getOperation());
  expectSameShape(*ops[0].getIndexingShape(), *nd.getGatherShape());
  expectSameShape(*ops[0].getIndexingShape(),
                  *inferGatherNDShape({4, 5}, {2, 1}, /*batchDims=*/0,
                                      /*resultRank=*/2, silentDiagnostic));
  expectSameShape(*ops[3].getIndexingShape(),
                  *inferGatherNDShape({4, 5}, {2, 1}, /*batchDims=*/0,
                                      /*resultRank=*/2, silentDiagnostic));
  expectSameShape(
      *ops[4].getIndexingShape(),
      *inferGatherElementsShape({4, 5}, {4, 2}, /*axis=*/1, silentDiagnostic));
  // Through the scatter interface too, as through the base.
  expectSameShape(
      *cast<ScatterOpInterface>(ops[4].getOperation()).getIndexingShape(),
      *ops[4].getIndexingShape());
}

TEST_F(IndexingOpInterfaceTest, CannotFailWithStaticShapesAndIndicesInRange) {
  ASSERT_EQ(ops.size(), 7u);
  std::optional<SmallVector<int64_t>> values;
  EXPECT_TRUE(ops[0].cannotFail(&values));
  EXPECT_EQ(values, SmallVector<int64_t>({3, 3}));
  EXPECT_TRUE(ops[2].cannotFail(&values));
  EXPECT_EQ(values, SmallVector<int64_t>({2, 0}));
  EXPECT_TRUE(cast<ScatterNDOp>(ops[3].getOperation()).cannotFail(&values));
  EXPECT_EQ(values, SmallVector<int64_t>({3, 3}));
  EXPECT_TRUE(ops[4].cannotFail(&values));
  EXPECT_EQ(values, SmallVector<int64_t>({0, 4, 0, 1, 2, 2, 3, 0}));
  EXPECT_TRUE(ops[1].cannotFail());
  // A scatter whose updates are dynamic checks their size at run time.
  EXPECT_FALSE(ops[5].cannotFail());
  // Index 4 is out of range for 4 rows: the policy decides at run time.
  EXPECT_FALSE(ops[6].cannotFail());
}
} // namespace
