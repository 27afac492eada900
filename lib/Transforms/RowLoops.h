//===- RowLoops.h - pieces of the passes that rewrite row loops -*- C++ -*-===//
//
// Internal to GatherTransforms. gather-stream-row-copies and
// gather-prefetch-element-rows both rewrite the scf.forall loops of gathers
// after bufferization: they work in cache lines, and they address a later
// iteration of a loop nest by its row-major position.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_TRANSFORMS_ROWLOOPS_H
#define GATHER_LIB_TRANSFORMS_ROWLOOPS_H

#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::gather::row_loops {

/// Bytes of one cache line.
inline constexpr int64_t kLineBytes = 64;

/// The bytes of an element of `type`, when whole elements fill a line.
std::optional<int64_t> getLineElementBytes(Type type);

/// The number of iterations of a loop nest with upper bounds `extents`.
Value buildIterationCount(OpBuilder &b, Location loc, ArrayRef<Value> extents);

/// Splits the linear position `linear` of a row-major iteration space with
/// `extents` into one index per dimension.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<Value> extents);

/// The linear position `distance` iterations after `current`, the `last`
/// at most.
Value buildIterationAhead(OpBuilder &b, Location loc, Value current, Value last,
                          int64_t distance);

} // namespace mlir::gather::row_loops

#endif // GATHER_LIB_TRANSFORMS_ROWLOOPS_H
