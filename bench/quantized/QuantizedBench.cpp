//===- QuantizedBench.cpp - the block-quantized gather against its peers --===//
//
// quantized-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING]
//                 [--onnxruntime=FILE ...]
//
// Times every case of bench/quantized/cases.txt through the C ABI of its
// gather-compile kernels (checked, default flags: multi-versioned; and
// checked with --parallel on 2 OpenMP threads) beside a memcpy of the
// output's bytes, and prints a Markdown table with onnxruntime's kernel
// times (bench/onnxruntime/quantized.mjs, --kernel-time) as ratios. Each
// kernel's output is first checked against a scalar dequantization of the
// same rows. The table (128 MiB of packed bytes) is four times the
// last-level cache: the rows read are mostly not in it.
//
//===----------------------------------------------------------------------===//

#include "BenchSupport.h"

#include <omp.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>

using namespace gather_bench;

// The kernels' C signatures, without and with zero points.
using QuantizedKernel0 = int32_t(const void *data, const void *ids,
                                 const void *scales, void *result);
using QuantizedKernel1 = int32_t(const void *data, const void *ids,
                                 const void *scales, const void *zeroPoints,
                                 void *result);

extern "C" {
#define QUANTIZED_BENCH_CASE(name, data, scales, zeroPoints, hasZeroPoints,    \
                             bits, rows)                                       \
  QuantizedKernel##hasZeroPoints name##_error, name##_parallel;
#include "quantized_cases.inc"
#undef QUANTIZED_BENCH_CASE
}

namespace {

/// A kernel of either signature.
struct Kernel {
  QuantizedKernel0 *withoutZeroPoints = nullptr;
  QuantizedKernel1 *withZeroPoints = nullptr;

  Kernel(QuantizedKernel0 *kernel) : withoutZeroPoints(kernel) {}
  Kernel(QuantizedKernel1 *kernel) : withZeroPoints(kernel) {}
};

struct Case {
  const char *name, *dataType, *scalesType, *zeroPointsType;
  bool hasZeroPoints;
  int bits;
  int64_t rows;
  Kernel checked, parallel;
};

const Case cases[] = {
#define QUANTIZED_BENCH_CASE(name, data, scales, zeroPoints, hasZeroPoints,    \
                             bits, rows)                                       \
  {#name, data, scales,       zeroPoints,     hasZeroPoints,                   \
   bits,  rows, name##_error, name##_parallel},
#include "quantized_cases.inc"
#undef QUANTIZED_BENCH_CASE
};

/// f16 bits as a float (the scales and results of f16 cases).
float halfToFloat(uint16_t h) {
  int exponent = (h >> 10) & 0x1f, mantissa = h & 0x3ff;
  float magnitude = exponent == 0
                        ? std::ldexp(float(mantissa), -24)
                        : std::ldexp(float(1024 + mantissa), exponent - 25);
  return h & 0x8000 ? -magnitude : magnitude;
}

/// A case's operands: random bytes of data and zero points, scales of
/// small exact values, ids uniform over the rows.
struct CaseInputs {
  CaseInputs(const Case &c, std::mt19937 &rng)
      : data(parseType(c.dataType)), scales(parseType(c.scalesType)),
        zeroPoints(c.hasZeroPoints ? parseType(c.zeroPointsType)
                                   : TensorType{{0}, 1, 8}),
        dataBytes(data.bytes()), scaleBytes(scales.bytes()),
        zeroPointBytes(zeroPoints.bytes()), ids(c.rows * 8),
        values(data.elementBits == 4 ? data.shape[1]
                                     : data.shape[1] * (8 / c.bits)),
        resultBytes(c.rows * values * scales.elementBytes) {
    std::uniform_int_distribution<int> byte(0, 255);
    for (size_t i = 0; i < dataBytes.bytes; ++i)
      dataBytes.data[i] = char(byte(rng));
    for (size_t i = 0; i < zeroPointBytes.bytes; ++i)
      zeroPointBytes.data[i] = char(byte(rng));
    // 0, 0.25, ..., 1.5: every product is exact in f32 and in f16.
    static const uint16_t kHalves[] = {0x0000, 0x3400, 0x3800, 0x3a00,
                                       0x3c00, 0x3d00, 0x3e00};
    for (int64_t i = 0; i < scales.count(); ++i) {
      if (scales.elementBytes == 4)
        reinterpret_cast<float *>(scaleBytes.data)[i] = float(i % 7) * 0.25f;
      else
        reinterpret_cast<uint16_t *>(scaleBytes.data)[i] = kHalves[i % 7];
    }
    std::uniform_int_distribution<int64_t> pick(0, data.shape[0] - 1);
    for (int64_t m = 0; m < c.rows; ++m)
      storeIndex(ids, m, pick(rng), 8);
  }

  float scale(int64_t at) const {
    if (scales.elementBytes == 4)
      return reinterpret_cast<const float *>(scaleBytes.data)[at];
    return halfToFloat(reinterpret_cast<const uint16_t *>(scaleBytes.data)[at]);
  }

  TensorType data, scales, zeroPoints;
  AlignedBuffer dataBytes, scaleBytes, zeroPointBytes, ids;
  int64_t values;
  AlignedBuffer resultBytes;
};

/// Value `j` of row `r` of `type`'s packed bytes, rows of `rowValues`: a
/// ui8 tensor's rows hold bit fields of `bits`, lowest first, each row on a
/// byte; 4-bit tensors are packed flat, low nibble first, i4
/// sign-extended.
int unpack(const TensorType &type, bool isSigned, const char *bytes, int bits,
           int64_t rowValues, int64_t r, int64_t j) {
  const auto *u8 = reinterpret_cast<const uint8_t *>(bytes);
  if (type.elementBits == 4) {
    int64_t at = r * rowValues + j;
    int nibble = (u8[at / 2] >> (at % 2 * 4)) & 15;
    return isSigned && nibble >= 8 ? nibble - 16 : nibble;
  }
  int perByte = 8 / bits;
  int64_t rowBytes = type.shape[1];
  return (u8[r * rowBytes + j / perByte] >> (j % perByte * bits)) &
         ((1 << bits) - 1);
}

/// Whether `result` holds the dequantized rows (f32 results exactly; f16
/// results, whose values are small multiples of 0.25, exactly too).
bool checkResult(const Case &c, const CaseInputs &in) {
  const auto *ids = reinterpret_cast<const int64_t *>(in.ids.data);
  bool isSigned = std::strstr(c.dataType, "xi4>") != nullptr;
  bool fourBit = in.data.elementBits == 4;
  int64_t blocks = in.scales.shape[1];
  int64_t blockSize = in.values / blocks;
  // onnxruntime's default zero points: 2^(bits-1) for ui8, 0 for 4-bit types.
  int defaultZeroPoint = fourBit ? 0 : 1 << (c.bits - 1);
  for (int64_t m = 0; m < c.rows; ++m) {
    int64_t r = ids[m];
    for (int64_t j = 0; j < in.values; ++j) {
      int q =
          unpack(in.data, isSigned, in.dataBytes.data, c.bits, in.values, r, j);
      int64_t b = j / blockSize;
      int z = c.hasZeroPoints
                  ? unpack(in.zeroPoints, isSigned, in.zeroPointBytes.data,
                           c.bits, blocks, r, b)
                  : defaultZeroPoint;
      float expected = float(q - z) * in.scale(r * blocks + b);
      int64_t at = m * in.values + j;
      float actual =
          in.scales.elementBytes == 4
              ? reinterpret_cast<const float *>(in.resultBytes.data)[at]
              : halfToFloat(reinterpret_cast<const uint16_t *>(
                    in.resultBytes.data)[at]);
      if (actual != expected)
        return false;
    }
  }
  return true;
}

int32_t call(Kernel kernel, CaseInputs &in) {
  if (kernel.withZeroPoints)
    return kernel.withZeroPoints(in.dataBytes.data, in.ids.data,
                                 in.scaleBytes.data, in.zeroPointBytes.data,
                                 in.resultBytes.data);
  return kernel.withoutZeroPoints(in.dataBytes.data, in.ids.data,
                                  in.scaleBytes.data, in.resultBytes.data);
}

/// Times one case and prints its row; returns whether both kernels
/// computed the reference's values.
bool benchCase(const Case &c, const BenchOptions &options, std::mt19937 &rng) {
  CaseInputs in(c, rng);
  bool ok = call(c.checked, in) == 0 && checkResult(c, in);
  std::memset(in.resultBytes.data, 0, in.resultBytes.bytes);
  omp_set_num_threads(2);
  ok = ok && call(c.parallel, in) == 0 && checkResult(c, in);
  AlignedBuffer copy(in.resultBytes.bytes);
  Timed checked{[&] { call(c.checked, in); }};
  Timed twoThreads{[&] {
    omp_set_num_threads(2);
    call(c.parallel, in);
  }};
  Timed memcpyOutput{
      [&] { std::memcpy(copy.data, in.resultBytes.data, copy.bytes); }};
  timeInBlocks(options.blocks, options.repetitions,
               {&checked, &memcpyOutput, &twoThreads});
  double ms = checked.median(), memcpyMs = memcpyOutput.median();
  double elements = double(c.rows) * double(in.values);
  const PeerTimes &ort = options.peers.onnxruntime;
  std::printf("| %s | %lld | %.2f | %.3f | %.3f | %.2fx | %s | %.3f | %s | %s "
              "|\n",
              c.name, (long long)c.rows, in.resultBytes.bytes / 1048576.0,
              ms * 1e3, ms * 1e6 / elements, memcpyMs / ms,
              versusPeer(ort, c.name, 1, ms).c_str(), twoThreads.median() * 1e3,
              versusPeer(ort, c.name, 2, twoThreads.median()).c_str(),
              ok ? "ok" : "WRONG");
  return ok;
}

} // namespace

int main(int argc, char **argv) {
  std::optional<BenchOptions> options = parseBenchOptions(
      argc, argv, kOnnxruntimeOption,
      "quantized-bench [--repetitions=N] [--blocks=B] [--filter=SUBSTRING] "
      "[--onnxruntime=FILE ...]");
  if (!options)
    return 2;
  std::printf("| case | rows | output MiB | us | ns/value | vs memcpy | vs "
              "ORT 1t | 2 threads us | vs ORT 2t | result |\n");
  std::printf("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: "
              "| --- |\n");
  std::mt19937 rng(20261201);
  bool allOk = true;
  for (const Case &c : cases)
    if (options->selects(c.name))
      allOk &= benchCase(c, *options, rng);
  return allOk ? 0 : 1;
}
