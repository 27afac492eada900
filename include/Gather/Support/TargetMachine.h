//===- TargetMachine.h - target machines for a named CPU --------*- C++ -*-===//
//
// gather-compile and gather-run generate code for a CPU the user names (or
// for this host): one factory checks the name and the features for both.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_TARGETMACHINE_H
#define GATHER_SUPPORT_TARGETMACHINE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/TargetParser/Triple.h"

#include <memory>

namespace mlir::gather {

/// This host's target triple, with the native target initialised.
llvm::Triple getHostTriple();

/// How generated code is loaded: linked into objects and shared libraries
/// (position-independent), or by MLIR's JIT, whose RuntimeDyld linker needs
/// the large code model (the JIT's memory may lie far from what the code
/// refers to).
enum class CodeUse { Object, Jit };

/// Fails unless `optLevel` is one of LLVM's optimisation levels, 0-3 (the
/// tools' -O).
llvm::Error checkOptLevel(unsigned optLevel);

/// A target machine for `triple` and `cpu` (an LLVM CPU name, or "native"
/// for this host's CPU and features), with the extra `features` ("+a,-b")
/// and code generation at `optLevel` (checkOptLevel), for `use`. An unknown CPU
/// or feature is an error naming it; so is, for an x86-64 `triple`, a CPU
/// without 64-bit mode (i386, pentium4) or features that turn it off
/// (-64bit-mode), which LLVM would meet with a fatal error or a crash.
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
createTargetMachine(const llvm::Triple &triple, llvm::StringRef cpu,
                    llvm::StringRef features, unsigned optLevel,
                    CodeUse use = CodeUse::Object);

/// Fails, naming one, if code for `machine` may use an instruction set
/// feature this host lacks.
llvm::Error checkHostRuns(const llvm::TargetMachine &machine);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_TARGETMACHINE_H
