//===- GatherCanonicalize.cpp - canonicalization of gather ops ------------===//
//
// Three patterns, registered once for the dialect. First, a gather whose
// constant indices walk evenly through one data dimension reads a strided slice
// of `data`: it becomes tensor.extract_slice, plus a tensor.expand_shape where
// the result has more index dimensions than the slice keeps. This covers
// gather_nd's tuples that name one slice (after any batch dimensions, unit ones
// included), iotas with a stride along any op's indexed dimension, and the
// identity, whose full slice upstream folds to `data` itself. Like every gather
// fold it applies only where the op cannot fail (GatherFolding.h). Second, as
// upstream ops infer static result types, a gather gets the most static result
// type its operands imply. Third, a scatter absorbs the shape-erasing casts of
// its operands that it can take (the gathers' folder does so for the gathers).
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"

using namespace mlir;
using namespace mlir::gather;

namespace {
/// How index tuples walk through the data: component j of the tuple at
/// position f, counted row-major over the free tuple dimensions (the indices
/// dimensions that number tuples and are not shared with data), is
/// offsets[j] + steps[j] * f, whatever the shared coordinates.
struct EvenWalk {
  SmallVector<int64_t> offsets, steps;
  /// How many tuples each set of shared coordinates has: the product of the
  /// free tuple dimensions' sizes.
  int64_t length = 1;
  /// How many free tuple dimensions there are.
  int64_t freeDims = 0;

  /// A strided slice: one component moves forwards, or there is only one
  /// tuple. (Several equal tuples would broadcast a slice.)
  bool isSlice() const {
    int64_t moving = llvm::count_if(steps, [](int64_t s) { return s != 0; });
    return llvm::all_of(steps, [](int64_t s) { return s >= 0; }) &&
           moving == (length == 1 ? 0 : 1);
  }
};

/// The indices dimensions that number index tuples (those that result
/// dimensions take their sizes from), in order, with their sizes and
/// whether data shares them.
struct TupleDims {
  SmallVector<int64_t> dims, sizes;
  SmallVector<bool> shared;
};
} // namespace

static TupleDims getTupleDims(const GatherShape &shape,
                              ArrayRef<int64_t> indicesShape) {
  TupleDims tuples;
  for (ResultDim dim : shape.resultDims) {
    if (dim.source != ShapeSource::Indices)
      continue;
    tuples.dims.push_back(dim.dim);
    tuples.sizes.push_back(indicesShape[dim.dim]);
    tuples.shared.push_back(llvm::is_contained(shape.sharedDims, dim.dim));
  }
  return tuples;
}

/// Offsets from the first tuple, steps from the second one along the free
/// dimensions (the innermost free dimension with more than one tuple), and
/// each free dimension's weight in f.
static EvenWalk guessWalk(const GatherShape &shape, const TupleDims &tuples,
                          ArrayRef<int64_t> indicesStrides,
                          ArrayRef<int64_t> values,
                          SmallVectorImpl<int64_t> &freeWeights) {
  EvenWalk walk;
  int64_t depth = shape.indexDepth;
  walk.offsets.assign(values.begin(), values.begin() + depth);
  walk.steps.assign(depth, 0);
  freeWeights.assign(tuples.dims.size(), 0);
  std::optional<int64_t> secondTuple;
  for (int64_t i = tuples.dims.size() - 1; i >= 0; --i) {
    if (tuples.shared[i])
      continue;
    freeWeights[i] = walk.length;
    if (!secondTuple && tuples.sizes[i] > 1)
      secondTuple = indicesStrides[tuples.dims[i]];
    walk.length *= tuples.sizes[i];
    ++walk.freeDims;
  }
  if (secondTuple)
    for (int64_t j = 0; j < depth; ++j)
      walk.steps[j] = values[*secondTuple + j] - walk.offsets[j];
  return walk;
}

/// The even walk of a non-empty op's normalised index values, if they take
/// one.
static std::optional<EvenWalk> findEvenWalk(const GatherShape &shape,
                                            ArrayRef<int64_t> indicesShape,
                                            ArrayRef<int64_t> values) {
  SmallVector<int64_t> indicesStrides = computeStrides(indicesShape);
  TupleDims tuples = getTupleDims(shape, indicesShape);
  SmallVector<int64_t> freeWeights;
  EvenWalk walk = guessWalk(shape, tuples, indicesStrides, values, freeWeights);
  SmallVector<int64_t> tupleStrides = computeStrides(tuples.sizes);
  for (int64_t t = 0, e = computeProduct(tuples.sizes); t < e; ++t) {
    SmallVector<int64_t> coords = delinearize(t, tupleStrides);
    int64_t start = 0, f = 0;
    for (auto [i, coord] : llvm::enumerate(coords)) {
      start += coord * indicesStrides[tuples.dims[i]];
      f += coord * freeWeights[i];
    }
    for (int64_t j = 0; j < shape.indexDepth; ++j)
      if (values[start + j] != walk.offsets[j] + walk.steps[j] * f)
        return std::nullopt;
  }
  return walk;
}

/// The strided slice that `walk` reads, with the indexed dimensions that do
/// not move dropped, except as many as the result has index dimensions.
static Value buildSlice(PatternRewriter &rewriter, GatherOpInterface op,
                        const GatherShape &shape, const EvenWalk &walk) {
  ArrayRef<int64_t> dataShape = op.getData().getType().getShape();
  ArrayRef<int64_t> indicesShape = op.getIndices().getType().getShape();
  bool moves = llvm::any_of(walk.steps, [](int64_t s) { return s != 0; });
  int64_t keptUnitDims = moves ? 0 : walk.freeDims;
  SmallVector<OpFoldResult> offsets, sizes, strides;
  SmallVector<int64_t> slicedShape;
  for (int64_t d = 0, r = dataShape.size(); d < r; ++d) {
    int64_t j = d - shape.firstIndexedDim;
    int64_t offset = 0, size = dataShape[d], stride = 1;
    if (llvm::is_contained(shape.sharedDims, d))
      size = indicesShape[d];
    bool indexed = j >= 0 && j < shape.indexDepth;
    bool kept = !indexed || walk.steps[j] != 0 || keptUnitDims-- > 0;
    if (indexed) {
      offset = walk.offsets[j];
      size = walk.steps[j] != 0 ? walk.length : 1;
      stride = std::max<int64_t>(walk.steps[j], 1);
    }
    offsets.push_back(rewriter.getIndexAttr(offset));
    sizes.push_back(rewriter.getIndexAttr(size));
    strides.push_back(rewriter.getIndexAttr(stride));
    if (kept)
      slicedShape.push_back(size);
  }
  auto slicedType = RankedTensorType::get(
      slicedShape, op.getData().getType().getElementType());
  return tensor::ExtractSliceOp::create(rewriter, op.getLoc(), slicedType,
                                        op.getData(), offsets, sizes, strides);
}

/// `slice` reshaped to the op's inferred result type, then cast to its
/// declared one, which may be less static.
static FailureOr<Value> reshapeToResult(PatternRewriter &rewriter,
                                        GatherOpInterface op,
                                        const GatherShape &shape, Value slice) {
  auto sliceType = cast<RankedTensorType>(slice.getType());
  auto inferred = RankedTensorType::get(
      shape.getStaticShape(op.getData().getType().getShape(),
                           op.getIndices().getType().getShape()),
      sliceType.getElementType());
  Location loc = op.getLoc();
  if (inferred != sliceType) {
    std::optional<SmallVector<ReassociationIndices>> reassociation =
        getReassociationIndicesForReshape(sliceType, inferred);
    if (!reassociation)
      return failure();
    slice = tensor::ExpandShapeOp::create(rewriter, loc, inferred, slice,
                                          *reassociation);
  }
  Type declared = op->getResult(0).getType();
  if (declared != inferred)
    slice = tensor::CastOp::create(rewriter, loc, declared, slice);
  return slice;
}

namespace {
/// gather(data, constant indices walking evenly) -> extract_slice(data).
struct EvenlyWalkingGatherToSlice
    : OpInterfaceRewritePattern<GatherOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(GatherOpInterface gather,
                                PatternRewriter &rewriter) const override {
    Operation *op = gather;
    if (!gather.copiesElements())
      return rewriter.notifyMatchFailure(op, "the gather computes elements");
    FailureOr<GatherShape> shape = gather.getIndexingShape();
    std::optional<SmallVector<int64_t>> values;
    if (failed(shape) || !gather.cannotFail(&values))
      return rewriter.notifyMatchFailure(op, "the gather may fail");
    // An empty result folds to a constant once its type is static; a slice
    // could not even start in an empty dimension.
    if (llvm::is_contained(
            shape->getStaticShape(gather.getData().getType().getShape(),
                                  gather.getIndices().getType().getShape()),
            0))
      return rewriter.notifyMatchFailure(op, "empty result");
    if (!values)
      return rewriter.notifyMatchFailure(op, "no constant index values");
    std::optional<EvenWalk> walk =
        findEvenWalk(*shape, gather.getIndices().getType().getShape(), *values);
    if (!walk || !walk->isSlice())
      return rewriter.notifyMatchFailure(op, "indices read no strided slice");
    Value slice = buildSlice(rewriter, gather, *shape, *walk);
    FailureOr<Value> result = reshapeToResult(rewriter, gather, *shape, slice);
    if (failed(result))
      return rewriter.notifyMatchFailure(op, "cannot reshape the slice");
    rewriter.replaceOp(op, *result);
    return success();
  }
};

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

/// Absorbs the `tensor.cast` operands of a scatter that only erase static
/// sizes, in operand order, each unless the more static type would
/// contradict the others (a static k that the updates rank contradicts, a
/// row length that differs from data's): such a scatter fails at run time,
/// and stays valid IR only with the cast. A cast into `data` changes the
/// result type (data's), so users see the old one through a tensor.cast.
/// (The gathers' folder does the same for the gathers, whose result types
/// do not follow their operands'.)
struct AbsorbScatterOperandCasts
    : OpInterfaceRewritePattern<ScatterOpInterface> {
  using OpInterfaceRewritePattern::OpInterfaceRewritePattern;

  LogicalResult matchAndRewrite(ScatterOpInterface scatter,
                                PatternRewriter &rewriter) const override {
    Operation *op = scatter;
    SmallVector<Value> operands(op->getOperands());
    bool absorbs = false;
    for (Value &operand : operands) {
      auto cast = operand.getDefiningOp<tensor::CastOp>();
      if (!cast || !tensor::canFoldIntoConsumerOp(cast))
        continue;
      Value erased = std::exchange(operand, cast.getSource());
      if (scatter.verifiesWithOperands(operands))
        absorbs = true;
      else
        operand = erased;
    }
    if (!absorbs)
      return rewriter.notifyMatchFailure(op, "no cast to absorb");
    Operation *absorbed = rewriter.clone(*op);
    absorbed->setOperands(operands);
    // The result has data's type (data is the first operand).
    Value result = absorbed->getResult(0);
    result.setType(operands.front().getType());
    Type declared = op->getResult(0).getType();
    if (result.getType() != declared)
      result = tensor::CastOp::create(rewriter, op->getLoc(), declared, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};
} // namespace

void mlir::gather::populateGatherRefineShapesPatterns(
    RewritePatternSet &patterns) {
  patterns.add<RefineGatherResultType, AbsorbScatterOperandCasts>(
      patterns.getContext());
}

void mlir::gather::populateGatherCanonicalizationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<EvenlyWalkingGatherToSlice>(patterns.getContext());
  populateGatherRefineShapesPatterns(patterns);
}
