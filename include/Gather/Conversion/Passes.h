//===- Passes.h - gather conversion passes ----------------------*- C++ -*-===//

#ifndef GATHER_CONVERSION_PASSES_H
#define GATHER_CONVERSION_PASSES_H

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"
#include "Gather/Conversion/TensorToGather/TensorToGather.h"
#include "Gather/Conversion/TosaToGather/TosaToGather.h"
#include "Gather/IR/GatherDialect.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace mlir::gather {

#define GEN_PASS_DECL
#include "Gather/Conversion/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Gather/Conversion/Passes.h.inc"

} // namespace mlir::gather

#endif // GATHER_CONVERSION_PASSES_H
