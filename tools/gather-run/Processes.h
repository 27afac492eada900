//===- Processes.h - gather-run's MPI processes -----------------*- C++ -*-===//
//
// What gather-run needs of MPI to run a sharded module under mpirun: the
// processes, agreeing on failures (so that every process takes the same
// path and none waits for a collective that others skip), and moving
// result blocks to rank 0. Also how a sharded module runs on one process:
// without its annotations.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_TOOLS_GATHER_RUN_PROCESSES_H
#define GATHER_TOOLS_GATHER_RUN_PROCESSES_H

#include "Gather/Support/Npy.h"

#include "mlir/IR/BuiltinOps.h"

#include "llvm/Support/Error.h"

namespace mlir::gather {

/// Whether `module` uses the shard dialect.
bool isSharded(ModuleOp module);

/// Drops `module`'s sharding annotations and grids, which leaves the
/// program it annotates; fails (with a diagnostic) on other shard ops.
LogicalResult stripSharding(ModuleOp module);

/// MPI, initialised for the lifetime of the object.
class Processes {
public:
  Processes(int &argc, char **&argv);
  ~Processes();

  int getRank() const { return rank; }
  int getCount() const { return count; }

  /// Every process calls this with its outcome. If any failed, one failing
  /// process reports its error through `report`, and all return true: of
  /// kernel failures (KernelFailure), the one a single process would have
  /// reported (the first op to fail, its first bad index in the global
  /// indices); of other errors, which come first, the lowest rank's.
  bool anyFailed(llvm::Error error,
                 llvm::function_ref<void(llvm::Error)> report);

  /// Sends `array`'s shape and bytes to rank 0.
  void sendToRoot(const npy::Array &array, int tag);
  /// Receives, on rank 0, an array of `dtype` and `rank` dimensions that
  /// `source` sent.
  npy::Array receive(int source, npy::DType dtype, size_t rank, int tag);

private:
  int rank = 0, count = 1;
};

} // namespace mlir::gather

#endif // GATHER_TOOLS_GATHER_RUN_PROCESSES_H
