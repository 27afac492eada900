//===- Runner.h - JIT-compiling and running gather kernels ------*- C++ -*-===//
//
// What `gather-run` does, as a library: lower a module through
// buildGatherToLLVMPipeline, JIT-compile it, bind .npy arrays to the tensor
// arguments of one function, run it and collect its results. Every failure
// (a bad signature, mismatched inputs, an out-of-range index reported through
// the status record) is an llvm::Error with a clear message.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_RUNNER_RUNNER_H
#define GATHER_RUNNER_RUNNER_H

#include "Gather/IR/GatherDistribution.h"
#include "Gather/Pipelines/Pipelines.h"
#include "Gather/Support/Npy.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace mlir {
class ExecutionEngine;

namespace gather {

/// A tensor as text, numpy style: `[[1, 2], [3, 4]]`. Floats print exactly
/// (shortest round-trip form), complex values as `(re, im)`, i1 as
/// `true`/`false`.
std::string formatTensor(const npy::Array &array, RankedTensorType type);

/// A failure that a kernel reported through its status record, with what
/// orders failures as one process meets them: the failing op's site (sites
/// are numbered in program order; a call's status record keeps its first
/// failure) and the global row-major position of the bad index in the op's
/// indices (-1 for the checks that precede an op's index checks, 0 where
/// the global position is unknown). Under mpirun each process finds the
/// first failure in its blocks; the smallest (site, position) of them is
/// the one-process report.
class KernelFailure : public llvm::ErrorInfo<KernelFailure> {
public:
  static char ID;

  KernelFailure(std::string message, int64_t site, int64_t position)
      : message(std::move(message)), site(site), position(position) {}

  int64_t getSite() const { return site; }
  int64_t getPosition() const { return position; }

  void log(llvm::raw_ostream &os) const override { os << message; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  std::string message;
  int64_t site, position;
};

/// The machine code a JitKernel is compiled to.
struct JitTarget {
  /// An LLVM CPU name, or "native": this host's CPU and features, as MLIR's
  /// ExecutionEngine chooses by default. This host must run its code.
  std::string cpu = "native";
  /// LLVM's IR optimisation level: 0 runs none (the ExecutionEngine's
  /// default); 1-3 run the pipeline gather-compile's -O1..-O3 run.
  unsigned optLevel = 0;
};

/// One function of a module, JIT-compiled.
class JitKernel {
public:
  /// Lowers `module` and JIT-compiles it. `entry` names a func.func whose
  /// arguments and results are ranked tensors of .npy-mappable element types.
  /// Lowering diagnostics go to the context's diagnostic handler.
  static llvm::Expected<std::unique_ptr<JitKernel>>
  compile(OwningOpRef<ModuleOp> module, StringRef entry,
          const GatherToLLVMPipelineOptions &options,
          const JitTarget &target = {});

  ~JitKernel();

  /// The name of the function.
  StringRef getEntry() const { return entry; }

  /// The types of the inputs and results of one call: for a partitioned
  /// function, those of one process's blocks.
  ArrayRef<RankedTensorType> getArgumentTypes() const { return arguments; }
  ArrayRef<RankedTensorType> getResultTypes() const { return results; }

  /// How the function's tensors are split over processes, if the module
  /// was sharded (gather-partition partitioned it).
  const std::optional<Distribution> &getDistribution() const {
    return distribution;
  }

  /// The MPI implementation whose ABI the kernel calls ("MPICH",
  /// "OpenMPI"), or empty if it calls no MPI.
  StringRef getMPIImplementation() const { return mpiImplementation; }

  /// Which process of a partitioned kernel's grid this is (its MPI rank):
  /// failures then give positions in the global indices, not the block.
  void setProcessRank(int64_t rank) { processRank = rank; }

  /// Runs the function on `inputs` (checked against the argument types;
  /// `names` label them in messages). The kernel reads the inputs where they
  /// are, without copies. On an error reported by the kernel, no result is
  /// returned; such an error is a KernelFailure.
  llvm::Expected<std::vector<npy::Array>> run(ArrayRef<npy::ArrayView> inputs,
                                              ArrayRef<std::string> names = {});
  llvm::Expected<std::vector<npy::Array>> run(ArrayRef<npy::Array> inputs,
                                              ArrayRef<std::string> names = {});

private:
  JitKernel() = default;

  llvm::Error checkInputs(ArrayRef<npy::ArrayView> inputs,
                          ArrayRef<std::string> names) const;
  /// The position in the global indices of the op at `site` of a bad index
  /// found at `position`, where it is known.
  std::optional<int64_t> getGlobalPosition(int64_t site,
                                           int64_t position) const;
  llvm::Error describeFailure(ArrayRef<int64_t> status) const;

  std::string entry;
  SmallVector<RankedTensorType> arguments, results;
  SmallVector<Location> sites;
  bool takesStatus = false;
  std::optional<Distribution> distribution;
  std::string mpiImplementation;
  int64_t processRank = 0;
  std::unique_ptr<ExecutionEngine> engine;
};

/// What one run of a kernel gives: its results and their types.
struct KernelOutcome {
  std::vector<npy::Array> results;
  SmallVector<RankedTensorType> types;
};

/// Calls `run` for each of `cpus`, each call compiling the kernel for that
/// CPU and running it (on its own copy of the inputs: a scatter may update
/// its data input in place), and returns the first outcome if every call
/// gives the same one: the same result bytes, or the same error message.
/// Otherwise an error names two CPUs that differ. Every call is made, even
/// after a difference; `agree`, if given, receives the verdict before it is
/// returned (under mpirun, where only rank 0 has results to compare, the
/// processes agree on it).
llvm::Expected<KernelOutcome> runForEachCPU(
    ArrayRef<StringRef> cpus,
    llvm::function_ref<llvm::Expected<KernelOutcome>(StringRef cpu)> run,
    llvm::function_ref<llvm::Error(llvm::Error)> agree = nullptr);

} // namespace gather
} // namespace mlir

#endif // GATHER_RUNNER_RUNNER_H
