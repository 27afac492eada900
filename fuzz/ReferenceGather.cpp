//===- ReferenceGather.cpp - gathers as the specifications define them ----===//

#include "ReferenceGather.h"

#include "llvm/ADT/APFloat.h"

#include <algorithm>
#include <cstring>

using namespace gather_fuzz;
using namespace gather_fuzz::indexing;
using mlir::gather::OutOfBoundsPolicy;

int64_t indexing::product(const std::vector<int64_t> &shape, size_t begin,
                          size_t end) {
  int64_t result = 1;
  for (size_t d = begin; d < shape.size() && d < end; ++d)
    result *= shape[d];
  return result;
}

int64_t indexing::linearize(const std::vector<int64_t> &shape,
                            const std::vector<int64_t> &position) {
  int64_t offset = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    offset = offset * shape[d] + position[d];
  return offset;
}

std::vector<int64_t> indexing::delinearize(const std::vector<int64_t> &shape,
                                           int64_t offset) {
  std::vector<int64_t> position(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    position[d] = offset % shape[d];
    offset /= shape[d];
  }
  return position;
}

int64_t indexing::countFromFront(int64_t attribute, int64_t count) {
  return attribute < 0 ? attribute + count : attribute;
}

/// Whether the batch dimensions, the first `batchDims` of data and indices,
/// agree.
static bool batchDimsMatch(const std::vector<int64_t> &dataShape,
                           const std::vector<int64_t> &indicesShape,
                           int64_t batchDims) {
  return std::equal(dataShape.begin(), dataShape.begin() + batchDims,
                    indicesShape.begin());
}

/// Copies `count` elements of `from`, starting at its multi-index `where`, to
/// element offset `offset` of `to`.
static void copyElements(const Tensor &from, const std::vector<int64_t> &where,
                         int64_t count, Tensor &to, int64_t offset) {
  std::memcpy(to.bytes.data() + offset * from.elementSize,
              from.bytes.data() +
                  linearize(from.shape, where) * from.elementSize,
              count * from.elementSize);
}

bool indexing::inRange(int64_t value, int64_t size) {
  return value >= -size && value < size;
}

int64_t indexing::resolve(int64_t value, int64_t size,
                          OutOfBoundsPolicy policy) {
  if (value < 0)
    value += size; // cannot overflow: value >= INT64_MIN, size >= 0
  if (policy == OutOfBoundsPolicy::Clamp)
    value = value < 0 ? 0 : value >= size ? size - 1 : value;
  return value;
}

bool indexing::checkIndices(const std::vector<int64_t> &indices,
                            int64_t resultElements, OutOfBoundsPolicy policy,
                            llvm::function_ref<int64_t(size_t)> sizeOf,
                            Answer &expected) {
  if (policy == OutOfBoundsPolicy::Clamp && resultElements == 0)
    return true;
  for (size_t position = 0; position < indices.size(); ++position) {
    int64_t size = sizeOf(position);
    bool bad = policy == OutOfBoundsPolicy::Clamp
                   ? size == 0
                   : !inRange(indices[position], size);
    if (bad) {
      expected.kind = Answer::IndexOutOfBounds;
      expected.badValue = indices[position];
      expected.badPosition = position;
      return false;
    }
  }
  return true;
}

Answer gather_fuzz::referenceGatherND(const Tensor &data,
                                      const std::vector<int64_t> &indicesShape,
                                      const std::vector<int64_t> &indices,
                                      int64_t b, OutOfBoundsPolicy policy) {
  Answer expected;
  size_t q = indicesShape.size();
  int64_t k = indicesShape.back();
  if (!batchDimsMatch(data.shape, indicesShape, b)) {
    expected.kind = Answer::ShapeMismatch;
    return expected;
  }

  // result.shape = indices.shape[:q-1] ++ data.shape[b+k:]
  Tensor &result = expected.result;
  result.elementSize = data.elementSize;
  result.shape.assign(indicesShape.begin(), indicesShape.end() - 1);
  result.shape.insert(result.shape.end(), data.shape.begin() + b + k,
                      data.shape.end());
  int64_t resultElements = product(result.shape);
  if (!checkIndices(
          indices, resultElements, policy,
          [&](size_t position) { return data.shape[b + position % k]; },
          expected))
    return expected;

  result.bytes.assign(resultElements * data.elementSize, 0);
  int64_t sliceElements = product(data.shape, b + k);
  int64_t tuples = product(indicesShape, 0, q - 1);
  for (int64_t tuple = 0; tuple < tuples && sliceElements; ++tuple) {
    std::vector<int64_t> outer =
        delinearize({indicesShape.begin(), indicesShape.end() - 1}, tuple);
    std::vector<int64_t> where(outer.begin(), outer.begin() + b);
    for (int64_t j = 0; j < k; ++j)
      where.push_back(
          resolve(indices[tuple * k + j], data.shape[b + j], policy));
    where.resize(data.shape.size(), 0);
    copyElements(data, where, sliceElements, result, tuple * sliceElements);
  }
  return expected;
}

Answer
gather_fuzz::referenceGatherElements(const Tensor &data,
                                     const std::vector<int64_t> &indicesShape,
                                     const std::vector<int64_t> &indices,
                                     int64_t axis, OutOfBoundsPolicy policy) {
  Answer expected;
  int64_t r = data.shape.size();
  axis = countFromFront(axis, r);
  for (int64_t d = 0; d < r; ++d)
    if (d != axis && indicesShape[d] > data.shape[d]) {
      expected.kind = Answer::ShapeMismatch;
      return expected;
    }

  int64_t count = product(indicesShape);
  if (!checkIndices(
          indices, count, policy, [&](size_t) { return data.shape[axis]; },
          expected))
    return expected;

  Tensor &result = expected.result;
  result.elementSize = data.elementSize;
  result.shape = indicesShape;
  result.bytes.assign(count * data.elementSize, 0);
  for (int64_t n = 0; n < count; ++n) {
    std::vector<int64_t> where = delinearize(indicesShape, n);
    where[axis] = resolve(indices[n], data.shape[axis], policy);
    copyElements(data, where, 1, result, n);
  }
  return expected;
}

Answer gather_fuzz::referenceGatherAxis(
    const Tensor &data, const std::vector<int64_t> &indicesShape,
    const std::vector<int64_t> &indices, int64_t axis, int64_t batchDims,
    OutOfBoundsPolicy policy) {
  Answer expected;
  int64_t r = data.shape.size(), q = indicesShape.size();
  int64_t a = countFromFront(axis, r), b = countFromFront(batchDims, q);
  if (!batchDimsMatch(data.shape, indicesShape, b)) {
    expected.kind = Answer::ShapeMismatch;
    return expected;
  }

  // result.shape = data.shape[:a] ++ indices.shape[b:] ++ data.shape[a+1:]
  Tensor &result = expected.result;
  result.elementSize = data.elementSize;
  result.shape.assign(data.shape.begin(), data.shape.begin() + a);
  result.shape.insert(result.shape.end(), indicesShape.begin() + b,
                      indicesShape.end());
  result.shape.insert(result.shape.end(), data.shape.begin() + a + 1,
                      data.shape.end());
  int64_t count = product(result.shape);
  if (!checkIndices(
          indices, count, policy, [&](size_t) { return data.shape[a]; },
          expected))
    return expected;

  result.bytes.assign(count * data.elementSize, 0);
  for (int64_t n = 0; n < count; ++n) {
    // position = i_0..i_(a-1), j_b..j_(q-1), i_(a+1)..i_(r-1): data's
    // leading coordinates (the first b shared with indices), indices' own,
    // data's trailing ones.
    std::vector<int64_t> position = delinearize(result.shape, n);
    auto own = position.begin() + a, trailing = own + (q - b);
    std::vector<int64_t> indexAt(position.begin(), position.begin() + b);
    indexAt.insert(indexAt.end(), own, trailing);
    std::vector<int64_t> where(position.begin(), own);
    where.push_back(resolve(indices[linearize(indicesShape, indexAt)],
                            data.shape[a], policy));
    where.insert(where.end(), trailing, position.end());
    copyElements(data, where, 1, result, n);
  }
  return expected;
}

bool gather_fuzz::sameUpToNaNs(mlir::FloatType type,
                               const std::vector<char> &got,
                               const std::vector<char> &expected) {
  if (got.size() != expected.size())
    return false;
  unsigned width = type.getWidth(), bytes = width / 8;
  auto isNaN = [&](const char *at) {
    uint64_t word = 0;
    std::memcpy(&word, at, bytes);
    return llvm::APFloat(type.getFloatSemantics(), llvm::APInt(width, word))
        .isNaN();
  };
  for (size_t offset = 0; offset < got.size(); offset += bytes) {
    const char *x = got.data() + offset, *y = expected.data() + offset;
    if (std::memcmp(x, y, bytes) != 0 && !(isNaN(x) && isNaN(y)))
      return false;
  }
  return true;
}
