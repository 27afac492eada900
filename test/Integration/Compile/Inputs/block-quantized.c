/* Calls the --gather-block-quantized kernels of block-quantized.mlir with
   onnxruntime's test cases GatherAxis0WithZeroPoints_Uint8 (ui8 data, 4
   bits, values packed two per byte, low nibble first, zero points packed
   per row), with f32 and f16 scales and with an id out of range, and
   GatherAxis0WithZeroPoints for int4 (rows of 17 values packed flat over
   the whole tensor, so that rows share bytes). */
#include "embed_f16.h"
#include "embed_f32.h"
#include "embed_i4.h"

#include "common.h"

/* The test's unpacked values (each +8 as stored), 6 rows of 18. */
static const int kRows[6][18] = {
    {-8, -7, -6, -5, -8, -7, -6, -5, -8, -7, -6, -5, -8, -7, -6, -5, -8, 0},
    {-4, -3, -2, -1, -4, -3, -2, -1, -4, -3, -2, -1, -4, -3, -2, -1, -4, 0},
    {0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 0},
    {4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 0},
    {4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 5, 6, 7, 4, 0},
    {-4, -3, -2, -1, -4, -3, -2, -1, -4, -3, -2, -1, -4, -3, -2, -1, -4, 0}};
static const float kScales[12] = {1, 2, 1, 2, 1, 2, 2, 2, 1, 1, 2, 1};
static const int kZeroPoints[12] = {-1, 1, 0, 0, 1, -1, 1, -1, 1, 0, -1, 1};

/* f16 bit patterns of small integers and of 1 and 2. */
static uint16_t half(int value) {
  static const uint16_t kHalves[] = {0x0000, 0x3c00, 0x4000};
  return kHalves[value];
}

int main(void) {
  uint8_t data[6][9], zero_points[6];
  float scales[12];
  uint16_t scales_f16[12];
  int row, col;
  for (row = 0; row < 6; ++row) {
    for (col = 0; col < 9; ++col)
      data[row][col] = (uint8_t)((kRows[row][2 * col] + 8) |
                                 ((kRows[row][2 * col + 1] + 8) << 4));
    zero_points[row] = (uint8_t)((kZeroPoints[2 * row] + 8) |
                                 ((kZeroPoints[2 * row + 1] + 8) << 4));
  }
  for (col = 0; col < 12; ++col) {
    scales[col] = kScales[col];
    scales_f16[col] = half((int)kScales[col]);
  }
  {
    const int32_t ids[1] = {1}, bad[1] = {-3};
    float r[54];
    int32_t s = embed_f32(&data[0][0], ids, scales, zero_points, r);
    print_f32("embed_f32", s, r, 54);
    fill_f32(r, 54);
    s = embed_f32(&data[0][0], bad, scales, zero_points, r);
    print_f32("embed_f32 out of bounds", s, r, 6);
  }
  {
    const int64_t ids[2] = {-1, 0};
    uint16_t r[108];
    int32_t s = embed_f16(&data[0][0], ids, scales_f16, zero_points, r);
    print_status("embed_f16", s);
    print_values_bits16(r, 4);
    print_values_bits16(r + 54, 4);
    printf("\n");
  }
  {
    /* The first 17 values of each row, and the zero points, as int4. */
    uint8_t packed[51] = {0}, packed_zero_points[6] = {0};
    const int32_t ids[1] = {1};
    float r[51];
    int32_t s;
    int i;
    for (i = 0; i < 102; ++i)
      packed[i / 2] |= (uint8_t)((kRows[i / 17][i % 17] & 0xF) << (i % 2 * 4));
    for (i = 0; i < 12; ++i)
      packed_zero_points[i / 2] |=
          (uint8_t)((kZeroPoints[i] & 0xF) << (i % 2 * 4));
    s = embed_i4(packed, ids, scales, packed_zero_points, r);
    print_f32("embed_i4", s, r, 51);
  }
  printf("done\n");
  return 0;
}
