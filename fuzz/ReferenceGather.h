//===- ReferenceGather.h - gathers as the specifications define them ------===//
//
// A plain, obviously-correct model of the three ops for the fuzzers, written
// from the ONNX operator documents (OpenVINO Gather-8 for gather's
// batch_dims) and the out-of-bounds policies of convert-gather-to-linalg,
// independent of the lowering: one multi-index at a time, no strides, no
// blocking. Elements are opaque bytes.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_FUZZ_REFERENCEGATHER_H
#define GATHER_FUZZ_REFERENCEGATHER_H

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gather_fuzz {

/// A dense C-order tensor of `elementSize`-byte elements.
struct Tensor {
  std::vector<int64_t> shape;
  size_t elementSize = 1;
  std::vector<char> bytes;
};

/// What a kernel must answer.
struct Answer {
  enum Kind {
    Result,
    IndexOutOfBounds,
    ShapeMismatch,
    /// embedding_bag's failures (ReferenceEmbeddingBag.h).
    IdOutOfRange,
    BadOffsets
  } kind = Result;
  Tensor result;
  /// For IndexOutOfBounds under the error (and unchecked) policy: the first
  /// offending index in row-major order of indices, and its position (for
  /// IdOutOfRange the id's; for BadOffsets the offset's value and position).
  int64_t badValue = 0, badPosition = 0;
};

/// GatherND with `batchDims`; `indices` holds the index values (of
/// `indicesShape`, any index type) already widened to int64_t.
Answer referenceGatherND(const Tensor &data,
                         const std::vector<int64_t> &indicesShape,
                         const std::vector<int64_t> &indices, int64_t batchDims,
                         mlir::gather::OutOfBoundsPolicy policy);

/// GatherElements along `axis` (in [-r, r-1]).
Answer referenceGatherElements(const Tensor &data,
                               const std::vector<int64_t> &indicesShape,
                               const std::vector<int64_t> &indices,
                               int64_t axis,
                               mlir::gather::OutOfBoundsPolicy policy);

/// Gather along `axis` (in [-r, r-1]) with `batchDims` (in [-q, q], negative
/// counting from the back of indices).
Answer referenceGatherAxis(const Tensor &data,
                           const std::vector<int64_t> &indicesShape,
                           const std::vector<int64_t> &indices, int64_t axis,
                           int64_t batchDims,
                           mlir::gather::OutOfBoundsPolicy policy);

/// Whether `got` and `expected`, arrays of `type` values, agree bit for
/// bit but for NaNs, any of which matches any other: arithmetic on floats
/// (the scatters' reductions, dequantization) fixes no NaN payload.
bool sameUpToNaNs(mlir::FloatType type, const std::vector<char> &got,
                  const std::vector<char> &expected);

/// The index arithmetic that the scatters' reference (ReferenceScatter.cpp)
/// shares with the gathers'.
namespace indexing {

/// The product of `shape[begin:end]`.
int64_t product(const std::vector<int64_t> &shape, size_t begin = 0,
                size_t end = SIZE_MAX);

/// The row-major offset of `position` in `shape`.
int64_t linearize(const std::vector<int64_t> &shape,
                  const std::vector<int64_t> &position);

/// The multi-index of row-major offset `offset` in `shape`.
std::vector<int64_t> delinearize(const std::vector<int64_t> &shape,
                                 int64_t offset);

/// An attribute that counts from the back when negative (an axis among r
/// dimensions, gather's batch_dims among q) as a count from the front.
int64_t countFromFront(int64_t attribute, int64_t count);

/// Whether `value` indexes a dimension of `size`: it lies in [-size, size).
bool inRange(int64_t value, int64_t size);

/// Index `value` into a dimension of `size` as the policy reads it; the
/// caller has ruled out what the policy rejects.
int64_t resolve(int64_t value, int64_t size,
                mlir::gather::OutOfBoundsPolicy policy);

/// Applies the policy to all index values, `sizeOf(position)` being the size
/// of the dimension the index at row-major `position` addresses. Under
/// error/unchecked every index must be in range, even when the result is
/// empty; under clamp only indices that are used count, and only a size-0
/// dimension is an error. On a bad index, fills `expected` in and fails.
bool checkIndices(const std::vector<int64_t> &indices, int64_t resultElements,
                  mlir::gather::OutOfBoundsPolicy policy,
                  llvm::function_ref<int64_t(size_t)> sizeOf, Answer &expected);

} // namespace indexing
} // namespace gather_fuzz

#endif // GATHER_FUZZ_REFERENCEGATHER_H
