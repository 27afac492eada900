//===- FlattenFills.cpp - fill contiguous buffers as one dimension --------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERFLATTENFILLS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

namespace {
struct FlattenContiguousFill : OpRewritePattern<linalg::FillOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::FillOp fill,
                                PatternRewriter &rewriter) const override {
    auto buffer = dyn_cast<TypedValue<MemRefType>>(fill.getOutputs()[0]);
    if (!buffer || !buffer.getType().getLayout().isIdentity() ||
        buffer.getType().getRank() < 2)
      return rewriter.notifyMatchFailure(fill, "not a contiguous nest");
    SmallVector<ReassociationIndices> all(1);
    for (int64_t d = 0; d < buffer.getType().getRank(); ++d)
      all[0].push_back(d);
    Value flat =
        memref::CollapseShapeOp::create(rewriter, fill.getLoc(), buffer, all);
    rewriter.replaceOpWithNewOp<linalg::FillOp>(fill, fill.getInputs(), flat);
    return success();
  }
};

struct GatherFlattenFillsPass
    : gather::codegen::impl::GatherFlattenFillsBase<GatherFlattenFillsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    gather::codegen::populateFlattenFillsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::gather::codegen::populateFlattenFillsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<FlattenContiguousFill>(patterns.getContext());
}
