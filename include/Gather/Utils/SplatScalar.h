//===- SplatScalar.h - scalars of any element type --------------*- C++ -*-===//
//
// linalg.fill takes its value as a scalar. arith has scalar constants of
// signless integers and floats only; for the other element types (unsigned
// integers, complex numbers) the scalar is read from a one-element tensor
// constant, which dense attributes allow for every type.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_UTILS_SPLATSCALAR_H
#define GATHER_UTILS_SPLATSCALAR_H

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"

namespace mlir::gather {

/// The value of every element of `splat`, as a scalar SSA value.
Value buildSplatScalar(OpBuilder &b, Location loc, SplatElementsAttr splat);

/// A splat of zeros (false, 0, +0.0, or (0, 0)) of `elementType`.
SplatElementsAttr getZeroSplat(Type elementType);

/// The zero of `elementType` (any element type of the dialect) as a scalar.
Value buildZero(OpBuilder &b, Location loc, Type elementType);

} // namespace mlir::gather

#endif // GATHER_UTILS_SPLATSCALAR_H
