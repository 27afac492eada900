// The scatter differential test's problems (differential.py: every
// reduction, element and index type, duplicates, negative indices, static,
// dynamic and size-0 shapes, the error, clamp and unchecked policies, bad
// indices) tiled by upstream's transform ops (--tiled): tile_using_for
// (some with an interchange), tile_using_forall on the parallel dimensions,
// and transform.structured.fuse of the scatter with a linalg.generic
// producer of its updates; tile sizes 0, 1, dividing, not dividing and
// larger than the dimension. Each case runs untiled and tiled: both must
// match the NumPy reference bit for bit and each other (exit status,
// stdout, stderr, output files), including a bad index under error (the
// whole scatter's report, no output) and run-time size mismatches of the
// updates. Reproduce a failing case with
//   /usr/bin/python3 differential.py --tiled --seed 20261129 --cases 120 \
//     --gather-run build/bin/gather-run --gather-opt build/bin/gather-opt --workdir /tmp/scatter-tiled

// RUN: %python %S/differential.py --tiled --every %tiled_every --cases 120 --seed 20261129 --gather-run gather-run --gather-opt gather-opt --workdir %t | FileCheck %s
// CHECK: scatter differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261129)
// CHECK-NEXT: scatter differential: tiled: for {{[1-9][0-9]*}}, forall {{[1-9][0-9]*}}, fuse-producer {{[1-9][0-9]*}}; {{[1-9][0-9]*}} shape mismatches, {{[1-9][0-9]*}} bad indices under error, reductions none {{[1-9][0-9]*}} add {{[1-9][0-9]*}} mul {{[1-9][0-9]*}} max {{[1-9][0-9]*}} min {{[1-9][0-9]*}}
