/* Calls every kernel of header-names.mlir and the two headers named alike,
 * with the standard C headers included first: every prototype must be
 * visible and clash with nothing (C23 and C++20 have no implicit
 * declarations). Compiled as C and as C++. */
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ka-b.h"
#include "ka_b.h"
#include "names.h"

typedef int32_t (*StaticKernel)(const float *, const int64_t *, float *);

/* Gathers elements 3 and 0 of {1, 2, 3, 4} and prints them. */
static void run(const char *name, StaticKernel kernel) {
  const float data[4] = {1, 2, 3, 4};
  const int64_t indices[2] = {3, 0};
  float result[2] = {0, 0};
  int32_t status = kernel(data, indices, result);
  if (status != GATHER_STATUS_OK)
    printf("%s failed: %d\n", name, (int)status);
  else
    printf("%s %g %g\n", name, (double)result[0], (double)result[1]);
}

int main(void) {
  run("string_rows", string_rows);
  run("total", total);
  run("isolate", isolate);
  run("memo", memo);
  run("final", final);
  run("module", module);
  run("import", import);
  run("Printf", Printf);
  run("INT_rows", INT_rows);
  run("complex_rows", complex_rows);

  const float data[4] = {1, 2, 3, 4};
  const int64_t indices[2] = {3, 0};
  const int64_t dataShape[1] = {4}, indicesShape[2] = {2, 1};
  int64_t resultShape[1] = {0};
  float result[2] = {0, 0};
  if (gather_rows_result_shapes(dataShape, indicesShape, resultShape) !=
          GATHER_STATUS_OK ||
      gather_rows(data, dataShape, indices, indicesShape, result,
                  resultShape) != GATHER_STATUS_OK)
    printf("gather_rows failed\n");
  else
    printf("gather_rows %g %g\n", (double)result[0], (double)result[1]);

  run("from_dash", from_dash);
  run("from_underscore", from_underscore);
  return 0;
}
