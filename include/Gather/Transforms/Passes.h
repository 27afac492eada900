//===- Passes.h - gather dialect transformations ----------------*- C++ -*-===//
//
// Transformations of the gather ops themselves (beside the IR); the CPU code
// generation passes live in Gather/Codegen.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_TRANSFORMS_PASSES_H
#define GATHER_TRANSFORMS_PASSES_H

// populateGatherRefineShapesPatterns, which gather-refine-shapes applies.
#include "Gather/IR/GatherFolding.h"

#include "mlir/Pass/Pass.h"

namespace mlir::gather {

#define GEN_PASS_DECL
#include "Gather/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Gather/Transforms/Passes.h.inc"

} // namespace mlir::gather

#endif // GATHER_TRANSFORMS_PASSES_H
