//===- TosaToGather.cpp - tosa.gather as gather.gather_nd -----------------===//
//
// tosa.gather reads values[n, indices[n, w], c] into output[n, w, c]: a
// gather_nd with one batch dimension (N) whose index tuples have one
// component, the indices with a unit dimension appended.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/TosaToGather/TosaToGather.h"

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::gather {
#define GEN_PASS_DEF_CONVERTTOSATOGATHER
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
/// tosa.gather %values, %indices -> gather.gather_nd %values, %tuples
/// {batch_dims = 1}, where %tuples is %indices [N, W] expanded to [N, W, 1].
struct TosaGatherToGatherND : OpRewritePattern<tosa::GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::GatherOp op,
                                PatternRewriter &rewriter) const override {
    auto indicesType = dyn_cast<RankedTensorType>(op.getIndices().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!indicesType || !resultType ||
        !isa<RankedTensorType>(op.getValues().getType()))
      return rewriter.notifyMatchFailure(op, "unranked operands or result");
    Location loc = op.getLoc();
    SmallVector<OpFoldResult> tupleSizes =
        tensor::getMixedSizes(rewriter, loc, op.getIndices());
    tupleSizes.push_back(rewriter.getIndexAttr(1));
    auto tuplesType = RankedTensorType::get(
        {indicesType.getDimSize(0), indicesType.getDimSize(1), 1},
        indicesType.getElementType());
    Value tuples = tensor::ExpandShapeOp::create(
        rewriter, loc, tuplesType, op.getIndices(),
        ArrayRef<ReassociationIndices>{{0}, {1, 2}}, tupleSizes);
    rewriter.replaceOpWithNewOp<gather::GatherNDOp>(
        op, resultType, op.getValues(), tuples, rewriter.getI64IntegerAttr(1));
    return success();
  }
};

struct ConvertTosaToGatherPass
    : gather::impl::ConvertTosaToGatherBase<ConvertTosaToGatherPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    gather::populateTosaToGatherConversionPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void mlir::gather::populateTosaToGatherConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TosaGatherToGatherND>(patterns.getContext());
}
