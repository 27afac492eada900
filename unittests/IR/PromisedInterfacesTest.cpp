//===- PromisedInterfacesTest.cpp - interfaces the dialect promises -------===//
//
// The dialect promises shard::ShardingInterface for every op: the models
// live in GatherTransforms, which the dialect does not link. Until they are
// registered the promise stands unresolved, and MLIR (built with
// assertions) stops at a use of the interface with a message naming it,
// rather than treating the ops as opaque to sharding.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"

#include <gtest/gtest.h>

using namespace mlir;
using namespace mlir::gather;

namespace {
template <typename Op> void expectShardingPromised(const Dialect &dialect) {
  EXPECT_TRUE((dialect.hasPromisedInterface<Op, shard::ShardingInterface>()))
      << Op::getOperationName().str();
}
} // namespace

TEST(PromisedInterfacesTest, EveryOpPromisesSharding) {
  MLIRContext context;
  auto *dialect = context.getOrLoadDialect<GatherDialect>();
  expectShardingPromised<GatherNDOp>(*dialect);
  expectShardingPromised<GatherElementsOp>(*dialect);
  expectShardingPromised<GatherOp>(*dialect);
  expectShardingPromised<ScatterNDOp>(*dialect);
  expectShardingPromised<ScatterElementsOp>(*dialect);
}
