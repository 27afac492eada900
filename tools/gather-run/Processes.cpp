//===- Processes.cpp - gather-run's MPI processes -------------------------===//

#include "Processes.h"

#include "Gather/Runner/Runner.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

#include <mpi.h>

#include <algorithm>
#include <array>
#include <climits>
#include <vector>

using namespace mlir;
using namespace mlir::gather;

bool mlir::gather::isSharded(ModuleOp module) {
  return module
      .walk([](Operation *op) {
        return isa<shard::ShardDialect>(op->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

LogicalResult mlir::gather::stripSharding(ModuleOp module) {
  SmallVector<Operation *> definitions;
  WalkResult walk = module.walk([&](Operation *op) {
    if (auto annotation = dyn_cast<shard::ShardOp>(op)) {
      annotation.getResult().replaceAllUsesWith(annotation.getSrc());
      annotation.erase();
    } else if (isa<shard::ShardingOp, shard::GridOp>(op)) {
      definitions.push_back(op);
    } else if (isa<shard::ShardDialect>(op->getDialect())) {
      op->emitOpError("cannot run on one process: only shard.shard, "
                      "shard.sharding and shard.grid can be left out");
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  // Shardings before their grids.
  for (Operation *op : llvm::reverse(definitions))
    op->erase();
  return success();
}

Processes::Processes(int &argc, char **&argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &count);
}

Processes::~Processes() { MPI_Finalize(); }

namespace {
/// Where an outcome sorts among the processes': failures that are not a
/// kernel's, then the kernel's in the order one process meets them, then
/// success. Compared as a tuple.
enum OutcomeKind : int64_t { OtherFailure, KernelFailed, Succeeded };
using OutcomeKey = std::array<int64_t, 3>;
} // namespace

/// `error`'s order key, leaving `error` as it is.
static OutcomeKey getOutcomeKey(llvm::Error &error) {
  if (!error)
    return {Succeeded, 0, 0};
  OutcomeKey key = {OtherFailure, 0, 0};
  error = llvm::handleErrors(
      std::move(error),
      [&](std::unique_ptr<KernelFailure> failure) -> llvm::Error {
        key = {KernelFailed, failure->getSite(), failure->getPosition()};
        return llvm::Error(std::move(failure));
      });
  return key;
}

bool Processes::anyFailed(llvm::Error error,
                          llvm::function_ref<void(llvm::Error)> report) {
  OutcomeKey mine = getOutcomeKey(error);
  std::vector<OutcomeKey> keys(count);
  MPI_Allgather(mine.data(), mine.size(), MPI_INT64_T, keys.data(), mine.size(),
                MPI_INT64_T, MPI_COMM_WORLD);
  // The smallest key, ties to the lowest rank. For kernel failures it is
  // the first bad index of the whole program: the smallest site is the
  // first op that fails anywhere, and at that op each process reports the
  // first bad index of its block of indices, in row-major order; since a
  // block's row-major order is the global row-major order restricted to
  // the block, the smallest of their global positions is the global first.
  int first = std::min_element(keys.begin(), keys.end()) - keys.begin();
  if (keys[first][0] == Succeeded)
    return false;
  if (rank == first)
    report(std::move(error));
  else
    llvm::consumeError(std::move(error));
  return true;
}

/// MPI counts are ints: large arrays go in pieces of at most 1 GiB.
static constexpr size_t kPieceBytes = size_t(1) << 30;

void Processes::sendToRoot(const npy::Array &array, int tag) {
  MPI_Send(array.shape.data(), array.shape.size(), MPI_INT64_T, 0, tag,
           MPI_COMM_WORLD);
  for (size_t offset = 0; offset < array.data.size(); offset += kPieceBytes)
    MPI_Send(array.data.data() + offset,
             int(std::min(kPieceBytes, array.data.size() - offset)), MPI_BYTE,
             0, tag, MPI_COMM_WORLD);
}

npy::Array Processes::receive(int source, npy::DType dtype, size_t rank,
                              int tag) {
  npy::Array array;
  array.dtype = dtype;
  array.shape.resize(rank);
  MPI_Recv(array.shape.data(), rank, MPI_INT64_T, source, tag, MPI_COMM_WORLD,
           MPI_STATUS_IGNORE);
  array.data.resize(array.getNumElements() * npy::getElementSize(dtype));
  for (size_t offset = 0; offset < array.data.size(); offset += kPieceBytes)
    MPI_Recv(array.data.data() + offset,
             int(std::min(kPieceBytes, array.data.size() - offset)), MPI_BYTE,
             source, tag, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return array;
}
