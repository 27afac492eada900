/* Calls the kernels of out-of-bounds.mlir with valid and out-of-range
   indices. Result buffers are filled with sentinels (-777, -7.5) before each
   call. `out-of-bounds valid` makes only the calls with valid indices (for
   --on-out-of-bounds=unchecked), `out-of-bounds all` makes all of them. */
#include "kernels.h"

#include "common.h"

#include <stdlib.h>

static const int32_t D[3][2] = {{0, 11}, {22, 33}, {44, 55}};
static const float E[2][3] = {{1.5f, 2.5f, 3.5f}, {-1.5f, -2.5f, -3.5f}};

static void nd(const char *name, const int64_t (*i)[2]) {
  int32_t r[4];
  fill_i32(r, 4);
  print_i32(name, nd_pairs(&D[0][0], &i[0][0], r), r, 4);
}

static void el(const char *name, const int32_t (*i)[2]) {
  float r[2][2];
  fill_f32(&r[0][0], 4);
  print_f32(name, el_columns(&E[0][0], &i[0][0], &r[0][0]), &r[0][0], 4);
}

static void batch(const char *name, const int64_t (*i)[2][1]) {
  int64_t d[2][3][2], r[2][2][2];
  long k;
  for (k = 0; k < 12; ++k)
    (&d[0][0][0])[k] = 100 * k;
  fill_i64(&r[0][0][0], 8);
  print_i64(name, nd_batch(&d[0][0][0], &i[0][0][0], &r[0][0][0]), &r[0][0][0],
            8);
}

static void two_results(const char *name, const int64_t (*i)[2],
                        const int32_t (*j)[2]) {
  int32_t r0[4];
  float r1[2][2];
  int32_t s;
  fill_i32(r0, 4);
  fill_f32(&r1[0][0], 4);
  s = two(&D[0][0], &i[0][0], &E[0][0], &j[0][0], r0, &r1[0][0]);
  /* One line: `NAME: S [r0] S [r1]`. */
  print_status(name, s);
  print_values_i32(r0, 4);
  printf(" %d", (int)s);
  print_values_f32(&r1[0][0], 4);
  printf("\n");
}

static void chained(const char *name, const int64_t (*i)[1],
                    const int32_t (*j)[2]) {
  int32_t r[2][2];
  fill_i32(&r[0][0], 4);
  print_i32(name, chain(&D[0][0], &i[0][0], &j[0][0], &r[0][0]), &r[0][0], 4);
}

int main(int argc, char **argv) {
  int all;
  if (argc != 2 || (strcmp(argv[1], "all") && strcmp(argv[1], "valid"))) {
    fprintf(stderr, "usage: %s all|valid\n", argv[0]);
    return 2;
  }
  all = !strcmp(argv[1], "all");

  {
    static const int64_t valid[4][2] = {{-3, -2}, {2, 1}, {-1, 0}, {0, -1}};
    static const int64_t s[4][2] = {{0, 0}, {3, 0}, {0, 0}, {0, 0}};
    static const int64_t below[4][2] = {{0, 0}, {0, 0}, {-4, 0}, {0, 0}};
    static const int64_t column[4][2] = {{0, 0}, {0, 0}, {0, 0}, {1, 2}};
    static const int64_t extremes[4][2] = {
        {INT64_MAX, INT64_MIN}, {INT64_MIN, INT64_MAX}, {1, -3}, {2, 2}};
    nd("nd valid", valid);
    if (all) {
      nd("nd s", s);
      nd("nd -s-1", below);
      nd("nd column s", column);
      nd("nd i64 extremes", extremes);
    }
    nd("nd valid again", valid);
  }
  {
    static const int32_t valid[2][2] = {{-3, 2}, {2, -1}};
    static const int32_t s[2][2] = {{3, 0}, {0, 0}};
    static const int32_t below[2][2] = {{0, 0}, {0, -4}};
    static const int32_t extremes[2][2] = {{INT32_MIN, INT32_MAX},
                                           {INT32_MIN, INT32_MAX}};
    el("el valid", valid);
    if (all) {
      el("el s", s);
      el("el -s-1", below);
      el("el i32 extremes", extremes);
    }
  }
  {
    static const int64_t valid[2][2][1] = {{{2}, {-3}}, {{-1}, {0}}};
    static const int64_t bad[2][2][1] = {{{5}, {-3}}, {{-9}, {0}}};
    batch("nd batch valid", valid);
    if (all)
      batch("nd batch bad", bad);
  }
  {
    static const int64_t i[4][2] = {{-3, -2}, {2, 1}, {-1, 0}, {0, -1}};
    static const int32_t valid[2][2] = {{-3, 2}, {2, -1}};
    static const int32_t bad[2][2] = {{3, 0}, {0, 0}};
    two_results("two valid", i, valid);
    if (all)
      two_results("two bad second", i, bad);
  }
  {
    static const int64_t i[2][1] = {{-1}, {1}};
    static const int64_t bad_i[2][1] = {{-1}, {-9}};
    static const int32_t j[2][2] = {{1, 0}, {-2, -1}};
    static const int32_t bad_j[2][2] = {{-5, -5}, {9, 0}};
    chained("chain valid", i, j);
    if (all) {
      chained("chain bad in callee", bad_i, j);
      chained("chain bad in caller", i, bad_j);
    }
  }
  {
    /* C has no empty arrays: the empty tensors point at one unused element. */
    const float d[4][3] = {{0}};
    const float nothing = 0;
    const int64_t i[2][1] = {{0}, {-1}};
    const int64_t no_index = 0;
    float r[2][3];
    if (all) {
      fill_f32(&r[0][0], 6);
      print_f32("from empty", from_empty(&nothing, &i[0][0], &r[0][0]),
                &r[0][0], 6);
    }
    fill_f32(&r[0][0], 1);
    print_f32("no indices", no_indices(&d[0][0], &no_index, &r[0][0]), &r[0][0],
              1);
  }
  printf("done\n");
  return 0;
}
