//===- GatherSizesTest.cpp - element bytes and the fits-in-memory rule ----===//

#include "Gather/IR/GatherSizes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {

TEST(GatherSizesTest, ElementBytesFollowTheDataLayout) {
  MLIRContext context;
  Builder b(&context);
  EXPECT_EQ(getElementBytes(b.getI1Type()), 1);
  EXPECT_EQ(getElementBytes(b.getIntegerType(3)), 1);
  EXPECT_EQ(getElementBytes(b.getIntegerType(16, /*isSigned=*/false)), 2);
  EXPECT_EQ(getElementBytes(b.getIndexType()), 8);
  EXPECT_EQ(getElementBytes(b.getBF16Type()), 2);
  EXPECT_EQ(getElementBytes(b.getF64Type()), 8);
  EXPECT_EQ(getElementBytes(ComplexType::get(b.getF32Type())), 8);
  EXPECT_EQ(getElementBytes(ComplexType::get(b.getF64Type())), 16);
}

TEST(GatherSizesTest, NoBytesWhereMemoryPadsOrNothingIsKnown) {
  MLIRContext context;
  Builder b(&context);
  // LLVM stores these in more bytes than the data layout's size.
  EXPECT_EQ(getElementBytes(b.getIntegerType(24)), std::nullopt);
  EXPECT_EQ(getElementBytes(Float80Type::get(&context)), std::nullopt);
  // Not a number at all.
  EXPECT_EQ(getElementBytes(NoneType::get(&context)), std::nullopt);
  EXPECT_EQ(getElementBytes(ComplexType::get(b.getI32Type())), std::nullopt);
}

TEST(GatherSizesTest, FitsInMemoryCountsStaticSizes) {
  MLIRContext context;
  Builder b(&context);
  int64_t half = int64_t(1) << 62;
  EXPECT_TRUE(fitsInMemory({half, 1}, b.getI8Type()));
  EXPECT_FALSE(fitsInMemory({half, 1}, b.getI16Type()));
  EXPECT_FALSE(fitsInMemory({half, 2}, b.getI8Type()));
  // A size 0 empties the tensor, however large the others are.
  EXPECT_TRUE(fitsInMemory({half, 4, 0}, b.getF64Type()));
  // Dynamic sizes count as 1; types without bytes always fit.
  EXPECT_TRUE(fitsInMemory({ShapedType::kDynamic, half}, b.getI8Type()));
  EXPECT_TRUE(fitsInMemory({half, 4}, NoneType::get(&context)));
}

} // namespace
