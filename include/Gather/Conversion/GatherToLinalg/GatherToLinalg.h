//===- GatherToLinalg.h - lowering gather ops to linalg ---------*- C++ -*-===//

#ifndef GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H
#define GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/Support/CommandLine.h"

namespace mlir {
class ModuleOp;
class RewritePatternSet;

namespace gather {

/// What a lowered gather does with an index outside [-s, s-1] (and with
/// shapes that contradict what the verifier assumed).
enum class OutOfBoundsPolicy {
  /// Report the first failure in the status record; results are zero.
  Error,
  /// Clamp normalised indices into [0, s-1] (StableHLO style). Shape
  /// mismatches and gathers from empty dimensions are still errors.
  Clamp,
  /// No checks at all: out-of-range indices are undefined behaviour.
  Unchecked,
  /// Check as Error does, but report the first failure through cf.assert,
  /// which aborts; its details are printed first (vector.print). Needs no
  /// status record.
  Assert,
};

/// The command-line values of OutOfBoundsPolicy ("error", "clamp",
/// "unchecked", "assert"), shared by the pass and pipeline options.
llvm::cl::ValuesClass getOutOfBoundsPolicyValues();

/// Whether gathers lowered under `policy` report into a status record
/// argument (see addGatherStatusArguments): under error and clamp.
bool needsStatusRecord(OutOfBoundsPolicy policy);

/// Numbers the gather ops under `root` in walk order (`gather.site`,
/// replacing ids written in the input) and returns each site's location,
/// indexed by id. The first half of gather-add-status-arguments.
SmallVector<Location> assignGatherSites(Operation *root);

/// Appends a status record argument (memref<6xi64>) to every func.func in
/// `module` that reaches a gather op (contains one, or calls a function
/// that does), marks the function `gather.status`, and passes the record on
/// at every func.call to such a function. Fails with a diagnostic if such a
/// function is referenced other than by func.call (func.constant): an
/// indirect call could not pass the record. Idempotent. The second half of
/// gather-add-status-arguments.
LogicalResult addGatherStatusArguments(ModuleOp module);

/// Patterns that rewrite gather ops into tensor-level linalg, scf and arith.
/// Under `Error` and `Clamp` they write failures into the status argument of
/// the enclosing function (see addGatherStatusArguments) and do not match
/// gathers in functions without one. Under `Assert` they report through
/// cf.assert and vector.print, and leave function types alone.
void populateGatherToLinalgConversionPatterns(RewritePatternSet &patterns,
                                              OutOfBoundsPolicy policy);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H
