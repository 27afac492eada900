// The scatters partitioned (distributed.py --suite scatter-strategies), on
// 2 and 4 processes, against the NumPy reference of the scatter
// differential test bit for bit: every scatter op x strategy (data split on
// an indexed dimension: each process applies the updates that land in its
// block; a passthrough dimension; scatter_elements' non-axis dimension;
// annotations on unsplittable dimensions, the update batch and the index
// tuple, which propagation reshards to replicated) x policy (error, clamp,
// unchecked; error and clamp also with a bad index: reported once with its
// global value and position, no output; under clamp the update skipped),
// each strategy with every reduction, duplicate indices in every case, i64
// indices on 2 processes and i32 on 4.
// A sanitized build runs a share of the cases (--every, %differential_every).
// RUN: %python %S/distributed.py --every %differential_every --suite scatter-strategies --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: distributed: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// Random scatter problems (every reduction with the element types it
// takes, i32 and i64 indices, ranks 1-3, every k and axis) with random
// shardings of data, indices, updates or result on grids of 2, 4 and 2x2
// processes; then 3 scatter_elements split on a non-axis dimension with
// several bad indices, the first held by a higher rank than another: the
// report is the one-process report word for word.
// RUN: %python %S/distributed.py --every %differential_every --random 32 --ops scatters --seed 20261128 --gather-run gather-run --workdir %t-random | FileCheck %s
