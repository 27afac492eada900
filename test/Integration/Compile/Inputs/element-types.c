/* Calls the kernels of element-types.mlir with fixed inputs and prints each
   result with the status. */
#include "kernels.h"

#include "common.h"

#define N(a) ((long)(sizeof(a) / sizeof((a)[0])))

static void put_c64(const gather_complex64 *value) {
  printf("(%.9g, %.9g)", (double)value->re, (double)value->im);
}
DEFINE_PRINT(c64, gather_complex64, put_c64)

static void put_c128(const gather_complex128 *value) {
  printf("(%.17g, %.17g)", value->re, value->im);
}
DEFINE_PRINT(c128, gather_complex128, put_c128)

int main(void) {
  {
    const int8_t d[3][2] = {{-128, 127}, {5, -6}, {7, 8}};
    const int32_t i[3][1] = {{2}, {-3}, {-1}};
    int8_t r[3][2];
    int32_t s = nd_i8_rows(&d[0][0], &i[0][0], &r[0][0]);
    print_i8("nd_i8_rows", s, &r[0][0], 6);
  }
  {
    const int32_t d[2][2][2] = {{{0, 1}, {2, 3}}, {{4, 5}, {6, 7}}};
    const int64_t i[2][1] = {{1}, {-2}};
    int32_t r[2][2];
    int32_t s = nd_i32_batch1(&d[0][0][0], &i[0][0], &r[0][0]);
    print_i32("nd_i32_batch1", s, &r[0][0], 4);
  }
  {
    const int64_t d[2][2][3] = {
        {{INT64_MIN, INT64_MAX, -1}, {10, 11, 12}},
        {{20, 21, 22}, {4294967296LL, -4294967297LL, 31}}};
    const int64_t i[2][2][2][1] = {{{{0}, {-1}}, {{2}, {-3}}},
                                   {{{1}, {-2}}, {{-1}, {0}}}};
    int64_t r[2][2][2];
    int32_t s = nd_i64_batch2(&d[0][0][0], &i[0][0][0][0], &r[0][0][0]);
    print_i64("nd_i64_batch2", s, &r[0][0][0], 8);
  }
  {
    const float d[2][2][2] = {
        {{0.5f, -1.25f}, {1e30f, -0.0f}},
        {{f32_from_bits(0x7f800000u), f32_from_bits(0xff800000u)},
         {3.140625f, 1e-45f}}};
    const int32_t onnx[2][1][2] = {{{0, 1}}, {{1, 0}}};
    const int32_t negative[2][1][2] = {{{-2, -1}}, {{-1, 0}}};
    float r[2][1][2];
    int32_t s = nd_f32_example4(&d[0][0][0], &onnx[0][0][0], &r[0][0][0]);
    print_f32("nd_f32_example4", s, &r[0][0][0], 4);
    s = nd_f32_example4(&d[0][0][0], &negative[0][0][0], &r[0][0][0]);
    print_f32("nd_f32_example4", s, &r[0][0][0], 4);
  }
  {
    const double d[2][3] = {{0.1, -2.5, 1e300}, {-1e-300, 6.0, 7.75}};
    const int64_t i[4][2] = {{1, -1}, {-2, 0}, {0, 2}, {1, 1}};
    double r[4];
    int32_t s = nd_f64_points(&d[0][0], &i[0][0], r);
    print_f64("nd_f64_points", s, r, N(r));
  }
  {
    const uint16_t d[2][4] = {{0, 1, 32768, 65535}, {40000, 2, 3, 65534}};
    const int32_t i[2][2][1] = {{{3}, {-2}}, {{0}, {-1}}};
    uint16_t r[2][2];
    int32_t s = nd_ui16_batch1(&d[0][0], &i[0][0][0], &r[0][0]);
    print_u16("nd_ui16_batch1", s, &r[0][0], 4);
  }
  {
    const uint16_t d[2][3] = {{0x3f80, 0xff80, 0x7f81},
                              {0x8000, 0x0001, 0x4049}};
    const int64_t i[2][2][1] = {{{2}, {-3}}, {{1}, {-1}}};
    uint16_t r[2][2];
    int32_t s = nd_bf16_batch1(&d[0][0], &i[0][0][0], &r[0][0]);
    print_bits16("nd_bf16_batch1", s, &r[0][0], 4);
  }
  {
    const uint8_t d[2][3] = {{0, 1, 1}, {0, 0, 1}};
    const int64_t i[4][2] = {{0, 1}, {1, -1}, {-2, 0}, {1, 1}};
    uint8_t r[4];
    int32_t s = nd_i1_points(&d[0][0], &i[0][0], r);
    print_u8("nd_i1_points", s, r, N(r));
  }
  {
    const gather_complex64 d[3] = {{1, 2}, {-3.5f, 0.25f}, {-0.0f, -7}};
    const int64_t i[4][1] = {{2}, {-3}, {1}, {-1}};
    gather_complex64 r[4];
    int32_t s = nd_c64(d, &i[0][0], r);
    print_c64("nd_c64", s, r, N(r));
  }
  {
    const uint16_t d[2][3] = {{0x3c00, 0xc000, 0x7c00},
                              {0x8000, 0x7d00, 0x0001}};
    const int64_t i[2][2] = {{2, -3}, {-2, 2}};
    uint16_t r[2][2];
    int32_t s = el_f16_last(&d[0][0], &i[0][0], &r[0][0]);
    print_bits16("el_f16_axis-1", s, &r[0][0], 4);
  }
  {
    const int32_t d[2][2] = {{1, 2}, {3, 4}};
    const int32_t i[2][2] = {{0, 0}, {1, 0}};
    int32_t r[2][2];
    int32_t s = el_example1_i32(&d[0][0], &i[0][0], &r[0][0]);
    print_i32("el_example1_i32", s, &r[0][0], 4);
  }
  {
    const uint8_t d[3][3] = {{201, 202, 203}, {204, 205, 206}, {207, 208, 209}};
    const int64_t i[2][3] = {{-2, -1, 0}, {-1, 0, -3}};
    uint8_t r[2][3];
    int32_t s = el_example2_ui8(&d[0][0], &i[0][0], &r[0][0]);
    print_u8("el_example2_ui8", s, &r[0][0], 6);
  }
  {
    uint32_t d[2][3][2];
    const int64_t i[2][4][1] = {{{2}, {-3}, {-1}, {1}}, {{0}, {0}, {-2}, {2}}};
    uint32_t r[2][4][1];
    int32_t s;
    long k;
    for (k = 0; k < 12; ++k)
      (&d[0][0][0])[k] = 4000000000u + 1000000u * (uint32_t)k;
    s = el_ui32_axis_m2(&d[0][0][0], &i[0][0][0], &r[0][0][0]);
    print_u32("el_ui32_axis-2", s, &r[0][0][0], 8);
  }
  {
    const uint64_t d[2][2][2] = {{{UINT64_MAX, 1}, {2, 1ULL << 63}},
                                 {{5, 6}, {7, 8}}};
    const int32_t i[3][1][2] = {{{1, -1}}, {{-2, 0}}, {{0, 1}}};
    uint64_t r[3][1][2];
    int32_t s = el_ui64_axis_m3(&d[0][0][0], &i[0][0][0], &r[0][0][0]);
    print_u64("el_ui64_axis-3", s, &r[0][0][0], 6);
  }
  {
    const int16_t d[2][2][3] = {{{-32768, 32767, -1}, {1, 2, 3}},
                                {{4, 5, 6}, {7, 8, 9}}};
    const int64_t i[2][1][4] = {{{2, -1, 0, 1}}, {{-3, 1, 1, 0}}};
    int16_t r[2][1][4];
    int32_t s = el_i16_axis2(&d[0][0][0], &i[0][0][0], &r[0][0][0]);
    print_i16("el_i16_axis2", s, &r[0][0][0], 8);
  }
  {
    const gather_complex128 d[2][2] = {{{1.5, 2.5}, {-1e300, 1e-300}},
                                       {{3, -4}, {0.1, 0.2}}};
    const int64_t i[2][2] = {{1, -2}, {-1, 1}};
    gather_complex128 r[2][2];
    int32_t s = el_c128_axis0(&d[0][0], &i[0][0], &r[0][0]);
    print_c128("el_c128_axis0", s, &r[0][0], 4);
  }
  {
    const float d[2][2] = {{-1.5f, 2.25f}, {f32_from_bits(0x7fa00001u), -3.0f}};
    const int32_t i[2][4] = {{1, 0, -1, -2}, {0, 0, 1, -1}};
    float r[2][4];
    int32_t s = el_f32_axis1(&d[0][0], &i[0][0], &r[0][0]);
    print_bits32("el_f32_axis1", s, &r[0][0], 8);
  }
  printf("done\n");
  return 0;
}
