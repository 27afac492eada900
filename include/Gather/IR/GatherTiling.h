//===- GatherTiling.h - TilingInterface of the gather ops -------*- C++ -*-===//
//
// The gather ops implement TilingInterface (an external model that the
// dialect attaches to each op), so upstream's tiling and fusion drivers and
// transform ops tile them and fuse them into their consumers' loops.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERTILING_H
#define GATHER_IR_GATHERTILING_H

#include "Gather/IR/GatherOps.h"

#include "mlir/Interfaces/TilingInterface.h"

namespace mlir::gather {

/// The tile of `op`'s result at `offsets` / `sizes` (over the result's
/// dimensions) as a gather of operand slices: the tiled op, and the
/// extract_slice ops that feed it.
FailureOr<TilingResult> tileGather(OpBuilder &b, GatherOpInterface op,
                                   ArrayRef<OpFoldResult> offsets,
                                   ArrayRef<OpFoldResult> sizes);

/// Attaches TilingInterface to every gather op (GatherDialect::initialize).
void attachGatherTilingInterface(MLIRContext &context);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERTILING_H
