/* Calls the scatter kernels of in-place.mlir with the result buffer being
   data's own, a separate one, and buffers that overlap otherwise. */
#include "kernels.h"
#include "row_max.h"

#include "common.h"

static void iota_f32(float *values, int n) {
  int i;
  for (i = 0; i < n; ++i)
    values[i] = (float)i;
}

static void add_rows_cases(void) {
  float data[12], result[12], space[13];
  const int64_t rows[2] = {1, -1};
  const int64_t bad_rows[2] = {1, 4};
  const float updates[6] = {10, 10, 10, 100, 100, 100};
  float updates_copy[6];
  int32_t s;
  iota_f32(data, 12);
  s = add_rows(data, rows, updates, data);
  print_f32("in place", s, data, 12);

  iota_f32(data, 12);
  s = add_rows(data, rows, updates, result);
  print_status("apart", s);
  print_values_f32(data, 12);
  print_values_f32(result, 12);
  printf("\n");

  s = add_rows(data, bad_rows, updates, data);
  print_f32("in place, bad index", s, data, 12);
  fill_f32(result, 12);
  s = add_rows(data, bad_rows, updates, result);
  print_f32("apart, bad index", s, result, 12);

  iota_f32(space, 12);
  s = add_rows(space, rows, updates, space + 1);
  print_f32("shifted by one", s, space, 12);
  memcpy(updates_copy, updates, sizeof updates);
  s = add_rows(data, rows, updates_copy, updates_copy);
  print_f32("on the updates", s, updates_copy, 6);
}

static void set_elements_cases(void) {
  float data[12];
  const int32_t at[2] = {-2, 2};
  const float updates[2] = {-1, -2};
  const int64_t data_shape[2] = {3, 4}, at_shape[2] = {2, 1},
                updates_shape[2] = {2, 1};
  const int64_t wrong_updates_shape[2] = {1, 2};
  int64_t result_shape[2];
  int32_t s;
  iota_f32(data, 12);
  s = set_elements_result_shapes(data_shape, at_shape, updates_shape,
                                 result_shape);
  if (s != 0 || result_shape[0] != 3 || result_shape[1] != 4)
    printf("unexpected result shape: %d\n", (int)s);
  /* Along axis 1 of a 3x4 data: -2 + 4 = 2 in row 0, 2 in row 1. */
  s = set_elements(data, data_shape, at, at_shape, updates, updates_shape, data,
                   result_shape);
  print_f32("dynamic in place", s, data, 12);
  s = set_elements(data, data_shape, at, at_shape, updates, wrong_updates_shape,
                   data, result_shape);
  print_f32("dynamic in place, bad shape", s, data, 12);
}

int main(void) {
  setvbuf(stdout, NULL, _IONBF, 0);
  add_rows_cases();
  set_elements_cases();
  {
    int32_t data[8] = {0, 1, 2, 3, 4, 5, 6, 7};
    const int64_t at[4] = {0, -2, 0, 1};
    const int32_t updates[4] = {5, 9, -3, 8};
    int32_t s = row_max(data, at, updates, data);
    print_i32("row_max in place", s, data, 8);
  }
  {
    float data[4] = {0, 1, 2, 3}, other[4];
    const int64_t at[1] = {2};
    const float updates[1] = {9};
    int32_t s = also_returned(data, at, updates, data, other);
    print_f32("data also returned", s, data, 4);
  }
  {
    float data[4] = {0, 1, 2, 3}, read[2];
    const int64_t at[1] = {2}, reads[2] = {0, 1};
    const float updates[1] = {9};
    int32_t s = scatter_then_gather(data, at, updates, reads, data, read);
    print_f32("another op may fail", s, data, 4);
  }
  printf("done\n");
  return 0;
}
