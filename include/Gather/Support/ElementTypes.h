//===- ElementTypes.h - element types and their representations -*- C++ -*-===//
//
// The bridge between MLIR's element types and the world outside: for each
// element type that gather's tensors hold, its .npy dtype (which takes as
// many bytes as the element in a memref, Gather/IR/GatherSizes.h; a unit
// test checks it) and its C type in the headers that gather-compile writes.
// The JIT runner, the kernel compiler and the fuzzers read it.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_ELEMENTTYPES_H
#define GATHER_SUPPORT_ELEMENTTYPES_H

#include "Gather/Support/Npy.h"

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

namespace mlir::gather {

/// One element type of the table.
struct ElementTypeInfo {
  /// Builds the MLIR type.
  Type (*getType)(MLIRContext *context);
  /// Its .npy dtype: `i1` is `|b1`, `bf16` travels as raw `<u2` words,
  /// `index` as `<i8`.
  npy::DType npyType;
  /// Its C type: `uint8_t` for i1, `uint16_t` bit patterns for f16 and bf16,
  /// `gather_complex64` / `gather_complex128` for complex numbers.
  StringLiteral cType;
  /// Whether every gather's `data` may hold it (ONNX's numeric types);
  /// `index` only indexes, and i4 / ui4 are quantized data alone.
  bool isDataType;
};

/// Every row: the ONNX numeric types in a fixed order (i1, i8, i16, i32, i64,
/// ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>),
/// then `index`, then ONNX int4 and uint4 (i4, ui4), which travel as the
/// `|u1` bytes (`uint8_t`) of their buffers (Gather/IR/GatherSizes.h's
/// getBufferType: two values per byte).
ArrayRef<ElementTypeInfo> getElementTypeTable();

/// The row of `type`, or null for a type gather does not exchange.
const ElementTypeInfo *lookupElementType(Type type);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_ELEMENTTYPES_H
