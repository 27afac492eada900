//===- RefineShapes.cpp - tighten gather result types ---------------------===//

#include "Gather/IR/GatherOps.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERREFINESHAPES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

namespace {
/// Gives a gather op the most precise result type its shape function and
/// declared type allow; users see the old type through a tensor.cast.
struct RefineGatherResultType
    : OpInterfaceRewritePattern<InferTypeOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(InferTypeOpInterface op,
                                PatternRewriter &rewriter) const override {
    if (!isa<GatherNDOp, GatherElementsOp>(op))
      return rewriter.notifyMatchFailure(op, "not a gather op");
    Value result = op->getResult(0);
    Type declared = result.getType();
    SmallVector<Type> refined{declared};
    if (failed(op.refineReturnTypes(
            op->getContext(), /*location=*/std::nullopt, op->getOperands(),
            op->getRawDictionaryAttrs(), op->getPropertiesStorage(),
            op->getRegions(), refined)) ||
        refined.front() == declared)
      return rewriter.notifyMatchFailure(op, "result type already precise");

    rewriter.modifyOpInPlace(op, [&] { result.setType(refined.front()); });
    rewriter.setInsertionPointAfter(op);
    auto cast =
        tensor::CastOp::create(rewriter, op->getLoc(), declared, result);
    rewriter.replaceAllUsesExcept(result, cast.getResult(), cast);
    return success();
  }
};

struct GatherRefineShapesPass
    : gather::impl::GatherRefineShapesBase<GatherRefineShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateGatherRefineShapesPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::gather::populateGatherRefineShapesPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *context = patterns.getContext();
  patterns.add<RefineGatherResultType>(context);
  GatherNDOp::getCanonicalizationPatterns(patterns, context);
  GatherElementsOp::getCanonicalizationPatterns(patterns, context);
}
