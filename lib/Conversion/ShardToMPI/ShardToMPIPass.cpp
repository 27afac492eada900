//===- ShardToMPIPass.cpp - gather-convert-shard-to-mpi -------------------===//
//
// Our collective patterns, upstream's all_slice patterns and
// convert-shard-to-mpi, then checks that nothing of the shard dialect is
// left, since upstream's pass reports what it cannot lower without failing.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/Passes.h"
#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"
#include "Gather/IR/ErrorCounter.h"
#include "Gather/IR/GatherDistribution.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/DLTI/DLTI.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Transforms.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather {
#define GEN_PASS_DEF_CONVERTSHARDTOMPI
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

static constexpr StringLiteral kImplementationKey = "MPI:Implementation";

bool mlir::gather::isKnownMPIImplementation(StringRef name) {
  return name == "MPICH" || name == "OpenMPI";
}

/// The implementation `module` names, if it names one.
static StringAttr getNamedImplementation(ModuleOp module) {
  auto map = module->getAttrOfType<MapAttr>(DLTIDialect::kMapAttrName);
  if (!map)
    return {};
  FailureOr<Attribute> value =
      map.query(StringAttr::get(module.getContext(), kImplementationKey));
  return succeeded(value) ? dyn_cast<StringAttr>(*value) : StringAttr();
}

StringRef mlir::gather::getMPIImplementation(ModuleOp module) {
  StringAttr name = getNamedImplementation(module);
  return name && isKnownMPIImplementation(name.getValue()) ? name.getValue()
                                                           : StringRef();
}

/// The module's MPI implementation: the one it names, or `fallback` (a
/// known name), which it then names. Upstream's lowering takes an unknown
/// name for MPICH.
static LogicalResult setImplementation(ModuleOp module, StringRef fallback) {
  if (StringAttr name = getNamedImplementation(module)) {
    if (isKnownMPIImplementation(name.getValue()))
      return success();
    return module.emitError("unknown MPI implementation '")
           << name.getValue() << "': expected MPICH or OpenMPI";
  }
  auto map = module->getAttrOfType<MapAttr>(DLTIDialect::kMapAttrName);
  SmallVector<DataLayoutEntryInterface> entries;
  if (map)
    llvm::append_range(entries, map.getEntries());
  MLIRContext *context = module.getContext();
  entries.push_back(
      DataLayoutEntryAttr::get(StringAttr::get(context, kImplementationKey),
                               StringAttr::get(context, fallback)));
  module->setAttr(DLTIDialect::kMapAttrName, MapAttr::get(context, entries));
  return success();
}

/// Fails on the collectives left after ours, which upstream's lowering
/// cannot lower either.
static LogicalResult checkCollectivesLowered(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    if (!isa<shard::AllGatherOp, shard::AllReduceOp, shard::AllSliceOp,
             shard::AllToAllOp, shard::BroadcastOp, shard::GatherOp,
             shard::RecvOp, shard::ReduceOp, shard::ReduceScatterOp,
             shard::ScatterOp, shard::SendOp, shard::ShiftOp>(op))
      return WalkResult::advance();
    op->emitOpError(
        "cannot be lowered to MPI with LLVM 22: reshard the "
        "program so that it needs only all_reduce (sum, max, min, "
        "product or bitwise or), all_gather and all_slice, on grids "
        "of static shape, of at most 2^31 - 1 elements per call");
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// Erases the grids, which nothing refers to once the collectives and
/// process indices are lowered; fails on any other shard op left.
static LogicalResult eraseShardOps(ModuleOp module) {
  SmallVector<shard::GridOp> grids;
  WalkResult walk = module.walk([&](Operation *op) {
    if (!isa<shard::ShardDialect>(op->getDialect()))
      return WalkResult::advance();
    if (auto grid = dyn_cast<shard::GridOp>(op)) {
      grids.push_back(grid);
      return WalkResult::advance();
    }
    op->emitOpError("is left after the lowering to MPI");
    return WalkResult::interrupt();
  });
  if (walk.wasInterrupted())
    return failure();
  for (shard::GridOp grid : grids) {
    if (!SymbolTable::symbolKnownUseEmpty(grid, module))
      return grid.emitOpError("is still referred to after the lowering");
    grid.erase();
  }
  return success();
}

namespace {
struct ConvertShardToMPIPass
    : gather::impl::ConvertShardToMPIBase<ConvertShardToMPIPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // Refused whether or not this module calls MPI: a pipeline that took
    // the name would build sharded kernels that fail only when they run.
    if (!isKnownMPIImplementation(mpiImplementation)) {
      module.emitError("unknown MPI implementation '")
          << mpiImplementation
          << "' (mpi-implementation): expected MPICH or OpenMPI";
      return signalPassFailure();
    }
    if (!isSharded(module))
      return;
    ErrorCounter errors(&getContext());
    if (failed(setImplementation(module, mpiImplementation)))
      return signalPassFailure();
    SymbolTableCollection symbolTable;
    RewritePatternSet patterns(&getContext());
    populateShardCollectivesToMPIPatterns(patterns, symbolTable);
    shard::populateAllSliceOpLoweringPatterns(patterns, symbolTable);
    if (failed(applyPatternsGreedily(module, std::move(patterns))) ||
        failed(checkCollectivesLowered(module)))
      return signalPassFailure();
    OpPassManager upstream(ModuleOp::getOperationName());
    upstream.addPass(createConvertShardToMPIPass());
    if (failed(runPipeline(upstream, module)) || errors.anyErrors() ||
        failed(eraseShardOps(module)))
      signalPassFailure();
  }
};
} // namespace
