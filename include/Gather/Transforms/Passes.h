//===- Passes.h - gather dialect transformations ----------------*- C++ -*-===//

#ifndef GATHER_TRANSFORMS_PASSES_H
#define GATHER_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace gather {

#define GEN_PASS_DECL
#include "Gather/Transforms/Passes.h.inc"

/// Patterns that tighten gather result types to their inferred shapes; the
/// gather ops' folder, which every greedy driver applies, then absorbs the
/// shape-erasing `tensor.cast`s left between gathers.
void populateGatherRefineShapesPatterns(RewritePatternSet &patterns);

/// Patterns that fill identity-layout memrefs through a 1-D collapse_shape
/// (see gather-flatten-fills).
void populateFlattenFillsPatterns(RewritePatternSet &patterns);

/// Patterns that move a materialize_in_destination of an scf.if result into
/// the branches (see gather-sink-materializations).
void populateSinkMaterializationsPatterns(RewritePatternSet &patterns);

#define GEN_PASS_REGISTRATION
#include "Gather/Transforms/Passes.h.inc"

} // namespace gather
} // namespace mlir

#endif // GATHER_TRANSFORMS_PASSES_H
