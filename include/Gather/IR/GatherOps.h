//===- GatherOps.h - gather operations --------------------------*- C++ -*-===//

#ifndef GATHER_IR_GATHEROPS_H
#define GATHER_IR_GATHEROPS_H

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherShapes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#define GET_OP_CLASSES
#include "Gather/IR/GatherOps.h.inc"

#endif // GATHER_IR_GATHEROPS_H
