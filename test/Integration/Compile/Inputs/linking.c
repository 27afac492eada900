/* Includes two generated headers and Gather/Runtime/Status.h in one
   translation unit and calls a kernel of each: see linking.mlir. */
#include "Gather/Runtime/Status.h"
#include "along.h"
#include "kernels.h"
/* Again: the include guards make this harmless. */
#include "along.h"
#include "kernels.h"

#include "common.h"

int main(void) {
  printf("sizes: %u %u\n", (unsigned)sizeof(gather_complex64),
         (unsigned)sizeof(gather_complex128));
  {
    const int32_t d[3][2] = {{0, 11}, {22, 33}, {44, 55}};
    const int64_t i[2][1] = {{2}, {-3}};
    int32_t r[2][2];
    int32_t s = lookup(&d[0][0], &i[0][0], &r[0][0]);
    print_i32("lookup", s, &r[0][0], 4);
  }
  {
    const double d[3][3] = {{0.5, 1.5, 2.5}, {3.5, 4.5, 5.5}, {6.5, 7.5, 8.5}};
    const int64_t ds[2] = {3, 3};
    const int32_t i[3][2] = {{2, -3}, {-1, 1}, {0, 0}};
    const int64_t is[2] = {3, 2};
    int64_t rs[2];
    double r[6];
    int32_t s = pick_result_shapes(ds, is, rs);
    print_i64("pick shapes", s, rs, 2);
    s = pick(&d[0][0], ds, &i[0][0], is, r, rs);
    print_f64("pick", s, r, 6);
  }
  {
    const float d[2][3] = {{1.25f, 2.25f, 3.25f}, {-1.25f, -2.25f, -3.25f}};
    const int64_t i[2][2] = {{1, -1}, {-3, 2}};
    const int64_t bad[2][2] = {{1, -1}, {-3, 3}};
    float r[2][2] = {{-7.5f, -7.5f}, {-7.5f, -7.5f}};
    int32_t s = along(&d[0][0], &bad[0][0], &r[0][0]);
    print_f32("along out of bounds", s, &r[0][0], 4);
    s = along(&d[0][0], &i[0][0], &r[0][0]);
    print_f32("along", s, &r[0][0], 4);
  }
  printf("statuses: %d %d %d\n", (int)GATHER_STATUS_OK,
         (int)GATHER_STATUS_INDEX_OUT_OF_BOUNDS,
         (int)GATHER_STATUS_SHAPE_MISMATCH);
  printf("done\n");
  return 0;
}
