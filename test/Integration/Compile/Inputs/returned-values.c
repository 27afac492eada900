/* Calls the kernels of returned-values.mlir. stdout is unbuffered so that
   the lines before a crash still reach FileCheck. */
#include "kernels.h"

#include "common.h"

static void print_two_f32(const char *name, int32_t s, const float *a, long na,
                          const float *b, long nb) {
  print_status(name, s);
  print_values_f32(a, na);
  print_values_f32(b, nb);
  printf("\n");
}

int main(void) {
  float d[4][3];
  const int64_t ds[2] = {4, 3};
  const int64_t i[2][1] = {{2}, {-1}};
  const int64_t is[2] = {2, 1};
  const int64_t bad[2][1] = {{2}, {4}};
  int k;
  setvbuf(stdout, NULL, _IONBF, 0);
  for (k = 0; k < 12; ++k)
    (&d[0][0])[k] = (float)k;
  {
    int64_t ri[2] = {-777, -777};
    float r[6];
    int32_t s = argument_and_gather(&d[0][0], &i[0][0], ri, r);
    print_status("argument and gather", s);
    print_values_i64(ri, 2);
    print_values_f32(r, 6);
    printf("\n");
  }
  {
    float a[12], b[12];
    int32_t s = argument_twice(&d[0][0], a, b);
    print_two_f32("argument twice", s, a, 12, b, 12);
  }
  {
    int64_t rs[2];
    float r[12];
    int32_t s = dynamic_argument_result_shapes(ds, rs);
    print_i64("dynamic argument shapes", s, rs, 2);
    s = dynamic_argument(&d[0][0], ds, r, rs);
    print_f32("dynamic argument", s, r, 12);
  }
  for (k = 0; k < 2; ++k) {
    const int64_t ci[2][1] = {{1}, {0}};
    float a[6], b[3];
    int32_t s = constants(&ci[0][0], a, b);
    print_two_f32("constants", s, a, 6, b, 3);
  }
  {
    float r[4];
    int32_t s = slice_of_gather(&d[0][0], &i[0][0], r);
    print_f32("slice of gather", s, r, 4);
  }
  {
    float r[4];
    int32_t s = calls_slice_of_gather(&d[0][0], &i[0][0], r);
    print_f32("caller of a public function", s, r, 4);
  }
  {
    float r[2];
    int32_t s = slice_of_argument(&d[0][0], r);
    print_f32("strided slice of argument", s, r, 2);
  }
  {
    float a[6], b[6];
    int32_t s = same_twice(&d[0][0], &i[0][0], a, b);
    print_two_f32("same twice", s, a, 6, b, 6);
    fill_f32(a, 6);
    fill_f32(b, 6);
    s = same_twice(&d[0][0], &bad[0][0], a, b);
    print_two_f32("same twice out of bounds", s, a, 6, b, 6);
  }
  {
    int64_t r0s[2], r1s[2];
    float a[6], b[6];
    int32_t s = same_twice_dynamic_result_shapes(ds, is, r0s, r1s);
    print_status("same twice dynamic shapes", s);
    print_values_i64(r0s, 2);
    print_values_i64(r1s, 2);
    printf("\n");
    s = same_twice_dynamic(&d[0][0], ds, &i[0][0], is, a, r0s, b, r1s);
    print_two_f32("same twice dynamic", s, a, 6, b, 6);
  }
  {
    float r[6];
    int32_t s = beside_constant(&d[0][0], &i[0][0], r);
    print_f32("beside func.constant", s, r, 6);
    fill_f32(r, 6);
    s = beside_constant(&d[0][0], &bad[0][0], r);
    print_f32("out of bounds beside func.constant", s, r, 6);
  }
  {
    float r[12];
    int32_t s = no_gather_constant(&d[0][0], r);
    print_f32("no gather through func.constant", s, r, 12);
  }
  printf("done\n");
  return 0;
}
