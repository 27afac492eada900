//===- TosaToGather.cpp - tosa.gather as gather.gather --------------------===//
//
// tosa.gather reads values[n, indices[n, w], c] into output[n, w, c]: ONNX
// Gather along axis 1 with one batch dimension (N).
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
/// tosa.gather %values, %indices
///   -> gather.gather %values, %indices {axis = 1, batch_dims = 1}.
struct TosaGatherToGather : OpRewritePattern<tosa::GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::GatherOp op,
                                PatternRewriter &rewriter) const override {
    auto valuesType = dyn_cast<RankedTensorType>(op.getValues().getType());
    auto resultType = dyn_cast<RankedTensorType>(op.getType());
    if (!valuesType || !resultType ||
        !isa<RankedTensorType>(op.getIndices().getType()))
      return rewriter.notifyMatchFailure(op, "unranked operands or result");
    if (!gather::isGatherElementType(valuesType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type gather ops lack");
    IntegerAttr one = rewriter.getI64IntegerAttr(1);
    rewriter.replaceOpWithNewOp<gather::GatherOp>(
        op, resultType, op.getValues(), op.getIndices(), /*axis=*/one,
        /*batch_dims=*/one);
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
  patterns.add<TosaGatherToGather>(patterns.getContext());
}
