/* A C program using the kernel of examples/gather.mlir, compiled by
 *   gather-compile examples/gather.mlir -o gather_kernels.o \
 *                  --header=gather_kernels.h
 * It links without MLIR: only libc. @embed_and_pick has a dynamic number of
 * table rows, so it comes with embed_and_pick_result_shapes. */
#include "gather_kernels.h"

#include <stdio.h>
#include <stdlib.h>

static void print_matrix(const float *values, const int64_t *shape) {
  printf("[");
  for (int64_t i = 0; i < shape[0]; ++i) {
    printf(i ? ", [" : "[");
    for (int64_t j = 0; j < shape[1]; ++j)
      printf(j ? ", %g" : "%g", values[i * shape[1] + j]);
    printf("]");
  }
  printf("]\n");
}

int main(void) {
  /* Row t of the table holds 10 * t + column. */
  enum { ROWS = 6, COLUMNS = 4 };
  float table[ROWS * COLUMNS];
  for (int t = 0; t < ROWS; ++t)
    for (int c = 0; c < COLUMNS; ++c)
      table[t * COLUMNS + c] = (float)(10 * t + c);
  int64_t tokens[3] = {4, -1, 0};             /* rows 4, 5 and 0 */
  int32_t picks[3 * 2] = {3, 0, -1, 1, 2, 2}; /* columns within each row */
  int64_t table_shape[2] = {ROWS, COLUMNS};
  int64_t tokens_shape[2] = {3, 1}, picks_shape[2] = {3, 2};

  int64_t result_shape[2];
  int32_t status = embed_and_pick_result_shapes(table_shape, tokens_shape,
                                                picks_shape, result_shape);
  if (status != GATHER_STATUS_OK)
    return 1;
  float *result = malloc(sizeof(float) * result_shape[0] * result_shape[1]);
  if (!result)
    return 1;
  status = embed_and_pick(table, table_shape, tokens, tokens_shape, picks,
                          picks_shape, result, result_shape);
  printf("embed_and_pick: status %d, shape %lldx%lld\n", status,
         (long long)result_shape[0], (long long)result_shape[1]);
  print_matrix(result, result_shape);

  /* Token 6 is outside [-6, 5]: an error status, the result zero-filled. */
  tokens[0] = 6;
  status = embed_and_pick(table, table_shape, tokens, tokens_shape, picks,
                          picks_shape, result, result_shape);
  printf("with token 6: status %d (GATHER_STATUS_INDEX_OUT_OF_BOUNDS = %d)\n",
         status, GATHER_STATUS_INDEX_OUT_OF_BOUNDS);
  free(result);
  return 0;
}
