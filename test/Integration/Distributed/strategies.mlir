// Every op x partition strategy (index-parallel, batch, passthrough, indexed
// dimension split) x policy (error, clamp, unchecked; error and clamp also
// with a bad index held by one process), on 2 and 4 processes, against the
// NumPy reference bit for bit (distributed.py --suite strategies). A
// sanitized build runs a share of the cases (%differential_every).
// RUN: %python %S/distributed.py --every %differential_every --suite strategies --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: distributed: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// Random problems (every element type MPI carries, i32 and i64 indices,
// ranks 1-3, every batch_dims / axis / k) with random shardings of data,
// indices or result on grids of 2, 4 and 2x2 processes; then 6 with indices
// split and several bad indices, the first held by a higher rank than
// another: the report is the one-process report word for word.
// RUN: %python %S/distributed.py --every %differential_every --random 60 --seed 20261127 --gather-run gather-run --workdir %t-random | FileCheck %s
