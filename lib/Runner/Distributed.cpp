//===- Distributed.cpp - running partitioned kernels under mpirun ---------===//

#include "Gather/Runner/Distributed.h"
#include "Gather/IR/GatherSizes.h"

#include <mpi.h>

#include <algorithm>
#include <array>
#include <vector>

using namespace mlir;
using namespace mlir::gather;

char AlreadyReported::ID = 0;

//===----------------------------------------------------------------------===//
// Processes
//===----------------------------------------------------------------------===//

/// The name of the MPI implementation that MPI_Get_library_version
/// describes, as the lowering names them.
static std::string getLibraryImplementation() {
  char version[MPI_MAX_LIBRARY_VERSION_STRING];
  int length = 0;
  MPI_Get_library_version(version, &length);
  StringRef text(version, length);
  if (text.starts_with("MPICH"))
    return "MPICH";
  if (text.starts_with("Open MPI"))
    return "OpenMPI";
  return text.split('\n').first.str();
}

Processes::Processes(int &argc, char **&argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &count);
  implementation = getLibraryImplementation();
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

llvm::Error Processes::agree(llvm::Error outcome) {
  OutcomeKey mine = getOutcomeKey(outcome);
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
    return llvm::Error::success();
  if (rank == first)
    return outcome;
  llvm::consumeError(std::move(outcome));
  return llvm::make_error<AlreadyReported>();
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

//===----------------------------------------------------------------------===//
// Partitioned runs
//===----------------------------------------------------------------------===//

/// Fails unless `kernel` is partitioned for these processes and calls the
/// MPI they call.
static llvm::Error checkPartitioning(const Processes &processes,
                                     const JitKernel &kernel) {
  if (kernel.getMPIImplementation() != processes.getImplementation())
    return llvm::createStringError(
        "@" + kernel.getEntry() + " calls " + kernel.getMPIImplementation() +
        " but this process runs " + processes.getImplementation() +
        ": it cannot run kernels built for another MPI implementation");
  const std::optional<Distribution> &distribution = kernel.getDistribution();
  if (!distribution)
    return llvm::createStringError(
        "@" + kernel.getEntry() +
        " is not partitioned: its shardings use no grid of static shape");
  if (distribution->getProcessCount() != processes.getCount())
    return llvm::createStringError(
        "@" + kernel.getEntry() + " is partitioned for " +
        llvm::Twine(distribution->getProcessCount()) + " processes, but " +
        llvm::Twine(processes.getCount()) +
        " are running: start it with mpirun -np " +
        llvm::Twine(distribution->getProcessCount()));
  return llvm::Error::success();
}

/// 4-bit values packed two a byte, low nibble first, flat over the tensor
/// (onnxruntime's layout), as one value a byte in `shape`; none if the
/// bytes are not those of `shape`'s values.
static std::optional<npy::Array> unpackFourBit(const npy::Array &packed,
                                               ArrayRef<int64_t> shape) {
  npy::Array values{npy::DType::UInt8, std::vector<int64_t>(shape), {}};
  int64_t count = values.getNumElements();
  if (packed.data.size() != size_t((count + 1) / 2))
    return std::nullopt;
  values.data.resize(count);
  for (int64_t i = 0; i < count; ++i)
    values.data[i] = char((uint8_t(packed.data[i / 2]) >> (4 * (i % 2))) & 15);
  return values;
}

/// The inverse of unpackFourBit: the bytes, as a rank-1 array.
static npy::Array packFourBit(const npy::Array &values) {
  int64_t count = values.getNumElements();
  npy::Array packed{npy::DType::UInt8, {(count + 1) / 2}, {}};
  packed.data.assign((count + 1) / 2, 0);
  for (int64_t i = 0; i < count; ++i)
    packed.data[i / 2] |= char((values.data[i] & 15) << (4 * (i % 2)));
  return packed;
}

/// Process `rank`'s block of `input`, the whole of an argument whose
/// process-local type is `local` split as `split`. A 4-bit argument's
/// block is cut from its values, whose bytes rows of odd length share, and
/// packed again.
static FailureOr<npy::Array> getBlock(const Distribution &distribution,
                                      const npy::Array &input,
                                      RankedTensorType local,
                                      const TensorSplit &split, int rank,
                                      std::string &message) {
  std::optional<npy::Array> values;
  if (isStoredTwoPerByte(local.getElementType())) {
    SmallVector<int64_t> shape(local.getShape());
    for (auto [dim, size] : llvm::enumerate(shape))
      size *= distribution.getParts(split, dim);
    values = unpackFourBit(input, shape);
    if (!values) {
      int64_t count = local.clone(shape).getNumElements();
      message = "holds " + std::to_string(input.data.size()) +
                " bytes, but the whole argument's " + std::to_string(count) +
                " values take " + std::to_string((count + 1) / 2) +
                " bytes packed two per byte";
      return failure();
    }
  }
  const npy::Array &whole = values ? *values : input;
  FailureOr<TensorBlock> block =
      distribution.getBlock(whole.shape, split, rank, message);
  if (failed(block))
    return failure();
  npy::Array part = npy::extractBlock(whole, block->offsets, block->sizes);
  return values ? packFourBit(part) : part;
}

/// Process `rank`'s block of each of `inputs`.
static llvm::Expected<std::vector<npy::Array>>
getBlocks(const JitKernel &kernel, ArrayRef<npy::Array> inputs,
          ArrayRef<std::string> names, int rank) {
  const Distribution &distribution = *kernel.getDistribution();
  if (inputs.size() != distribution.arguments.size())
    return llvm::createStringError("@" + kernel.getEntry() + " takes " +
                                   llvm::Twine(distribution.arguments.size()) +
                                   " inputs, got " +
                                   llvm::Twine(inputs.size()));
  std::vector<npy::Array> blocks;
  for (auto [i, input, split, local] : llvm::enumerate(
           inputs, distribution.arguments, kernel.getArgumentTypes())) {
    std::string message;
    FailureOr<npy::Array> block =
        getBlock(distribution, input, local, split, rank, message);
    if (failed(block))
      return llvm::createStringError(
          "input #" + llvm::Twine(i) +
          (i < names.size() ? " (" + names[i] + ")" : std::string()) + ": " +
          message);
    blocks.push_back(std::move(*block));
  }
  return blocks;
}

/// Result `i` whole, on rank 0, from every process's block of it.
static llvm::Expected<npy::Array>
assembleResult(Processes &processes, const Distribution &distribution,
               const npy::Array &block, size_t i) {
  const auto &split = distribution.results[i];
  npy::Array result;
  result.dtype = block.dtype;
  for (auto [dim, size] : llvm::enumerate(block.shape))
    result.shape.push_back(size * distribution.getParts(split, dim));
  result.data.resize(result.getNumElements() *
                     npy::getElementSize(result.dtype));
  for (int source = 0; source < processes.getCount(); ++source) {
    npy::Array piece = source == 0
                           ? block
                           : processes.receive(source, block.dtype,
                                               block.shape.size(), int(i));
    std::string message;
    FailureOr<TensorBlock> place =
        distribution.getBlock(result.shape, split, source, message);
    if (failed(place) ||
        ArrayRef<int64_t>(piece.shape) != ArrayRef<int64_t>(place->sizes))
      return llvm::createStringError(
          "result #" + llvm::Twine(i) + " of process " + llvm::Twine(source) +
          " does not fit its block: the processes' blocks differ in size");
    npy::insertBlock(result, piece, place->offsets);
  }
  return result;
}

/// On rank 0, the whole results, from every process's blocks; other ranks
/// send theirs and get nothing.
static llvm::Expected<std::vector<npy::Array>>
collectResults(Processes &processes, const Distribution &distribution,
               ArrayRef<npy::Array> blocks) {
  std::vector<npy::Array> results;
  for (auto [i, block] : llvm::enumerate(blocks)) {
    if (processes.getRank() != 0) {
      processes.sendToRoot(block, int(i));
      continue;
    }
    auto result = assembleResult(processes, distribution, block, i);
    if (!result)
      return result.takeError();
    results.push_back(std::move(*result));
  }
  return results;
}

llvm::Expected<std::vector<npy::Array>>
mlir::gather::runPartitioned(Processes &processes, JitKernel &kernel,
                             ArrayRef<npy::Array> inputs,
                             ArrayRef<std::string> names, KernelCall call) {
  if (llvm::Error error = processes.agree(checkPartitioning(processes, kernel)))
    return std::move(error);
  auto blocks = getBlocks(kernel, inputs, names, processes.getRank());
  if (llvm::Error error = processes.agree(blocks.takeError()))
    return std::move(error);
  kernel.setProcessRank(processes.getRank());
  auto results = call(kernel, *blocks);
  if (llvm::Error error = processes.agree(results.takeError()))
    return std::move(error);
  auto global = collectResults(processes, *kernel.getDistribution(), *results);
  if (llvm::Error error = processes.agree(global.takeError()))
    return std::move(error);
  return global;
}
