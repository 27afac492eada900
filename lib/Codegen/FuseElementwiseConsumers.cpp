//===- FuseElementwiseConsumers.cpp - consumers into gather loops ---------===//
//
// Computes elementwise consumers of a lowered gather inside the gather's
// scf.forall, so that the gathered tensor is never written whole.
//
//===----------------------------------------------------------------------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Linalg/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/TileUsingInterface.h"
#include "mlir/Dialect/Tensor/Transforms/Transforms.h"
#include "mlir/IR/Dominance.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "mlir/Transforms/RegionUtils.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERFUSEELEMENTWISECONSUMERS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

/// Whether `use` is an input of a single-result elementwise linalg op on
/// tensors that reads it through a permutation map, so that a tile of the
/// operand is a tile of the consumer.
static bool isFusibleElementwiseUse(OpOperand &use) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
  if (!linalgOp || linalgOp->getNumResults() != 1 ||
      !linalgOp.hasPureTensorSemantics() || !linalgOp.isDpsInput(&use) ||
      !linalg::isElementwise(linalgOp))
    return false;
  return linalgOp.getMatchingIndexingMap(&use).isPermutation();
}

/// Moves the definitions of the operands of `consumer` other than `skipped`
/// before `insertionPoint`, where they are not there already.
static LogicalResult moveOtherOperandsBefore(RewriterBase &rewriter,
                                             Operation *consumer,
                                             OpOperand &skipped,
                                             Operation *insertionPoint,
                                             DominanceInfo &dominance) {
  SmallVector<Value> toMove;
  for (OpOperand &operand : consumer->getOpOperands())
    if (&operand != &skipped &&
        !dominance.properlyDominates(operand.get(), insertionPoint))
      toMove.push_back(operand.get());
  if (toMove.empty())
    return success();
  return moveValueDefinitions(rewriter, toMove, insertionPoint, dominance);
}

/// The scf.forall in the block of `ifOp` whose result a branch of `ifOp`
/// yields, if any: the consumer's copy for that branch goes right after the
/// loop (which runs whatever the branch), where it can be fused into it.
static scf::ForallOp getLoopBeforeIf(scf::IfOp ifOp) {
  for (scf::YieldOp yield : {ifOp.thenYield(), ifOp.elseYield()})
    if (auto loop = yield.getOperand(0).getDefiningOp<scf::ForallOp>();
        loop && loop->getBlock() == ifOp->getBlock())
      return loop;
  return nullptr;
}

/// consumer(scf.if(c, a, b)) -> scf.if(c, consumer(a), consumer(b)), where
/// `use` is the consumer's operand, the only use of the scf.if's only
/// result, and a branch yields the result of an scf.forall.
static LogicalResult sinkIntoBranches(RewriterBase &rewriter, OpOperand &use,
                                      DominanceInfo &dominance) {
  auto ifOp = use.get().getDefiningOp<scf::IfOp>();
  if (!ifOp || ifOp->getNumResults() != 1 || !use.get().hasOneUse() ||
      ifOp.getElseRegion().empty())
    return failure();
  scf::YieldOp yields[] = {ifOp.thenYield(), ifOp.elseYield()};
  if (llvm::none_of(yields, [](scf::YieldOp yield) {
        return yield.getOperand(0).getDefiningOp<scf::ForallOp>();
      }))
    return failure();
  scf::ForallOp loopBefore = getLoopBeforeIf(ifOp);
  Operation *afterLoop =
      loopBefore ? loopBefore->getNextNode() : ifOp.getOperation();
  Operation *consumer = use.getOwner();
  if (failed(moveOtherOperandsBefore(rewriter, consumer, use, afterLoop,
                                     dominance)))
    return failure();

  for (scf::YieldOp yield : yields) {
    Value yielded = yield.getOperand(0);
    bool fromLoopBefore = loopBefore && yielded.getDefiningOp() == loopBefore;
    rewriter.setInsertionPoint(fromLoopBefore ? afterLoop
                                              : yield.getOperation());
    Operation *clone = rewriter.clone(*consumer);
    clone->setOperand(use.getOperandNumber(), yielded);
    rewriter.modifyOpInPlace(
        yield, [&] { yield->setOperand(0, clone->getResult(0)); });
  }
  rewriter.modifyOpInPlace(ifOp, [&] {
    ifOp->getResult(0).setType(consumer->getResult(0).getType());
  });
  rewriter.replaceOp(consumer, ifOp->getResults());
  return success();
}

/// Computes the consumer of `use`, a result of an scf.forall in the same
/// block, tile by tile inside that loop.
static LogicalResult fuseIntoLoop(RewriterBase &rewriter, OpOperand &use,
                                  DominanceInfo &dominance) {
  auto loop = use.get().getDefiningOp<scf::ForallOp>();
  Operation *consumer = use.getOwner();
  if (!loop || loop->getBlock() != consumer->getBlock() ||
      failed(moveOtherOperandsBefore(rewriter, consumer, use, loop, dominance)))
    return failure();
  SmallVector<LoopLikeOpInterface> loops = {loop};
  if (failed(scf::tileAndFuseConsumer(rewriter, consumer, loops)))
    return failure();
  // Its uses now take the loop's new result.
  rewriter.eraseOp(consumer);
  return success();
}

/// Applies `step` to the first fusible elementwise use in `func` that it
/// accepts; returns whether there was one.
template <typename Step> static bool applyOnce(func::FuncOp func, Step step) {
  IRRewriter rewriter(func.getContext());
  DominanceInfo dominance(func);
  WalkResult walk = func.walk([&](linalg::LinalgOp linalgOp) {
    for (OpOperand *input : linalgOp.getDpsInputOperands())
      if (isFusibleElementwiseUse(*input) &&
          succeeded(step(rewriter, *input, dominance)))
        return WalkResult::interrupt();
    return WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Drops what fusion leaves behind: the zero fills the failure branches now
/// feed to the consumer (folded into it), and the gathered tensor the loop
/// no longer needs to produce (each tile gets its own tensor.empty).
static LogicalResult cleanUp(func::FuncOp func) {
  MLIRContext *context = func.getContext();
  RewritePatternSet patterns(context);
  linalg::populateElementwiseOpsFusionPatterns(
      patterns, [](OpOperand *) { return true; });
  scf::ForallOp::getCanonicalizationPatterns(patterns, context);
  tensor::populateFoldTensorEmptyPatterns(patterns);
  return applyPatternsGreedily(func, std::move(patterns));
}

namespace {
struct GatherFuseElementwiseConsumersPass
    : gather::codegen::impl::GatherFuseElementwiseConsumersBase<
          GatherFuseElementwiseConsumersPass> {
  void runOnOperation() override {
    func::FuncOp func = getOperation();
    while (applyOnce(func, sinkIntoBranches)) {
    }
    // A failure branch zero-fills the gathered tensor; folding that fill
    // into the consumer leaves the success branch its only user.
    if (failed(cleanUp(func)))
      return signalPassFailure();
    while (applyOnce(func, fuseIntoLoop)) {
    }
    if (failed(cleanUp(func)))
      signalPassFailure();
  }
};
} // namespace
