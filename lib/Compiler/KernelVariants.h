//===- KernelVariants.h - kernels for several x86-64 levels -----*- C++ -*-===//
//
// Internal to GatherCompiler: multi-versioned kernels (KernelVariants.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_COMPILER_KERNELVARIANTS_H
#define GATHER_LIB_COMPILER_KERNELVARIANTS_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::gather {

/// One variant of multi-versioned kernels: code for an x86-64 level
/// (x86-64, x86-64-v2, x86-64-v3, x86-64-v4), tuned for the level itself or
/// for one vendor's CPU (`tune`, e.g. znver4), on whose CPUs the dispatcher
/// prefers it.
struct KernelVariant {
  std::string level;
  std::string tune;

  /// `level`, or `level:tune`: how --target-cpus and GATHER_KERNEL_VARIANT
  /// name it.
  std::string getName() const;
};

/// The variants that `specs` name (`level` or `level:tune`), from the lowest
/// level up, a level's tuned variants after its untuned one; an error for
/// an unknown level, a tuning that names no CPU, or a repeated name.
llvm::Expected<SmallVector<KernelVariant>>
parseKernelVariants(ArrayRef<std::string> specs);

/// Turns the translated kernels in `module` into one copy per variant of
/// `variants` (as parseKernelVariants orders them, at least two), each
/// marked for its CPU, tuning and `features`, behind dispatchers with the
/// entry points' names and types. Fails only if linking the copies fails.
LogicalResult emitKernelVariants(llvm::Module &module,
                                 ArrayRef<KernelVariant> variants,
                                 StringRef features);

} // namespace mlir::gather

#endif // GATHER_LIB_COMPILER_KERNELVARIANTS_H
