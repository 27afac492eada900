/* Calls the --embedding-bag kernels of embedding-bag.mlir: a weighted sum
   over bags given by offsets (one bag empty), a mean with a padding id and
   include_last_offset (an id after the last offset in no bag), a max over
   2-D bags; then a bad id and decreasing offsets, which return their status
   with a zero-filled result. */
#include "bags_max.h"
#include "bags_mean.h"
#include "bags_sum.h"

#include "common.h"

int main(void) {
  /* Row r of the table is (r, 10 r, 100 r). */
  float weight[5][3];
  int row;
  for (row = 0; row < 5; ++row) {
    weight[row][0] = (float)row;
    weight[row][1] = 10.0f * row;
    weight[row][2] = 100.0f * row;
  }
  {
    const int64_t ids[4] = {1, 2, 4, 3}, offsets[3] = {0, 2, 2};
    const int64_t bad_ids[4] = {1, 2, 5, 3}, down[3] = {0, 3, 2};
    const float weights[4] = {1.0f, 0.5f, 2.0f, -1.0f};
    float r[9];
    int32_t s = bags_sum(&weight[0][0], ids, offsets, weights, r);
    print_f32("bags_sum", s, r, 9);
    s = bags_sum(&weight[0][0], bad_ids, offsets, weights, r);
    print_f32("bags_sum bad id", s, r, 9);
    fill_f32(r, 9);
    s = bags_sum(&weight[0][0], ids, down, weights, r);
    print_f32("bags_sum decreasing offsets", s, r, 9);
  }
  {
    const int32_t ids[5] = {1, 4, 3, 0, 2}, offsets[3] = {0, 3, 4};
    float r[6];
    int32_t s = bags_mean(&weight[0][0], ids, offsets, r);
    print_f32("bags_mean", s, r, 6);
  }
  {
    const int64_t ids[2][2] = {{0, 3}, {4, 1}};
    float r[6];
    int32_t s = bags_max(&weight[0][0], &ids[0][0], r);
    print_f32("bags_max", s, r, 6);
  }
  printf("done\n");
  return 0;
}
