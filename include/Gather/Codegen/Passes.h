//===- Passes.h - CPU code generation passes --------------------*- C++ -*-===//
//
// The passes that shape lowered gather kernels into fast x86-64 code (row
// streaming, prefetching, the OpenMP threshold, alloca hoisting, noalias
// scopes, bf16 and fill workarounds). They work on linalg, memref, scf and
// LLVM IR and never see a gather op.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_CODEGEN_PASSES_H
#define GATHER_CODEGEN_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;

namespace gather::codegen {

#define GEN_PASS_DECL
#include "Gather/Codegen/Passes.h.inc"

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
#include "Gather/Codegen/Passes.h.inc"

} // namespace gather::codegen
} // namespace mlir

#endif // GATHER_CODEGEN_PASSES_H
