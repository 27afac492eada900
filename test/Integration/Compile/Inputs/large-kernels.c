/* Calls the kernels of large-kernels.mlir and compares each result with a
   plain C gather: into a result buffer on a 64-byte boundary and one a few
   bytes past it, then with one out-of-range index planted in the middle,
   which must make the kernel return 1 and leave only zeros. */
#define _ISOC11_SOURCE
#include "kernels.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state = 20261123;

/* A pseudo-random index in [-size, size - 1]. */
static int64_t random_index(int64_t size) {
  state = state * 6364136223846793005ULL + 1442695040888963407ULL;
  return (int64_t)((state >> 33) % (uint64_t)(2 * size)) - size;
}

static int64_t normalize(int64_t index, int64_t size) {
  return index < 0 ? index + size : index;
}

/* A result buffer `offset` bytes past a 64-byte boundary, and its block. */
struct buffer {
  char *block;
  char *at;
};

static struct buffer result_buffer(size_t bytes, size_t offset) {
  struct buffer buffer;
  buffer.block = aligned_alloc(64, (bytes + offset + 63) / 64 * 64);
  if (!buffer.block) {
    fprintf(stderr, "out of memory\n");
    exit(2);
  }
  buffer.at = buffer.block + offset;
  memset(buffer.at, 0x5a, bytes); /* a sentinel: untouched bytes show */
  return buffer;
}

static void report(const char *name, const char *what, int32_t status,
                   const char *got, const char *expected, size_t bytes) {
  size_t i;
  printf("%s %s: %d ", name, what, (int)status);
  for (i = 0; i < bytes; ++i)
    if (got[i] != expected[i]) {
      printf("first wrong byte at %zu of %zu\n", i, bytes);
      return;
    }
  printf("ok\n");
}

static void report_zeros(const char *name, int32_t status, const char *got,
                         size_t bytes) {
  size_t i;
  printf("%s bad index: %d ", name, (int)status);
  for (i = 0; i < bytes; ++i)
    if (got[i]) {
      printf("nonzero byte at %zu of %zu\n", i, bytes);
      return;
    }
  printf("zeros\n");
}

/* Runs `call` into a buffer on a line and `misalignment` bytes past one,
   then with index `bad_at` of `indices` set to `bad` (restored
   afterwards). */
#define RUN_CASES(NAME, CALL, RESULT_BYTES, EXPECTED, MISALIGNMENT, INDICES,   \
                  BAD_AT, BAD)                                                 \
  do {                                                                         \
    const size_t offsets[2] = {0, MISALIGNMENT};                               \
    const char *labels[2] = {"+0", "+" #MISALIGNMENT};                         \
    int which;                                                                 \
    for (which = 0; which < 2; ++which) {                                      \
      struct buffer out = result_buffer(RESULT_BYTES, offsets[which]);         \
      int32_t status = CALL;                                                   \
      report(NAME, labels[which], status, out.at, (const char *)(EXPECTED),    \
             RESULT_BYTES);                                                    \
      free(out.block);                                                         \
    }                                                                          \
    {                                                                          \
      struct buffer out = result_buffer(RESULT_BYTES, 0);                      \
      long long saved = (INDICES)[BAD_AT];                                     \
      int32_t status;                                                          \
      (INDICES)[BAD_AT] = (BAD);                                               \
      status = CALL;                                                           \
      report_zeros(NAME, status, out.at, RESULT_BYTES);                        \
      (INDICES)[BAD_AT] = saved;                                               \
      free(out.block);                                                         \
    }                                                                          \
  } while (0)

static void rows(void) {
  enum { TABLE = 1024, ROW = 257, COUNT = 4200 };
  static float data[TABLE * ROW], expected[COUNT * ROW];
  static int64_t indices[COUNT];
  const int64_t data_shape[2] = {TABLE, ROW}, indices_shape[2] = {COUNT, 1};
  const int64_t result_shape[2] = {COUNT, ROW};
  long i, c;
  for (i = 0; i < TABLE * ROW; ++i)
    data[i] = (float)i;
  for (i = 0; i < COUNT; ++i)
    indices[i] = random_index(TABLE);
  for (i = 0; i < COUNT; ++i)
    for (c = 0; c < ROW; ++c)
      expected[i * ROW + c] = data[normalize(indices[i], TABLE) * ROW + c];
  RUN_CASES("rows_f32", rows_f32(data, indices, (float *)out.at),
            sizeof expected, expected, 4, indices, COUNT / 2, TABLE);
  RUN_CASES("rows_dynamic",
            rows_dynamic(data, data_shape, indices, indices_shape,
                         (float *)out.at, result_shape),
            sizeof expected, expected, 4, indices, COUNT / 2, -TABLE - 1);
}

static void rows_half(void) {
  enum { TABLE = 512, ROW = 2048, COUNT = 1100 };
  static uint16_t data[TABLE * ROW], expected[COUNT * ROW];
  static int32_t indices[COUNT];
  long i, c;
  for (i = 0; i < TABLE * ROW; ++i)
    data[i] = (uint16_t)(i * 7 + 3);
  for (i = 0; i < COUNT; ++i)
    indices[i] = (int32_t)random_index(TABLE);
  for (i = 0; i < COUNT; ++i)
    for (c = 0; c < ROW; ++c)
      expected[i * ROW + c] = data[normalize(indices[i], TABLE) * ROW + c];
  RUN_CASES("rows_f16", rows_f16(data, indices, (uint16_t *)out.at),
            sizeof expected, expected, 2, indices, COUNT / 2, TABLE);
}

static void outer_axis_case(void) {
  enum { ROWS = 300, COLUMNS = 1000, PICKS = 700 };
  static float data[ROWS * COLUMNS], expected[PICKS * COLUMNS];
  static int64_t indices[PICKS * COLUMNS];
  long i, j;
  for (i = 0; i < ROWS * COLUMNS; ++i)
    data[i] = (float)i;
  for (i = 0; i < PICKS * COLUMNS; ++i)
    indices[i] = random_index(ROWS);
  for (i = 0; i < PICKS; ++i)
    for (j = 0; j < COLUMNS; ++j)
      expected[i * COLUMNS + j] =
          data[normalize(indices[i * COLUMNS + j], ROWS) * COLUMNS + j];
  RUN_CASES("outer_axis", outer_axis(data, indices, (float *)out.at),
            sizeof expected, expected, 4, indices, PICKS * COLUMNS / 2 + 7,
            ROWS);
}

static void scalar_case(void) {
  enum { SIDE = 64, COUNT = 10000 };
  static float data[SIDE * SIDE * SIDE], expected[COUNT];
  static int64_t indices[COUNT * 3];
  long i;
  for (i = 0; i < SIDE * SIDE * SIDE; ++i)
    data[i] = (float)i;
  for (i = 0; i < COUNT * 3; ++i)
    indices[i] = random_index(SIDE);
  for (i = 0; i < COUNT; ++i)
    expected[i] = data[(normalize(indices[3 * i], SIDE) * SIDE +
                        normalize(indices[3 * i + 1], SIDE)) *
                           SIDE +
                       normalize(indices[3 * i + 2], SIDE)];
  RUN_CASES("scalar_3d", scalar_3d(data, indices, (float *)out.at),
            sizeof expected, expected, 4, indices, 3 * (COUNT / 2) + 2,
            -SIDE - 1);
}

int main(void) {
  rows();
  rows_half();
  outer_axis_case();
  scalar_case();
  return 0;
}
