//===- ElementTypesTest.cpp - the .npy/C bridge agrees with the IR --------===//

#include "Gather/Support/ElementTypes.h"

#include "Gather/IR/GatherSizes.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Support/DebugStringHelper.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {

// A tensor travels between a .npy file (or a C buffer) and a memref byte
// for byte, so every row's dtype must take the bytes the IR gives an
// element of the type's buffer (getBufferType: 4-bit values as bytes).
TEST(ElementTypesTest, NpyDTypesTakeTheElementBytes) {
  MLIRContext context;
  for (const ElementTypeInfo &info : getElementTypeTable()) {
    Type type = info.getType(&context);
    Type stored =
        getBufferType(RankedTensorType::get({3}, type)).getElementType();
    EXPECT_EQ(getElementBytes(stored),
              static_cast<int64_t>(npy::getElementSize(info.npyType)))
        << "element type " << debugString(type);
    EXPECT_EQ(isStoredTwoPerByte(type), stored != type)
        << "element type " << debugString(type);
  }
}

TEST(ElementTypesTest, LookupFindsEveryRowAndNothingElse) {
  MLIRContext context;
  for (const ElementTypeInfo &info : getElementTypeTable())
    EXPECT_EQ(lookupElementType(info.getType(&context)), &info);
  EXPECT_EQ(lookupElementType(Float80Type::get(&context)), nullptr);
  EXPECT_EQ(lookupElementType(Type()), nullptr);
}

} // namespace
