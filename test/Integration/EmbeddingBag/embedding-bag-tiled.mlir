// embedding_bag.py's problems (embedding-bag.mlir lists them) tiled by
// upstream's transforms before they run (--tiled: tile_using_for,
// tile_using_forall, or fused into an elementwise consumer's scf.forall;
// tiles of bags and of columns, of 1, a few and more than the dimension):
// the tiled kernels give the reference's bits and its errors (bad ids and
// offsets included, which the whole op's checks report), on one thread and
// with every loop forked on two.
// Reproduce with
//   /usr/bin/python3 embedding_bag.py --random 150 --seed 20261209 --tiled \
//     --gather-run build/bin/gather-run --gather-opt build/bin/gather-opt \
//     --workdir /tmp/eb

// RUN: %python %S/embedding_bag.py --random 150 --every %differential_every --seed 20261209 --tiled --gather-run gather-run --gather-opt gather-opt --workdir %t-tiled | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %python %S/embedding_bag.py --random 100 --every %differential_every --seed 20261210 --tiled --gather-run gather-run --gather-opt gather-opt --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-tiled-parallel | FileCheck %s
// CHECK: embedding-bag: [[N:[0-9]+]] cases, [[N]] passed, 0 failed
