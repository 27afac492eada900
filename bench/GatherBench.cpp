//===- GatherBench.cpp - time compiled gather kernels through the C ABI ---===//
//
// For every case of bench/cases.txt: the kernels compiled by gather-compile
// (policy `error`; `unchecked`; `error` with --parallel, run on 1 and on 2
// OpenMP threads), a memcpy that moves the same traffic, and the plain
// scalar loop of ScalarReference.cpp, all timed in this run (in blocks of
// back-to-back runs, cycled; see timeInBlocks) on 64-byte aligned buffers.
// Prints a Markdown table of medians:
//
//   bytes      = output written + indices read + data gathered
//   GB/s       = bytes / time of the checked kernel on 1 thread
//   memcpy %   = memcpy time / kernel time, where the memcpy copies the
//                output size (reading as many bytes as it writes: output +
//                gathered)
//   stream %   = time of streamGatherTraffic (reading the indices and the
//                output's size of data in order, writing the output) /
//                kernel time: how near the kernel comes to moving its bytes
//                without gathering them
//   vs loop    = scalar loop time / kernel time
//   check cost = checked / unchecked time - 1
//   2 threads  = the --parallel kernel on 2 threads, and its speedup over
//                the same kernel on 1 thread
//   vs ORT     = onnxruntime's time / ours, 1 and 2 threads, when
//                --onnxruntime=FILE gives the TSV of bench/onnxruntime/run.mjs
//                (its kernel_ms column if present, else median_ms); with
//                several files (runs), the median of their times
//   vs NumPy   = numpy.take's time / ours (Gather cases), when
//                --numpy=FILE gives the TSV of bench/numpy/take.py
//
// Then tables for the cases with a program (bench/programs/): the gather
// followed by elementwise ops, compiled with the ops fused into the
// gather's loop and with --fuse-elementwise=false, next to the `error`
// kernel of the gather alone; and the gather written as a tosa.gather,
// through convert-tosa-to-gather and through upstream's tosa-to-linalg,
// each group timed in one run.
//
// Usage: gather-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
//                     [--onnxruntime=FILE ...] [--numpy=FILE]
//   N timed runs per block (default 9), B blocks (default 3).
//
//===----------------------------------------------------------------------===//

#include "BenchSupport.h"
#include "ScalarReference.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <numeric>
#include <random>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include <omp.h>

using Kernel = int32_t (*)(const void *, const void *, void *);

extern "C" {
#define GATHER_BENCH_CASE(name, op, data, indices, attribute)                  \
  int32_t name##_error(const void *, const void *, void *);                    \
  int32_t name##_native(const void *, const void *, void *);                   \
  int32_t name##_unchecked(const void *, const void *, void *);                \
  int32_t name##_parallel(const void *, const void *, void *);
#include "cases.inc"
#undef GATHER_BENCH_CASE
#define GATHER_BENCH_EPILOGUE(name)                                            \
  int32_t name##_fused(const void *, const void *, const void *, void *);      \
  int32_t name##_unfused(const void *, const void *, const void *, void *);
#include "epilogues.inc"
#undef GATHER_BENCH_EPILOGUE
#define GATHER_BENCH_TOSA(name)                                                \
  int32_t name##_gather(const void *, const void *, void *);                   \
  int32_t name##_linalg(const void *, const void *, void *);
#include "tosa.inc"
#undef GATHER_BENCH_TOSA
}

using namespace gather_bench;

namespace {

struct Case {
  const char *name;
  const char *op;
  const char *dataType;
  const char *indicesType;
  int64_t attribute;
  Kernel checked;
  Kernel native;
  Kernel unchecked;
  Kernel parallel;
};

const Case cases[] = {
#define GATHER_BENCH_CASE(name, op, data, indices, attribute)                  \
  {#name,          op,           data,          indices,                       \
   attribute,      name##_error, name##_native, name##_unchecked,              \
   name##_parallel},
#include "cases.inc"
#undef GATHER_BENCH_CASE
};

/// A case's kernel with an elementwise epilogue (bench/programs/), fused
/// into the gather and not.
using EpilogueKernel = int32_t (*)(const void *, const void *, const void *,
                                   void *);
struct Epilogue {
  const char *name;
  EpilogueKernel fused;
  EpilogueKernel unfused;
};

const std::vector<Epilogue> epilogues = {
#define GATHER_BENCH_EPILOGUE(name) {#name, name##_fused, name##_unfused},
#include "epilogues.inc"
#undef GATHER_BENCH_EPILOGUE
};

/// A case's gather written as a tosa.gather (bench/programs/), rewritten by
/// convert-tosa-to-gather and lowered by upstream's tosa-to-linalg.
struct TosaProgram {
  const char *name;
  Kernel throughGather;
  Kernel throughLinalg;
};

const std::vector<TosaProgram> tosaPrograms = {
#define GATHER_BENCH_TOSA(name) {#name, name##_gather, name##_linalg},
#include "tosa.inc"
#undef GATHER_BENCH_TOSA
};

/// Valid random indices; a row-wise permutation where gather_elements
/// indices cover the whole axis.
void makeIndices(const Case &c, const TensorType &data,
                 const TensorType &indices, std::mt19937 &rng,
                 AlignedBuffer &bytes) {
  std::string op = c.op;
  int64_t count = indices.count();
  if (op == "nd") {
    int64_t k = indices.shape.back();
    for (int64_t n = 0; n < count; ++n) {
      int64_t size = data.shape[c.attribute + n % k];
      storeIndex(bytes, n,
                 std::uniform_int_distribution<int64_t>(0, size - 1)(rng),
                 indices.elementBytes);
    }
    return;
  }
  int64_t rank = data.shape.size();
  int64_t axis = normalizeAxis(c.attribute, rank);
  int64_t size = data.shape[axis];
  bool permutation =
      op == "elements" && axis == rank - 1 && indices.shape[axis] == size;
  if (permutation) {
    std::vector<int64_t> row(size);
    for (int64_t start = 0; start < count; start += size) {
      std::iota(row.begin(), row.end(), 0);
      std::shuffle(row.begin(), row.end(), rng);
      for (int64_t i = 0; i < size; ++i)
        storeIndex(bytes, start + i, row[i], indices.elementBytes);
    }
    return;
  }
  std::uniform_int_distribution<int64_t> pick(0, size - 1);
  for (int64_t n = 0; n < count; ++n)
    storeIndex(bytes, n, pick(rng), indices.elementBytes);
}

/// Elements of the case's result.
int64_t getResultCount(const Case &c, const TensorType &data,
                       const TensorType &indices) {
  std::string op = c.op;
  if (op == "gather")
    return data.count() /
           data.shape[normalizeAxis(c.attribute, data.shape.size())] *
           indices.count();
  if (op == "elements")
    return indices.count();
  int64_t count = 1, k = indices.shape.back();
  for (size_t d = 0; d + 1 < indices.shape.size(); ++d)
    count *= indices.shape[d];
  for (size_t d = c.attribute + k; d < data.shape.size(); ++d)
    count *= data.shape[d];
  return count;
}

/// A case's operands: data of a byte pattern (any bits: kernels only move
/// them) and valid random indices (makeIndices).
struct CaseInputs {
  CaseInputs(const Case &c, std::mt19937 &rng)
      : data(parseType(c.dataType)), indices(parseType(c.indicesType)),
        dataBytes(data.bytes()), indexBytes(indices.bytes()),
        resultBytes(getResultCount(c, data, indices) * data.elementBytes) {
    for (size_t i = 0; i < dataBytes.bytes; ++i)
      dataBytes.data[i] = static_cast<char>(i * 131 + 7);
    makeIndices(c, data, indices, rng, indexBytes);
  }

  TensorType data, indices;
  AlignedBuffer dataBytes, indexBytes;
  /// Bytes of the case's gather result.
  size_t resultBytes;
};

/// The case's gather by the plain scalar loop of ScalarReference.cpp.
void runScalarGather(const Case &c, const TensorType &data,
                     const AlignedBuffer &dataBytes, const TensorType &indices,
                     const AlignedBuffer &indexBytes, AlignedBuffer &result) {
  std::string op = c.op;
  if (op == "nd") {
    gather_bench::scalarGatherND(dataBytes.data, data.shape, indexBytes.data,
                                 indices.shape, indices.elementBytes,
                                 c.attribute, result.data, data.elementBytes);
    return;
  }
  int64_t axis = normalizeAxis(c.attribute, data.shape.size());
  if (op == "gather") {
    gather_bench::scalarGatherAxis(dataBytes.data, data.shape, indexBytes.data,
                                   indices.count(), indices.elementBytes, axis,
                                   result.data, data.elementBytes);
    return;
  }
  gather_bench::scalarGatherElements(
      dataBytes.data, data.shape, indexBytes.data, indices.shape,
      indices.elementBytes, axis, result.data, data.elementBytes);
}

/// The scale_bias_f16 epilogue, value * 0.125 + bias[column] rounded to
/// f16, as two f32 operations (the kernels contract nothing into an FMA).
void scaleBiasToHalf(const float *gathered, const float *bias, int64_t count,
                     int64_t columns, _Float16 *result) {
  for (int64_t i = 0; i < count; ++i) {
    float scaled = gathered[i] * 0.125f;
    float shifted = scaled + bias[i % columns];
    result[i] = static_cast<_Float16>(shifted);
  }
}

/// Times the epilogue kernels of `c` (f32 data) fused and unfused, and its
/// gather alone, in one run; prints a table row; returns whether both
/// epilogue kernels computed the scalar reference's values.
bool benchEpilogue(const Case &c, const Epilogue &epilogue, int blocks,
                   int repetitions, std::mt19937 &rng) {
  CaseInputs in(c, rng);
  const TensorType &data = in.data, &indices = in.indices;
  AlignedBuffer &dataBytes = in.dataBytes, &indexBytes = in.indexBytes;
  int64_t count = getResultCount(c, data, indices);
  int64_t columns = indices.shape.back();
  if (std::string(c.op) == "nd")
    columns = data.shape.back();
  // Finite values instead of the byte pattern, so that the f16 results
  // compare bit for bit.
  AlignedBuffer bias(columns * sizeof(float));
  for (int64_t i = 0; i < data.count(); ++i)
    reinterpret_cast<float *>(dataBytes.data)[i] = float(i % 2039) - 1019.0f;
  for (int64_t j = 0; j < columns; ++j)
    reinterpret_cast<float *>(bias.data)[j] = 0.25f * float(j % 97);
  AlignedBuffer gathered(count * sizeof(float)), fused(count * 2),
      unfused(count * 2), reference(count * 2);

  int32_t status = 0;
  auto run = [&](EpilogueKernel kernel, AlignedBuffer &into) {
    status |= kernel(dataBytes.data, indexBytes.data, bias.data, into.data);
  };
  Timed fusedTime{[&] { run(epilogue.fused, fused); }};
  Timed unfusedTime{[&] { run(epilogue.unfused, unfused); }};
  Timed gatherTime{[&] {
    status |= c.checked(dataBytes.data, indexBytes.data, gathered.data);
  }};
  timeInBlocks(blocks, repetitions, {&fusedTime, &unfusedTime, &gatherTime});

  runScalarGather(c, data, dataBytes, indices, indexBytes, gathered);
  scaleBiasToHalf(reinterpret_cast<const float *>(gathered.data),
                  reinterpret_cast<const float *>(bias.data), count, columns,
                  reinterpret_cast<_Float16 *>(reference.data));
  bool correct = status == 0 && fused == reference && unfused == reference;
  double fusedMs = fusedTime.median(), unfusedMs = unfusedTime.median();
  double gatherMs = gatherTime.median();
  std::printf("| %s | %.3f | %.3f | %.3f | %.2fx | %.2fx | %s |\n", c.name,
              fusedMs, unfusedMs, gatherMs, unfusedMs / fusedMs,
              fusedMs / gatherMs, correct ? "ok" : "WRONG");
  return correct;
}

/// Times the tosa.gather program of `c` through gather and through
/// tosa-to-linalg, in one run; prints a table row; returns whether both
/// computed the scalar gather's values.
bool benchTosa(const Case &c, const TosaProgram &program, int blocks,
               int repetitions, std::mt19937 &rng) {
  CaseInputs in(c, rng);
  const TensorType &data = in.data, &indices = in.indices;
  AlignedBuffer &dataBytes = in.dataBytes, &indexBytes = in.indexBytes;
  size_t resultBytes = in.resultBytes;
  AlignedBuffer viaGather(resultBytes), viaLinalg(resultBytes),
      reference(resultBytes);
  int32_t status = 0;
  Timed gatherTime{[&] {
    status |=
        program.throughGather(dataBytes.data, indexBytes.data, viaGather.data);
  }};
  Timed linalgTime{[&] {
    status |=
        program.throughLinalg(dataBytes.data, indexBytes.data, viaLinalg.data);
  }};
  timeInBlocks(blocks, repetitions, {&gatherTime, &linalgTime});
  runScalarGather(c, data, dataBytes, indices, indexBytes, reference);
  bool correct =
      status == 0 && viaGather == reference && viaLinalg == reference;
  double gatherMs = gatherTime.median(), linalgMs = linalgTime.median();
  std::printf("| %s | %.1f | %.3f | %.3f | %.2fx | %s |\n", c.name,
              (2.0 * resultBytes + indexBytes.bytes) / 1e6, gatherMs, linalgMs,
              linalgMs / gatherMs, correct ? "ok" : "WRONG");
  return correct;
}

/// Runs `bench` on each program whose case name contains `filter`; returns
/// how many computed wrong results.
template <typename Program, typename BenchFn>
int benchPrograms(const std::vector<Program> &programs,
                  const std::string &filter, BenchFn bench) {
  int failures = 0;
  for (const Program &program : programs) {
    if (!filter.empty() &&
        std::string(program.name).find(filter) == std::string::npos)
      continue;
    for (const Case &c : cases)
      if (std::string(c.name) == program.name)
        failures += !bench(c, program);
  }
  return failures;
}

/// The tables of the programs (bench/programs/) whose case names contain
/// `filter`; returns how many computed wrong results.
int benchAllPrograms(const std::string &filter, int blocks, int repetitions,
                     std::mt19937 &rng) {
  std::printf("\n| case: gather, then x * 0.125 + bias, cast to f16 | "
              "fused ms | unfused ms | gather alone ms | fused speedup | "
              "fused / gather alone | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | --- |\n");
  int failures = benchPrograms(
      epilogues, filter, [&](const Case &c, const Epilogue &epilogue) {
        return benchEpilogue(c, epilogue, blocks, repetitions, rng);
      });
  std::printf("\n| case: tosa.gather | MB moved | convert-tosa-to-gather ms | "
              "tosa-to-linalg ms | speedup | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | --- |\n");
  failures += benchPrograms(
      tosaPrograms, filter, [&](const Case &c, const TosaProgram &program) {
        return benchTosa(c, program, blocks, repetitions, rng);
      });
  return failures;
}

/// Medians, in milliseconds, of what benchCase times.
struct CaseTimes {
  double checked, native, unchecked, parallelOne, parallelTwo, memcpy, stream,
      loop;
};

/// One row of the main table.
void printCaseRow(const Case &c, double bytes, const CaseTimes &t,
                  const Peers &peers, bool correct) {
  std::printf("| %s | %.1f | %.3f | %.3f | %.2fx | %.2f | %.0f%% | %.0f%% | "
              "%.2fx | %.3f | %+.0f%% | %.3f | %.2fx | %s | %s | %s | %s |\n",
              c.name, bytes / 1e6, t.checked, t.native, t.checked / t.native,
              bytes / t.checked / 1e6, 100.0 * t.memcpy / t.checked,
              100.0 * t.stream / t.checked, t.loop / t.checked, t.unchecked,
              100.0 * (t.checked - t.unchecked) / t.unchecked, t.parallelTwo,
              t.parallelOne / t.parallelTwo,
              versusPeer(peers.onnxruntime, c.name, 1, t.checked).c_str(),
              versusPeer(peers.onnxruntime, c.name, 2, t.parallelTwo).c_str(),
              versusPeer(peers.numpy, c.name, 1, t.checked).c_str(),
              correct ? "ok" : "WRONG");
}

/// Times the kernels of `c` next to its memcpy, stream and scalar loop
/// baselines; prints its row; returns whether the kernels were right.
bool benchCase(const Case &c, int blocks, int repetitions, const Peers &peers,
               std::mt19937 &rng) {
  CaseInputs in(c, rng);
  const TensorType &data = in.data, &indices = in.indices;
  AlignedBuffer &dataBytes = in.dataBytes, &indexBytes = in.indexBytes;
  size_t resultBytes = in.resultBytes;
  AlignedBuffer result(resultBytes), parallelResult(resultBytes),
      reference(resultBytes), copyTarget(resultBytes);
  size_t copyBytes = std::min(resultBytes, dataBytes.bytes);

  int32_t status = 0;
  auto runKernel = [&](Kernel kernel, AlignedBuffer &into) {
    status |= kernel(dataBytes.data, indexBytes.data, into.data);
  };
  auto onThreads = [&](int threads) {
    omp_set_num_threads(threads);
    runKernel(c.parallel, parallelResult);
  };
  Timed checked{[&] { runKernel(c.checked, result); }};
  Timed native{[&] { runKernel(c.native, result); }};
  Timed unchecked{[&] { runKernel(c.unchecked, result); }};
  Timed parallelOne{[&] { onThreads(1); }};
  Timed parallelTwo{[&] { onThreads(2); }};
  Timed copy{[&] { std::memcpy(copyTarget.data, dataBytes.data, copyBytes); }};
  Timed stream{[&] {
    gather_bench::streamGatherTraffic(indexBytes.data, indexBytes.bytes,
                                      dataBytes.data, copyTarget.data,
                                      copyBytes);
  }};
  Timed loop{[&] {
    runScalarGather(c, data, dataBytes, indices, indexBytes, reference);
  }};
  timeInBlocks(blocks, repetitions,
               {&checked, &native, &unchecked, &parallelOne, &parallelTwo,
                &copy, &stream, &loop});
  // The unchecked kernel ran last into `result`: check the others.
  runKernel(c.native, result);
  bool correct =
      status == 0 && result == reference && parallelResult == reference;
  runKernel(c.checked, result);
  correct = correct && status == 0 && result == reference;
  CaseTimes times{checked.median(),     native.median(),
                  unchecked.median(),   parallelOne.median(),
                  parallelTwo.median(), copy.median(),
                  stream.median(),      loop.median()};
  printCaseRow(c, 2.0 * resultBytes + indexBytes.bytes, times, peers, correct);
  return correct;
}

} // namespace

int main(int argc, char **argv) {
  std::optional<BenchOptions> options = parseBenchOptions(
      argc, argv, kOnnxruntimeOption | kNumpyOption,
      "gather-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING] "
      "[--onnxruntime=FILE ...] [--numpy=FILE]");
  if (!options)
    return 2;
  std::printf("| case | MB moved | 1 thread ms | native ms | / native | "
              "GB/s | memcpy %% | stream %% | vs loop | unchecked ms | "
              "check cost | 2 threads ms | speedup | vs ORT 1t | vs ORT 2t | "
              "vs NumPy | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
              "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n");
  std::mt19937 rng(20261121);
  int failures = 0;
  for (const Case &c : cases)
    if (options->selects(c.name))
      failures += !benchCase(c, options->blocks, options->repetitions,
                             options->peers, rng);
  failures += benchAllPrograms(options->filter, options->blocks,
                               options->repetitions, rng);
  return failures == 0 ? 0 : 1;
}
