/* Checks the f32 fused multiply-add of a kernel compiled for a CPU without
   FMA (bags_fma: embedding_bag's weighted sum, for which gather-compile
   emulates the FMA in f64) against libm's fmaf, bit for bit: bag i holds
   ids 2i (weight 1, row z) and 2i+1 (weight x, row y), so its result is
   fma(x, y, fma(1, z, 0)) = fma(x, y, z). The triples are random ones of
   every magnitude, and ones whose f64 sum falls exactly halfway between two
   f32 values, where rounding twice would be wrong. */
#include "bags_fma.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define BAGS 4096

static float weight[2 * BAGS], factors[2 * BAGS], result[BAGS];
static int64_t ids[2 * BAGS], offsets[BAGS];
static float xs[BAGS], ys[BAGS], zs[BAGS];

static uint32_t state = 20261202u;
static uint32_t next(void) {
  state = state * 1664525u + 1013904223u;
  return state >> 8; /* the low bits of the generator repeat quickly */
}

/* A random f32 of any sign and an exponent in [-40, 40]. */
static float any(void) {
  float mantissa = 1.0f + (float)(next() & 0x7fffff) / 8388608.0f;
  int exponent = (int)(next() % 81) - 40;
  float value = ldexpf(mantissa, exponent);
  return next() & 1 ? -value : value;
}

int main(void) {
  int i, wrong = 0, halfway = 0;
  for (i = 0; i < BAGS; ++i) {
    if (i % 4 == 0) {
      /* (1 + 2^-k)^2 = 1 + 2^(1-k) + 2^-2k, for k = 12 halfway between
         two f32 values, nudged by a z far below f64's precision of the
         sum. */
      float x = 1.0f + ldexpf(1.0f, -12 - (int)(next() % 2));
      xs[i] = x;
      ys[i] = x;
      zs[i] = ldexpf(1.0f, -60 - (int)(next() % 30));
      if (next() & 1)
        zs[i] = -zs[i];
      halfway += xs[i] == 1.0f + ldexpf(1.0f, -12);
    } else {
      xs[i] = any();
      ys[i] = any();
      zs[i] = any();
    }
    weight[2 * i] = zs[i];
    weight[2 * i + 1] = ys[i];
    factors[2 * i] = 1.0f;
    factors[2 * i + 1] = xs[i];
    ids[2 * i] = 2 * i;
    ids[2 * i + 1] = 2 * i + 1;
    offsets[i] = 2 * i;
  }
  if (bags_fma(weight, ids, offsets, factors, result) != 0) {
    printf("status not 0\n");
    return 1;
  }
  for (i = 0; i < BAGS; ++i) {
    float expected = fmaf(xs[i], ys[i], zs[i]);
    if (memcmp(&expected, &result[i], sizeof(float)) != 0) {
      if (wrong < 5)
        printf("fma(%a, %a, %a): %a, libm %a\n", xs[i], ys[i], zs[i], result[i],
               expected);
      ++wrong;
    }
  }
  printf("%d triples, %d halfway, %d wrong\n", BAGS, halfway, wrong);
  return wrong != 0;
}
