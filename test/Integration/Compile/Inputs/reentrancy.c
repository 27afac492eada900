/* Two threads call the kernels of reentrancy.mlir concurrently and check
   every result; usage: reentrancy CALLS (calls per kernel and thread). */
#include "kernels.h"

#include "common.h"

#include <pthread.h>
#include <stdlib.h>

enum { TABLE_ROWS = 256, COLS = 16, IDS = 128, ER = 64, EC = 8 };

/* How the calls of one kernel went. */
struct counts {
  long ok, oob, wrong;
};

struct job {
  int thread;
  long calls;
  struct counts rows, elements;
};

/* A small deterministic generator, one state per thread. */
static uint32_t next(uint32_t *state) {
  *state = *state * 1664525u + 1013904223u;
  return *state >> 8;
}

/* The row that INDEX in [-SIZE, SIZE) picks out of SIZE rows. */
static int64_t wrap(int64_t index, int64_t size) {
  return index < 0 ? index + size : index;
}

/* Counts a call that returned STATUS: a BAD call must fail with
   out-of-bounds, any other succeed, and WRONG says its results were not the
   expected ones. */
static void count(struct counts *counts, int32_t status, int bad, int wrong) {
  if (status != (bad ? GATHER_STATUS_INDEX_OUT_OF_BOUNDS : GATHER_STATUS_OK))
    wrong = 1;
  if (wrong)
    ++counts->wrong;
  else if (bad)
    ++counts->oob;
  else
    ++counts->ok;
}

static void print_counts(int thread, const char *kernel, long calls,
                         const struct counts *counts) {
  printf("thread %d: %s %ld ok %ld out-of-bounds %ld wrong %ld\n", thread,
         kernel, calls, counts->ok, counts->oob, counts->wrong);
}

static void *work(void *argument) {
  struct job *job = (struct job *)argument;
  static float tables[2][TABLE_ROWS][COLS];
  static int32_t edata[2][ER][EC];
  float (*table)[COLS] = tables[job->thread];
  int32_t (*e)[EC] = edata[job->thread];
  int64_t ids[IDS];
  int32_t eids[ER][EC];
  float r[IDS][COLS];
  int32_t er[ER][EC];
  const int64_t ts[2] = {TABLE_ROWS, COLS};
  const int64_t is[2] = {IDS, 1};
  const int64_t rs[2] = {IDS, COLS};
  uint32_t state = 12345u + 777u * (uint32_t)job->thread;
  long call;
  int a, b;

  for (a = 0; a < TABLE_ROWS; ++a)
    for (b = 0; b < COLS; ++b)
      table[a][b] = (float)(job->thread * 100000 + a * COLS + b);
  for (a = 0; a < ER; ++a)
    for (b = 0; b < EC; ++b)
      e[a][b] = job->thread * 100000 + a * EC + b;

  for (call = 0; call < job->calls; ++call) {
    int bad = job->thread == 1 && call % 5 == 4;
    int wrong = 0;
    int32_t s;
    for (a = 0; a < IDS; ++a) {
      int64_t id = (int64_t)(next(&state) % (2 * TABLE_ROWS)) - TABLE_ROWS;
      ids[a] = id; /* in [-256, 255] */
    }
    if (bad)
      ids[next(&state) % IDS] = TABLE_ROWS;
    fill_f32(&r[0][0], IDS * COLS);
    s = rows(&table[0][0], ts, ids, is, &r[0][0], rs);
    for (a = 0; a < IDS; ++a)
      for (b = 0; b < COLS; ++b)
        wrong |= r[a][b] != (bad ? 0.0f : table[wrap(ids[a], TABLE_ROWS)][b]);
    count(&job->rows, s, bad, wrong);

    wrong = 0;
    for (a = 0; a < ER; ++a)
      for (b = 0; b < EC; ++b)
        eids[a][b] = (int32_t)(next(&state) % (2 * ER)) - ER;
    if (bad)
      eids[next(&state) % ER][next(&state) % EC] = -ER - 1;
    fill_i32(&er[0][0], ER * EC);
    s = elements(&e[0][0], &eids[0][0], &er[0][0]);
    for (a = 0; a < ER; ++a)
      for (b = 0; b < EC; ++b)
        wrong |= er[a][b] != (bad ? 0 : e[wrap(eids[a][b], ER)][b]);
    count(&job->elements, s, bad, wrong);
  }
  return NULL;
}

int main(int argc, char **argv) {
  struct job jobs[2] = {{0}, {0}};
  pthread_t threads[2];
  int t;
  if (argc != 2 || atol(argv[1]) <= 0) {
    fprintf(stderr, "usage: %s CALLS\n", argv[0]);
    return 2;
  }
  for (t = 0; t < 2; ++t) {
    jobs[t].thread = t;
    jobs[t].calls = atol(argv[1]);
    if (pthread_create(&threads[t], NULL, work, &jobs[t])) {
      fprintf(stderr, "pthread_create failed\n");
      return 1;
    }
  }
  for (t = 0; t < 2; ++t)
    pthread_join(threads[t], NULL);
  for (t = 0; t < 2; ++t) {
    print_counts(t, "rows", jobs[t].calls, &jobs[t].rows);
    print_counts(t, "elements", jobs[t].calls, &jobs[t].elements);
  }
  printf("done\n");
  return 0;
}
