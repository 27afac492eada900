//===- ScalarReference.cpp - plain C++ gather loops for the benchmark -----===//

#include "ScalarReference.h"

#include <cstring>

namespace gather_bench {

static int64_t loadIndex(const char *indices, size_t position,
                         size_t indexBytes) {
  if (indexBytes == 4) {
    int32_t value;
    std::memcpy(&value, indices + position * 4, 4);
    return value;
  }
  int64_t value;
  std::memcpy(&value, indices + position * 8, 8);
  return value;
}

void scalarGatherND(const char *data, const std::vector<int64_t> &dataShape,
                    const char *indices,
                    const std::vector<int64_t> &indicesShape, size_t indexBytes,
                    int64_t batchDims, char *result, size_t elementSize) {
  int64_t r = dataShape.size(), q = indicesShape.size();
  int64_t k = indicesShape.back();
  int64_t batches = 1, tuplesPerBatch = 1, slice = 1;
  for (int64_t d = 0; d < batchDims; ++d)
    batches *= dataShape[d];
  for (int64_t d = batchDims; d < q - 1; ++d)
    tuplesPerBatch *= indicesShape[d];
  for (int64_t d = batchDims + k; d < r; ++d)
    slice *= dataShape[d];
  int64_t batchSize = 1;
  for (int64_t d = batchDims; d < r; ++d)
    batchSize *= dataShape[d];
  for (int64_t batch = 0; batch < batches; ++batch)
    for (int64_t t = 0; t < tuplesPerBatch; ++t) {
      int64_t tuple = batch * tuplesPerBatch + t;
      int64_t offset = 0;
      for (int64_t j = 0; j < k; ++j) {
        int64_t size = dataShape[batchDims + j];
        int64_t index = loadIndex(indices, tuple * k + j, indexBytes);
        if (index < 0)
          index += size;
        offset = offset * size + index;
      }
      const char *from =
          data + (batch * batchSize + offset * slice) * elementSize;
      char *to = result + tuple * slice * elementSize;
      for (int64_t e = 0; e < slice * int64_t(elementSize); ++e)
        to[e] = from[e];
    }
}

void scalarGatherElements(const char *data,
                          const std::vector<int64_t> &dataShape,
                          const char *indices,
                          const std::vector<int64_t> &indicesShape,
                          size_t indexBytes, int64_t axis, char *result,
                          size_t elementSize) {
  int64_t rank = dataShape.size();
  std::vector<int64_t> dataStrides(rank, 1);
  for (int64_t d = rank - 2; d >= 0; --d)
    dataStrides[d] = dataStrides[d + 1] * dataShape[d + 1];
  int64_t count = 1;
  for (int64_t size : indicesShape)
    count *= size;
  std::vector<int64_t> position(rank, 0);
  for (int64_t n = 0; n < count; ++n) {
    int64_t offset = 0;
    for (int64_t d = 0; d < rank; ++d) {
      int64_t coordinate = position[d];
      if (d == axis) {
        coordinate = loadIndex(indices, n, indexBytes);
        if (coordinate < 0)
          coordinate += dataShape[d];
      }
      offset += coordinate * dataStrides[d];
    }
    std::memcpy(result + n * elementSize, data + offset * elementSize,
                elementSize);
    for (int64_t d = rank - 1; d >= 0; --d) {
      if (++position[d] < indicesShape[d])
        break;
      position[d] = 0;
    }
  }
}

void scalarGatherAxis(const char *data, const std::vector<int64_t> &dataShape,
                      const char *indices, int64_t indexCount,
                      size_t indexBytes, int64_t axis, char *result,
                      size_t elementSize) {
  int64_t outer = 1, slice = 1;
  for (int64_t d = 0; d < axis; ++d)
    outer *= dataShape[d];
  for (size_t d = axis + 1; d < dataShape.size(); ++d)
    slice *= dataShape[d];
  int64_t size = dataShape[axis];
  int64_t sliceBytes = slice * int64_t(elementSize);
  for (int64_t p = 0; p < outer; ++p)
    for (int64_t n = 0; n < indexCount; ++n) {
      int64_t index = loadIndex(indices, n, indexBytes);
      if (index < 0)
        index += size;
      const char *from = data + (p * size + index) * sliceBytes;
      char *to = result + (p * indexCount + n) * sliceBytes;
      for (int64_t e = 0; e < sliceBytes; ++e)
        to[e] = from[e];
    }
}

void streamGatherTraffic(const char *indices, size_t indexBytes,
                         const char *data, char *result, size_t resultBytes) {
  uint64_t sum = 0;
  for (size_t i = 0; i + 8 <= indexBytes; i += 8) {
    uint64_t word;
    std::memcpy(&word, indices + i, 8);
    sum += word;
  }
  char mix = static_cast<char>(sum ^ (sum >> 32));
  for (size_t i = 0; i < resultBytes; ++i)
    result[i] = static_cast<char>(data[i] ^ mix);
}

} // namespace gather_bench
