//===- ModuleRunner.h - a module's function run as gather-run ---*- C++ -*-===//
//
// What one gather-run command line does, as a library: a function of a
// module lowered and JIT-compiled for one or several CPUs and run on .npy
// files, here or, for a sharded module, across the processes of mpirun
// (which start with the first sharded module and end with the runner).
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_RUNNER_MODULERUNNER_H
#define GATHER_RUNNER_MODULERUNNER_H

#include "Gather/Runner/Distributed.h"

#include <functional>

namespace mlir::gather {

/// One run of a module's function.
struct ModuleRun {
  /// The func.func to run.
  std::string entry;
  /// The CPUs to compile for (JitTarget::cpu). With several, the kernel is
  /// compiled and run for each, and their outcomes must be equal.
  SmallVector<std::string, 1> cpus = {"native"};
  /// LLVM's IR optimisation level (JitTarget::optLevel).
  unsigned optLevel = 0;
  /// A .npy file per tensor argument, in order.
  std::vector<std::string> inputPaths;
  /// If set, checks each compiled kernel before it runs (for example that
  /// each result has somewhere to go).
  std::function<llvm::Error(const JitKernel &)> checkKernel;
  /// If set, receives the outcome: for a partitioned run on rank 0 alone,
  /// and the processes agree on what it returns.
  std::function<llvm::Error(const KernelOutcome &)> emit;
};

/// Runs the functions of modules, one run at a time.
class ModuleRunner {
public:
  /// MPI, if a sharded module needs it, is initialised with these (main's
  /// arguments).
  ModuleRunner(int &argc, char **&argv) : argc(argc), argv(argv) {}

  /// Lowers `run.entry` of `module` with `pipeline`, runs it on the input
  /// files and emits the outcome. A sharded module runs across the
  /// processes of mpirun, each on its blocks, and every step ends with the
  /// processes agreeing whether one failed: a failing kernel is reported
  /// as on one process (the first bad index of the whole program), any
  /// other error by the lowest failing rank (the others get
  /// AlreadyReported). On one process a sharded module runs without its
  /// annotations. Under an aborting out-of-bounds policy a failing kernel
  /// prints its report to stdout and ends the process.
  llvm::Error run(OwningOpRef<ModuleOp> module,
                  const GatherToLLVMPipelineOptions &pipeline,
                  const ModuleRun &run);

private:
  /// The processes `module` runs across: null if it runs here.
  llvm::Expected<Processes *> getProcesses(ModuleOp module);

  int &argc;
  char **&argv;
  std::optional<Processes> processes;
};

} // namespace mlir::gather

#endif // GATHER_RUNNER_MODULERUNNER_H
