// Calls the compiled @embed of compile.mlir with this process's rows of an
// 8x4 table (4 rows per process of 2; rank r holds rows 4r..4r+3) and the
// ids on the command line, and checks the result against the table.
// Usage: compile-main ID ID ID ID
#include "embed.h"

#include "example-table.h"

#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>

enum { kIds = 4 };

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (argc != 1 + kIds) {
    fprintf(stderr, "usage: %s ID ID ID ID\n", argv[0]);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  float local[kLocalRows * kColumns];
  fillLocalRows(local, rank);
  int64_t ids[kIds];
  for (int i = 0; i < kIds; ++i)
    ids[i] = atoll(argv[i + 1]);
  float result[kIds * kColumns];
  for (int i = 0; i < kIds * kColumns; ++i)
    result[i] = 42.0f;
  int32_t status = embed(local, ids, result);
  char line[kLineBytes] = "";
  int length = 0;
  if (status == GATHER_STATUS_OK) {
    int match = 1;
    length += snprintf(line + length, sizeof line - length,
                       "rank %d: status 0, rows", rank);
    for (int i = 0; i < kIds; ++i) {
      int64_t row = ids[i] < 0 ? ids[i] + kRows : ids[i];
      length += snprintf(line + length, sizeof line - length, " %lld",
                         (long long)row);
      for (int c = 0; c < kColumns; ++c)
        match &= result[i * kColumns + c] == tableValue(row, c);
    }
    snprintf(line + length, sizeof line - length, " %s",
             match ? "match" : "MISMATCH");
  } else {
    int zero = 1, untouched = 1;
    for (int i = 0; i < kIds * kColumns; ++i) {
      zero &= result[i] == 0.0f;
      untouched &= result[i] == 42.0f;
    }
    snprintf(line, sizeof line, "rank %d: status %d (%s), result %s", rank,
             (int)status,
             status == GATHER_STATUS_WRONG_PROCESS_COUNT
                 ? "GATHER_STATUS_WRONG_PROCESS_COUNT"
             : status == GATHER_STATUS_INDEX_OUT_OF_BOUNDS
                 ? "GATHER_STATUS_INDEX_OUT_OF_BOUNDS"
                 : "another status",
             untouched ? "untouched"
             : zero    ? "zero-filled"
                       : "WRITTEN");
  }
  printFromRankZero(line, rank);
  MPI_Finalize();
  return 0;
}
