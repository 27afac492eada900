/* Calls the single-op kernels of single-op.mlir; all six generated headers
   in one translation unit. */
#include "batched.h"
#include "embed.h"
#include "embed_dyn.h"
#include "per_row.h"
#include "tokens.h"
#include "topk.h"

#include "common.h"

/* Row r, column c of an embedding table holds 10 r + c / 4. */
static void fill_table(float (*table)[4], int rows) {
  int row, col;
  for (row = 0; row < rows; ++row)
    for (col = 0; col < 4; ++col)
      table[row][col] = (float)row * 10.0f + (float)col * 0.25f;
}

int main(void) {
  {
    float table[10][4];
    const int64_t ids[3][1] = {{7}, {-10}, {9}};
    const int64_t bad[3][1] = {{7}, {10}, {9}};
    float r[3][4];
    int32_t s;
    fill_table(table, 10);
    s = embed(&table[0][0], &ids[0][0], &r[0][0]);
    print_f32("embed", s, &r[0][0], 12);
    fill_f32(&r[0][0], 12);
    s = embed(&table[0][0], &bad[0][0], &r[0][0]);
    print_f32("embed out of bounds", s, &r[0][0], 12);
  }
  {
    const float scores[2][5] = {{5, 1, 4, 2, 3}, {-1, -5, -2, -4, -3}};
    const int64_t order[2][3] = {{0, 2, -1}, {-5, 2, 4}};
    const int64_t bad[2][3] = {{0, 2, -1}, {-6, 2, 4}};
    float r[2][3];
    int32_t s = topk(&scores[0][0], &order[0][0], &r[0][0]);
    print_f32("topk", s, &r[0][0], 6);
    fill_f32(&r[0][0], 6);
    s = topk(&scores[0][0], &bad[0][0], &r[0][0]);
    print_f32("topk out of bounds", s, &r[0][0], 6);
  }
  {
    float table[3][4];
    const int64_t ts[2] = {3, 4};
    const int64_t ts_wrong[2] = {4, 3};
    const int32_t ids[2][1] = {{-1}, {1}};
    const int64_t is[2] = {2, 1};
    int64_t rs[2];
    float r[2][4];
    int32_t s;
    fill_table(table, 3);
    s = embed_dyn_result_shapes(ts, is, rs);
    print_i64("embed_dyn shapes", s, rs, 2);
    s = embed_dyn(&table[0][0], ts, &ids[0][0], is, &r[0][0], rs);
    print_f32("embed_dyn", s, &r[0][0], 8);
    fill_f32(&r[0][0], 8);
    s = embed_dyn(&table[0][0], ts_wrong, &ids[0][0], is, &r[0][0], rs);
    print_f32("embed_dyn wrong static dimension", s, &r[0][0], 8);
  }
  {
    int16_t d[2][3][4];
    const int64_t i[2][2][1] = {{{2}, {-3}}, {{-1}, {1}}};
    int16_t r[2][2][4];
    int32_t s;
    int k;
    for (k = 0; k < 24; ++k)
      (&d[0][0][0])[k] = (int16_t)(k - 12);
    s = batched(&d[0][0][0], &i[0][0][0], &r[0][0][0]);
    print_i16("batched", s, &r[0][0][0], 16);
  }
  {
    float table[10][4];
    const int32_t ids[2][3] = {{7, -10, 9}, {1, -9, 2}};
    const int32_t bad[2][3] = {{7, -10, 9}, {1, -11, 2}};
    float r[2][3][4];
    int32_t s;
    fill_table(table, 10);
    s = tokens(&table[0][0], &ids[0][0], &r[0][0][0]);
    print_f32("tokens", s, &r[0][0][0], 24);
    fill_f32(&r[0][0][0], 24);
    s = tokens(&table[0][0], &bad[0][0], &r[0][0][0]);
    print_f32("tokens out of bounds", s, &r[0][0][0], 24);
  }
  {
    /* Row b of the result takes row b of data at row b of the indices. */
    int8_t d[3][5];
    const int64_t ds[2] = {3, 5};
    const int64_t i[3][2] = {{4, 0}, {0, -1}, {-1, 0}};
    const int64_t is[2] = {3, 2};
    const int64_t is_short[2] = {2, 2};
    int64_t rs[2];
    int8_t r[3][2];
    int32_t s;
    int k;
    for (k = 0; k < 15; ++k)
      (&d[0][0])[k] = (int8_t)k;
    s = per_row_result_shapes(ds, is, rs);
    print_i64("per_row shapes", s, rs, 2);
    s = per_row(&d[0][0], ds, &i[0][0], is, &r[0][0], rs);
    print_i8("per_row", s, &r[0][0], 6);
    s = per_row(&d[0][0], ds, &i[0][0], is_short, &r[0][0], rs);
    printf("per_row batch mismatch: %d\n", (int)s);
  }
  printf("done\n");
  return 0;
}
