//===- GatherDialect.h - gather dialect -------------------------*- C++ -*-===//

#ifndef GATHER_IR_GATHERDIALECT_H
#define GATHER_IR_GATHERDIALECT_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "Gather/IR/GatherDialect.h.inc"

#endif // GATHER_IR_GATHERDIALECT_H
