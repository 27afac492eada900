//===- ScatterReductions.h - how scatter reductions combine -----*- C++ -*-===//
//
// One table says how each scatter reduction combines an update with the
// element it lands on, for each class of element type. The lowering builds
// arith ops from an entry (buildScatterCombine), the folder computes on
// constants from the same entry (evaluateScatterCombine), and the verifier
// refuses the pairs the table has no entry for, so a rule is written once;
// unittests/IR/ScatterReductionsTest.cpp checks that the ops and the
// constant evaluation agree.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_SCATTERREDUCTIONS_H
#define GATHER_IR_SCATTERREDUCTIONS_H

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/APInt.h"

#include <optional>

namespace mlir::gather {

/// How a reduction combines elements of one type: an entry of the table.
struct ScatterCombineRule {
  /// The arithmetic on (element, update). `assign`: the update replaces the
  /// element. On complex elements, addf and mulf are complex.add and
  /// complex.mul.
  arith::AtomicRMWKind kind;
  /// Floats narrower than f32 combine in f32 and round once: f32 holds more
  /// than twice their precision, so the result is the correctly rounded one
  /// (and no libcall for half-precision arithmetic is needed).
  bool computesInF32 = false;
};

/// The table's entry for `reduction` on `elementType` (an element type of
/// the dialect), or std::nullopt where the pair has no meaning (max and min
/// of complex numbers, which have no order).
std::optional<ScatterCombineRule>
getScatterCombineRule(ScatterReduction reduction, Type elementType);

/// `update` combined with `element`, the element it lands on, as arith (or
/// complex) ops built by `b`: the table's entry for `reduction` on their
/// type, which must have one. Unsigned integers compute as signless ones
/// behind unrealized casts (arith takes signless integers only; the casts
/// vanish once both types are LLVM's).
Value buildScatterCombine(OpBuilder &b, Location loc,
                          ScatterReduction reduction, Value element,
                          Value update);

/// The same on integer constants, computed as the ops of `rule` compute.
APInt evaluateScatterCombine(const ScatterCombineRule &rule,
                             const APInt &element, const APInt &update);

/// The same on float constants.
APFloat evaluateScatterCombine(const ScatterCombineRule &rule, APFloat element,
                               const APFloat &update);

} // namespace mlir::gather

#endif // GATHER_IR_SCATTERREDUCTIONS_H
