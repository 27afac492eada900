//===- BenchSupport.h - what the benchmark programs share -----------------===//
//
// Tensor types from the case files, cache-line aligned buffers, timing in
// cycled blocks, random index stores, and the peers' (onnxruntime's,
// NumPy's) times read from their TSV files.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_BENCH_BENCHSUPPORT_H
#define GATHER_BENCH_BENCHSUPPORT_H

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace gather_bench {

/// "tensor<4x8xf32>" -> shape {4, 8} and element bytes 4.
struct TensorType {
  std::vector<int64_t> shape;
  /// 0 for 4-bit elements (i4, ui4), packed two a byte.
  size_t elementBytes = 0;
  int elementBits = 0;

  int64_t count() const;
  size_t bytes() const { return (count() * elementBits + 7) / 8; }
};

TensorType parseType(const std::string &text);

/// A buffer aligned to a cache line, as ML runtimes allocate tensors
/// (onnxruntime and PyTorch align CPU tensors to 64 bytes).
struct AlignedBuffer {
  explicit AlignedBuffer(size_t bytes)
      : bytes(bytes),
        data(static_cast<char *>(std::aligned_alloc(
            kAlignment, (bytes + kAlignment - 1) / kAlignment * kAlignment))) {
    std::memset(data, 0, bytes);
  }
  ~AlignedBuffer() { std::free(data); }
  AlignedBuffer(const AlignedBuffer &) = delete;
  AlignedBuffer &operator=(const AlignedBuffer &) = delete;
  bool operator==(const AlignedBuffer &other) const {
    return bytes == other.bytes && std::memcmp(data, other.data, bytes) == 0;
  }

  static constexpr size_t kAlignment = 64;
  size_t bytes;
  char *data;
};

/// The median of `values` (not empty), which it reorders.
double median(std::vector<double> &values);

/// One timed thing of a case: a kernel, the memcpy or the scalar loop.
struct Timed {
  explicit Timed(std::function<void()> run) : run(std::move(run)) {}

  std::function<void()> run;
  std::vector<double> milliseconds;

  double median() { return gather_bench::median(milliseconds); }
};

/// Times each of `timed` in `blocks` blocks of `perBlock` back-to-back runs
/// after one warm-up run, cycling through them block by block. Back to back,
/// each runs warm, as onnxruntime's kernels are timed (repeatedly on the
/// same inputs); cycling through the blocks exposes all of them to the
/// bandwidth drift of a shared machine, so that their ratios hold even
/// when times move.
void timeInBlocks(int blocks, int perBlock, const std::vector<Timed *> &timed);

/// Stores index `value` at `position` of `indices`, whose elements have
/// `indexBytes` bytes (4 or 8).
void storeIndex(AlignedBuffer &indices, size_t position, int64_t value,
                size_t indexBytes);

/// `attribute` (an axis) counted from the front of `rank` dimensions.
inline int64_t normalizeAxis(int64_t attribute, int64_t rank) {
  return attribute < 0 ? attribute + rank : attribute;
}

/// A peer's times (onnxruntime's, NumPy's) by case name and thread count.
using PeerTimes = std::map<std::pair<std::string, int>, std::vector<double>>;

/// Adds a peer's medians by case and thread count, from one TSV of
/// bench/onnxruntime/ or bench/numpy/ (its kernel_ms column if present,
/// else median_ms), to `times`.
void readPeerTimes(const std::string &path, PeerTimes &times);

/// A peer's median time for the case on `threads` threads over `ms`, as
/// "2.50x", or "-" without one.
std::string versusPeer(const PeerTimes &peer, const std::string &name,
                       int threads, double ms);

/// The peers' times: onnxruntime's, NumPy's and PyTorch's.
struct Peers {
  PeerTimes onnxruntime, numpy, torch;
};

/// The peers a benchmark program compares with, each read from its
/// --NAME=FILE options.
enum PeerOption : unsigned {
  kOnnxruntimeOption = 1, // --onnxruntime=FILE
  kNumpyOption = 2,       // --numpy=FILE
  kTorchOption = 4,       // --torch=FILE
};

/// A benchmark program's command line.
struct BenchOptions {
  /// Timed runs per block, and blocks (timeInBlocks).
  int repetitions = 9, blocks = 3;
  /// Only cases whose names contain this.
  std::string filter;
  /// onnxruntime's times vary by tens of percent from one run of its
  /// script to the next: each --onnxruntime (--torch) file is one run, and
  /// their median counts.
  Peers peers;

  bool selects(const std::string &name) const {
    return filter.empty() || name.find(filter) != std::string::npos;
  }
};

/// Parses --repetitions=N, --blocks=B, --filter=SUBSTRING and the options
/// of the peers in `peerOptions` (PeerOption bits; each repeatable); on
/// anything else prints `usage` and returns nullopt.
std::optional<BenchOptions> parseBenchOptions(int argc, char **argv,
                                              unsigned peerOptions,
                                              const char *usage);

} // namespace gather_bench

#endif // GATHER_BENCH_BENCHSUPPORT_H
