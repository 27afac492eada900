//===- GatherDistributionTest.cpp - blocks of split tensors ---------------===//

#include "Gather/IR/GatherDistribution.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {

// Indices of shape 2x4 on a 2x2 grid, columns split over grid axis 1:
// ranks 1 and 3 hold columns 2-3, as 2x2 blocks.
IndicesBlock getColumnsSplit() { return {{2, 2}, {2, 4}, {{}, {1}}}; }

TEST(GatherDistributionTest, GlobalPositionOfABlockPosition) {
  IndicesBlock block = getColumnsSplit();
  // Row 1, column 0 of rank 1's block is row 1, column 2: position 6.
  EXPECT_EQ(block.getGlobalPosition(2, 1), 6);
  EXPECT_EQ(block.getGlobalPosition(2, 3), 6);
  EXPECT_EQ(block.getGlobalPosition(3, 0), 5);
  EXPECT_EQ(block.getGlobalPosition(0, 2), 0);
}

TEST(GatherDistributionTest, NoGlobalPositionOutsideTheBlock) {
  IndicesBlock block = getColumnsSplit();
  EXPECT_EQ(block.getGlobalPosition(4, 1), std::nullopt);
  EXPECT_EQ(block.getGlobalPosition(-1, 1), std::nullopt);
  // 7 rows do not split evenly over 2 processes.
  IndicesBlock uneven{{2}, {7}, {{0}}};
  EXPECT_EQ(uneven.getGlobalPosition(0, 1), std::nullopt);
}

TEST(GatherDistributionTest, TheBlockRoundTripsThroughALocation) {
  MLIRContext context;
  Location file = FileLineColLoc::get(&context, "model.mlir", 3, 8);
  Location located = locateIndicesBlock(file, getColumnsSplit());
  std::optional<IndicesBlock> block = getIndicesBlock(located);
  ASSERT_TRUE(block);
  EXPECT_EQ(block->gridShape, getColumnsSplit().gridShape);
  EXPECT_EQ(block->globalShape, getColumnsSplit().globalShape);
  EXPECT_EQ(block->split, getColumnsSplit().split);
  // Found inside other fused locations too; absent from plain ones.
  EXPECT_TRUE(getIndicesBlock(FusedLoc::get(&context, {file, located})));
  EXPECT_FALSE(getIndicesBlock(file));
}

TEST(GatherDistributionTest, MalformedBlocksInUserLocationsAreIgnored) {
  MLIRContext context;
  Builder b(&context);
  Location file = FileLineColLoc::get(&context, "model.mlir", 3, 8);
  auto withFields = [&](Attribute grid, Attribute shape, Attribute split) {
    NamedAttribute fields[] = {b.getNamedAttr("grid", grid),
                               b.getNamedAttr("shape", shape),
                               b.getNamedAttr("split", split)};
    NamedAttribute metadata =
        b.getNamedAttr("gather.indices_block", b.getDictionaryAttr(fields));
    return FusedLoc::get({file}, b.getDictionaryAttr(metadata), &context);
  };
  auto splitOver = [&](ArrayRef<int16_t> axes) {
    return b.getArrayAttr({b.getArrayAttr({b.getDenseI16ArrayAttr(axes)})});
  };
  Attribute grid = b.getDenseI64ArrayAttr({2});
  Attribute shape = b.getDenseI64ArrayAttr({8});
  EXPECT_TRUE(getIndicesBlock(withFields(grid, shape, splitOver({0}))));
  // A grid axis that the grid lacks, twice the same axis, a grid of size 0,
  // a negative size, a field of the wrong kind.
  EXPECT_FALSE(getIndicesBlock(withFields(grid, shape, splitOver({1}))));
  EXPECT_FALSE(getIndicesBlock(withFields(b.getDenseI64ArrayAttr({2, 2}),
                                          b.getDenseI64ArrayAttr({8, 8}),
                                          splitOver({0, 0}))));
  EXPECT_FALSE(getIndicesBlock(
      withFields(b.getDenseI64ArrayAttr({0}), shape, splitOver({0}))));
  EXPECT_FALSE(getIndicesBlock(
      withFields(grid, b.getDenseI64ArrayAttr({-8}), splitOver({0}))));
  EXPECT_FALSE(
      getIndicesBlock(withFields(grid, shape, b.getI64IntegerAttr(0))));
}

} // namespace
