//===- GatherDialect.h - gather dialect -------------------------*- C++ -*-===//

#ifndef GATHER_IR_GATHERDIALECT_H
#define GATHER_IR_GATHERDIALECT_H

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Dialect.h"

#include "Gather/IR/GatherDialect.h.inc"

namespace mlir::gather {
/// Bytes one element of a gather tensor of `elementType` takes in memory
/// (in memrefs and in the C ABI): a byte for i1, 8 for index, both parts of
/// a complex number.
int64_t getElementBytes(Type elementType);

/// The largest tensor the lowered code can address, in bytes: sizes, offsets
/// and byte counts are signed 64-bit values.
inline constexpr int64_t kMaxTensorBytes = INT64_MAX;

/// Whether the static sizes of `shape` (dynamic ones count as 1) of
/// `elementType` elements take at most kMaxTensorBytes, counted without
/// overflow. An empty shape (a size 0) always fits.
bool fitsInMemory(ArrayRef<int64_t> shape, Type elementType);
} // namespace mlir::gather

#endif // GATHER_IR_GATHERDIALECT_H
