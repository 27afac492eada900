//===- Distributed.h - running partitioned kernels under mpirun -*- C++ -*-===//
//
// What running a sharded module across MPI processes takes, as a library:
// the processes (MPI, initialised for their lifetime), agreeing on failures
// so that every process takes the same path and none waits for a collective
// that others skip; and a partitioned JitKernel run on each process's blocks
// of global tensors, the global results assembled on rank 0.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_RUNNER_DISTRIBUTED_H
#define GATHER_RUNNER_DISTRIBUTED_H

#include "Gather/Runner/Runner.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir::gather {

/// An error that has been reported already (by another process, or as
/// diagnostics): nothing more to print.
class AlreadyReported : public llvm::ErrorInfo<AlreadyReported> {
public:
  static char ID;
  void log(llvm::raw_ostream &os) const override { os << "reported already"; }
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }
};

/// The MPI processes of this job (one without mpirun), initialised for the
/// lifetime of the object.
class Processes {
public:
  Processes(int &argc, char **&argv);
  ~Processes();
  Processes(const Processes &) = delete;
  Processes &operator=(const Processes &) = delete;

  int getRank() const { return rank; }
  int getCount() const { return count; }

  /// The MPI this process calls, as JitKernel::getMPIImplementation names
  /// it ("MPICH", "OpenMPI"), read from the library itself.
  StringRef getImplementation() const { return implementation; }

  /// Every process calls this with its outcome of the same step. Succeeds
  /// if all succeeded; otherwise every process gets an error: one process
  /// its own, the others AlreadyReported. Of kernel failures
  /// (KernelFailure) the one reported is the one a single process would
  /// report (the first op to fail, its first bad index in the global
  /// indices); of other errors, which come first, the lowest rank's.
  llvm::Error agree(llvm::Error outcome);

  /// Sends `array`'s shape and bytes to rank 0.
  void sendToRoot(const npy::Array &array, int tag);
  /// Receives, on rank 0, an array of `dtype` and `rank` dimensions that
  /// `source` sent.
  npy::Array receive(int source, npy::DType dtype, size_t rank, int tag);

private:
  int rank = 0, count = 1;
  std::string implementation;
};

/// Calls a kernel on inputs: JitKernel::run, or a wrapper of it.
using KernelCall = llvm::function_ref<llvm::Expected<std::vector<npy::Array>>(
    JitKernel &, ArrayRef<npy::Array>)>;

/// Runs `kernel`, which every process compiled from the same partitioned
/// module, on this process's blocks of `inputs`, the global tensors that
/// `names` label in messages, through `call`. Returns the global results on
/// rank 0 and none on the other ranks. Each step ends with
/// Processes::agree, so on any failure every process returns an error.
llvm::Expected<std::vector<npy::Array>>
runPartitioned(Processes &processes, JitKernel &kernel,
               ArrayRef<npy::Array> inputs, ArrayRef<std::string> names,
               KernelCall call);

} // namespace mlir::gather

#endif // GATHER_RUNNER_DISTRIBUTED_H
