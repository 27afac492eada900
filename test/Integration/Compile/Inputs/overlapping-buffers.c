/* Calls the kernels of overlapping-buffers.mlir with result buffers that
   overlap their arguments or each other, and with ones that do not. */
#include "kernels.h"

#include "common.h"

int main(void) {
  int64_t data[12];
  /* Room for indices and a result side by side in one array. */
  int64_t space[16];
  int k;
  setvbuf(stdout, NULL, _IONBF, 0);
  for (k = 0; k < 12; ++k)
    data[k] = k;
  {
    int64_t indices[12] = {2, 0, 1, 1};
    int32_t s = rows(data, indices, indices);
    print_i64("result on indices", s, indices, 4);
    s = rows(data, indices, data + 6);
    print_i64("result on data", s, data, 12);
  }
  {
    const int64_t tuples[4] = {2, 0, 1, 1};
    memcpy(space, tuples, sizeof tuples);
    int32_t s = rows(data, space, space + 4);
    print_status("result after indices", s);
    print_values_i64(space, 4);
    print_values_i64(space + 4, 12);
    printf("\n");
    memcpy(space + 12, tuples, sizeof tuples);
    s = rows(data, space + 12, space);
    print_status("result before indices", s);
    print_values_i64(space, 12);
    print_values_i64(space + 12, 4);
    printf("\n");
  }
  {
    const int64_t d[3] = {0, 1, 2};
    const int64_t i[2] = {2, 0};
    int64_t r[6];
    int32_t s;
    fill_i64(r, 6);
    s = twice(d, i, r, r + 1);
    print_i64("results on each other", s, r, 6);
    s = twice(d, i, r, r + 2);
    print_status("results apart", s);
    print_values_i64(r, 2);
    print_values_i64(r + 2, 2);
    printf("\n");
  }
  {
    int64_t indices[4] = {2, 0, 1, 1};
    int32_t s = empty(data, indices, indices + 1);
    print_i64("empty result inside indices", s, indices, 4);
  }
  printf("done\n");
  return 0;
}
