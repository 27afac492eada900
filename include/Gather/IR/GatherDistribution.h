//===- GatherDistribution.h - how a partitioned function is split -*- C++
//-*-===//
//
// gather-partition records on each function it partitions how its tensors
// are split over the processes (the `gather.distribution` attribute), so
// that whoever calls the per-process function (gather-run, gather-compile's
// headers) can hand each process its blocks and put the results together:
//
//   gather.distribution = {grid = array<i64: 2, 2>,
//                          arguments = [[array<i16: 0>, array<i16>], ...],
//                          results = [[array<i16>, array<i16: 1>], ...]}
//
// `grid` is the process grid's shape; each argument and result lists, per
// dimension, the grid axes that split it (none: whole on every process).
// Process r sits on the grid at its row-major multi-index; a dimension split
// over axes (a1, a2, ...) is cut into equal blocks, numbered row-major over
// those axes, and process r holds the block at its position along them.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERDISTRIBUTION_H
#define GATHER_IR_GATHERDISTRIBUTION_H

#include "mlir/IR/Operation.h"
#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <vector>

namespace mlir::gather {

/// The grid axes that split each dimension of one tensor.
using TensorSplit = SmallVector<SmallVector<int16_t>>;

/// One block of a tensor: where it starts and how large it is.
struct TensorBlock {
  SmallVector<int64_t> offsets, sizes;
};

/// The contents of `gather.distribution`.
struct Distribution {
  SmallVector<int64_t, 2> gridShape;
  std::vector<TensorSplit> arguments, results;

  /// How many processes the grid has.
  int64_t getProcessCount() const;

  /// The type of each process's block of a tensor of `type` split as
  /// `split` (other types unchanged).
  Type getLocalType(Type type, const TensorSplit &split) const;

  /// How many blocks `split` cuts dimension `dim` into.
  int64_t getParts(const TensorSplit &split, size_t dim) const;

  /// The block of a tensor of `globalShape` split as `split` that process
  /// `rank` holds. Fails (with a message) where a split is uneven.
  FailureOr<TensorBlock> getBlock(ArrayRef<int64_t> globalShape,
                                  const TensorSplit &split, int64_t rank,
                                  std::string &message) const;
};

/// Where one process's block of a split indices tensor sits in the global
/// one. gather-partition records it in the location of each per-process
/// gather whose indices are split (a FusedLoc's metadata, which transforms
/// keep with the location), so that a failure's row-major position in the
/// block can be given in the global indices.
struct IndicesBlock {
  SmallVector<int64_t, 2> gridShape;
  SmallVector<int64_t> globalShape;
  TensorSplit split;

  /// The global row-major position of row-major `position` in the block of
  /// process `rank`; nullopt if the block is not well-formed.
  std::optional<int64_t> getGlobalPosition(int64_t position,
                                           int64_t rank) const;
};

/// `loc` with `block` as its metadata.
Location locateIndicesBlock(Location loc, const IndicesBlock &block);

/// The indices block recorded in `loc` (or in a location it fuses), if any.
std::optional<IndicesBlock> getIndicesBlock(Location loc);

/// Whether `op` (a module, say) holds ops of the shard dialect: a sharded
/// program, which partitions and runs on several processes.
bool isSharded(Operation *op);

/// The distribution recorded on `function`, if any.
std::optional<Distribution> getDistribution(Operation *function);

/// Records `distribution` on `function`.
void setDistribution(Operation *function, const Distribution &distribution);

/// Checks that `value` is a well-formed `gather.distribution` (the dialect's
/// attribute verifier); emits on `op`.
LogicalResult verifyDistributionAttr(Operation *op, Attribute value);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERDISTRIBUTION_H
