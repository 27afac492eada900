// Runs the partitioned @embed of vocab-parallel.mlir on this process's rows
// of an 8x4 table, CALLS times, and compares the last result with the
// one-process lookup. Usage: vocab-parallel CALLS ID...
// With CALLS above 1000 it also reports whether the process grew by more
// than 1 MiB after the first 1000 calls (leaked buffers or communicators).
#include "Gather/Runtime/Status.h"

#include "example-table.h"

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>

typedef struct {
  float *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
} Memref2D;
typedef struct {
  int64_t *allocated, *aligned;
  int64_t offset, sizes[1], strides[1];
} Memref1DI64;

void _mlir_ciface_embed(Memref2D *result, Memref2D *table, Memref1DI64 *ids,
                        Memref1DI64 *status);

static long maxResidentKiB(void) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  return usage.ru_maxrss;
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  float local[kLocalRows * kColumns];
  fillLocalRows(local, rank);
  long calls = atol(argv[1]);
  int64_t count = argc - 2, ids[16], status[GATHER_STATUS_RECORD_SIZE] = {0};
  for (int64_t i = 0; i < count; ++i)
    ids[i] = atoll(argv[i + 2]);
  Memref2D table = {local, local, 0, {kLocalRows, kColumns}, {kColumns, 1}};
  Memref1DI64 idsRef = {ids, ids, 0, {count}, {1}};
  Memref1DI64 statusRef = {status, status, 0, {GATHER_STATUS_RECORD_SIZE}, {1}};
  Memref2D result;
  long residentAfterWarmUp = 0;
  for (long call = 0; call < calls; ++call) {
    if (call == 1000)
      residentAfterWarmUp = maxResidentKiB();
    if (call > 0)
      free(result.allocated);
    _mlir_ciface_embed(&result, &table, &idsRef, &statusRef);
  }
  char line[kLineBytes] = "";
  int length = 0;
  if (calls > 1000)
    length =
        snprintf(line, sizeof line, "rank %d: %ld calls, %s\n", rank, calls,
                 maxResidentKiB() - residentAfterWarmUp <= 1024 ? "no growth"
                                                                : "GROWTH");
  if (status[GATHER_STATUS_CODE] != GATHER_STATUS_OK) {
    length += snprintf(line + length, sizeof line - length,
                       "rank %d: status %lld, value %lld, size %lld, "
                       "position %lld",
                       rank, (long long)status[GATHER_STATUS_CODE],
                       (long long)status[GATHER_STATUS_INDEX_VALUE],
                       (long long)status[GATHER_STATUS_DIM_SIZE],
                       (long long)status[GATHER_STATUS_INDEX_POSITION]);
  } else {
    int match = result.sizes[0] == count;
    length += snprintf(line + length, sizeof line - length,
                       "rank %d: status 0, rows", rank);
    for (int64_t i = 0; i < count; ++i) {
      int64_t row = ids[i] < 0 ? ids[i] + kRows : ids[i];
      length += snprintf(line + length, sizeof line - length, " %lld",
                         (long long)row);
      for (int c = 0; c < kColumns && match; ++c)
        match = result.aligned[result.offset + i * result.strides[0] +
                               c * result.strides[1]] == tableValue(row, c);
    }
    snprintf(line + length, sizeof line - length, " %s",
             match ? "match" : "MISMATCH");
  }
  printFromRankZero(line, rank);
  free(result.allocated);
  MPI_Finalize();
  return 0;
}
