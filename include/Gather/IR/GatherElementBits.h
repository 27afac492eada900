//===- GatherElementBits.h - moving elements as integer bits ----*- C++ -*-===//
//
// Collectives move values bit for bit as signless integers (MPI's bitwise
// or takes integers only, and a float sum would quiet signalling NaNs), and
// arith computes on signless integers and floats only. Every element type
// of the dialect up to 64 bits has such bits: floats and signless integers
// by a bit cast, unsigned integers by an unrealized cast (both sides become
// the same LLVM integer, so the casts vanish in the lowering to LLVM), and
// complex<f32> by packing its two parts into an i64. The partitions and the
// lowering of collectives share these conversions.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERELEMENTBITS_H
#define GATHER_IR_GATHERELEMENTBITS_H

#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::gather {

/// The signless integer type of at least 8 bits that carries the bits of
/// `type`'s values, if any (none for complex<f64>, which needs 128).
std::optional<IntegerType> getBitsType(Type type);

/// `value` (a scalar of a type getBitsType accepts) as the integer `bits`,
/// which is at least as wide as its bits (narrow integers are
/// zero-extended).
Value toBits(OpBuilder &b, Location loc, Value value, IntegerType bits);

/// The inverse of toBits: `bits` as a value of `type`.
Value fromBits(OpBuilder &b, Location loc, Value bits, Type type);

/// `tensor`'s elements as their bits (toBits to getBitsType), as a
/// linalg.map that bufferization takes; `tensor` itself where they are.
Value mapToBits(OpBuilder &b, Location loc, Value tensor);

/// The inverse of mapToBits: a tensor of bits as elements of `elementType`.
Value mapFromBits(OpBuilder &b, Location loc, Value bits, Type elementType);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERELEMENTBITS_H
