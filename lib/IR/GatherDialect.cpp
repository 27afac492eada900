//===- GatherDialect.cpp - gather dialect ---------------------------------===//

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherOps.h"

using namespace mlir;
using namespace mlir::gather;

#include "Gather/IR/GatherDialect.cpp.inc"
#include "Gather/IR/GatherInterfaces.cpp.inc"

void GatherDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Gather/IR/GatherOps.cpp.inc"
      >();
}
