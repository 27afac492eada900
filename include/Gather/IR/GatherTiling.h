//===- GatherTiling.h - TilingInterface of gathers and scatters -*- C++ -*-===//
//
// The gather and scatter ops and embedding_bag implement TilingInterface (an
// external model that the dialect attaches to each op), so upstream's tiling
// and fusion drivers and transform ops tile them, fuse gathers and
// embedding_bag into their consumers' loops and producers of a scatter's
// indices and updates into its loops.
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

/// The tile of scatter `op` at `offsets` / `sizes` (over the dimensions of
/// its updates) as a scatter of operand slices into the slice of `data`
/// those updates can land in: the tiled op, and the extract_slice ops of
/// indices and updates that feed it.
FailureOr<TilingResult> tileScatter(OpBuilder &b, ScatterOpInterface op,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes);

/// The tile of embedding_bag `op`'s result at `offsets` / `sizes` (bags,
/// columns) as an embedding_bag of weight's column slice and its bags' ids:
/// the tiled op, and the extract_slice ops that feed it.
FailureOr<TilingResult> tileEmbeddingBag(OpBuilder &b, EmbeddingBagOp op,
                                         ArrayRef<OpFoldResult> offsets,
                                         ArrayRef<OpFoldResult> sizes);

/// Attaches TilingInterface to every gather and scatter op and embedding_bag
/// (GatherDialect::initialize).
void attachGatherTilingInterface(MLIRContext &context);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERTILING_H
