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
  enum Kind { Result, IndexOutOfBounds, ShapeMismatch } kind = Result;
  Tensor result;
  /// For IndexOutOfBounds under the error (and unchecked) policy: the first
  /// offending index in row-major order of indices, and its position.
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

} // namespace gather_fuzz

#endif // GATHER_FUZZ_REFERENCEGATHER_H
