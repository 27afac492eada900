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
struct RefineGatherResultType : OpInterfaceRewritePattern<GatherOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(GatherOpInterface gather,
                                PatternRewriter &rewriter) const override {
    Operation *op = gather;
    Value result = op->getResult(0);
    Type declared = result.getType();
    SmallVector<Type> refined{declared};
    if (failed(cast<InferTypeOpInterface>(op).refineReturnTypes(
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
  // The gather ops' folder absorbs the casts this leaves between gathers.
  patterns.add<RefineGatherResultType>(patterns.getContext());
}
