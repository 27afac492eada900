//===- GatherShapes.cpp - shape functions of the gather ops ---------------===//

#include "Gather/IR/GatherShapes.h"

#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;
using namespace mlir::gather;

/// Reports through `emitError` and fails. Failure is explicit because a
/// silent emitter's empty InFlightDiagnostic would convert to success.
template <typename... Args>
static LogicalResult reportFailure(EmitErrorFn emitError, Args &&...args) {
  InFlightDiagnostic diagnostic = emitError();
  (diagnostic << ... << std::forward<Args>(args));
  return failure();
}

static StringRef sourceName(ShapeSource source) {
  return source == ShapeSource::Data ? "data" : "indices";
}

SmallVector<int64_t>
GatherShape::getStaticShape(ArrayRef<int64_t> dataShape,
                            ArrayRef<int64_t> indicesShape) const {
  SmallVector<int64_t> shape;
  for (ResultDim dim : resultDims) {
    int64_t size = dim.source == ShapeSource::Data ? dataShape[dim.dim]
                                                   : indicesShape[dim.dim];
    shape.push_back(ShapedType::isDynamic(size) ? size : size * dim.factor);
  }
  return shape;
}

static LogicalResult checkDataRank(int64_t rank, EmitErrorFn emitError) {
  if (rank < 1)
    return reportFailure(emitError, "data must have rank >= 1, got rank 0");
  return success();
}

/// `axis` (the attribute `name`) in [-r, r-1], normalised into [0, r).
static FailureOr<int64_t> normalizeAxis(int64_t axis, int64_t r,
                                        EmitErrorFn emitError,
                                        StringRef name = "axis") {
  if (axis < -r || axis >= r)
    return reportFailure(emitError, name, " (", axis, ") must be in [", -r,
                         ", ", r - 1, "] for data of rank ", r);
  return countFromFront(axis, r);
}

/// The first `batchDims` dimensions of data and indices are equal where
/// both are static.
static LogicalResult checkBatchDims(ArrayRef<int64_t> dataShape,
                                    ArrayRef<int64_t> indicesShape,
                                    int64_t batchDims, EmitErrorFn emitError) {
  for (int64_t i = 0; i < batchDims; ++i) {
    if (ShapedType::isDynamic(dataShape[i]) ||
        ShapedType::isDynamic(indicesShape[i]) ||
        dataShape[i] == indicesShape[i])
      continue;
    return reportFailure(emitError, "batch dimension ", i,
                         " differs: data has ", dataShape[i], ", indices has ",
                         indicesShape[i]);
  }
  return success();
}

FailureOr<GatherShape> mlir::gather::inferGatherNDShape(
    ArrayRef<int64_t> dataShape, ArrayRef<int64_t> indicesShape,
    int64_t batchDims, std::optional<int64_t> resultRank, EmitErrorFn emitError,
    StringRef resultName) {
  int64_t r = dataShape.size();
  int64_t q = indicesShape.size();
  int64_t b = batchDims;
  if (failed(checkDataRank(r, emitError)))
    return failure();
  if (q < 1)
    return reportFailure(emitError, "indices must have rank >= 1, got rank 0");
  if (b < 0 || b >= std::min(q, r))
    return reportFailure(
        emitError, "batch_dims (", b,
        ") must be in [0, min(rank(data), rank(indices))) = [0, ",
        std::min(q, r), ")");
  if (failed(checkBatchDims(dataShape, indicesShape, b, emitError)))
    return failure();

  int64_t k = indicesShape.back();
  if (ShapedType::isDynamic(k)) {
    if (!resultRank)
      return reportFailure(
          emitError, "cannot infer the ", resultName,
          " type: the last dimension of indices (k) is dynamic, so the ",
          resultName, " type must be given");
    k = q + r - 1 - b - *resultRank;
    if (k < 1 || k > r - b)
      return reportFailure(
          emitError, "the last dimension of indices is dynamic, so the ",
          resultName,
          " rank fixes k = rank(indices) + rank(data) - 1 - batch_dims - "
          "rank(",
          resultName, ") = ", q, " + ", r, " - 1 - ", b, " - ", *resultRank,
          " = ", k, ", which must be in [1, ", r - b, "]");
  } else if (k < 1 || k > r - b) {
    return reportFailure(emitError, "the last dimension of indices (k = ", k,
                         ") must be in [1, rank(data) - batch_dims] = [1, ",
                         r - b, "]");
  }

  GatherShape shape;
  shape.indexDepth = k;
  shape.firstIndexedDim = b;
  for (int64_t i = 0; i < b; ++i)
    shape.sharedDims.push_back(i);
  for (int64_t i = 0; i < q - 1; ++i)
    shape.resultDims.push_back({ShapeSource::Indices, unsigned(i)});
  for (int64_t i = b + k; i < r; ++i)
    shape.resultDims.push_back({ShapeSource::Data, unsigned(i)});
  return shape;
}

FailureOr<GatherShape>
mlir::gather::inferGatherElementsShape(ArrayRef<int64_t> dataShape,
                                       ArrayRef<int64_t> indicesShape,
                                       int64_t axis, EmitErrorFn emitError) {
  int64_t r = dataShape.size();
  if (failed(checkDataRank(r, emitError)))
    return failure();
  if (int64_t(indicesShape.size()) != r)
    return reportFailure(emitError, "indices must have the rank of data (", r,
                         "), got rank ", indicesShape.size());
  FailureOr<int64_t> normalized = normalizeAxis(axis, r, emitError);
  if (failed(normalized))
    return failure();
  int64_t normalizedAxis = *normalized;
  for (int64_t d = 0; d < r; ++d) {
    if (d == normalizedAxis || ShapedType::isDynamic(dataShape[d]) ||
        ShapedType::isDynamic(indicesShape[d]) ||
        indicesShape[d] <= dataShape[d])
      continue;
    return reportFailure(emitError, "indices dimension ", d, " (",
                         indicesShape[d], ") exceeds data dimension ", d, " (",
                         dataShape[d], "); only the axis dimension (",
                         normalizedAxis, ") may be larger");
  }

  GatherShape shape;
  shape.firstIndexedDim = normalizedAxis;
  for (int64_t d = 0; d < r; ++d) {
    shape.resultDims.push_back({ShapeSource::Indices, unsigned(d)});
    if (d != normalizedAxis)
      shape.sharedDims.push_back(d);
  }
  return shape;
}

FailureOr<GatherShape>
mlir::gather::inferGatherAxisShape(ArrayRef<int64_t> dataShape,
                                   ArrayRef<int64_t> indicesShape, int64_t axis,
                                   int64_t batchDims, EmitErrorFn emitError) {
  int64_t r = dataShape.size();
  int64_t q = indicesShape.size();
  if (failed(checkDataRank(r, emitError)))
    return failure();
  FailureOr<int64_t> a = normalizeAxis(axis, r, emitError);
  if (failed(a))
    return failure();
  if (batchDims < -q || batchDims > q)
    return reportFailure(emitError, "batch_dims (", batchDims, ") must be in [",
                         -q, ", ", q, "] for indices of rank ", q);
  int64_t b = countFromFront(batchDims, q);
  if (b > *a)
    return reportFailure(emitError, "batch_dims (", b,
                         " after normalisation) must not exceed axis (", *a,
                         " after normalisation)");
  if (failed(checkBatchDims(dataShape, indicesShape, b, emitError)))
    return failure();

  GatherShape shape;
  shape.firstIndexedDim = *a;
  for (int64_t i = 0; i < b; ++i) {
    shape.sharedDims.push_back(i);
    shape.resultDims.push_back({ShapeSource::Indices, unsigned(i)});
  }
  for (int64_t i = b; i < *a; ++i)
    shape.resultDims.push_back({ShapeSource::Data, unsigned(i)});
  for (int64_t i = b; i < q; ++i)
    shape.resultDims.push_back({ShapeSource::Indices, unsigned(i)});
  for (int64_t i = *a + 1; i < r; ++i)
    shape.resultDims.push_back({ShapeSource::Data, unsigned(i)});
  return shape;
}

int64_t mlir::gather::getBlockCount(int64_t size, int64_t blockSize) {
  return ShapedType::isDynamic(size) ? size : llvm::divideCeil(size, blockSize);
}

/// onnxruntime's rules for ui8 data: gather axis 0, quantize axis the last.
static LogicalResult checkBytePackedAxes(int64_t r, int64_t gatherAxis,
                                         int64_t quantizeAxis,
                                         EmitErrorFn emitError) {
  if (gatherAxis != 0)
    return reportFailure(emitError, "gather_axis must be 0 for ui8 data, got ",
                         gatherAxis, " after normalisation");
  if (quantizeAxis != r - 1)
    return reportFailure(
        emitError, "quantize_axis must be the last dimension (", r - 1,
        ") for ui8 data, got ", quantizeAxis, " after normalisation");
  return success();
}

/// Each size of `shape` (the operand `name`) where both are static equals
/// that of `reference` (the operand `referenceName`), but at `blockAxis`,
/// where it is ceil(reference size / `perValue`) (`what` says why).
static LogicalResult checkDerivedShape(ArrayRef<int64_t> shape, StringRef name,
                                       ArrayRef<int64_t> reference,
                                       StringRef referenceName,
                                       int64_t blockAxis, int64_t perValue,
                                       StringRef what, EmitErrorFn emitError) {
  if (shape.size() != reference.size())
    return reportFailure(emitError, name, " must have the rank of ",
                         referenceName, " (", reference.size(), "), got rank ",
                         shape.size());
  for (auto [d, size] : llvm::enumerate(shape)) {
    bool atBlockAxis = int64_t(d) == blockAxis;
    int64_t expected =
        atBlockAxis ? getBlockCount(reference[d], perValue) : reference[d];
    if (ShapedType::isDynamic(size) || ShapedType::isDynamic(expected) ||
        size == expected)
      continue;
    if (atBlockAxis)
      return reportFailure(emitError, name, " dimension ", d, " (", size,
                           ") must be ", expected, ": ", what);
    return reportFailure(emitError, name, " dimension ", d, " (", size,
                         ") must equal ", referenceName, " dimension ", d, " (",
                         reference[d], ")");
  }
  return success();
}

/// Scales (and zero points) shaped as data's blocks.
static LogicalResult
checkQuantizationShapes(ArrayRef<int64_t> dataShape,
                        const BlockQuantization &quantization,
                        int64_t quantizeAxis, EmitErrorFn emitError) {
  SmallVector<int64_t> valueShape(dataShape);
  int64_t &axisSize = valueShape[quantizeAxis];
  if (!ShapedType::isDynamic(axisSize))
    axisSize *= quantization.valuesPerByte;
  std::string blocks =
      llvm::formatv("one scale per block of {0} values", quantization.blockSize)
          .str();
  if (failed(checkDerivedShape(quantization.scalesShape, "scales", valueShape,
                               "data", quantizeAxis, quantization.blockSize,
                               blocks, emitError)))
    return failure();
  if (!quantization.zeroPointsShape)
    return success();
  std::string packed =
      llvm::formatv(
          "the zero points of a row packed {0} per byte, as data's values",
          quantization.valuesPerByte)
          .str();
  // Unpacked zero points (i4, ui4, bits 8) are shaped as scales.
  int64_t packedAxis = quantization.valuesPerByte == 1 ? -1 : quantizeAxis;
  return checkDerivedShape(*quantization.zeroPointsShape, "zero_points",
                           quantization.scalesShape, "scales", packedAxis,
                           quantization.valuesPerByte, packed, emitError);
}

FailureOr<GatherShape> mlir::gather::inferGatherBlockQuantizedShape(
    ArrayRef<int64_t> dataShape, ArrayRef<int64_t> indicesShape,
    const BlockQuantization &quantization, EmitErrorFn emitError) {
  // onnxruntime's schema and kernel: "data tensor must have rank > 1".
  int64_t r = dataShape.size();
  if (r < 2)
    return reportFailure(emitError, "data must have rank >= 2, got rank ", r);
  FailureOr<int64_t> a =
      normalizeAxis(quantization.gatherAxis, r, emitError, "gather_axis");
  if (failed(a))
    return failure();
  FailureOr<int64_t> quantizeAxis =
      normalizeAxis(quantization.quantizeAxis, r, emitError, "quantize_axis");
  if (failed(quantizeAxis))
    return failure();
  if (quantization.bytePacked &&
      failed(checkBytePackedAxes(r, *a, *quantizeAxis, emitError)))
    return failure();
  if (failed(checkQuantizationShapes(dataShape, quantization, *quantizeAxis,
                                     emitError)))
    return failure();

  GatherShape shape;
  shape.firstIndexedDim = *a;
  shape.blockedDim = *quantizeAxis;
  for (int64_t i = 0; i < *a; ++i)
    shape.resultDims.push_back({ShapeSource::Data, unsigned(i)});
  for (int64_t i = 0, q = indicesShape.size(); i < q; ++i)
    shape.resultDims.push_back({ShapeSource::Indices, unsigned(i)});
  for (int64_t i = *a + 1; i < r; ++i)
    shape.resultDims.push_back({ShapeSource::Data, unsigned(i)});
  // Packed values unpack along the last dimension (the quantize axis).
  if (quantization.bytePacked)
    shape.resultDims.back().factor = quantization.valuesPerByte;
  return shape;
}

LogicalResult mlir::gather::verifyResultShape(ArrayRef<int64_t> resultShape,
                                              const GatherShape &shape,
                                              ArrayRef<int64_t> dataShape,
                                              ArrayRef<int64_t> indicesShape,
                                              EmitErrorFn emitError,
                                              StringRef resultName) {
  if (resultShape.size() != shape.resultDims.size())
    return reportFailure(emitError, resultName, " rank (", resultShape.size(),
                         ") does not match the inferred rank (",
                         shape.resultDims.size(), ")");
  SmallVector<int64_t> inferred = shape.getStaticShape(dataShape, indicesShape);
  for (auto [i, declared] : llvm::enumerate(resultShape)) {
    if (ShapedType::isDynamic(declared) || ShapedType::isDynamic(inferred[i]) ||
        declared == inferred[i])
      continue;
    ResultDim source = shape.resultDims[i];
    std::string times =
        source.factor == 1 ? "" : llvm::formatv(" x {0}", source.factor).str();
    return reportFailure(emitError, resultName, " dimension ", i, " (",
                         declared, ") does not match ",
                         sourceName(source.source), " dimension ", source.dim,
                         times, " (", inferred[i], ")");
  }
  return success();
}

//===----------------------------------------------------------------------===//
// embedding_bag
//===----------------------------------------------------------------------===//

SmallVector<int64_t>
EmbeddingBagShape::getStaticShape(const EmbeddingBagOperands &operands) const {
  int64_t bags =
      hasOffsets ? (*operands.offsetsShape)[0] : operands.indicesShape[0];
  if (!ShapedType::isDynamic(bags))
    bags -= closingOffsets;
  return {bags, operands.weightShape[1]};
}

/// Bags delimited by 1-D offsets, or the rows of 2-D indices.
static LogicalResult checkBagOperands(const EmbeddingBagOperands &operands,
                                      EmitErrorFn emitError) {
  int64_t q = operands.indicesShape.size();
  if (q != 1 && q != 2)
    return reportFailure(emitError, "indices must have rank 1 or 2, got rank ",
                         q);
  if (q == 1 && !operands.offsetsShape)
    return reportFailure(emitError, "1-D indices need offsets (bags of one "
                                    "size take 2-D indices)");
  if (q == 2 && operands.offsetsShape)
    return reportFailure(emitError, "2-D indices are bags of one size per "
                                    "row: they take no offsets");
  if (!operands.offsetsShape) {
    if (operands.includeLastOffset)
      return reportFailure(emitError, "include_last_offset needs offsets");
    return success();
  }
  int64_t offsetsRank = operands.offsetsShape->size();
  if (offsetsRank != 1)
    return reportFailure(emitError, "offsets must have rank 1, got rank ",
                         offsetsRank);
  if (operands.includeLastOffset && (*operands.offsetsShape)[0] == 0)
    return reportFailure(emitError, "include_last_offset needs at least one "
                                    "offset (the end of the last bag), got 0");
  return success();
}

/// per_sample_weights has the shape of indices; padding_idx names a row.
static LogicalResult checkPoolingOperands(const EmbeddingBagOperands &operands,
                                          EmitErrorFn emitError) {
  if (std::optional<ArrayRef<int64_t>> weights =
          operands.perSampleWeightsShape) {
    bool same = weights->size() == operands.indicesShape.size();
    for (size_t d = 0; same && d < weights->size(); ++d)
      same = ShapedType::isDynamic((*weights)[d]) ||
             ShapedType::isDynamic(operands.indicesShape[d]) ||
             (*weights)[d] == operands.indicesShape[d];
    if (!same)
      return reportFailure(emitError,
                           "per_sample_weights must have the shape of "
                           "indices (one weight per id)");
  }
  int64_t rows = operands.weightShape[0];
  if (operands.paddingIdx && !ShapedType::isDynamic(rows) &&
      (*operands.paddingIdx < -rows || *operands.paddingIdx >= rows))
    return reportFailure(emitError, "padding_idx (", *operands.paddingIdx,
                         ") must be in [", -rows, ", ", rows - 1,
                         "] for weight's ", rows, " rows");
  return success();
}

FailureOr<EmbeddingBagShape>
mlir::gather::inferEmbeddingBagShape(const EmbeddingBagOperands &operands,
                                     EmitErrorFn emitError) {
  int64_t weightRank = operands.weightShape.size();
  if (weightRank != 2)
    return reportFailure(emitError, "weight must have rank 2, got rank ",
                         weightRank);
  if (failed(checkBagOperands(operands, emitError)) ||
      failed(checkPoolingOperands(operands, emitError)))
    return failure();
  return EmbeddingBagShape{operands.offsetsShape.has_value(),
                           operands.includeLastOffset ? 1 : 0};
}
