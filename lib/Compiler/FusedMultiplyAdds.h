//===- FusedMultiplyAdds.h - f32 fused multiply-adds without libm -*- C++
//-*-===//
//
// Internal to GatherCompiler (FusedMultiplyAdds.cpp says how).
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_COMPILER_FUSEDMULTIPLYADDS_H
#define GATHER_LIB_COMPILER_FUSEDMULTIPLYADDS_H

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace mlir::gather {

/// Replaces every llvm.fma of f32 in the functions of `module` whose target
/// (their target-cpu and target-features, for `machine`) has no FMA by f64
/// arithmetic giving the same result, so that no function calls fmaf.
void expandFmaWithoutHardware(llvm::Module &module,
                              const llvm::TargetMachine &machine);

} // namespace mlir::gather

#endif // GATHER_LIB_COMPILER_FUSEDMULTIPLYADDS_H
