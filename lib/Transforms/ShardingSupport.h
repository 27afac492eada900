//===- ShardingSupport.h - facts about shardings we rely on -----*- C++ -*-===//
//
// What gather-partition's checks and the sharding models (of the indexing
// ops, of embedding_bag) share: facts about shardings and the steps of a
// model that do not depend on the op.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H
#define GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H

#include "Gather/IR/GatherDistribution.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::gather {

/// Whether `sharding` has halos or explicit shard offsets, which neither
/// the partitions nor the lowering to MPI support: shards are the even
/// blocks of their dimension.
inline bool hasHalosOrShardOffsets(const shard::Sharding &sharding) {
  return !sharding.getStaticHaloSizes().empty() ||
         !sharding.getDynamicHaloSizes().empty() ||
         !sharding.getStaticShardedDimsOffsets().empty() ||
         !sharding.getDynamicShardedDimsOffsets().empty();
}

/// The grid axes that `sharding` splits each of `rank` dimensions over
/// (none for a null sharding).
inline TensorSplit getTensorSplit(const shard::Sharding &sharding,
                                  int64_t rank) {
  TensorSplit split(rank);
  if (!sharding)
    return split;
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes()))
    if (int64_t(dim) < rank)
      split[dim] = llvm::to_vector(axes.asArrayRef());
  return split;
}

/// Upstream's sharding option for `op` from the annotations, without the
/// splits of loops that `isSplittable` rejects: operands and results are
/// resharded instead.
FailureOr<shard::ShardingOption>
getShardingOptionOfSplittable(Operation *op,
                              ArrayRef<shard::Sharding> operandShardings,
                              ArrayRef<shard::Sharding> resultShardings,
                              function_ref<bool(int64_t)> isSplittable);

/// The grid axes each loop of `op` (whose operands and result `maps` map to
/// the loops) is split over, read from the shardings, which must agree, use
/// each grid axis once, split evenly and split only loops that
/// `isSplittable` accepts; else a diagnostic.
FailureOr<shard::ShardingArray>
getLoopAxesOfSplittable(Operation *op, ArrayRef<AffineMap> maps,
                        ArrayRef<shard::Sharding> operandShardings,
                        ArrayRef<shard::Sharding> resultShardings,
                        shard::GridOp grid,
                        function_ref<bool(int64_t)> isSplittable);

/// How one dimension of a tensor is split: the grid axes it is split over
/// (none: whole), its local size, this process's first global position and
/// the global size (null where whole).
struct DimensionSplit {
  SmallVector<shard::GridAxis> axes;
  Value rows, offset, size;
};

/// The number of processes along `axes` and this process's linear index
/// among them.
std::pair<Value, Value> getProcessGroup(ImplicitLocOpBuilder &b,
                                        ArrayRef<shard::GridAxis> axes,
                                        shard::GridOp grid);

/// The split of dimension `dim` of `local` (this process's shard) over
/// `axes`, split evenly.
DimensionSplit getDimensionSplit(ImplicitLocOpBuilder &b,
                                 ArrayRef<shard::GridAxis> axes, Value local,
                                 int64_t dim, shard::GridOp grid);

/// The grid of `op`'s result sharding, or null.
shard::GridOp getResultGrid(Operation *op,
                            const shard::Sharding &resultSharding,
                            SymbolTableCollection &symbolTable);

/// `op` with new result types and operands, at `b`'s location.
Operation *cloneAt(ImplicitLocOpBuilder &b, Operation *op,
                   TypeRange resultTypes, ValueRange operands);

/// `loc` for an op's per-process ops: where split indices (of
/// `indicesType`, sharded by `indicesSharding`) sit in the global ones is
/// recorded in it (IndicesBlock), so that a failure's position, which each
/// process finds in its own block, can be reported in the global indices.
/// Static shapes only: the block is a static fact.
Location locateLocalOps(Location loc, RankedTensorType indicesType,
                        const shard::Sharding &indicesSharding,
                        shard::GridOp grid);

/// Attaches the sharding model of embedding_bag (EmbeddingBagSharding.cpp).
void attachEmbeddingBagShardingModel(MLIRContext &context);

} // namespace mlir::gather

#endif // GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H
