//===- EmbeddingBagBench.cpp - embedding_bag against PyTorch --------------===//
//
// embedding-bag-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
//                     [--torch=FILE ...]
//
// Times every case of bench/embedding_bag/cases.txt through the C ABI of
// its gather-compile kernels (checked, default flags: multi-versioned; and
// checked with --parallel on 2 OpenMP threads) and prints a Markdown table
// with PyTorch's times (bench/torch/embedding_bag.py) as ratios, and the
// rows pooled per second beside the random-read limit of this machine: a
// loop that reads one random row of the same table per id, as one load of
// each of its lines, and adds nothing. Each kernel's result is first
// checked against a scalar pooling of the same rows.
//
//===----------------------------------------------------------------------===//

#include "BenchSupport.h"

#include <omp.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

using namespace gather_bench;

// The kernels' C signatures, without and with per_sample_weights.
using BagKernel0 = int32_t(const float *weight, const int64_t *ids,
                           const int64_t *offsets, float *result);
using BagKernel1 = int32_t(const float *weight, const int64_t *ids,
                           const int64_t *offsets, const float *weights,
                           float *result);

extern "C" {
#define EMBEDDING_BAG_BENCH_CASE(name, rows, columns, bags, pooling, mode,     \
                                 weighted)                                     \
  BagKernel##weighted name##_error, name##_parallel;
#include "embedding_bag_cases.inc"
#undef EMBEDDING_BAG_BENCH_CASE
}

namespace {

/// A kernel of either signature.
struct Kernel {
  BagKernel0 *unweighted = nullptr;
  BagKernel1 *weighted = nullptr;

  Kernel(BagKernel0 *kernel) : unweighted(kernel) {}
  Kernel(BagKernel1 *kernel) : weighted(kernel) {}
};

struct Case {
  const char *name;
  int64_t rows, columns, bags, pooling;
  const char *mode;
  bool weighted;
  Kernel checked, parallel;
};

const Case cases[] = {
#define EMBEDDING_BAG_BENCH_CASE(name, rows, columns, bags, pooling, mode,     \
                                 weighted)                                     \
  {#name, rows,     columns,      bags,           pooling,                     \
   mode,  weighted, name##_error, name##_parallel},
#include "embedding_bag_cases.inc"
#undef EMBEDDING_BAG_BENCH_CASE
};

/// A case's operands: a table of small exact values, ids uniform over its
/// rows, bags of `pooling` ids, weights of a few exact values.
struct CaseInputs {
  CaseInputs(const Case &c, std::mt19937 &rng)
      : ids(c.bags * c.pooling), weight(c.rows * c.columns * 4),
        idBytes(ids * 8), offsets(c.bags * 8), weights(ids * 4),
        result(c.bags * c.columns * 4) {
    auto *table = reinterpret_cast<float *>(weight.data);
    for (int64_t i = 0; i < c.rows * c.columns; ++i)
      table[i] = float(int(i % 17) - 8);
    std::uniform_int_distribution<int64_t> pick(0, c.rows - 1);
    for (int64_t j = 0; j < ids; ++j) {
      storeIndex(idBytes, j, pick(rng), 8);
      reinterpret_cast<float *>(weights.data)[j] = float(j % 4) * 0.5f;
    }
    for (int64_t b = 0; b < c.bags; ++b)
      storeIndex(offsets, b, b * c.pooling, 8);
  }

  const float *table() const {
    return reinterpret_cast<const float *>(weight.data);
  }
  const int64_t *idValues() const {
    return reinterpret_cast<const int64_t *>(idBytes.data);
  }

  int64_t ids;
  AlignedBuffer weight, idBytes, offsets, weights, result;
};

/// Whether `in.result` holds the pooled rows (exact: small integers and
/// halves, sums of at most a few hundred of them).
bool checkResult(const Case &c, const CaseInputs &in) {
  const auto *factors = reinterpret_cast<const float *>(in.weights.data);
  const auto *result = reinterpret_cast<const float *>(in.result.data);
  bool max = std::strcmp(c.mode, "max") == 0;
  for (int64_t b = 0; b < c.bags; ++b)
    for (int64_t d = 0; d < c.columns; ++d) {
      float acc = 0;
      for (int64_t j = b * c.pooling; j < (b + 1) * c.pooling; ++j) {
        float value = in.table()[in.idValues()[j] * c.columns + d];
        if (max)
          acc = j == b * c.pooling ? value : std::max(acc, value);
        else
          acc += c.weighted ? factors[j] * value : value;
      }
      if (std::strcmp(c.mode, "mean") == 0)
        acc /= float(c.pooling);
      if (result[b * c.columns + d] != acc)
        return false;
    }
  return true;
}

int32_t call(Kernel kernel, CaseInputs &in) {
  auto *weights = reinterpret_cast<const float *>(in.weights.data);
  auto *ids = in.idValues();
  auto *offsets = reinterpret_cast<const int64_t *>(in.offsets.data);
  auto *result = reinterpret_cast<float *>(in.result.data);
  if (kernel.weighted)
    return kernel.weighted(in.table(), ids, offsets, weights, result);
  return kernel.unweighted(in.table(), ids, offsets, result);
}

/// One load of every line of each id's row, summed so that it is not
/// dropped: what reading the rows alone costs.
float readRows(const Case &c, const CaseInputs &in) {
  float sink = 0;
  for (int64_t j = 0; j < in.ids; ++j) {
    const float *row = in.table() + in.idValues()[j] * c.columns;
    for (int64_t d = 0; d < c.columns; d += 16)
      sink += *reinterpret_cast<const volatile float *>(row + d);
  }
  return sink;
}

/// Times one case and prints its row; returns whether both kernels
/// computed the reference's values.
bool benchCase(const Case &c, const BenchOptions &options, std::mt19937 &rng) {
  CaseInputs in(c, rng);
  bool ok = call(c.checked, in) == 0 && checkResult(c, in);
  std::memset(in.result.data, 0, in.result.bytes);
  omp_set_num_threads(2);
  ok = ok && call(c.parallel, in) == 0 && checkResult(c, in);
  Timed checked{[&] { call(c.checked, in); }};
  Timed twoThreads{[&] {
    omp_set_num_threads(2);
    call(c.parallel, in);
  }};
  volatile float sink = 0;
  Timed rowReads{[&] { sink = sink + readRows(c, in); }};
  timeInBlocks(options.blocks, options.repetitions,
               {&checked, &rowReads, &twoThreads});
  double ms = checked.median(), readMs = rowReads.median();
  const PeerTimes &torch = options.peers.torch;
  std::printf("| %s | %lld | %lld | %s%s | %.3f | %.1f | %.2f | %s | %.3f | "
              "%s | %s |\n",
              c.name, (long long)c.columns, (long long)c.pooling, c.mode,
              c.weighted ? " weighted" : "", ms * 1e3, in.ids / ms / 1e3,
              readMs / ms, versusPeer(torch, c.name, 1, ms).c_str(),
              twoThreads.median() * 1e3,
              versusPeer(torch, c.name, 2, twoThreads.median()).c_str(),
              ok ? "ok" : "WRONG");
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  std::optional<BenchOptions> options =
      parseBenchOptions(argc, argv, kTorchOption,
                        "embedding-bag-bench [--repetitions=N] [--blocks=B] "
                        "[--filter=SUBSTRING] [--torch=FILE ...]");
  if (!options)
    return 2;
  std::printf("| case | columns | pooling | mode | us | M rows/s | vs row "
              "reads | vs PyTorch 1t | 2 threads us | vs PyTorch 2t | result "
              "|\n");
  std::printf("| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: | "
              "---: | --- |\n");
  std::mt19937 rng(20261202);
  bool allOk = true;
  for (const Case &c : cases)
    if (options->selects(c.name))
      allOk &= benchCase(c, *options, rng);
  return allOk ? 0 : 1;
}
