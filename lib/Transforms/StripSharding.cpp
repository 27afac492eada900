//===- StripSharding.cpp - a sharded module on one process ----------------===//

#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERSTRIPSHARDING
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
struct GatherStripShardingPass
    : gather::impl::GatherStripShardingBase<GatherStripShardingPass> {
  void runOnOperation() override {
    SmallVector<Operation *> definitions;
    WalkResult walk = getOperation().walk([&](Operation *op) {
      if (auto annotation = dyn_cast<shard::ShardOp>(op)) {
        annotation.getResult().replaceAllUsesWith(annotation.getSrc());
        annotation.erase();
      } else if (isa<shard::ShardingOp, shard::GridOp>(op)) {
        definitions.push_back(op);
      } else if (isa<shard::ShardDialect>(op->getDialect())) {
        op->emitOpError("cannot run on one process: only shard.shard, "
                        "shard.sharding and shard.grid can be left out");
        return WalkResult::interrupt();
      }
      return WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();
    // Shardings before the grids they name.
    for (Operation *op : llvm::reverse(definitions))
      op->erase();
  }
};
} // namespace
