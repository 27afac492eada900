// Seeded differential test of gather.scatter_nd and gather.scatter_elements
// through gather-run against NumPy (differential.py: assignment and the
// ufuncs' .at methods): every reduction, element type and index type,
// duplicates, negative indices, static and dynamic shapes, zero sizes, the
// error (bad indices: the report, no output), clamp (bad updates skipped)
// and unchecked policies; bit for bit. A sanitized build runs a share of the
// cases (%differential_every, see lit.cfg.py). Reproduce a case with
//   /usr/bin/python3 differential.py --seed 20261127 --cases 300 \
//     --gather-run build/bin/gather-run --workdir /tmp/scatter
// (each case's kernel and inputs stay in its workdir).

// RUN: %python %S/differential.py --every %differential_every --cases 300 --seed 20261127 --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261127)

// The same problems on two OpenMP threads through gather-run --parallel:
// the results do not depend on the thread count.
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --cases 100 --seed 20261128 --gather-run gather-run --gather-run-flag=--parallel --workdir %t-parallel | FileCheck %s --check-prefix=PARALLEL
// PARALLEL: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261128)
// And on four threads (on this machine's two cores), with the wide rows and
// the many rows of the runs below, each against the same row-major
// reference bit for bit, so the same bits on 1, 2 and 4 threads.
// RUN: env OMP_NUM_THREADS=4 %python %S/differential.py --every %differential_every --cases 40 --seed 20261206 --rows 150 --last-size 70 --gather-run gather-run --gather-run-flag=--parallel --workdir %t-four | FileCheck %s --check-prefix=FOUR
// FOUR: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261206)

// Rows up to 70 wide, so that scatter_elements off the last axis takes
// several blocks of columns a row (a line of elements at least: 4 of
// complex<f64>, 64 of i8), on one thread and on two.
// RUN: %python %S/differential.py --every %differential_every --cases 80 --seed 20261202 --last-size 70 --gather-run gather-run --workdir %t-wide | FileCheck %s --check-prefix=WIDE
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --cases 60 --seed 20261203 --last-size 70 --gather-run gather-run --gather-run-flag=--parallel --workdir %t-wide-parallel | FileCheck %s --check-prefix=WIDE
// WIDE: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// scatter_nd into up to 150 rows, 16-256 tuples of one component: slices
// of a line to 4 KiB go by the owners of their rows (64 of them, several
// rows and updates each, duplicates among them), on one thread and on two.
// RUN: %python %S/differential.py --every %differential_every --cases 80 --seed 20261204 --rows 150 --last-size 24 --gather-run gather-run --workdir %t-rows | FileCheck %s --check-prefix=ROWS
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --cases 60 --seed 20261205 --rows 150 --last-size 24 --gather-run gather-run --gather-run-flag=--parallel --workdir %t-rows-parallel | FileCheck %s --check-prefix=ROWS
// ROWS: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed
