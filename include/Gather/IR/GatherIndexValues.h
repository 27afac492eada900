//===- GatherIndexValues.h - ONNX's index rule, as IR -----------*- C++ -*-===//
//
// The code that applies the gather ops' rule for index values (a negative
// index counts from the back; the clamp policy clamps into the dimension),
// built once for the lowering and the partitions alike.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERINDEXVALUES_H
#define GATHER_IR_GATHERINDEXVALUES_H

#include "mlir/IR/Builders.h"

namespace mlir::gather {

/// An i32, i64 or index value as `index` (sign-extended).
Value castToIndex(OpBuilder &b, Location loc, Value value);

/// `index < 0 ? index + size : index`, clamped into [0, size-1] if asked.
Value normalizeIndex(OpBuilder &b, Location loc, Value index, Value size,
                     bool clamp);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERINDEXVALUES_H
