//===- GatherDialect.cpp - gather dialect ---------------------------------===//

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherOps.h"

#include "llvm/Support/CheckedArithmetic.h"

using namespace mlir;
using namespace mlir::gather;

#include "Gather/IR/GatherDialect.cpp.inc"

void GatherDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Gather/IR/GatherOps.cpp.inc"
      >();
}

int64_t mlir::gather::getElementBytes(Type elementType) {
  if (elementType.isIndex())
    return 8;
  if (auto complex = dyn_cast<ComplexType>(elementType))
    return 2 * getElementBytes(complex.getElementType());
  return llvm::divideCeil(elementType.getIntOrFloatBitWidth(), 8);
}

bool mlir::gather::fitsInMemory(ArrayRef<int64_t> shape, Type elementType) {
  if (llvm::is_contained(shape, 0))
    return true; // empty, whatever the other sizes
  std::optional<int64_t> bytes = getElementBytes(elementType);
  for (int64_t size : shape)
    if (!ShapedType::isDynamic(size) && bytes)
      bytes = llvm::checkedMul(*bytes, size);
  return bytes.has_value();
}
