// What the C programs of the distributed tests share: the 8x4 example
// table, split by rows over two processes, and printing every process's
// report line from rank 0, in rank order (mpirun interleaves the output of
// processes that print themselves).
#ifndef GATHER_TEST_DISTRIBUTED_EXAMPLE_TABLE_H
#define GATHER_TEST_DISTRIBUTED_EXAMPLE_TABLE_H

#include <mpi.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

enum { kRows = 8, kColumns = 4, kLocalRows = kRows / 2, kLineBytes = 256 };

static float tableValue(int64_t row, int64_t column) {
  return (float)(row * 10 + column) + 0.5f;
}

/* This process's rows of the table: rank r holds rows 4(r % 2) to
   4(r % 2) + 3. */
static void fillLocalRows(float *local, int rank) {
  for (int r = 0; r < kLocalRows; ++r)
    for (int c = 0; c < kColumns; ++c)
      local[r * kColumns + c] = tableValue((rank % 2) * kLocalRows + r, c);
}

/* Every process passes its line; rank 0 prints them all. */
static void printFromRankZero(const char line[kLineBytes], int rank) {
  int count;
  MPI_Comm_size(MPI_COMM_WORLD, &count);
  char *lines = malloc((size_t)kLineBytes * count);
  MPI_Gather(line, kLineBytes, MPI_CHAR, lines, kLineBytes, MPI_CHAR, 0,
             MPI_COMM_WORLD);
  for (int r = 0; rank == 0 && r < count; ++r)
    printf("%s\n", lines + (size_t)r * kLineBytes);
  free(lines);
}

#endif
