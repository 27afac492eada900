// The differential test's problems (gather_nd, gather_elements and gather of
// every element and index type, static, dynamic and run-time size-0 dims,
// every policy) tiled and fused by upstream's transform ops (--tiled, see
// differential_tiled.py): tile_using_for (some with an interchange),
// tile_using_forall, transform.structured.fuse of the gather with a
// linalg.generic producer of its indices, of an elementwise linalg.generic
// consumer with the gather (and the producer), on scf.for or scf.forall, and
// fuse_into_containing_op into the consumer's scf.forall; tile sizes 0, 1,
// dividing, not dividing and larger than the dim. Each case runs untiled and
// tiled (gather-opt --transform-interpreter --canonicalize): both must match
// the NumPy reference and each other (exit status, stdout, stderr, output
// files), including run-time shape mismatches (batch dims, gather_elements
// indices larger than data, static result sizes that the operands
// contradict), empty results with a bad index, and the assert policy.
// Reproduce a failing case with
//   /usr/bin/python3 differential.py --tiled --seed 20261141 --cases 150 --only I --keep \
//     --gather-run build/bin/gather-run --gather-opt build/bin/gather-opt --workdir /tmp/diff

// RUN: %python %S/differential.py --tiled --every %tiled_every --cases 150 --seed 20261141 --jobs 2 --gather-run gather-run --gather-opt gather-opt --workdir %t | FileCheck %s
// CHECK: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261141)
// CHECK-NEXT: differential: tiled: {{[0-9]+}} tiled (for {{[0-9]+}}, forall {{[0-9]+}}), {{[0-9]+}} fused; {{[1-9][0-9]*}} shape mismatches, {{[1-9][0-9]*}} empty results with a bad index, {{[1-9][0-9]*}} under assert

// The same on OpenMP threads, with every loop forked: the tiles' loops
// (scf.forall tiles become OpenMP loops around the tiled gathers' own)
// keep each tile's scratch in a slot of its thread (gather-hoist-allocas).
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --tiled --every %tiled_every --cases 60 --seed 20261142 --jobs 2 --gather-run gather-run --gather-opt gather-opt --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-parallel | FileCheck %s --check-prefix=PARALLEL
// PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261142)
