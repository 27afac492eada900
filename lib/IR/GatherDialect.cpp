//===- GatherDialect.cpp - gather dialect ---------------------------------===//

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherOps.h"

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
