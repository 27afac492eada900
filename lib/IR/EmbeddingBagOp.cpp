//===- EmbeddingBagOp.cpp - gather.embedding_bag --------------------------===//
//
// embedding_bag's hooks: its shape function (inferEmbeddingBagShape in
// GatherShapes.cpp) drives verification, type inference and reification;
// its effects and speculation follow the cannot-fail rule of the indexing
// ops (Gather/IR/GatherFolding.h), with its own notion of operands known
// good.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::gather;

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

static std::optional<ArrayRef<int64_t>> shapeOfOptional(Value value) {
  if (!value)
    return std::nullopt;
  return shapeOf(value);
}

/// The shape function's view of `adaptor`'s operands.
static EmbeddingBagOperands getShapeOperands(EmbeddingBagOp::Adaptor adaptor) {
  std::optional<int64_t> paddingIdx;
  if (IntegerAttr attr = adaptor.getPaddingIdxAttr())
    paddingIdx = attr.getInt();
  return {shapeOf(adaptor.getWeight()),
          shapeOf(adaptor.getIndices()),
          shapeOfOptional(adaptor.getOffsets()),
          shapeOfOptional(adaptor.getPerSampleWeights()),
          static_cast<bool>(adaptor.getIncludeLastOffsetAttr()),
          paddingIdx};
}

FailureOr<EmbeddingBagShape> EmbeddingBagOp::inferShape(Adaptor adaptor,
                                                        EmitErrorFn emitError) {
  return inferEmbeddingBagShape(getShapeOperands(adaptor), emitError);
}

EmbeddingBagShape EmbeddingBagOp::getEmbeddingBagShape() {
  return *inferShape(Adaptor(*this), [] { return InFlightDiagnostic(); });
}

LogicalResult EmbeddingBagOp::verify() {
  FailureOr<EmbeddingBagShape> shape =
      inferShape(Adaptor(*this), [&] { return emitOpError(); });
  if (failed(shape))
    return failure();
  if (Value weights = getPerSampleWeights()) {
    // PyTorch: "per_sample_weights is only supported for mode='sum'".
    if (getMode() != EmbeddingBagMode::Sum)
      return emitOpError("takes per_sample_weights only in mode sum, not ")
             << stringifyEmbeddingBagMode(getMode());
    if (getElementTypeOrSelf(weights) != getElementTypeOrSelf(getWeight()))
      return emitOpError("per_sample_weights must have weight's element "
                         "type, ")
             << getElementTypeOrSelf(getWeight()) << ", not "
             << getElementTypeOrSelf(weights);
  }
  SmallVector<int64_t> inferred =
      shape->getStaticShape(getShapeOperands(Adaptor(*this)));
  ArrayRef<int64_t> declared = getType().getShape();
  if (declared.size() != inferred.size())
    return emitOpError("result must have rank 2 ([bags, columns]), got rank ")
           << declared.size();
  for (auto [d, sizes] : llvm::enumerate(llvm::zip(declared, inferred))) {
    auto [declaredSize, inferredSize] = sizes;
    if (!ShapedType::isDynamic(declaredSize) &&
        !ShapedType::isDynamic(inferredSize) && declaredSize != inferredSize)
      return emitOpError("result dimension ")
             << d << " (" << declaredSize << ") does not match the "
             << (d == 0 ? "number of bags" : "columns of weight") << " ("
             << inferredSize << ")";
  }
  return success();
}

/// The number of operands in each segment (weight, indices, offsets,
/// per_sample_weights) that `properties` declare, if they add up to
/// `count` with one weight and one indices.
static bool hasValidSegments(OpaqueProperties properties, size_t count) {
  if (!properties)
    return false;
  auto sizes =
      properties.as<EmbeddingBagOp::Properties *>()->operandSegmentSizes;
  int64_t total = 0;
  for (int32_t size : sizes)
    total += size;
  return sizes[0] == 1 && sizes[1] == 1 && sizes[2] <= 1 && sizes[3] <= 1 &&
         total == int64_t(count);
}

LogicalResult EmbeddingBagOp::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  if (!hasValidSegments(properties, operands.size()) ||
      !llvm::all_of(operands.getTypes(), llvm::IsaPred<RankedTensorType>))
    return emitOptionalError(location, "'", getOperationName(),
                             "' op takes weight, indices and optional "
                             "offsets and per_sample_weights, ranked tensors");
  Adaptor adaptor(operands, attributes, properties, regions);
  FailureOr<EmbeddingBagShape> shape = inferShape(adaptor, [&] {
    return location ? mlir::emitError(*location) : InFlightDiagnostic();
  });
  if (failed(shape))
    return failure();
  inferredReturnTypes.assign(
      {RankedTensorType::get(shape->getStaticShape(getShapeOperands(adaptor)),
                             getElementTypeOrSelf(adaptor.getWeight()))});
  return success();
}

bool EmbeddingBagOp::isCompatibleReturnTypes(TypeRange lhs, TypeRange rhs) {
  return areCompatibleResultTypes(lhs, rhs);
}

FailureOr<SmallVector<OpFoldResult>>
EmbeddingBagOp::getOperandGivenSizes(OpBuilder &builder) {
  Location loc = getLoc();
  // Reification may meet an op that does not verify: it fails there.
  FailureOr<EmbeddingBagShape> shape =
      inferShape(Adaptor(*this), [] { return InFlightDiagnostic(); });
  if (failed(shape))
    return failure();
  Value bagSource = shape->hasOffsets ? getOffsets() : getIndices();
  OpFoldResult bags = tensor::getMixedSize(builder, loc, bagSource, 0);
  if (shape->closingOffsets != 0)
    bags = affine::makeComposedFoldedAffineApply(
        builder, loc, builder.getAffineDimExpr(0) - shape->closingOffsets,
        {bags});
  return SmallVector<OpFoldResult>{
      bags, tensor::getMixedSize(builder, loc, getWeight(), 1)};
}

/// The declared size where it is static (tiling's destinations take the
/// result type from these), else a Value of the operands' size.
LogicalResult
EmbeddingBagOp::reifyResultShapes(OpBuilder &builder,
                                  ReifiedRankedShapedTypeDims &reified) {
  FailureOr<SmallVector<OpFoldResult>> sizes = getOperandGivenSizes(builder);
  if (failed(sizes))
    return failure();
  for (auto [d, size] : llvm::enumerate(*sizes))
    size = getType().isDynamicDim(d)
               ? OpFoldResult(
                     getValueOrCreateConstantIndexOp(builder, getLoc(), size))
               : builder.getIndexAttr(getType().getDimSize(d));
  reified.assign({std::move(*sizes)});
  return success();
}

/// The values of `value` if it is a constant of static shape.
static std::optional<SmallVector<int64_t>> getConstantValues(Value value) {
  DenseIntElementsAttr attr;
  if (!value || !matchPattern(value, m_Constant(&attr)))
    return std::nullopt;
  return llvm::map_to_vector(attr.getValues<APInt>(),
                             [](const APInt &v) { return v.getSExtValue(); });
}

/// Whether `offsets` start at 0, never decrease and stay within `ids`.
static bool offsetsHold(ArrayRef<int64_t> offsets, int64_t ids) {
  if (!offsets.empty() && offsets.front() != 0)
    return false;
  for (size_t i = 0; i < offsets.size(); ++i)
    if (offsets[i] > ids || (i > 0 && offsets[i] < offsets[i - 1]))
      return false;
  return true;
}

bool EmbeddingBagOp::cannotFail() {
  if (!llvm::all_of(getOperandTypes(), [](Type type) {
        return cast<RankedTensorType>(type).hasStaticShape();
      }))
    return false;
  std::optional<SmallVector<int64_t>> ids = getConstantValues(getIndices());
  int64_t rows = getWeight().getType().getDimSize(0);
  if (!ids ||
      llvm::any_of(*ids, [&](int64_t id) { return id < 0 || id >= rows; }))
    return false;
  if (!getOffsets())
    return true;
  std::optional<SmallVector<int64_t>> offsets = getConstantValues(getOffsets());
  return offsets && offsetsHold(*offsets, ids->size());
}

/// A result without elements, or of bags without ids (all zeros), as a
/// constant, where the op cannot fail: the folds that need no arithmetic.
OpFoldResult EmbeddingBagOp::fold(FoldAdaptor) {
  RankedTensorType type = getType();
  if (!type.hasStaticShape() || !cannotFail())
    return {};
  if (type.getNumElements() == 0)
    return DenseElementsAttr::get(type, ArrayRef<Attribute>());
  if (getIndices().getType().getNumElements() == 0)
    return DenseElementsAttr::get(type,
                                  FloatAttr::get(type.getElementType(), 0.0));
  return {};
}

void EmbeddingBagOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!cannotFail())
    effects.emplace_back(MemoryEffects::Write::get(),
                         GatherStatusResource::get());
}

Speculation::Speculatability EmbeddingBagOp::getSpeculatability() {
  return cannotFail() ? Speculation::Speculatable
                      : Speculation::NotSpeculatable;
}
