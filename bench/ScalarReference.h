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
                    const std::vector<int64_t> &indicesShape,
                    size_t indexBytes, int64_t batchDims, char *result,
                    size_t elementSize);

/// GatherElements along `axis` (normalised).
void scalarGatherElements(const char *data,
                          const std::vector<int64_t> &dataShape,
                          const char *indices,
                          const std::vector<int64_t> &indicesShape,
                          size_t indexBytes, int64_t axis, char *result,
                          size_t elementSize);

} // namespace gather_bench

#endif // GATHER_BENCH_SCALARREFERENCE_H
