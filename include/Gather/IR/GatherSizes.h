//===- GatherSizes.h - bytes of elements and tensors -----------*- C++ -*-===//
//
// How many bytes an element takes in memory (as MLIR's default data layout
// lays it out in memrefs, which is also the C ABI of compiled kernels), and
// the largest tensor gather addresses.
//
// One rule bounds every tensor that gather's code addresses: its elements
// take at most 2^63-1 bytes, so that sizes, offsets and byte counts stay
// positive signed 64-bit values; a tensor with a size 0 always fits, however
// large its other sizes. The verifier checks static shapes with
// fitsInMemory; the lowering and the C entry points check dynamic ones at
// run time with the code that buildFitsInMemory emits.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERSIZES_H
#define GATHER_IR_GATHERSIZES_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>

namespace mlir::gather {

/// Bytes an element of `type` takes: for the builtin integer (i1 takes a
/// byte), float, index and complex types whose size is a power of two, as
/// MLIR's default data layout says; nullopt for every other type.
std::optional<int64_t> getElementBytes(Type type);

/// Whether values of element type `type` are stored two per byte outside
/// the kernels and in lowered buffers: i4 and ui4, flat and low nibble
/// first (onnxruntime's int4 layout; gather-pack-four-bit-memory).
bool isStoredTwoPerByte(Type type);

/// The buffer that holds a tensor of `type` in memory: `type` itself, or
/// for statically shaped values stored two per byte one dimension of
/// ceil(n / 2) ui8 bytes. (A dynamic 4-bit tensor has no such buffer type:
/// its bytes do not give its shape.)
RankedTensorType getBufferType(RankedTensorType type);

/// Bytes of a statically shaped `type` (a tensor, memref or vector): its
/// elements times getElementBytes; nullopt for dynamic shapes, elements
/// without bytes, and counts beyond int64_t.
std::optional<int64_t> getStaticBytes(ShapedType type);

/// Whether the static sizes of `shape` (dynamic ones count as 1) of
/// `elementType` elements fit, counted without overflow. Types without
/// element bytes (getElementBytes) have no size of their own to check and
/// fit.
bool fitsInMemory(ArrayRef<int64_t> shape, Type elementType);

/// An i1 that holds whether `elementBytes` times the product of `sizes`
/// (non-negative `index` or `i64` values) fits. Multiplies in 64-bit unsigned
/// arithmetic watching the high half (arith.mului_extended): a running
/// product that ever leaves the signed range only counts if no size is 0.
Value buildFitsInMemory(OpBuilder &b, Location loc, ValueRange sizes,
                        int64_t elementBytes);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERSIZES_H
