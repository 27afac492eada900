//===- Passes.h - gather dialect transformations ----------------*- C++ -*-===//

#ifndef GATHER_TRANSFORMS_PASSES_H
#define GATHER_TRANSFORMS_PASSES_H

// populateGatherRefineShapesPatterns, which gather-refine-shapes applies.
#include "Gather/IR/GatherFolding.h"

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace gather {

#define GEN_PASS_DECL
#include "Gather/Transforms/Passes.h.inc"

/// Patterns that build splat tensor constants with linalg.fill (see
/// gather-splats-to-fills).
void populateSplatsToFillsPatterns(RewritePatternSet &patterns);

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
