//===- ShardingSupport.h - facts about shardings we rely on -----*- C++ -*-===//
//
// What gather-partition's checks and the gather ops' sharding model both
// ask of a sharding.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H
#define GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H

#include "Gather/IR/GatherDistribution.h"

#include "mlir/Dialect/Shard/IR/ShardOps.h"

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

} // namespace mlir::gather

#endif // GATHER_LIB_TRANSFORMS_SHARDINGSUPPORT_H
