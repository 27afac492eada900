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
// for byte, so every row's dtype must take the bytes the IR gives the type.
TEST(ElementTypesTest, NpyDTypesTakeTheElementBytes) {
  MLIRContext context;
  for (const ElementTypeInfo &info : getElementTypeTable()) {
    Type type = info.getType(&context);
    EXPECT_EQ(getElementBytes(type),
              static_cast<int64_t>(npy::getElementSize(info.npyType)))
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
