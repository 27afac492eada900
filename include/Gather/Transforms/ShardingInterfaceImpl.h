//===- ShardingInterfaceImpl.h - the gather ops under sharding --*- C++ -*-===//
//
// The gather ops implement upstream's shard::ShardingInterface (an external
// model, registered as upstream registers linalg's), so that
// `sharding-propagation` and `shard-partition` partition them like any
// upstream op. docs/Distributed.md says which sharding gives which partition.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_TRANSFORMS_SHARDINGINTERFACEIMPL_H
#define GATHER_TRANSFORMS_SHARDINGINTERFACEIMPL_H

namespace mlir {
class DialectRegistry;

namespace gather {

/// Attaches shard::ShardingInterface to every gather op when the gather
/// dialect loads, and loads the dialects their partitions are built from.
void registerShardingInterfaceExternalModels(DialectRegistry &registry);

} // namespace gather
} // namespace mlir

#endif // GATHER_TRANSFORMS_SHARDINGINTERFACEIMPL_H
