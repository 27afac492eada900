//===- ElementTypes.h - element types and their representations -*- C++ -*-===//
//
// The one table of the element types that gather's tensors hold, and how each
// is represented outside MLIR: its .npy dtype (whose size is also the bytes
// an element takes in memrefs and in the C ABI) and its C type in the
// headers that gather-compile writes. The JIT runner, the C interface, the
// size rules of the verifier and the lowering, and the fuzzers all read it.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_UTILS_ELEMENTTYPES_H
#define GATHER_UTILS_ELEMENTTYPES_H

#include "Gather/Support/Npy.h"

#include "mlir/IR/Types.h"
#include "mlir/Support/LLVM.h"

#include <optional>

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
  /// Whether `data` tensors may hold it (ONNX's numeric types); `index` only
  /// indexes.
  bool isDataType;

  /// Bytes one element takes.
  int64_t getBytes() const;
};

/// Every row: the ONNX numeric types in a fixed order (i1, i8, i16, i32, i64,
/// ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>),
/// then `index`.
ArrayRef<ElementTypeInfo> getElementTypeTable();

/// The row of `type`, or null for a type gather does not exchange.
const ElementTypeInfo *lookupElementType(Type type);

/// Bytes an element of `type` takes, or nullopt for types not in the table.
std::optional<int64_t> getElementBytes(Type type);

} // namespace mlir::gather

#endif // GATHER_UTILS_ELEMENTTYPES_H
