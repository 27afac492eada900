//===- SplatsToFills.cpp - splat tensor constants as fills ----------------===//

#include "Gather/Codegen/Passes.h"
#include "Gather/Utils/SplatScalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERSPLATSTOFILLS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

namespace {
/// arith.constant dense<v> : tensor<...> -> linalg.fill of v into
/// tensor.empty, for tensors of more than one element.
struct SplatConstantToFill : OpRewritePattern<arith::ConstantOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ConstantOp constant,
                                PatternRewriter &rewriter) const override {
    auto splat = dyn_cast<SplatElementsAttr>(constant.getValue());
    auto type = dyn_cast<RankedTensorType>(constant.getType());
    // One element is the size of its scalar (and what buildSplatScalar
    // reads the scalars of unsigned and complex splats from).
    if (!splat || !type || type.getNumElements() <= 1)
      return rewriter.notifyMatchFailure(constant, "not a splat to fill");
    Location loc = constant.getLoc();
    Value scalar = gather::buildSplatScalar(rewriter, loc, splat);
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          type.getElementType());
    rewriter.replaceOpWithNewOp<linalg::FillOp>(constant, scalar, empty);
    return success();
  }
};

struct GatherSplatsToFillsPass
    : gather::codegen::impl::GatherSplatsToFillsBase<GatherSplatsToFillsPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    gather::codegen::populateSplatsToFillsPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace

void mlir::gather::codegen::populateSplatsToFillsPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SplatConstantToFill>(patterns.getContext());
}
