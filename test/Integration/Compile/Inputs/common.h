/* Helpers shared by the C programs of the Compile tests: sentinel fills for
   result buffers, and printers. print_SUFFIX prints `NAME: STATUS [v0, v1,
   ...]` on one line; print_status and print_values_SUFFIX print its parts, for
   lines that show several buffers. */
#ifndef COMPILE_TESTS_COMMON_H
#define COMPILE_TESTS_COMMON_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* What result buffers hold before a call, so that untouched elements show. */
#define SENTINEL_INT (-777)
#define SENTINEL_FLOAT (-7.5f)

#define DEFINE_FILL(SUFFIX, TYPE, VALUE)                                       \
  static inline void fill_##SUFFIX(TYPE *values, long n) {                     \
    long i;                                                                    \
    for (i = 0; i < n; ++i)                                                    \
      values[i] = VALUE;                                                       \
  }

DEFINE_FILL(i16, int16_t, SENTINEL_INT)
DEFINE_FILL(i32, int32_t, SENTINEL_INT)
DEFINE_FILL(i64, int64_t, SENTINEL_INT)
DEFINE_FILL(f32, float, SENTINEL_FLOAT)

/* `NAME: STATUS`, the start of a line. */
static inline void print_status(const char *name, int32_t status) {
  printf("%s: %d", name, (int)status);
}

/* Defines print_values_SUFFIX, which prints ` [v0, v1, ...]` with
   PUT(&values[i]) for each element, and print_SUFFIX, a whole line. */
#define DEFINE_PRINT(SUFFIX, TYPE, PUT)                                        \
  static inline void print_values_##SUFFIX(const TYPE *values, long n) {       \
    long i;                                                                    \
    printf(" [");                                                              \
    for (i = 0; i < n; ++i) {                                                  \
      if (i)                                                                   \
        printf(", ");                                                          \
      PUT(&values[i]);                                                         \
    }                                                                          \
    printf("]");                                                               \
  }                                                                            \
  static inline void print_##SUFFIX(const char *name, int32_t status,          \
                                    const TYPE *values, long n) {              \
    print_status(name, status);                                                \
    print_values_##SUFFIX(values, n);                                          \
    printf("\n");                                                              \
  }

/* DEFINE_PRINT with put_SUFFIX, which prints an element with FORMAT after a
   cast to CAST. */
#define DEFINE_PRINT_FORMAT(SUFFIX, TYPE, FORMAT, CAST)                        \
  static inline void put_##SUFFIX(const TYPE *value) {                         \
    printf(FORMAT, (CAST) * value);                                            \
  }                                                                            \
  DEFINE_PRINT(SUFFIX, TYPE, put_##SUFFIX)

DEFINE_PRINT_FORMAT(i8, int8_t, "%lld", long long)
DEFINE_PRINT_FORMAT(i16, int16_t, "%lld", long long)
DEFINE_PRINT_FORMAT(i32, int32_t, "%lld", long long)
DEFINE_PRINT_FORMAT(i64, int64_t, "%lld", long long)
DEFINE_PRINT_FORMAT(u8, uint8_t, "%llu", unsigned long long)
DEFINE_PRINT_FORMAT(u16, uint16_t, "%llu", unsigned long long)
DEFINE_PRINT_FORMAT(u32, uint32_t, "%llu", unsigned long long)
DEFINE_PRINT_FORMAT(u64, uint64_t, "%llu", unsigned long long)
DEFINE_PRINT_FORMAT(bits16, uint16_t, "0x%04x", unsigned)
DEFINE_PRINT_FORMAT(f32, float, "%.9g", double)
DEFINE_PRINT_FORMAT(f64, double, "%.17g", double)

/* f32 values as their bit patterns, so NaN payloads show. */
static inline void put_bits32(const float *value) {
  uint32_t bits;
  memcpy(&bits, value, sizeof bits);
  printf("0x%08lx", (unsigned long)bits);
}
DEFINE_PRINT(bits32, float, put_bits32)

static inline float f32_from_bits(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

#endif /* COMPILE_TESTS_COMMON_H */
