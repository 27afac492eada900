//===- ReferenceEmbeddingBag.cpp - embedding_bag as docs/Dialect.md says -===//

#include "ReferenceEmbeddingBag.h"

#include "llvm/ADT/APFloat.h"

#include <cmath>
#include <cstring>

using namespace gather_fuzz;
using llvm::APFloat;
using mlir::gather::EmbeddingBagMode;
using mlir::gather::OutOfBoundsPolicy;

/// Element `n` of `tensor` (raw bytes of `type`) as an f32.
static float readAsFloat(const Tensor &tensor, mlir::FloatType type,
                         int64_t n) {
  unsigned width = type.getWidth();
  uint64_t bits = 0;
  std::memcpy(&bits, tensor.bytes.data() + n * (width / 8), width / 8);
  APFloat value(type.getFloatSemantics(), llvm::APInt(width, bits));
  bool lost;
  value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven, &lost);
  return value.convertToFloat();
}

/// `value` rounded once to `type`, written as element `n` of `tensor`.
static void writeRounded(Tensor &tensor, mlir::FloatType type, int64_t n,
                         float value) {
  unsigned width = type.getWidth();
  APFloat rounded(value);
  bool lost;
  rounded.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                  &lost);
  uint64_t bits = rounded.bitcastToAPInt().getZExtValue();
  std::memcpy(tensor.bytes.data() + n * (width / 8), &bits, width / 8);
}

/// The first offset that breaks a rule (0 first, never decreasing, never
/// past the ids), if any.
static std::optional<int64_t> findBadOffset(const std::vector<int64_t> &offsets,
                                            int64_t ids) {
  for (size_t p = 0; p < offsets.size(); ++p)
    if ((p == 0 && offsets[p] != 0) || (p > 0 && offsets[p] < offsets[p - 1]) ||
        offsets[p] > ids)
      return p;
  return std::nullopt;
}

/// [start, end) of each bag in the flat ids.
static std::vector<std::pair<int64_t, int64_t>>
getBags(const PooledProblem &problem) {
  std::vector<std::pair<int64_t, int64_t>> bags;
  int64_t ids = problem.ids.size();
  if (!problem.offsets) {
    int64_t length = problem.idsShape[1];
    for (int64_t b = 0; b < problem.idsShape[0]; ++b)
      bags.push_back({b * length, (b + 1) * length});
    return bags;
  }
  const std::vector<int64_t> &offsets = *problem.offsets;
  size_t count = offsets.size() - (problem.includeLastOffset ? 1 : 0);
  for (size_t b = 0; b < count; ++b)
    bags.push_back({offsets[b], b + 1 < offsets.size() ? offsets[b + 1] : ids});
  return bags;
}

/// One bag's row in f32, from its kept ids in order.
static std::vector<float> poolBag(const PooledProblem &problem,
                                  const std::vector<int64_t> &rows,
                                  std::pair<int64_t, int64_t> bag,
                                  std::optional<int64_t> padding) {
  int64_t columns = problem.weight.shape[1];
  std::vector<float> acc(columns, 0.0f);
  int64_t count = 0;
  for (int64_t j = bag.first; j < bag.second; ++j) {
    if (padding && problem.ids[j] == *padding)
      continue;
    for (int64_t c = 0; c < columns; ++c) {
      float value = readAsFloat(problem.weight, problem.elementType,
                                rows[j] * columns + c);
      if (problem.mode == EmbeddingBagMode::Max)
        acc[c] = count == 0 || value > acc[c] ? value : acc[c];
      else if (problem.perSampleWeights)
        acc[c] = std::fma(
            readAsFloat(*problem.perSampleWeights, problem.elementType, j),
            value, acc[c]);
      else
        acc[c] += value;
    }
    ++count;
  }
  if (problem.mode == EmbeddingBagMode::Mean && count > 0)
    for (float &value : acc)
      value /= float(count);
  return acc;
}

Answer gather_fuzz::referenceEmbeddingBag(const PooledProblem &problem,
                                          OutOfBoundsPolicy policy) {
  Answer answer;
  int64_t rows = problem.weight.shape[0], ids = problem.ids.size();
  bool checks = policy != OutOfBoundsPolicy::Unchecked;
  if (checks && problem.offsets)
    if (std::optional<int64_t> bad = findBadOffset(*problem.offsets, ids)) {
      answer.kind = Answer::BadOffsets;
      answer.badPosition = *bad;
      answer.badValue = (*problem.offsets)[*bad];
      return answer;
    }
  bool clamp = policy == OutOfBoundsPolicy::Clamp;
  std::vector<int64_t> rowOf(ids);
  for (int64_t j = 0; j < ids; ++j) {
    int64_t id = problem.ids[j];
    bool bad = clamp ? rows == 0 : id < 0 || id >= rows;
    if (bad && checks) {
      answer.kind = Answer::IdOutOfRange;
      answer.badValue = id;
      answer.badPosition = j;
      return answer;
    }
    rowOf[j] = clamp ? std::min(std::max<int64_t>(id, 0), rows - 1) : id;
  }
  std::optional<int64_t> padding = problem.paddingIdx;
  if (padding && *padding < 0)
    *padding += rows;
  std::vector<std::pair<int64_t, int64_t>> bags = getBags(problem);
  int64_t columns = problem.weight.shape[1];
  answer.result = {
      {int64_t(bags.size()), columns}, problem.weight.elementSize, {}};
  answer.result.bytes.resize(bags.size() * columns *
                             problem.weight.elementSize);
  for (size_t b = 0; b < bags.size(); ++b) {
    std::vector<float> row = poolBag(problem, rowOf, bags[b], padding);
    for (int64_t c = 0; c < columns; ++c)
      writeRounded(answer.result, problem.elementType, b * columns + c, row[c]);
  }
  return answer;
}
