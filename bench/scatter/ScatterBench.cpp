//===- ScatterBench.cpp - time compiled scatter kernels through the C ABI -===//
//
// For every case of bench/scatter/cases.txt: the kernels compiled by
// gather-compile --scatter-nd / --scatter-elements (policy `error`, as users
// get them by default; `unchecked`; `error` with --parallel on 2 OpenMP
// threads) called in place (the result buffer is data's, CABI.md "In place
// results") and into a separate result buffer, next to memcpy baselines, all
// timed in this run (in cycled blocks, BenchSupport.h) on 64-byte aligned
// buffers. Prints a Markdown table of medians:
//
//   in place        = the checked kernel, result buffer = data buffer (us)
//   vs memcpy       = time of a memcpy of the updates' bytes / in place: the
//                     least any scatter moves (updates read, as many bytes
//                     written)
//   check cost      = checked / unchecked in-place time - 1
//   2 threads       = the --parallel kernel in place on 2 threads (us)
//   copy            = the checked kernel into a separate buffer (data copied
//                     first), and a memcpy of data's bytes / copy
//   vs ORT 1t / 2t  = onnxruntime's time / our in-place time on 1 thread and
//                     our 2-thread time, when --onnxruntime=FILE gives the
//                     TSV of bench/onnxruntime/scatter.mjs (kernel_ms if
//                     present); several files: the median of their times
//   copy vs ORT     = onnxruntime's 1-thread time / our copy time: both
//                     write a new result
//   vs torch 1t / 2t = PyTorch's in-place time (bench/torch/scatter.py,
//                     --torch=FILE, the median over several files) / our
//                     in-place time on 1 thread and our 2-thread time
//
// Each kernel's result is compared, bit for bit, with a scalar scatter
// applying the updates in row-major order (the order the dialect decides).
//
// Then, for the cases marked `scaled`, a second table: the case as a program
// whose updates are x * 0.125, computed in the kernel (a learning rate),
// checked kernels in place on one thread:
//
//   fused us        = the product computed in the scatter's loops (default)
//   unfused us      = --fuse-elementwise=false: the product written whole
//                     first, then scattered
//   fused speedup   = unfused / fused
//   vs memcpy       = as above, of the fused kernel
//
// Usage: scatter-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
//                      [--onnxruntime=FILE ...] [--torch=FILE ...]
//
//===----------------------------------------------------------------------===//

#include "BenchSupport.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

#include <omp.h>

using namespace gather_bench;

using Kernel = int32_t (*)(const void *, const void *, const void *, void *);

extern "C" {
#define SCATTER_BENCH_CASE(name, op, data, indices, updates, axis, reduction,  \
                           distinct)                                           \
  int32_t name##_error(const void *, const void *, const void *, void *);      \
  int32_t name##_unchecked(const void *, const void *, const void *, void *);  \
  int32_t name##_parallel(const void *, const void *, const void *, void *);
#include "scatter_cases.inc"
#undef SCATTER_BENCH_CASE
#define SCATTER_BENCH_SCALED(name)                                             \
  int32_t name##_fused(const void *, const void *, const void *, void *);      \
  int32_t name##_unfused(const void *, const void *, const void *, void *);
#include "scatter_scaled.inc"
#undef SCATTER_BENCH_SCALED
}

namespace {

struct Case {
  const char *name, *op, *dataType, *indicesType, *updatesType;
  int64_t axis;
  const char *reduction;
  /// How index values are drawn (cases.txt): "N" or "zipfN".
  const char *distinct;
  Kernel checked, unchecked, parallel;
};

const Case cases[] = {
#define SCATTER_BENCH_CASE(name, op, data, indices, updates, axis, reduction,  \
                           distinct)                                           \
  {#name,     op,       data,         indices,          updates,        axis,  \
   reduction, distinct, name##_error, name##_unchecked, name##_parallel},
#include "scatter_cases.inc"
#undef SCATTER_BENCH_CASE
};

/// A case compiled as the program that scales its updates in the kernel.
struct ScaledCase {
  const char *name;
  Kernel fused, unfused;
};

const ScaledCase scaledCases[] = {
#define SCATTER_BENCH_SCALED(name) {#name, name##_fused, name##_unfused},
#include "scatter_scaled.inc"
#undef SCATTER_BENCH_SCALED
};

/// The scale the `scaled` programs apply to their updates: a power of two,
/// so that the reference's product is exact.
constexpr float kUpdateScale = 0.125f;

/// `value` combined with `update` by `reduction`, as the dialect does on
/// f32 (IEEE maximum and minimum: NaN wins).
float combine(const std::string &reduction, float value, float update) {
  if (reduction == "add")
    return value + update;
  if (reduction == "mul")
    return value * update;
  if (reduction == "max")
    return std::isnan(value) || std::isnan(update) ? NAN
                                                   : std::max(value, update);
  if (reduction == "min")
    return std::isnan(value) || std::isnan(update) ? NAN
                                                   : std::min(value, update);
  return update;
}

/// Index values as cases.txt's DISTINCT says: uniform over [0, N) for
/// "N", value i of [0, N) with a weight of 1 / (i + 1) for "zipfN".
std::discrete_distribution<int64_t> indexDistribution(const std::string &spec) {
  bool zipf = spec.rfind("zipf", 0) == 0;
  int64_t count = std::stoll(spec.substr(zipf ? 4 : 0));
  std::vector<double> weights(count, 1.0);
  if (zipf)
    for (int64_t i = 0; i < count; ++i)
      weights[i] = 1.0 / double(i + 1);
  return std::discrete_distribution<int64_t>(weights.begin(), weights.end());
}

/// A case's operands: f32 data and updates of small finite values, and
/// int64 indices drawn as the case's DISTINCT says (indexDistribution).
struct CaseInputs {
  CaseInputs(const Case &c, std::mt19937 &rng)
      : data(parseType(c.dataType)), indices(parseType(c.indicesType)),
        updates(parseType(c.updatesType)), dataBytes(data.bytes()),
        indexBytes(indices.bytes()), updateBytes(updates.bytes()) {
    fill(dataBytes, data.count(), 1019.0f);
    fill(updateBytes, updates.count(), 3.0f);
    std::discrete_distribution<int64_t> pick = indexDistribution(c.distinct);
    for (int64_t n = 0; n < indices.count(); ++n)
      storeIndex(indexBytes, n, pick(rng), indices.elementBytes);
  }

  static void fill(AlignedBuffer &buffer, int64_t count, float offset) {
    auto *values = reinterpret_cast<float *>(buffer.data);
    for (int64_t i = 0; i < count; ++i)
      values[i] = float(i % 2039) * 0.5f - offset;
  }

  TensorType data, indices, updates;
  AlignedBuffer dataBytes, indexBytes, updateBytes;
};

/// The position in data where update `n` lands: for `nd` (one-component
/// tuples) row indices[n] and the update's place in its row; for
/// `elements` the update's coordinates with the one along the axis
/// replaced by its index.
int64_t getTarget(const Case &c, const CaseInputs &in, int64_t n) {
  const auto *index = reinterpret_cast<const int64_t *>(in.indexBytes.data);
  const std::vector<int64_t> &shape = in.data.shape;
  if (std::string(c.op) == "nd") {
    int64_t rowSize = in.data.count() / shape[0];
    return index[n / rowSize] * rowSize + n % rowSize;
  }
  int64_t axis = normalizeAxis(c.axis, shape.size());
  int64_t target = 0, stride = 1, rest = n;
  for (int64_t d = shape.size() - 1; d >= 0; --d) {
    int64_t extent = in.updates.shape[d];
    int64_t coordinate = d == axis ? index[n] : rest % extent;
    rest /= extent;
    target += coordinate * stride;
    stride *= shape[d];
  }
  return target;
}

/// The scalar scatter: `data`'s values with the updates times `scale`
/// applied in row-major order.
void scatterReference(const Case &c, const CaseInputs &in,
                      AlignedBuffer &result, float scale = 1.0f) {
  std::memcpy(result.data, in.dataBytes.data, in.dataBytes.bytes);
  auto *values = reinterpret_cast<float *>(result.data);
  const auto *updates = reinterpret_cast<const float *>(in.updateBytes.data);
  for (int64_t n = 0; n < in.updates.count(); ++n) {
    float &value = values[getTarget(c, in, n)];
    value = combine(c.reduction, value, updates[n] * scale);
  }
}

/// Medians, in milliseconds, of what benchCase times.
struct CaseTimes {
  double inPlace, unchecked, twoThreads, copy, memcpyUpdates, memcpyData;
};

/// One row of the table; in-place times in microseconds (a cache row update
/// takes a fraction of one).
void printRow(const Case &c, const CaseInputs &in, const CaseTimes &t,
              const Peers &peers, bool correct) {
  const PeerTimes &onnxruntime = peers.onnxruntime;
  std::printf(
      "| %s | %.1f | %.3f | %.2f | %.0f%% | %+.0f%% | %.2f | %.3f | %.0f%% | "
      "%s | %s | %s | %s | %s | %s |\n",
      c.name, in.dataBytes.bytes / 1048576.0, in.updateBytes.bytes / 1048576.0,
      1e3 * t.inPlace, 100.0 * t.memcpyUpdates / t.inPlace,
      100.0 * (t.inPlace - t.unchecked) / t.unchecked, 1e3 * t.twoThreads,
      t.copy, 100.0 * t.memcpyData / t.copy,
      versusPeer(onnxruntime, c.name, 1, t.inPlace).c_str(),
      versusPeer(onnxruntime, c.name, 2, t.twoThreads).c_str(),
      versusPeer(onnxruntime, c.name, 1, t.copy).c_str(),
      versusPeer(peers.torch, c.name, 1, t.inPlace).c_str(),
      versusPeer(peers.torch, c.name, 2, t.twoThreads).c_str(),
      correct ? "ok" : "WRONG");
}

/// Whether each kernel, in place and into a separate buffer, computes the
/// scalar scatter's values from fresh inputs.
bool checkKernels(const Case &c, const CaseInputs &in) {
  AlignedBuffer reference(in.dataBytes.bytes), result(in.dataBytes.bytes);
  scatterReference(c, in, reference);
  bool correct = true;
  for (Kernel kernel : {c.checked, c.unchecked, c.parallel}) {
    omp_set_num_threads(2);
    std::memcpy(result.data, in.dataBytes.data, in.dataBytes.bytes);
    correct &= kernel(result.data, in.indexBytes.data, in.updateBytes.data,
                      result.data) == 0 &&
               result == reference;
    std::memset(result.data, 0, result.bytes);
    correct &= kernel(in.dataBytes.data, in.indexBytes.data,
                      in.updateBytes.data, result.data) == 0 &&
               result == reference;
  }
  return correct;
}

/// Times the kernels of `c` next to its memcpy baselines; prints its row;
/// returns whether the kernels were right.
bool benchCase(const Case &c, int blocks, int repetitions, const Peers &peers,
               std::mt19937 &rng) {
  CaseInputs in(c, rng);
  bool correct = checkKernels(c, in);
  // In place, the updates pile up in a copy of data (add grows the values,
  // which stay finite over the runs here).
  AlignedBuffer working(in.dataBytes.bytes), result(in.dataBytes.bytes),
      copyTarget(std::max(in.dataBytes.bytes, in.updateBytes.bytes));
  std::memcpy(working.data, in.dataBytes.data, in.dataBytes.bytes);
  int32_t status = 0;
  auto inPlace = [&](Kernel kernel) {
    status |= kernel(working.data, in.indexBytes.data, in.updateBytes.data,
                     working.data);
  };
  Timed checked{[&] { inPlace(c.checked); }};
  Timed unchecked{[&] { inPlace(c.unchecked); }};
  Timed twoThreads{[&] {
    omp_set_num_threads(2);
    inPlace(c.parallel);
  }};
  Timed copy{[&] {
    status |= c.checked(in.dataBytes.data, in.indexBytes.data,
                        in.updateBytes.data, result.data);
  }};
  Timed memcpyUpdates{[&] {
    std::memcpy(copyTarget.data, in.updateBytes.data, in.updateBytes.bytes);
  }};
  Timed memcpyData{[&] {
    std::memcpy(copyTarget.data, in.dataBytes.data, in.dataBytes.bytes);
  }};
  timeInBlocks(
      blocks, repetitions,
      {&checked, &unchecked, &twoThreads, &copy, &memcpyUpdates, &memcpyData});
  CaseTimes times{checked.median(),       unchecked.median(),
                  twoThreads.median(),    copy.median(),
                  memcpyUpdates.median(), memcpyData.median()};
  printRow(c, in, times, peers, correct && status == 0);
  return correct && status == 0;
}

/// Times the fused and unfused programs of scaled case `s` (whose plain
/// case is `c`) in place next to a memcpy of the updates; prints its row of
/// the second table; returns whether both computed the reference's values.
bool benchScaledCase(const ScaledCase &s, const Case &c, int blocks,
                     int repetitions, std::mt19937 &rng) {
  CaseInputs in(c, rng);
  AlignedBuffer reference(in.dataBytes.bytes), result(in.dataBytes.bytes);
  scatterReference(c, in, reference, kUpdateScale);
  bool correct = true;
  for (Kernel kernel : {s.fused, s.unfused}) {
    std::memcpy(result.data, in.dataBytes.data, in.dataBytes.bytes);
    correct &= kernel(result.data, in.indexBytes.data, in.updateBytes.data,
                      result.data) == 0 &&
               result == reference;
  }
  AlignedBuffer working(in.dataBytes.bytes), copyTarget(in.updateBytes.bytes);
  std::memcpy(working.data, in.dataBytes.data, in.dataBytes.bytes);
  int32_t status = 0;
  auto timedInPlace = [&](Kernel kernel) {
    return Timed{[&, kernel] {
      status |= kernel(working.data, in.indexBytes.data, in.updateBytes.data,
                       working.data);
    }};
  };
  Timed fused = timedInPlace(s.fused), unfused = timedInPlace(s.unfused);
  Timed memcpyUpdates{[&] {
    std::memcpy(copyTarget.data, in.updateBytes.data, in.updateBytes.bytes);
  }};
  timeInBlocks(blocks, repetitions, {&fused, &unfused, &memcpyUpdates});
  correct &= status == 0;
  std::printf("| %s | %.2f | %.2f | %.2fx | %.0f%% | %s |\n", s.name,
              1e3 * fused.median(), 1e3 * unfused.median(),
              unfused.median() / fused.median(),
              100.0 * memcpyUpdates.median() / fused.median(),
              correct ? "ok" : "WRONG");
  return correct;
}

/// The second table: every selected scaled case.
int benchScaledCases(const BenchOptions &options, std::mt19937 &rng) {
  std::printf("\n| case (updates = x * 0.125) | fused us | unfused us | "
              "fused speedup | vs memcpy | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | --- |\n");
  int failures = 0;
  for (const ScaledCase &s : scaledCases) {
    if (!options.selects(s.name))
      continue;
    const Case *c =
        std::find_if(std::begin(cases), std::end(cases), [&](const Case &c) {
          return std::string(c.name) == s.name;
        });
    failures +=
        !benchScaledCase(s, *c, options.blocks, options.repetitions, rng);
  }
  return failures;
}

} // namespace

int main(int argc, char **argv) {
  std::optional<BenchOptions> options = parseBenchOptions(
      argc, argv, kOnnxruntimeOption | kTorchOption,
      "scatter-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING] "
      "[--onnxruntime=FILE ...] [--torch=FILE ...]");
  if (!options)
    return 2;
  std::printf("| case | data MiB | updates MiB | in place us | vs memcpy | "
              "check cost | 2 threads us | copy ms | copy vs memcpy | "
              "vs ORT 1t | vs ORT 2t | copy vs ORT | vs torch 1t | "
              "vs torch 2t | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
              "| ---: | ---: | ---: | ---: | ---: | --- |\n");
  std::mt19937 rng(20261127);
  int failures = 0;
  for (const Case &c : cases)
    if (options->selects(c.name))
      failures += !benchCase(c, options->blocks, options->repetitions,
                             options->peers, rng);
  failures += benchScaledCases(*options, rng);
  return failures == 0 ? 0 : 1;
}
