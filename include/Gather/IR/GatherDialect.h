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

/// Whether the static sizes of `shape` (dynamic ones count as 1) of
/// `elementType` elements take at most 2^63-1 bytes, counted without
/// overflow: the largest tensor the lowered code can address, its sizes,
/// offsets and byte counts being signed 64-bit values. An empty shape (a
/// size 0) always fits. (The lowering and the C entry points check dynamic
/// sizes the same way at run time.)
bool fitsInMemory(ArrayRef<int64_t> shape, Type elementType);
} // namespace mlir::gather

#endif // GATHER_IR_GATHERDIALECT_H
