//===- ReferenceGather.cpp - gathers as the specifications define them ----===//

#include "ReferenceGather.h"

#include <cstring>

using namespace gather_fuzz;
using mlir::gather::OutOfBoundsPolicy;

static int64_t product(const std::vector<int64_t> &shape, size_t begin = 0,
                       size_t end = SIZE_MAX) {
  int64_t result = 1;
  for (size_t d = begin; d < shape.size() && d < end; ++d)
    result *= shape[d];
  return result;
}

/// The row-major offset of `position` in `shape`.
static int64_t linearize(const std::vector<int64_t> &shape,
                         const std::vector<int64_t> &position) {
  int64_t offset = 0;
  for (size_t d = 0; d < shape.size(); ++d)
    offset = offset * shape[d] + position[d];
  return offset;
}

/// The multi-index of row-major offset `offset` in `shape`.
static std::vector<int64_t> delinearize(const std::vector<int64_t> &shape,
                                        int64_t offset) {
  std::vector<int64_t> position(shape.size());
  for (size_t d = shape.size(); d-- > 0;) {
    position[d] = offset % shape[d];
    offset /= shape[d];
  }
  return position;
}

static bool inRange(int64_t value, int64_t size) {
  return value >= -size && value < size;
}

/// Index `value` into a dimension of `size` as the policy reads it; the
/// caller has ruled out what the policy rejects.
static int64_t resolve(int64_t value, int64_t size, OutOfBoundsPolicy policy) {
  if (value < 0)
    value += size; // cannot overflow: value >= INT64_MIN, size >= 0
  if (policy == OutOfBoundsPolicy::Clamp)
    value = value < 0 ? 0 : value >= size ? size - 1 : value;
  return value;
}

/// Applies the policy to all index values, `sizeOf(position)` being the size
/// of the dimension the index at row-major `position` addresses. Under
/// error/unchecked every index must be in range, even when the result is
/// empty; under clamp only indices that are used count, and only a size-0
/// dimension is an error.
template <typename SizeOf>
static bool checkIndices(const std::vector<int64_t> &indices,
                         int64_t resultElements, OutOfBoundsPolicy policy,
                         SizeOf sizeOf, Answer &expected) {
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
  for (int64_t d = 0; d < b; ++d)
    if (indicesShape[d] != data.shape[d]) {
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
    std::memcpy(result.bytes.data() + tuple * sliceElements * data.elementSize,
                data.bytes.data() +
                    linearize(data.shape, where) * data.elementSize,
                sliceElements * data.elementSize);
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
  if (axis < 0)
    axis += r;
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
    std::memcpy(result.bytes.data() + n * data.elementSize,
                data.bytes.data() +
                    linearize(data.shape, where) * data.elementSize,
                data.elementSize);
  }
  return expected;
}
