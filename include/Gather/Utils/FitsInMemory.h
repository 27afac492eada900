//===- FitsInMemory.h - the largest tensor gather addresses -----*- C++ -*-===//
//
// One rule bounds every tensor that gather's code addresses: its elements
// take at most 2^63-1 bytes, so that sizes, offsets and byte counts stay
// positive signed 64-bit values; a tensor with a size 0 always fits, however
// large its other sizes. The verifier checks static shapes with
// fitsInMemory; the lowering and the C entry points check dynamic ones at
// run time with the code that buildFitsInMemory emits.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_UTILS_FITSINMEMORY_H
#define GATHER_UTILS_FITSINMEMORY_H

#include "mlir/IR/Builders.h"

namespace mlir::gather {

/// Whether the static sizes of `shape` (dynamic ones count as 1) of
/// `elementType` elements fit, counted without overflow. Types outside the
/// element type table have no size of their own to check and fit.
bool fitsInMemory(ArrayRef<int64_t> shape, Type elementType);

/// An i1 that holds whether `elementBytes` times the product of `sizes`
/// (non-negative `index` or `i64` values) fits. Multiplies in 64-bit unsigned
/// arithmetic watching the high half (arith.mului_extended): a running
/// product that ever leaves the signed range only counts if no size is 0.
Value buildFitsInMemory(OpBuilder &b, Location loc, ValueRange sizes,
                        int64_t elementBytes);

} // namespace mlir::gather

#endif // GATHER_UTILS_FITSINMEMORY_H
