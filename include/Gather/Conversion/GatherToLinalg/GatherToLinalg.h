//===- GatherToLinalg.h - lowering gather ops to linalg ---------*- C++ -*-===//

#ifndef GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H
#define GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H

#include "Gather/Conversion/GatherToLinalg/OutOfBoundsPolicy.h"

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "mlir/Support/LogicalResult.h"

namespace mlir {
class ModuleOp;
class RewritePatternSet;

namespace gather {

/// Numbers the gather ops of `module` in walk order (`gather.site`,
/// replacing ids written in the input) and records each site's location,
/// indexed by id, on the module (`gather.sites`). The first half of
/// gather-add-status-arguments.
void numberGatherSites(ModuleOp module);

/// The location of each site that numberGatherSites numbered in `module`
/// (or of none).
SmallVector<Location> getGatherSites(ModuleOp module);

/// Appends a status record argument (memref<6xi64>) to every func.func in
/// `module` that reaches a gather op (contains one, or calls a function
/// that does), marks the function `gather.status`, and passes the record on
/// at every func.call to such a function. Fails with a diagnostic if such a
/// function is referenced other than by func.call (func.constant): an
/// indirect call could not pass the record. Idempotent. The second half of
/// gather-add-status-arguments.
LogicalResult addGatherStatusArguments(ModuleOp module);

/// Patterns that rewrite gather ops into tensor-level linalg, scf and arith.
/// Under a policy that reports into status records they write failures into
/// the status argument of the enclosing function (see
/// addGatherStatusArguments), and do not match gathers in functions without
/// one where the policy requires it. Under `Assert` they report through
/// cf.assert and vector.print, and leave function types alone. With
/// `fuseElementwiseProducers`, a scatter's loops compute its updates from
/// elementwise producers that nothing else uses where they read them.
void populateGatherToLinalgConversionPatterns(
    RewritePatternSet &patterns, OutOfBoundsPolicy policy,
    bool fuseElementwiseProducers = true);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_GATHERTOLINALG_GATHERTOLINALG_H
