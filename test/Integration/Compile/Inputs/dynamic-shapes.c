/* Calls the dynamic-shape kernels of dynamic-shapes.mlir: NAME_result_shapes
   first, then NAME, with good and with inconsistent shapes. Result buffers
   are filled with sentinels (-777, -7.5) before each call. */
#include "kernels.h"

#include "common.h"

static void batched_tests(void) {
  float r[18];
  int64_t rs[3];
  int32_t s;
  {
    float d[2][2][3];
    const int64_t ds[3] = {2, 2, 3};
    const int64_t i[2][3][1] = {{{1}, {-2}, {-1}}, {{0}, {1}, {-2}}};
    const int64_t is[3] = {2, 3, 1};
    const int64_t wrong[3] = {2, 3, 2};
    const int64_t permuted[3] = {3, 2, 3};
    const int64_t mismatch_ds[3] = {3, 2, 3}; /* 3 batches, indices has 2 */
    const int64_t mismatch_rs[3] = {2, 3, 3};
    const int64_t bad_i[1][2][1] = {{{0}, {2}}};
    const int64_t bad_is[3] = {1, 2, 1};
    const int64_t bad_ds[3] = {1, 2, 3};
    const int64_t bad_rs[3] = {1, 2, 3};
    const int64_t empty_is[3] = {2, 0, 1};
    long k;
    for (k = 0; k < 12; ++k)
      (&d[0][0][0])[k] = (float)k + 0.5f;

    s = batched_result_shapes(ds, is, rs);
    print_i64("batched A shapes", s, rs, 3);
    fill_f32(r, 18);
    s = batched(&d[0][0][0], ds, &i[0][0][0], is, r, rs);
    print_f32("batched A", s, r, 18);

    fill_f32(r, 6);
    s = batched(&d[0][0][0], ds, &i[0][0][0], is, r, wrong);
    print_f32("batched wrong result shape", s, r, 6);
    fill_f32(r, 6);
    s = batched(&d[0][0][0], ds, &i[0][0][0], is, r, permuted);
    print_f32("batched permuted result shape", s, r, 6);
    /* Data of 3 batches (3x2x3, 18 elements) against indices of 2. */
    {
      float big[18];
      for (k = 0; k < 18; ++k)
        big[k] = (float)k;
      fill_f32(r, 18);
      s = batched(big, mismatch_ds, &i[0][0][0], is, r, mismatch_rs);
      print_f32("batched batch mismatch", s, r, 6);
    }
    fill_f32(r, 6);
    s = batched(&d[0][0][0], bad_ds, &bad_i[0][0][0], bad_is, r, bad_rs);
    print_f32("batched out of bounds", s, r, 6);

    s = batched_result_shapes(ds, empty_is, rs);
    print_i64("batched empty shapes", s, rs, 3);
    fill_f32(r, 1);
    s = batched(&d[0][0][0], ds, &i[0][0][0], empty_is, r, rs);
    print_f32("batched empty", s, r, 1);
  }
  {
    float d[1][4][3];
    const int64_t ds[3] = {1, 4, 3};
    const int64_t i[1][2][1] = {{{3}, {-4}}};
    const int64_t is[3] = {1, 2, 1};
    long k;
    for (k = 0; k < 12; ++k)
      (&d[0][0][0])[k] = (float)k - 6.0f;
    s = batched_result_shapes(ds, is, rs);
    print_i64("batched B shapes", s, rs, 3);
    fill_f32(r, 6);
    s = batched(&d[0][0][0], ds, &i[0][0][0], is, r, rs);
    print_f32("batched B", s, r, 6);
  }
}

/* The operands of `two` that all its calls share. */
static const int32_t TWO_D[3][4] = {
    {0, 1, 2, 3}, {10, 11, 12, 13}, {20, 21, 22, 23}};
static const int32_t TWO_I[3][2] = {{2, 3}, {-1, -4}, {0, 1}};
static const int64_t TWO_IS[2] = {3, 2};
static const int16_t TWO_E[2][3] = {{1, 2, 3}, {4, 5, 6}};
static const int64_t TWO_ES[2] = {2, 3};
static const int64_t TWO_J[2][4] = {{2, -1, 0, 0}, {1, -3, 2, -2}};

/* Calls `two` on sentinel-filled results and prints both on one line. */
static void two_call(const char *name, const int64_t *ds, const int64_t *js,
                     const int64_t *r0s, const int64_t *r1s) {
  int32_t r0[3];
  int16_t r1[8];
  int32_t s;
  fill_i32(r0, 3);
  fill_i16(r1, 8);
  s = two(&TWO_D[0][0], ds, &TWO_I[0][0], TWO_IS, &TWO_E[0][0], TWO_ES,
          &TWO_J[0][0], js, r0, r0s, r1, r1s);
  print_status(name, s);
  print_values_i32(r0, 3);
  print_values_i16(r1, 8);
  printf("\n");
}

static void two_tests(void) {
  const int64_t ds[2] = {3, 4};
  const int64_t ds_contradicting[2] = {3, 5};
  const int64_t ds_negative[2] = {-3, 4};
  const int64_t js[2] = {2, 4};
  const int64_t js_too_large[2] = {3, 1};
  const int64_t r0s_too_large[1] = {3};
  const int64_t r1s_too_large[2] = {3, 1};
  const int64_t r1s_wrong[2] = {2, 3};
  int64_t r0s[1], r1s[2];
  int32_t s;

  s = two_result_shapes(ds, TWO_IS, TWO_ES, js, r0s, r1s);
  print_status("two shapes", s);
  print_values_i64(r0s, 1);
  print_values_i64(r1s, 2);
  printf("\n");
  two_call("two", ds, js, r0s, r1s);
  two_call("two wrong second result shape", ds, js, r0s, r1s_wrong);

  printf(
      "two static dimension contradicted, shapes: %d\n",
      (int)two_result_shapes(ds_contradicting, TWO_IS, TWO_ES, js, r0s, r1s));
  two_call("two static dimension contradicted", ds_contradicting, js, r0s, r1s);

  printf("two negative size, shapes: %d\n",
         (int)two_result_shapes(ds_negative, TWO_IS, TWO_ES, js, r0s, r1s));
  two_call("two negative size", ds_negative, js, r0s, r1s);

  /* j read as 3x1 (3 elements of j's 8) against e's 2 rows. */
  two_call("two elements dimension too large", ds, js_too_large, r0s_too_large,
           r1s_too_large);
}

static void depth_tests(void) {
  const int32_t d[3][2] = {{0, 11}, {22, 33}, {44, 55}};
  const int64_t ds[2] = {3, 2};
  const int64_t i[2][2] = {{2, 1}, {-3, -1}};
  const int64_t is[2] = {2, 2};
  const int64_t is_k1[2] = {4, 1};
  const int64_t rs_k1[1] = {4};
  int64_t rs[1];
  int32_t r[4];
  int32_t s = depth_result_shapes(ds, is, rs);
  print_i64("depth shapes", s, rs, 1);
  fill_i32(r, 4);
  s = depth(&d[0][0], ds, &i[0][0], is, r, rs);
  print_i32("depth", s, r, 2);
  fill_i32(r, 4);
  s = depth(&d[0][0], ds, &i[0][0], is_k1, r, rs_k1);
  print_i32("depth wrong k", s, r, 2);
}

static void fixed_tests(void) {
  const float d[2][2] = {{1.5f, 2.5f}, {3.5f, 4.5f}};
  const int64_t ds[2] = {2, 2};
  const int32_t i[3][1] = {{1}, {-2}, {-1}};
  const int64_t is[2] = {3, 1};
  const int64_t is_two[2] = {2, 1};
  const int64_t fixed_rs[2] = {3, 2};
  int64_t rs[2];
  float r[6];
  int32_t s = fixed_result_shapes(ds, is, rs);
  print_i64("fixed shapes", s, rs, 2);
  fill_f32(r, 6);
  s = fixed(&d[0][0], ds, &i[0][0], is, r, rs);
  print_f32("fixed", s, r, 6);
  fill_f32(r, 6);
  s = fixed(&d[0][0], ds, &i[0][0], is_two, r, fixed_rs);
  print_f32("fixed wrong indices count", s, r, 6);
}

static void rows_tests(void) {
  const float d[1] = {1.0f}; /* never read: the tables hold no element */
  const int32_t i[2][1] = {{0}, {1}};
  const int64_t ds_huge[2] = {0, (int64_t)1 << 61};
  const int64_t ds_large[2] = {0, (int64_t)1 << 60};
  const int64_t is[2] = {2, 1};
  const int64_t is_one[2] = {1, 1};
  const int64_t is_none[2] = {0, 1};
  const int64_t rs_claimed[2] = {2, (int64_t)1 << 61};
  int64_t rs[2];
  float r[4];
  int32_t s;

  fill_i64(rs, 2);
  s = rows_result_shapes(ds_huge, is, rs);
  print_i64("rows too large, shapes", s, rs, 2);
  fill_f32(r, 4);
  s = rows(d, ds_huge, &i[0][0], is, r, rs_claimed);
  print_f32("rows too large", s, r, 4);
  s = rows_result_shapes(ds_large, is_one, rs);
  print_i64("rows largest shapes", s, rs, 2);
  s = rows_result_shapes(ds_huge, is_none, rs);
  print_i64("rows no tuple shapes", s, rs, 2);
}

int main(void) {
  batched_tests();
  two_tests();
  depth_tests();
  fixed_tests();
  rows_tests();
  printf("done\n");
  return 0;
}
