//===- ScalarReference.h - plain C++ gather loops for the benchmark -------===//
//
// The baseline the issue asks for: straightforward scalar loops, compiled at
// -O2, over dense row-major buffers of `elementSize`-byte elements.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_BENCH_SCALARREFERENCE_H
#define GATHER_BENCH_SCALARREFERENCE_H

#include <cstddef>
#include <cstdint>
#include <vector>

namespace gather_bench {

/// GatherND with batch_dims; `indices` of int32 or int64 (`indexBytes`).
void scalarGatherND(const char *data, const std::vector<int64_t> &dataShape,
                    const char *indices,
                    const std::vector<int64_t> &indicesShape, size_t indexBytes,
                    int64_t batchDims, char *result, size_t elementSize);

/// GatherElements along `axis` (normalised).
void scalarGatherElements(const char *data,
                          const std::vector<int64_t> &dataShape,
                          const char *indices,
                          const std::vector<int64_t> &indicesShape,
                          size_t indexBytes, int64_t axis, char *result,
                          size_t elementSize);

/// Gather (ONNX, batch_dims 0) along `axis` (normalised): for each position
/// before the axis and each index, the contiguous slice after it.
void scalarGatherAxis(const char *data, const std::vector<int64_t> &dataShape,
                      const char *indices, int64_t indexCount,
                      size_t indexBytes, int64_t axis, char *result,
                      size_t elementSize);

/// The traffic of a gather without the gathering: reads `indexBytes` of
/// indices and `resultBytes` of `data` in order and writes `resultBytes` of
/// `result` (each byte of data combined with a sum of the indices, so that
/// nothing can be skipped). The time a gather cannot beat by much.
void streamGatherTraffic(const char *indices, size_t indexBytes,
                         const char *data, char *result, size_t resultBytes);

} // namespace gather_bench

#endif // GATHER_BENCH_SCALARREFERENCE_H
