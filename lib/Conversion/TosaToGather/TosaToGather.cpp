//===- TosaToGather.cpp - tosa.gather and tosa.scatter as gather ops ------===//
//
// tosa.gather reads values[n, indices[n, w], c] into output[n, w, c]: ONNX
// Gather along axis 1 with one batch dimension (N). tosa.scatter writes
// input[n, w, c] into values[n, indices[n, w], c]: ONNX ScatterND with the
// index tuples (n, indices[n, w]), each naming a row of C values.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/TosaToGather/TosaToGather.h"

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
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

/// The index tuples (n, indices[n, w]) of tosa.scatter's [N, W] indices:
/// an [N, W, 2] i64 tensor.
static Value buildBatchTuples(OpBuilder &b, Location loc, Value indices) {
  Type i64 = b.getI64Type();
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, indices);
  sizes.push_back(b.getIndexAttr(2));
  Value init = tensor::EmptyOp::create(b, loc, sizes, i64);
  MLIRContext *context = b.getContext();
  AffineMap perTuple =
      AffineMap::getMultiDimIdentityMap(3, context).getMajorSubMap(2);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{indices}, ValueRange{init},
      {perTuple, AffineMap::getMultiDimIdentityMap(3, context)},
      SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value batch = arith::IndexCastOp::create(
            nb, loc, i64, linalg::IndexOp::create(nb, loc, 0));
        Value index =
            args[0].getType() == i64
                ? args[0]
                : Value(arith::ExtSIOp::create(nb, loc, i64, args[0]));
        Value isBatch =
            arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::eq,
                                  linalg::IndexOp::create(nb, loc, 2),
                                  arith::ConstantIndexOp::create(nb, loc, 0));
        linalg::YieldOp::create(
            nb, loc,
            arith::SelectOp::create(nb, loc, isBatch, batch, index)
                .getResult());
      });
  return generic.getResult(0);
}

/// tosa.scatter %values, %indices, %input
///   -> gather.scatter_nd %values, (n, %indices[n, w]) tuples, %input.
struct TosaScatterToScatter : OpRewritePattern<tosa::ScatterOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tosa::ScatterOp op,
                                PatternRewriter &rewriter) const override {
    auto valuesType = dyn_cast<RankedTensorType>(op.getValuesIn().getType());
    if (!valuesType || !isa<RankedTensorType>(op.getIndices().getType()) ||
        !isa<RankedTensorType>(op.getInput().getType()) ||
        !isa<RankedTensorType>(op.getType()))
      return rewriter.notifyMatchFailure(op, "unranked operands or result");
    if (!gather::isGatherElementType(valuesType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type gather ops lack");
    Location loc = op.getLoc();
    Value tuples = buildBatchTuples(rewriter, loc, op.getIndices());
    Value scattered = gather::ScatterNDOp::create(
        rewriter, loc, valuesType, op.getValuesIn(), tuples, op.getInput());
    if (scattered.getType() != op.getType())
      scattered =
          tensor::CastOp::create(rewriter, loc, op.getType(), scattered);
    rewriter.replaceOp(op, scattered);
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
  patterns.add<TosaGatherToGather, TosaScatterToScatter>(patterns.getContext());
}
