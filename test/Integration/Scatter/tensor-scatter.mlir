// Seeded differential test of upstream tensor.scatter rewritten by
// convert-tensor-to-gather into gather.scatter_nd (differential.py --tensor,
// TensorCase): data of rank 1-3 and every element type, every scatter_dims,
// the rank-reduced and the full source, indices of i1, i8, i16, i32, i64
// and index whose tuples are distinct (`unique`), negative coordinates,
// static and dynamic shapes, size-0 dims, and the error (a planted bad
// coordinate: exit status 1, the report at the tensor.scatter's line, no
// output), clamp (the bad tuple's slice skipped) and unchecked policies;
// compared bit for bit with NumPy advanced-index assignment; on one thread
// and on two. Reproduce a case with
//   /usr/bin/python3 differential.py --tensor --seed 20261141 --cases 150 \
//     --gather-run build/bin/gather-run --gather-opt build/bin/gather-opt \
//     --workdir /tmp/tensor-scatter
// (each case's kernel, its rewrite and its inputs stay in its workdir).

// RUN: %python %S/differential.py --tensor --every %differential_every --cases 150 --seed 20261141 --gather-run gather-run --gather-opt gather-opt --workdir %t | FileCheck %s
// CHECK: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261141)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --tensor --every %differential_every --cases 75 --seed 20261142 --gather-run gather-run --gather-opt gather-opt --gather-run-flag=--parallel --workdir %t-parallel | FileCheck %s --check-prefix=PARALLEL
// PARALLEL: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261142)
