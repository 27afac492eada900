//===- SinkMaterializations.cpp - materialize scf.if branches in place ----===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERSINKMATERIALIZATIONS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

namespace {
struct SinkIntoIfBranches
    : OpRewritePattern<bufferization::MaterializeInDestinationOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult
  matchAndRewrite(bufferization::MaterializeInDestinationOp materialize,
                  PatternRewriter &rewriter) const override {
    auto result = dyn_cast<OpResult>(materialize.getSource());
    auto ifOp = result ? dyn_cast<scf::IfOp>(result.getOwner()) : nullptr;
    if (!ifOp || !result.hasOneUse() || ifOp.getElseRegion().empty())
      return rewriter.notifyMatchFailure(materialize,
                                         "not the only use of an scf.if");
    // A value-returning materialization becomes the branches' yield, so the
    // if must already yield its type.
    bool returnsTensor = materialize->getNumResults() != 0;
    if (returnsTensor && materialize.getType() != result.getType())
      return rewriter.notifyMatchFailure(materialize, "if yields another type");
    // The destination must be usable inside the branches.
    Value destination = materialize.getDest();
    if (!destination.getParentRegion()->isAncestor(&ifOp.getThenRegion()) ||
        (destination.getDefiningOp() &&
         !destination.getDefiningOp()->isBeforeInBlock(ifOp)))
      return rewriter.notifyMatchFailure(materialize,
                                         "destination defined after the if");

    unsigned position = result.getResultNumber();
    for (Region *branch : {&ifOp.getThenRegion(), &ifOp.getElseRegion()}) {
      auto yield = cast<scf::YieldOp>(branch->front().getTerminator());
      rewriter.setInsertionPoint(yield);
      auto sunk = cast<bufferization::MaterializeInDestinationOp>(
          rewriter.clone(*materialize));
      rewriter.modifyOpInPlace(sunk, [&] {
        sunk.getSourceMutable().assign(yield.getOperand(position));
      });
      if (returnsTensor)
        rewriter.modifyOpInPlace(
            yield, [&] { yield->setOperand(position, sunk.getResult()); });
    }
    if (returnsTensor)
      rewriter.replaceOp(materialize, result);
    else
      rewriter.eraseOp(materialize);
    return success();
  }
};

struct GatherSinkMaterializationsPass
    : gather::codegen::impl::GatherSinkMaterializationsBase<
          GatherSinkMaterializationsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    gather::codegen::populateSinkMaterializationsPatterns(patterns);
    // Drops the if results left unused, so that outer ifs can sink too.
    scf::IfOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::gather::codegen::populateSinkMaterializationsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SinkIntoIfBranches>(patterns.getContext());
}
