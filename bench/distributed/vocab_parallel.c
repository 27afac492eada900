// Times the vocabulary-parallel embedding of embed.mlir (see run.sh).
//   mpirun -np 2 vocab_parallel rows ITERATIONS   the table split by rows
//   mpirun -np 1 vocab_parallel whole ITERATIONS  the one-process kernel
// Rank 0 prints one Markdown row: mode, processes, table MiB per process,
// peak resident MiB per process (max over processes), median ms per lookup,
// and (rows) the median ms of an MPI_Allreduce of the result's bytes alone,
// the collective each lookup ends with, with its share of a lookup.
#include "embed.h"

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>

enum { kRows = 262144, kColumns = 1024, kIds = 4096, kProcesses = 2 };

static int compareDoubles(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *values, int count) {
  qsort(values, count, sizeof *values, compareDoubles);
  return values[count / 2];
}

static float tableValue(int64_t row, int64_t column) {
  return (float)((row * 7 + column) % 1000);
}

int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int rank, size;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int rows = argc > 1 && strcmp(argv[1], "rows") == 0;
  int iterations = argc > 2 ? atoi(argv[2]) : 10;
  if (argc < 3 || iterations < 1 || size != (rows ? kProcesses : 1)) {
    if (rank == 0)
      fprintf(stderr,
              "usage: mpirun -np 2 %s rows N | mpirun -np 1 %s whole N\n",
              argv[0], argv[0]);
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  int64_t localRows = rows ? kRows / kProcesses : kRows;
  float *table = malloc(sizeof(float) * localRows * kColumns);
  float *result = malloc(sizeof(float) * kIds * kColumns);
  int64_t *ids = malloc(sizeof(int64_t) * kIds);
  if (!table || !result || !ids)
    MPI_Abort(MPI_COMM_WORLD, 3);
  for (int64_t r = 0; r < localRows; ++r)
    for (int64_t c = 0; c < kColumns; ++c)
      table[r * kColumns + c] = tableValue(rank * localRows + r, c);
  uint64_t state = 12345;
  for (int i = 0; i < kIds; ++i) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    ids[i] = (int64_t)((state >> 33) % kRows);
  }

  double times[64], reduceTimes[64];
  iterations = iterations > 64 ? 64 : iterations;
  for (int i = -2; i < iterations; ++i) {
    MPI_Barrier(MPI_COMM_WORLD);
    double start = MPI_Wtime();
    int32_t status =
        rows ? embed_rows(table, ids, result) : embed_whole(table, ids, result);
    double elapsed = MPI_Wtime() - start;
    if (status != GATHER_STATUS_OK)
      MPI_Abort(MPI_COMM_WORLD, 4);
    if (i >= 0)
      times[i] = elapsed * 1e3;
  }
  for (int i = 0; i < kIds; i += 97)
    for (int c = 0; c < kColumns; c += 131)
      if (result[i * kColumns + c] != tableValue(ids[i], c))
        MPI_Abort(MPI_COMM_WORLD, 5);

  // The collective alone: the same bytes, the same operation.
  double reduceMs = 0;
  if (rows) {
    int32_t *bits = malloc(sizeof(int32_t) * kIds * kColumns);
    int32_t *sum = malloc(sizeof(int32_t) * kIds * kColumns);
    memset(bits, 0, sizeof(int32_t) * kIds * kColumns);
    for (int i = -2; i < iterations; ++i) {
      MPI_Barrier(MPI_COMM_WORLD);
      double start = MPI_Wtime();
      MPI_Allreduce(bits, sum, kIds * kColumns, MPI_INT32_T, MPI_BOR,
                    MPI_COMM_WORLD);
      if (i >= 0)
        reduceTimes[i] = (MPI_Wtime() - start) * 1e3;
    }
    reduceMs = median(reduceTimes, iterations);
    free(bits);
    free(sum);
  }
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  long residentKiB = usage.ru_maxrss, peakKiB = 0;
  MPI_Reduce(&residentKiB, &peakKiB, 1, MPI_LONG, MPI_MAX, 0, MPI_COMM_WORLD);
  if (rank == 0) {
    double ms = median(times, iterations);
    printf("| %s | %d | %.0f | %.0f | %.2f |",
           rows ? "rows split over 2 processes" : "whole table, 1 process",
           size, localRows * kColumns * 4.0 / (1 << 20), peakKiB / 1024.0, ms);
    if (rows)
      printf(" %.2f (%.0f%%) |\n", reduceMs, 100 * reduceMs / ms);
    else
      printf(" - |\n");
  }
  free(table);
  free(result);
  free(ids);
  MPI_Finalize();
  return 0;
}
