//===- Processes.cpp - gather-run's MPI processes -------------------------===//

#include "Processes.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"

#include <mpi.h>

#include <algorithm>
#include <climits>

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

bool Processes::anyFailed(llvm::Error error,
                          llvm::function_ref<void(llvm::Error)> report) {
  int mine = error ? rank : count, first = count;
  MPI_Allreduce(&mine, &first, 1, MPI_INT, MPI_MIN, MPI_COMM_WORLD);
  if (rank == first)
    report(std::move(error));
  else
    llvm::consumeError(std::move(error));
  return first < count;
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
