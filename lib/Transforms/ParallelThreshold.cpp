//===- ParallelThreshold.cpp - keep small OpenMP loops on one thread ------===//

#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERPARALLELTHRESHOLD
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
/// Bytes of a static memref, or nullopt.
std::optional<int64_t> getStaticBytes(Type type) {
  auto memref = dyn_cast<MemRefType>(type);
  if (!memref || !memref.hasStaticShape() ||
      !memref.getElementType().isIntOrFloat())
    return std::nullopt;
  return memref.getNumElements() *
         llvm::divideCeil(memref.getElementTypeBitWidth(), 8);
}

/// The bytes one iteration of `loop` stores, if its body is straight-line
/// code (in an alloca scope) of static copies and stores.
std::optional<int64_t> getBytesPerIteration(omp::LoopNestOp loop) {
  int64_t bytes = 0;
  WalkResult walk = loop.getRegion().walk([&](Operation *op) {
    // convert-scf-to-openmp wraps each body in an alloca scope.
    if (op->getNumRegions() != 0 && !isa<memref::AllocaScopeOp>(op))
      return WalkResult::interrupt();
    if (auto copy = dyn_cast<memref::CopyOp>(op)) {
      std::optional<int64_t> copied = getStaticBytes(copy.getTarget().getType());
      if (!copied)
        return WalkResult::interrupt();
      bytes += *copied;
    } else if (auto store = dyn_cast<memref::StoreOp>(op)) {
      Type element = store.getValueToStore().getType();
      if (!element.isIntOrFloat())
        return WalkResult::interrupt();
      bytes += llvm::divideCeil(element.getIntOrFloatBitWidth(), 8);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return std::nullopt;
  return bytes;
}

struct GatherParallelThresholdPass
    : gather::impl::GatherParallelThresholdBase<GatherParallelThresholdPass> {
  using Base::Base;

  void runOnOperation() override {
    getOperation()->walk([&](omp::ParallelOp parallel) {
      if (parallel.getIfExpr())
        return;
      SmallVector<omp::LoopNestOp> loops;
      parallel.walk([&](omp::LoopNestOp loop) { loops.push_back(loop); });
      if (loops.size() != 1)
        return;
      omp::LoopNestOp loop = loops.front();
      // The bounds must be known before the threads start.
      for (Value bound : loop->getOperands())
        if (parallel->isAncestor(bound.getParentRegion()->getParentOp()))
          return;
      std::optional<int64_t> perIteration = getBytesPerIteration(loop);
      if (!perIteration)
        return;

      OpBuilder b(parallel);
      Location loc = parallel.getLoc();
      Value work = arith::ConstantIndexOp::create(b, loc, *perIteration);
      for (auto [lower, upper, step] :
           llvm::zip_equal(loop.getLoopLowerBounds(), loop.getLoopUpperBounds(),
                           loop.getLoopSteps())) {
        Value span = arith::SubIOp::create(b, loc, upper, lower);
        Value trips = arith::CeilDivSIOp::create(b, loc, span, step);
        work = arith::MulIOp::create(b, loc, work, trips);
      }
      Value worthThreads = arith::CmpIOp::create(
          b, loc, arith::CmpIPredicate::sge, work,
          arith::ConstantIndexOp::create(b, loc, minBytes));
      parallel.getIfExprMutable().assign(worthThreads);
    });
  }
};
} // namespace
