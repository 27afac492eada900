//===- ElementBits.h - moving elements as integer bits ----------*- C++ -*-===//
//
// Collectives move values bit for bit as signless integers (MPI's bitwise
// or takes integers only, and a float sum would quiet signalling NaNs), and
// arith computes on signless integers and floats only. Every element type
// of the dialect has such bits: floats and signless integers by a bit cast,
// unsigned integers by an unrealized cast (both sides become the same LLVM
// integer, so the casts vanish in the lowering to LLVM), complex<f32> by
// packing its two parts into an i64, and complex<f64> as two i64 words (a
// trailing dimension of size 2 in a tensor of bits). The partitions and the
// lowering of collectives share these conversions.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_UTILS_ELEMENTBITS_H
#define GATHER_UTILS_ELEMENTBITS_H

#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::gather {

/// How a value travels as integer bits: `words` signless integers of type
/// `word` (at least 8 bits wide).
struct ElementBits {
  IntegerType word;
  int64_t words = 1;
};

/// The bits of `type`'s values, if it is an element type of the dialect.
std::optional<ElementBits> getElementBits(Type type);

/// Word `word` (an index value; null for one-word types) of `value`'s bits,
/// as `bits` describes them (narrow integers are zero-extended).
Value toBits(OpBuilder &b, Location loc, Value value, const ElementBits &bits,
             Value word = {});

/// The value of `type` whose bits are `words` (one per word).
Value fromBits(OpBuilder &b, Location loc, ValueRange words, Type type);

/// `tensor`'s elements converted one to one to `elementType` by `convert`,
/// as a linalg.map.
Value mapElements(OpBuilder &b, Location loc, Value tensor, Type elementType,
                  function_ref<Value(OpBuilder &, Location, Value)> convert);

/// `tensor`'s elements as their bits: a tensor of words, with a trailing
/// dimension of the words where there are two; a linalg op that
/// bufferization takes, or `tensor` itself where its elements are their
/// own bits.
Value mapToBits(OpBuilder &b, Location loc, Value tensor);

/// The inverse of mapToBits: a tensor of bits as elements of `elementType`.
Value mapFromBits(OpBuilder &b, Location loc, Value bits, Type elementType);

/// (d0, ..., d(numLoops-1)) -> (d0, ..., d(rank-1)): how a loop nest with a
/// trailing loop over the words reads the elements (also for rank 0, where
/// AffineMap::getMajorSubMap gives no map).
AffineMap getLeadingDimsMap(int64_t numLoops, int64_t rank,
                            MLIRContext *context);

} // namespace mlir::gather

#endif // GATHER_UTILS_ELEMENTBITS_H
