//===- ReferenceQuantized.cpp - the quantized gather as onnxruntime's -----===//

#include "ReferenceQuantized.h"

#include "llvm/ADT/APFloat.h"

#include <cstring>

using namespace gather_fuzz;
using namespace gather_fuzz::indexing;
using llvm::APFloat;

/// (q - zeroPoint) * scale in f32, rounded once to `type`: the bits.
static llvm::APInt dequantize(int64_t q, int64_t zeroPoint,
                              const llvm::APInt &scaleBits,
                              mlir::FloatType type) {
  bool lost;
  APFloat scale(type.getFloatSemantics(), scaleBits);
  scale.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  APFloat value(float(q - zeroPoint));
  value.multiply(scale, APFloat::rmNearestTiesToEven);
  value.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven, &lost);
  return value.bitcastToAPInt();
}

Answer gather_fuzz::referenceGatherBlockQuantized(
    const QuantizedData &data, const std::vector<int64_t> &indicesShape,
    const std::vector<int64_t> &indices, int64_t gatherAxis,
    mlir::gather::OutOfBoundsPolicy policy) {
  mlir::FloatType scaleType = data.scaleType;
  unsigned width = scaleType.getWidth();
  Tensor dequantized{data.shape, width / 8, {}};
  dequantized.bytes.resize(data.values.size() * dequantized.elementSize);
  for (size_t n = 0; n < data.values.size(); ++n) {
    std::vector<int64_t> block = delinearize(data.shape, n);
    block[data.quantizeAxis] /= data.blockSize;
    int64_t b = linearize(data.scales.shape, block);
    uint64_t bits = 0;
    std::memcpy(&bits, data.scales.bytes.data() + b * (width / 8), width / 8);
    llvm::APInt value = dequantize(data.values[n], data.zeroPoints[b],
                                   llvm::APInt(width, bits), scaleType);
    uint64_t word = value.getZExtValue();
    std::memcpy(dequantized.bytes.data() + n * (width / 8), &word, width / 8);
  }
  return referenceGatherAxis(dequantized, indicesShape, indices, gatherAxis,
                             /*batchDims=*/0, policy);
}
