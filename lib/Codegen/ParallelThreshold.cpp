//===- ParallelThreshold.cpp - keep small OpenMP loops on one thread ------===//

#include "Gather/Codegen/Passes.h"
#include "Gather/IR/GatherSizes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERPARALLELTHRESHOLD
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

namespace {
/// Bytes of a static memref or vector, or nullopt.
std::optional<int64_t> getStaticBytes(Type type) {
  auto shaped = dyn_cast<ShapedType>(type);
  if (!shaped)
    return std::nullopt;
  return gather::getStaticBytes(shaped);
}

std::optional<int64_t> getStoredBytes(Region &region);

/// A constant that `value` cannot exceed: its own value, or for the minimum
/// of values, the smallest such constant of theirs.
std::optional<int64_t> getConstantUpperBound(Value value) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constant;
  Operation *min = value.getDefiningOp();
  if (!isa_and_nonnull<arith::MinUIOp, arith::MinSIOp>(min))
    return std::nullopt;
  std::optional<int64_t> bound;
  for (Value operand : min->getOperands())
    if (std::optional<int64_t> operandBound = getConstantUpperBound(operand))
      bound = bound ? std::min(*bound, *operandBound) : *operandBound;
  return bound;
}

/// The most iterations `loop` runs: its static trip count, or one bounded
/// by a constant upper bound (the blocks of an element gather run
/// min(block, rest) iterations).
std::optional<int64_t> getMaxTripCount(scf::ForOp loop) {
  if (std::optional<APInt> trips = loop.getStaticTripCount())
    return trips->getSExtValue();
  std::optional<int64_t> lower = getConstantIntValue(loop.getLowerBound());
  std::optional<int64_t> upper = getConstantUpperBound(loop.getUpperBound());
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (!lower || !upper || !step || *step <= 0)
    return std::nullopt;
  return std::max<int64_t>(llvm::divideCeil(*upper - *lower, *step), 0);
}

/// The bytes one execution of `op` stores: static copies and stores, loops
/// of them with constant trip counts, the larger branch of an scf.if.
std::optional<int64_t> getStoredBytes(Operation &op) {
  if (auto copy = dyn_cast<memref::CopyOp>(op))
    return getStaticBytes(copy.getTarget().getType());
  if (auto store = dyn_cast<memref::StoreOp>(op))
    return gather::getElementBytes(store.getValueToStore().getType());
  if (auto store = dyn_cast<vector::StoreOp>(op))
    return getStaticBytes(store.getValueToStore().getType());
  if (auto store = dyn_cast<LLVM::StoreOp>(op))
    return getStaticBytes(store.getValue().getType());
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    std::optional<int64_t> trips = getMaxTripCount(loop);
    std::optional<int64_t> body = getStoredBytes(loop.getRegion());
    if (!trips || !body)
      return std::nullopt;
    return *trips * *body;
  }
  if (auto branch = dyn_cast<scf::IfOp>(op)) {
    std::optional<int64_t> thenBytes = getStoredBytes(branch.getThenRegion());
    std::optional<int64_t> elseBytes = getStoredBytes(branch.getElseRegion());
    if (!thenBytes || !elseBytes)
      return std::nullopt;
    return std::max(*thenBytes, *elseBytes);
  }
  // convert-scf-to-openmp wraps each body in an alloca scope.
  if (auto scope = dyn_cast<memref::AllocaScopeOp>(op))
    return getStoredBytes(scope.getBodyRegion());
  if (op.getNumRegions() != 0)
    return std::nullopt;
  return 0;
}

std::optional<int64_t> getStoredBytes(Region &region) {
  int64_t bytes = 0;
  for (Block &block : region)
    for (Operation &op : block) {
      std::optional<int64_t> opBytes = getStoredBytes(op);
      if (!opBytes)
        return std::nullopt;
      bytes += *opBytes;
    }
  return bytes;
}

struct GatherParallelThresholdPass
    : gather::codegen::impl::GatherParallelThresholdBase<
          GatherParallelThresholdPass> {
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
      std::optional<int64_t> perIteration = getStoredBytes(loop.getRegion());
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
