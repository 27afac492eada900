// gather.embedding_bag through gather-run (embedding_bag.py), compared bit
// for bit with its reference and, with --torch, with PyTorch 1.13's
// torch.nn.functional.embedding_bag on 1 and 2 threads wherever PyTorch
// computes the same (embedding_bag.py says where it does not): seeded
// random problems over every mode, offsets and 2-D bags, per_sample_weights,
// padding ids, empty bags, include_last_offset (with ids after the last
// offset), f32, f16 and bf16, i32 and i64 ids and offsets, static and
// dynamic shapes, and the error, clamp and unchecked policies with bad ids
// and bad offsets planted; on one thread, with every loop forked on two
// (the same bits), and compiled for the x86-64 baseline (masked reads and
// writes of the last columns, bf16 without libcalls), these two with rows
// prefetched ids ahead whatever the table's size. A sanitized build
// runs a share of the cases (%differential_every). embedding-bag-tiled.mlir
// runs the same problems tiled.
// Reproduce with
//   /usr/bin/python3 embedding_bag.py --random 200 --seed 20261206 --torch \
//     --gather-run build/bin/gather-run --workdir /tmp/eb

// RUN: %python %S/embedding_bag.py --random 200 --every %differential_every --seed 20261206 --torch --gather-run gather-run --workdir %t | FileCheck %s --check-prefixes=CHECK,TORCH
// TORCH: torch: {{[1-9][0-9]*}} cases checked
// CHECK: embedding-bag: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// RUN: env OMP_NUM_THREADS=2 %python %S/embedding_bag.py --random 150 --every %differential_every --seed 20261207 --gather-run gather-run --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --gather-run-flag=--prefetch-min-bytes=0 --workdir %t-parallel | FileCheck %s

// RUN: %python %S/embedding_bag.py --random 80 --every %differential_every --seed 20261208 --gather-run gather-run --gather-run-flag=--mcpu=x86-64 --gather-run-flag=--prefetch-min-bytes=0 --workdir %t-baseline | FileCheck %s
