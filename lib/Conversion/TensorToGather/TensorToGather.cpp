//===- TensorToGather.cpp - tensor.gather/scatter as gather ops -----------===//
//
// tensor.gather %source[%indices] gather_dims(G) reads, for each index tuple,
// the source slice whose coordinates along the dims G are the tuple's;
// tensor.scatter %source into %dest[%indices] scatter_dims(G) writes the
// source slices there. gather_nd and scatter_nd address slices along the
// leading dims of the indexed tensor, so both rewrites
// - give the indices a type gather ops take (i32, i64 or index), keeping
//   every value in range or out of it;
// - when G is not 0..K-1, complete each tuple to cover dims 0..max(G): the
//   dims M before max(G) that G leaves out become slice dims, each with its
//   coordinate as a tuple component. That costs indices x M, never a copy
//   (transpose) of the indexed tensor;
// - relate the rank-preserving form (unit dims at G) to the rank-reduced
//   one: the gather expands its result, the scatter collapses its source.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/TensorToGather/TensorToGather.h"

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

namespace mlir::gather {
#define GEN_PASS_DEF_CONVERTTENSORTOGATHER
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

/// The index type gather ops take in place of `type`: the type itself if
/// they take it, i32 for narrower integers, i64 for the others.
static Type getGatherIndexType(Type type) {
  if (type.isIndex() || type.isSignlessInteger(32) ||
      type.isSignlessInteger(64))
    return type;
  unsigned width = type.getIntOrFloatBitWidth();
  return IntegerType::get(type.getContext(), width < 32 ? 32 : 64);
}

/// Integer `value` as the integer type `target`. i1 zero-extends (its
/// coordinates are 0 and 1); other narrower types sign-extend, as
/// arith.index_cast does. Wider types saturate: a value beyond i64 is
/// outside every dimension, and so is the bound it becomes.
static Value convertIndexScalar(OpBuilder &b, Location loc, Value value,
                                IntegerType target) {
  auto type = cast<IntegerType>(value.getType());
  if (type.getWidth() == 1)
    return arith::ExtUIOp::create(b, loc, target, value);
  if (type.getWidth() < target.getWidth())
    return arith::ExtSIOp::create(b, loc, target, value);
  APInt max = APInt::getSignedMaxValue(target.getWidth());
  APInt min = APInt::getSignedMinValue(target.getWidth());
  Value upper = arith::ConstantOp::create(
      b, loc, IntegerAttr::get(type, max.sext(type.getWidth())));
  Value lower = arith::ConstantOp::create(
      b, loc, IntegerAttr::get(type, min.sext(type.getWidth())));
  Value clamped = arith::MaxSIOp::create(
      b, loc, arith::MinSIOp::create(b, loc, value, upper), lower);
  return arith::TruncIOp::create(b, loc, target, clamped);
}

/// `indices` with element type `target` (itself if it has that type).
static Value convertIndexTensor(OpBuilder &b, Location loc, Value indices,
                                Type target) {
  auto type = cast<RankedTensorType>(indices.getType());
  if (target == type.getElementType())
    return indices;
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, indices), target);
  auto map = linalg::MapOp::create(
      b, loc, ValueRange{indices}, init,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        Value converted = convertIndexScalar(nested, nestedLoc, args[0],
                                             cast<IntegerType>(target));
        linalg::YieldOp::create(nested, nestedLoc, converted);
      });
  return map.getResult().front();
}

/// The dims below max(`gatherDims`) that `gatherDims` leaves out.
static SmallVector<int64_t> getSkippedDims(ArrayRef<int64_t> gatherDims) {
  SmallVector<int64_t> skipped;
  for (int64_t dim = 0; dim < gatherDims.back(); ++dim)
    if (!llvm::is_contained(gatherDims, dim))
      skipped.push_back(dim);
  return skipped;
}

/// The element type of the index tuples into `indexed` along `dims` for
/// indices of element type `indexType`: the type gather ops take in its
/// place, widened to i64 where completed tuples carry coordinates of a
/// skipped dim that i32 may not hold.
static Type getTupleElementType(RankedTensorType indexed, Type indexType,
                                ArrayRef<int64_t> dims) {
  Type type = getGatherIndexType(indexType);
  if (!type.isSignlessInteger(32))
    return type;
  for (int64_t dim : getSkippedDims(dims))
    if (indexed.isDynamicDim(dim) ||
        indexed.getDimSize(dim) > std::numeric_limits<int32_t>::max())
      return IntegerType::get(type.getContext(), 64);
  return type;
}

/// Component `position` of every tuple of `indices` [I..., K] (I of sizes
/// `batchSizes`), broadcast over the skipped dims to `init` [I..., M..., 1].
static Value broadcastComponent(OpBuilder &b, Location loc, Value indices,
                                ArrayRef<OpFoldResult> batchSizes,
                                int64_t position, Value init) {
  int64_t batchRank = batchSizes.size();
  SmallVector<OpFoldResult> offsets(batchRank, b.getIndexAttr(0));
  offsets.push_back(b.getIndexAttr(position));
  SmallVector<OpFoldResult> sizes(batchSizes);
  sizes.push_back(b.getIndexAttr(1));
  SmallVector<OpFoldResult> strides(batchRank + 1, b.getIndexAttr(1));
  Value component =
      tensor::ExtractSliceOp::create(b, loc, indices, offsets, sizes, strides);
  int64_t initRank = cast<RankedTensorType>(init.getType()).getRank();
  auto skippedDims = llvm::to_vector(llvm::seq(batchRank, initRank - 1));
  return linalg::BroadcastOp::create(b, loc, component, init, skippedDims)
      .getResult()
      .front();
}

/// `init` [I..., M..., 1] filled with each element's coordinate along its
/// dim `dim` (one of the M dims), in the element type of `init`.
static Value buildCoordinateComponent(OpBuilder &b, Location loc, Value init,
                                      int64_t dim) {
  auto type = cast<RankedTensorType>(init.getType());
  SmallVector<AffineMap> maps{b.getMultiDimIdentityMap(type.getRank())};
  SmallVector<utils::IteratorType> iterators(type.getRank(),
                                             utils::IteratorType::parallel);
  auto generic = linalg::GenericOp::create(
      b, loc, type, ValueRange{}, ValueRange{init}, maps, iterators,
      [&](OpBuilder &nested, Location nestedLoc, ValueRange) {
        Value coordinate = linalg::IndexOp::create(nested, nestedLoc, dim);
        if (!type.getElementType().isIndex())
          coordinate = arith::IndexCastOp::create(
              nested, nestedLoc, type.getElementType(), coordinate);
        linalg::YieldOp::create(nested, nestedLoc, coordinate);
      });
  return generic.getResult(0);
}

/// Index tuples into `indexed` for `indices` [I..., K] along `dims`:
/// `indices` itself when the dims are 0..K-1, otherwise tuples
/// [I..., M..., max(G)+1] that also carry the coordinates of the M dims.
static Value buildCoordinateTuples(OpBuilder &b, Location loc, Value indexed,
                                   Value indices, ArrayRef<int64_t> dims) {
  SmallVector<int64_t> skipped = getSkippedDims(dims);
  if (skipped.empty())
    return indices;
  SmallVector<OpFoldResult> batchSizes = tensor::getMixedSizes(b, loc, indices);
  batchSizes.pop_back();
  SmallVector<OpFoldResult> pieceSizes(batchSizes);
  for (int64_t dim : skipped)
    pieceSizes.push_back(tensor::getMixedSize(b, loc, indexed, dim));
  pieceSizes.push_back(b.getIndexAttr(1));
  // Sizes that fold to constants become static, and a size 0 among them
  // means no tuple at all: nothing to read (slices at offset 0 of a size 0
  // would not even verify).
  for (OpFoldResult &size : pieceSizes)
    if (auto value = dyn_cast<Value>(size))
      size = getAsOpFoldResult(value);
  Type elementType = getElementTypeOrSelf(indices.getType());
  if (llvm::any_of(pieceSizes, isZeroInteger)) {
    pieceSizes.back() = b.getIndexAttr(dims.back() + 1);
    return tensor::EmptyOp::create(b, loc, pieceSizes, elementType);
  }
  int64_t batchRank = batchSizes.size();
  SmallVector<Value> pieces;
  for (int64_t dim = 0; dim <= dims.back(); ++dim) {
    Value init = tensor::EmptyOp::create(b, loc, pieceSizes, elementType);
    const auto *gathered = llvm::find(dims, dim);
    if (gathered != dims.end())
      pieces.push_back(broadcastComponent(b, loc, indices, batchSizes,
                                          gathered - dims.begin(), init));
    else
      pieces.push_back(buildCoordinateComponent(
          b, loc, init,
          batchRank + llvm::find(skipped, dim) - skipped.begin()));
  }
  return tensor::ConcatOp::create(b, loc, pieceSizes.size() - 1, pieces);
}

/// The gather_nd / scatter_nd index tuples into `indexed` (tensor.gather's
/// source, tensor.scatter's dest) for `indices` [I..., K] along `dims`.
static Value buildIndexTuples(OpBuilder &b, Location loc, Value indexed,
                              Value indices, ArrayRef<int64_t> dims) {
  Type elementType =
      getTupleElementType(cast<RankedTensorType>(indexed.getType()),
                          getElementTypeOrSelf(indices.getType()), dims);
  return buildCoordinateTuples(
      b, loc, indexed, convertIndexTensor(b, loc, indices, elementType), dims);
}

/// Whether dim `dim` of a rank-preserving form [I..., X with the dims `dims`
/// of size 1] is one of those unit dims.
static bool isIndexedUnitDim(int64_t dim, int64_t batchRank,
                             ArrayRef<int64_t> dims) {
  return dim >= batchRank && llvm::is_contained(dims, dim - batchRank);
}

/// The dims of the rank-preserving form that make up each dim of the
/// rank-reduced form [I..., X without the dims `dims`]: each unit dim joins
/// the next kept dim, trailing ones the last (a 0-d rank-reduced form has no
/// group).
static SmallVector<ReassociationIndices>
getUnitDimGroups(int64_t batchRank, int64_t preservedRank,
                 ArrayRef<int64_t> dims) {
  SmallVector<ReassociationIndices> groups;
  ReassociationIndices pending;
  for (int64_t dim = 0; dim < preservedRank; ++dim) {
    pending.push_back(dim);
    if (!isIndexedUnitDim(dim, batchRank, dims))
      groups.push_back(std::exchange(pending, {}));
  }
  if (!groups.empty())
    groups.back().append(pending.begin(), pending.end());
  return groups;
}

/// The rank-reduced gather `reduced` [I..., R...] with unit dims inserted
/// where `gatherDims` name them, as `preservedType` [I..., source with the
/// dims G of size 1].
static Value expandGatheredDims(OpBuilder &b, Location loc, Value reduced,
                                RankedTensorType preservedType,
                                int64_t batchRank,
                                ArrayRef<int64_t> gatherDims) {
  SmallVector<OpFoldResult> reducedSizes =
      tensor::getMixedSizes(b, loc, reduced);
  const auto *nextReducedSize = reducedSizes.begin();
  SmallVector<OpFoldResult> sizes;
  for (int64_t dim = 0; dim < preservedType.getRank(); ++dim)
    sizes.push_back(isIndexedUnitDim(dim, batchRank, gatherDims)
                        ? b.getIndexAttr(1)
                        : *nextReducedSize++);
  return tensor::ExpandShapeOp::create(
      b, loc, preservedType, reduced,
      getUnitDimGroups(batchRank, preservedType.getRank(), gatherDims), sizes);
}

namespace {
/// tensor.gather %source[%indices] gather_dims(G) -> gather.gather_nd
/// %source, %tuples, then the unit dims of the rank-preserving form.
struct TensorGatherToGatherND : OpRewritePattern<tensor::GatherOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::GatherOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType sourceType = op.getSource().getType();
    if (!gather::isGatherElementType(sourceType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type gather ops lack");
    Location loc = op.getLoc();
    ArrayRef<int64_t> gatherDims = op.getGatherDims();
    Value tuples = buildIndexTuples(rewriter, loc, op.getSource(),
                                    op.getIndices(), gatherDims);
    RankedTensorType reducedType = tensor::GatherOp::inferResultType(
        sourceType, op.getIndices().getType(), gatherDims,
        /*rankReduced=*/true);
    Value gathered =
        gather::GatherNDOp::create(rewriter, loc, reducedType, op.getSource(),
                                   tuples, rewriter.getI64IntegerAttr(0));
    if (op.getType() != reducedType)
      gathered = expandGatheredDims(rewriter, loc, gathered, op.getType(),
                                    op.getIndices().getType().getRank() - 1,
                                    gatherDims);
    rewriter.replaceOp(op, gathered);
    return success();
  }
};

/// tensor.scatter %source into %dest[%indices] scatter_dims(G) unique ->
/// gather.scatter_nd %dest, %tuples, %source (its unit dims collapsed in the
/// rank-preserving form). The rank-reduced source [I..., dest dims not in G]
/// is the updates of the completed tuples [I..., M..., max(G)+1]: the M
/// dims come first among the dims G leaves out. `unique` promises distinct
/// tuples, so scatter_nd's last-update-wins order never shows.
struct TensorScatterToScatterND : OpRewritePattern<tensor::ScatterOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ScatterOp op,
                                PatternRewriter &rewriter) const override {
    RankedTensorType destType = op.getDestType();
    if (!gather::isGatherElementType(destType.getElementType()))
      return rewriter.notifyMatchFailure(op, "element type gather ops lack");
    Location loc = op.getLoc();
    ArrayRef<int64_t> scatterDims = op.getScatterDims();
    Value tuples = buildIndexTuples(rewriter, loc, op.getDest(),
                                    op.getIndices(), scatterDims);
    int64_t batchRank = op.getIndicesType().getRank() - 1;
    int64_t reducedRank = batchRank + destType.getRank() -
                          static_cast<int64_t>(scatterDims.size());
    Value updates = op.getSource();
    if (op.getSourceType().getRank() != reducedRank)
      updates = tensor::CollapseShapeOp::create(
          rewriter, loc, updates,
          getUnitDimGroups(batchRank, op.getSourceType().getRank(),
                           scatterDims));
    rewriter.replaceOpWithNewOp<gather::ScatterNDOp>(op, destType, op.getDest(),
                                                     tuples, updates);
    return success();
  }
};

struct ConvertTensorToGatherPass
    : gather::impl::ConvertTensorToGatherBase<ConvertTensorToGatherPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    gather::populateTensorToGatherConversionPatterns(patterns);
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void mlir::gather::populateTensorToGatherConversionPatterns(
    RewritePatternSet &patterns) {
  patterns.add<TensorGatherToGatherND, TensorScatterToScatterND>(
      patterns.getContext());
}
