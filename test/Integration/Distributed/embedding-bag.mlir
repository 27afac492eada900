// gather.embedding_bag partitioned over MPI processes (docs/Distributed.md,
// "embedding_bag"): weight's rows split (the vocabulary-parallel sum: ids
// mapped into each block, the padding id and other blocks' ids to a scratch
// row, partial sums, one MPI_Allreduce), bags split (the tile of each
// process's bags over whole ids and offsets; 2-D ids by rows), columns
// split. Each runs on one process (gather-run drops the annotations) and on
// 2 and 4; the results are the same bytes (the values are quarters, so
// every sum is exact in any order). Bad offsets and ids are reported once,
// as on one process: the offsets rule, the global range of ids, the global
// position of an id in split 2-D ids.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/w.npy float32 '[[-1.5,0.25,-1.25,0.5,-1.0,0.75,-0.75,1.0],[-0.5,1.25,-0.25,1.5,0.0,-1.5,0.25,-1.25],[0.5,-1.0,0.75,-0.75,1.0,-0.5,1.25,-0.25],[1.5,0.0,-1.5,0.25,-1.25,0.5,-1.0,0.75],[-0.75,1.0,-0.5,1.25,-0.25,1.5,0.0,-1.5],[0.25,-1.25,0.5,-1.0,0.75,-0.75,1.0,-0.5],[1.25,-0.25,1.5,0.0,-1.5,0.25,-1.25,0.5],[-1.0,0.75,-0.75,1.0,-0.5,1.25,-0.25,1.5],[0.0,-1.5,0.25,-1.25,0.5,-1.0,0.75,-0.75],[1.0,-0.5,1.25,-0.25,1.5,0.0,-1.5,0.25],[-1.25,0.5,-1.0,0.75,-0.75,1.0,-0.5,1.25],[-0.25,1.5,0.0,-1.5,0.25,-1.25,0.5,-1.0],[0.75,-0.75,1.0,-0.5,1.25,-0.25,1.5,0.0],[-1.5,0.25,-1.25,0.5,-1.0,0.75,-0.75,1.0],[-0.5,1.25,-0.25,1.5,0.0,-1.5,0.25,-1.25],[0.5,-1.0,0.75,-0.75,1.0,-0.5,1.25,-0.25]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ids.npy int64 '[7, 4, 11, 15, 2, 0, 15, 8, 7, 6, 15, 15, 12, 4, 7, 4, 12, 0, 2, 5]'
// RUN: %python %S/../Inputs/make_npy.py %t/psw.npy float32 '[1.5, -1, 0.5, -1, 0.5, 1, 1.5, 2, 1, 2, 1, 1, 2, 1.5, 1, -0.5, 0.5, -1, -1, -0.5]'
// RUN: %python %S/../Inputs/make_npy.py %t/offsets.npy int32 '[0, 3, 3, 9]'
// RUN: %python %S/../Inputs/make_npy.py %t/ids2d.npy int32 '[[7, 4, 11, 15, 2], [0, 15, 8, 7, 6], [15, 15, 12, 4, 7], [4, 12, 0, 2, 5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad_offsets.npy int32 '[0, 3, 2, 9]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad_ids.npy int64 '[7, 4, 11, 15, 2, 0, 15, 16, 7, 6, 15, 15, 12, 4, 7, 4, 12, 0, 2, 5]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad_ids2d.npy int32 '[[7, 4, 11, 15, 2], [0, 15, 8, 7, 6], [15, 15, 12, 4, -7], [4, 12, 0, 2, 5]]'

// RUN: gather-run %s -e rows --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/rows1.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e rows --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/rows2.npy
// RUN: timeout 120 mpirun -np 4 gather-run %s -e rows4 --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/rows4.npy --print | FileCheck %s --check-prefix=ROWS
// RUN: cmp %t/rows1.npy %t/rows2.npy
// RUN: cmp %t/rows1.npy %t/rows4.npy
// The bags: ids [7, 4, 11], none, [15, 2, 0, 15, 8, 7] less the padding id
// 15, and the rest: each row the weighted sum (NumPy's).
// ROWS: result #0: tensor<4x8xf32> = {{\[}}[-0.875, 0.875, -0.625, -0.5, -0.375, -0.25, -0.125, 3.25], [0, 0, 0, 0, 0, 0, 0, 0], [-2.25, -2.5, -1.125, -1.375, 0, -0.25, 1.125, 0.875], [3.5, 0.75, 4.5, 1.75, -1, 2.75, 0, 0.5]]

// RUN: gather-run %s -e bags --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --output=%t/bags1.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e bags --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --output=%t/bags2.npy
// RUN: timeout 120 mpirun -np 4 gather-run %s -e bags4 --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --output=%t/bags4.npy
// RUN: cmp %t/bags1.npy %t/bags2.npy
// RUN: cmp %t/bags1.npy %t/bags4.npy

// RUN: gather-run %s -e bags2d --input=%t/w.npy --input=%t/ids2d.npy --output=%t/bags2d1.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e bags2d --input=%t/w.npy --input=%t/ids2d.npy --output=%t/bags2d2.npy
// RUN: cmp %t/bags2d1.npy %t/bags2d2.npy

// RUN: gather-run %s -e columns --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --output=%t/columns1.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e columns --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --output=%t/columns2.npy
// RUN: cmp %t/columns1.npy %t/columns2.npy

// Bags and rows split at once on a 2x2 grid.
// RUN: timeout 120 mpirun -np 4 gather-run %s -e bags_and_rows --input=%t/w.npy --input=%t/ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/both4.npy
// RUN: cmp %t/rows1.npy %t/both4.npy

// Under clamp, the id 16 is row 15 but not the padding id 15 (compared
// before the clamp), on one process and on two.
// RUN: gather-run %s -e rows --on-out-of-bounds=clamp --input=%t/w.npy --input=%t/bad_ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/clamp1.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e rows --on-out-of-bounds=clamp --input=%t/w.npy --input=%t/bad_ids.npy --input=%t/offsets.npy --input=%t/psw.npy --output=%t/clamp2.npy
// RUN: cmp %t/clamp1.npy %t/clamp2.npy
// RUN: not cmp -s %t/clamp1.npy %t/rows1.npy

// RUN: not timeout 120 mpirun -np 2 gather-run %s -e bags --input=%t/w.npy --input=%t/ids.npy --input=%t/bad_offsets.npy 2>&1 | FileCheck %s --check-prefix=BAD-OFFSETS
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e rows --input=%t/w.npy --input=%t/ids.npy --input=%t/bad_offsets.npy --input=%t/psw.npy 2>&1 | FileCheck %s --check-prefix=BAD-OFFSETS
// BAD-OFFSETS: error: {{.*}}embedding-bag.mlir:[[#]]:{{[0-9]+}}: offsets[2] is 2, less than offsets[1] (3)
// BAD-OFFSETS-NOT: error:
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e rows --input=%t/w.npy --input=%t/bad_ids.npy --input=%t/offsets.npy --input=%t/psw.npy 2>&1 | FileCheck %s --check-prefix=BAD-ID
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e bags --input=%t/w.npy --input=%t/bad_ids.npy --input=%t/offsets.npy 2>&1 | FileCheck %s --check-prefix=BAD-ID
// BAD-ID: error: {{.*}}id 16 is outside the valid range [0, 15] of weight's rows (element 7 of indices
// BAD-ID-NOT: error:
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e bags2d --input=%t/w.npy --input=%t/bad_ids2d.npy 2>&1 | FileCheck %s --check-prefix=BAD-ID-2D
// BAD-ID-2D: error: {{.*}}id -7 is outside the valid range [0, 15] of weight's rows (element 14 of indices
// BAD-ID-2D-NOT: error:

shard.grid @grid(shape = 2) {sym_visibility = "private"}
shard.grid @grid4(shape = 4) {sym_visibility = "private"}
shard.grid @grid2x2(shape = 2x2) {sym_visibility = "private"}

func.func @rows(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>, %p: tensor<20xf32>) -> tensor<4x8xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %w to %s : tensor<16x8xf32>
  %g = gather.embedding_bag sum %t, %i offsets(%o) per_sample_weights(%p) {padding_idx = 15 : i64} : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>, tensor<20xf32>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

func.func @rows4(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>, %p: tensor<20xf32>) -> tensor<4x8xf32> {
  %s = shard.sharding @grid4 split_axes = [[0]] : !shard.sharding
  %t = shard.shard %w to %s : tensor<16x8xf32>
  %g = gather.embedding_bag sum %t, %i offsets(%o) per_sample_weights(%p) {padding_idx = -1 : i64} : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>, tensor<20xf32>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

func.func @bags(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>) -> tensor<4x8xf32> {
  %g = gather.embedding_bag mean %w, %i offsets(%o) {padding_idx = 15 : i64} : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>) -> tensor<4x8xf32>
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %r = shard.shard %g to %s : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @bags4(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>) -> tensor<4x8xf32> {
  %g = gather.embedding_bag mean %w, %i offsets(%o) {padding_idx = 15 : i64} : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>) -> tensor<4x8xf32>
  %s = shard.sharding @grid4 split_axes = [[0]] : !shard.sharding
  %r = shard.shard %g to %s : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

func.func @bags2d(%w: tensor<16x8xf32>, %i: tensor<4x5xi32>) -> tensor<4x8xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %i to %s : tensor<4x5xi32>
  %g = gather.embedding_bag max %w, %t : (tensor<16x8xf32>, tensor<4x5xi32>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

func.func @columns(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>) -> tensor<4x8xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %t = shard.shard %w to %s : tensor<16x8xf32>
  %g = gather.embedding_bag max %t, %i offsets(%o) : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>) -> tensor<4x8xf32>
  return %g : tensor<4x8xf32>
}

func.func @bags_and_rows(%w: tensor<16x8xf32>, %i: tensor<20xi64>, %o: tensor<4xi32>, %p: tensor<20xf32>) -> tensor<4x8xf32> {
  %rows = shard.sharding @grid2x2 split_axes = [[1]] : !shard.sharding
  %t = shard.shard %w to %rows : tensor<16x8xf32>
  %g = gather.embedding_bag sum %t, %i offsets(%o) per_sample_weights(%p) {padding_idx = 15 : i64} : (tensor<16x8xf32>, tensor<20xi64>, tensor<4xi32>, tensor<20xf32>) -> tensor<4x8xf32>
  %bags = shard.sharding @grid2x2 split_axes = [[0]] : !shard.sharding
  %r = shard.shard %g to %bags : tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
