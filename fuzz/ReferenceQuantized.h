//===- ReferenceQuantized.h - the quantized gather as onnxruntime's -------===//
//
// A plain model of gather.gather_block_quantized for the JIT fuzzer, from
// the decided semantics of docs/Dialect.md ("Quantized gathers"),
// independent of the lowering: every value of data is dequantized,
// (q - zero point) * scale in f32 and rounded once (to nearest, ties to even)
// to the scales' type by APFloat, and the result is ONNX Gather of that
// along the gather axis (referenceGatherAxis: its policies and error
// positions are the gathers').
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_FUZZ_REFERENCEQUANTIZED_H
#define GATHER_FUZZ_REFERENCEQUANTIZED_H

#include "ReferenceGather.h"

#include "mlir/IR/BuiltinTypes.h"

namespace gather_fuzz {

/// The quantized values of data and what dequantizes them.
struct QuantizedData {
  /// Data's shape in values, and its values, row-major.
  std::vector<int64_t> shape, values;
  /// The scales (raw bytes of `scaleType`; data's shape with blocks at the
  /// quantize axis) and one zero point per scale, row-major.
  Tensor scales;
  mlir::FloatType scaleType;
  std::vector<int64_t> zeroPoints;
  /// The quantize axis, in [0, r), and the values per block.
  int64_t quantizeAxis = 0, blockSize = 16;
};

/// gather_block_quantized along `gatherAxis` (in [-r, r-1]).
Answer referenceGatherBlockQuantized(const QuantizedData &data,
                                     const std::vector<int64_t> &indicesShape,
                                     const std::vector<int64_t> &indices,
                                     int64_t gatherAxis,
                                     mlir::gather::OutOfBoundsPolicy policy);

} // namespace gather_fuzz

#endif // GATHER_FUZZ_REFERENCEQUANTIZED_H
