//===- GatherShapes.h - shape functions of the gather ops -------*- C++ -*-===//
//
// One shape function per op. The verifier, result type inference, the
// shape-refinement pass and result-shape reification all call these, so the
// shape rules of ONNX GatherND / GatherElements / Gather live in exactly one
// place.
//
// A shape function checks the static constraints and describes each result
// dimension by where its size comes from (a dimension of `data` or of
// `indices`), which serves static inference and dynamic reification alike.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERSHAPES_H
#define GATHER_IR_GATHERSHAPES_H

#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace mlir::gather {

/// The operand a result dimension takes its size from.
enum class ShapeSource { Data, Indices };

/// A result dimension: as large as dimension `dim` of operand `source`,
/// times `factor` (gather_block_quantized's last dimension of `ui8` data
/// holds 8 / bits quantized values per byte).
struct ResultDim {
  ShapeSource source;
  unsigned dim;
  int64_t factor = 1;

  bool operator==(const ResultDim &other) const {
    return source == other.source && dim == other.dim && factor == other.factor;
  }
};

/// The shape relation of one op: where each result dimension comes from,
/// and which data dimensions index values address. Together these say which
/// data element every result element reads (see GatherFolding.h).
struct GatherShape {
  /// Length k of gather_nd's index tuples; 1 for the other ops.
  int64_t indexDepth = 1;
  /// The data dimension that the first component of an index tuple
  /// addresses; component j addresses dimension firstIndexedDim + j.
  int64_t firstIndexedDim = 0;
  /// Data dimensions whose coordinate is that of the same-numbered indices
  /// dimension: the batch dimensions of gather_nd and gather, and every
  /// dimension of gather_elements but the axis.
  SmallVector<int64_t> sharedDims;
  SmallVector<ResultDim> resultDims;
  /// The data dimension whose values come in blocks that other operands
  /// describe, one position per block (gather_block_quantized's quantize
  /// axis, which its scales and zero points count in blocks): a slice or
  /// shard of it that cut a block would separate values from their scale.
  std::optional<int64_t> blockedDim;

  /// Static result sizes, ShapedType::kDynamic where the source is dynamic.
  SmallVector<int64_t> getStaticShape(ArrayRef<int64_t> dataShape,
                                      ArrayRef<int64_t> indicesShape) const;
};

/// Reports through `emitError`; an emitter returning an empty
/// InFlightDiagnostic keeps a shape function silent.
using EmitErrorFn = function_ref<InFlightDiagnostic()>;

/// An attribute that counts from the back when negative (an axis among
/// `count` dimensions, gather's batch_dims among the indices' `count`)
/// counted from the front.
inline int64_t countFromFront(int64_t attribute, int64_t count) {
  return attribute < 0 ? attribute + count : attribute;
}

/// gather_nd: result.shape = indices.shape[:q-1] ++ data.shape[b+k:].
/// `resultRank` is needed only when indices' last dimension (k) is dynamic:
/// then k = q + r - 1 - b - resultRank. Messages call the result
/// `resultName` (a scatter's `updates` has the inverse gather's result
/// shape).
FailureOr<GatherShape>
inferGatherNDShape(ArrayRef<int64_t> dataShape, ArrayRef<int64_t> indicesShape,
                   int64_t batchDims, std::optional<int64_t> resultRank,
                   EmitErrorFn emitError, StringRef resultName = "result");

/// gather_elements: result.shape = indices.shape.
FailureOr<GatherShape> inferGatherElementsShape(ArrayRef<int64_t> dataShape,
                                                ArrayRef<int64_t> indicesShape,
                                                int64_t axis,
                                                EmitErrorFn emitError);

/// gather: result.shape = data.shape[:a] ++ indices.shape[b:] ++
/// data.shape[a+1:] for the normalised `axis` a and `batchDims` b.
FailureOr<GatherShape> inferGatherAxisShape(ArrayRef<int64_t> dataShape,
                                            ArrayRef<int64_t> indicesShape,
                                            int64_t axis, int64_t batchDims,
                                            EmitErrorFn emitError);

/// What gather_block_quantized's shape function reads besides the shapes of
/// data and indices.
struct BlockQuantization {
  ArrayRef<int64_t> scalesShape;
  std::optional<ArrayRef<int64_t>> zeroPointsShape;
  int64_t gatherAxis, quantizeAxis, blockSize;
  /// Quantized values per element of data and zero_points: 8 / bits for
  /// `ui8` (packed along the last dimension, each row of zero points
  /// starting on a byte), 1 for `i4` / `ui4`.
  int64_t valuesPerByte;
  /// Whether data is `ui8`, whose rules are onnxruntime's: gather axis 0,
  /// quantize axis the last.
  bool bytePacked;
};

/// gather_block_quantized: result.shape = data.shape[:a] ++ indices.shape
/// ++ data.shape[a+1:] for the normalised gather axis a, the last size
/// times valuesPerByte; scales (and zero points) checked against data.
FailureOr<GatherShape> inferGatherBlockQuantizedShape(
    ArrayRef<int64_t> dataShape, ArrayRef<int64_t> indicesShape,
    const BlockQuantization &quantization, EmitErrorFn emitError);

/// The number of blocks of `blockSize` values that cover `size` values:
/// the size of scales at the quantize axis (dynamic if `size` is).
int64_t getBlockCount(int64_t size, int64_t blockSize);

/// What embedding_bag's shape function reads.
struct EmbeddingBagOperands {
  ArrayRef<int64_t> weightShape, indicesShape;
  std::optional<ArrayRef<int64_t>> offsetsShape, perSampleWeightsShape;
  bool includeLastOffset;
  std::optional<int64_t> paddingIdx;
};

/// embedding_bag's shape relation: result [B, D] with D = weight.shape[1]
/// and B the size of dimension 0 of offsets (less 1 with
/// include_last_offset) or, without offsets, of the 2-D indices.
struct EmbeddingBagShape {
  /// Whether bags are delimited by offsets (else the rows of 2-D indices).
  bool hasOffsets;
  /// Offsets that start no bag of their own: 1 with include_last_offset.
  int64_t closingOffsets;

  /// Static result sizes, ShapedType::kDynamic where the source is dynamic.
  SmallVector<int64_t>
  getStaticShape(const EmbeddingBagOperands &operands) const;
};

/// embedding_bag: result.shape = [B, D], every static rule on the operands'
/// shapes and padding_idx checked.
FailureOr<EmbeddingBagShape>
inferEmbeddingBagShape(const EmbeddingBagOperands &operands,
                       EmitErrorFn emitError);

/// Checks that a declared result shape is compatible with `shape` (equal rank;
/// equal sizes where both are static). Messages call it `resultName`.
LogicalResult
verifyResultShape(ArrayRef<int64_t> resultShape, const GatherShape &shape,
                  ArrayRef<int64_t> dataShape, ArrayRef<int64_t> indicesShape,
                  EmitErrorFn emitError, StringRef resultName = "result");

} // namespace mlir::gather

#endif // GATHER_IR_GATHERSHAPES_H
