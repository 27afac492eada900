// Gathers tiled and fused by upstream's transform ops (the script is
// Inputs/tiling-schedule.mlir) compute what the untiled gathers compute:
// each function runs before and after the transform under every policy
// (same-runs.py), tile sizes that do not divide the dimensions included,
// and the values are checked. An out-of-range index is still reported in
// every tile under `error`, at the position the whole gather would report
// (see docs/Dialect.md).

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --transform-preload-library=transform-library-paths=%S/Inputs/tiling-schedule.mlir --transform-interpreter --canonicalize --mlir-print-debuginfo -o %t/tiled.mlir
// RUN: FileCheck %s --check-prefix=IR < %t/tiled.mlir
// RUN: %python -c "import numpy as np; np.save('%t/d54.npy', np.arange(20, dtype=np.float32).reshape(5, 4)); np.save('%t/d234.npy', np.arange(24, dtype=np.float32).reshape(2, 3, 4)); np.save('%t/d36.npy', np.arange(18, dtype=np.int32).reshape(3, 6) - 9); np.save('%t/w42.npy', np.arange(8, dtype=np.float32).reshape(4, 2))"
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[4], [0], [-1], [2], [1], [3], [-5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows-bad.npy int64 '[[4], [0], [-1], [2], [1], [7], [-5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/cols.npy int32 '[[5, 0, -1, 2, 3], [1, 1, -6, 4, 0], [2, 3, 4, 5, 0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/cols-bad.npy int32 '[[5, 0, -1, 2, 3], [1, 1, -6, 4, 0], [2, 3, 4, 5, 9]]'
// RUN: %python %S/../Inputs/make_npy.py %t/batch.npy int64 '[[[2], [0], [1]], [[-1], [1], [-3]]]'

// IR-LABEL: func.func @nd_forall
// IR: scf.forall
// IR: gather.gather_nd {{.*}} -> tensor<?x2xf32>
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e nd_forall --input=%t/d54.npy --input=%t/rows.npy --print | FileCheck %s --check-prefix=NDFORALL --match-full-lines
// NDFORALL-COUNT-3: result #0: tensor<7x4xf32> = {{\[\[}}16, 17, 18, 19], [0, 1, 2, 3], [16, 17, 18, 19], [8, 9, 10, 11], [4, 5, 6, 7], [12, 13, 14, 15], [0, 1, 2, 3]]
func.func @nd_forall(%d: tensor<5x4xf32>, %i: tensor<7x1xi64>) -> tensor<7x4xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<5x4xf32>, tensor<7x1xi64>) -> tensor<7x4xf32>
  return %0 : tensor<7x4xf32>
}

// An out-of-range index (7, row 5 of indices) in the tile of rows 3-5 is
// reported as the untiled gather reports it: its position counts in the
// indices the tile is a slice of. Clamp agrees too.
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e nd_forall --input=%t/d54.npy --input=%t/rows-bad.npy --print | FileCheck %s --check-prefix=BAD -DFILE=%s --match-full-lines
// BAD: policy error: exit 1
// BAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE-9]]:8: index 7 is outside the valid range [-5, 4] of data dimension 0 (element 5 of indices, row-major)
// BAD-NEXT: policy clamp: exit 0
// BAD-NEXT: result #0: tensor<7x4xf32> = {{\[\[}}16, 17, 18, 19], [0, 1, 2, 3], [16, 17, 18, 19], [8, 9, 10, 11], [4, 5, 6, 7], [16, 17, 18, 19], [0, 1, 2, 3]]

// IR-LABEL: func.func @elements_for
// IR: scf.for
// IR: scf.for
// IR: gather.gather_elements
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e elements_for --input=%t/d36.npy --input=%t/cols.npy --print | FileCheck %s --check-prefix=ELFOR --match-full-lines
// ELFOR-COUNT-3: result #0: tensor<3x5xi32> = {{\[\[}}-4, -9, -4, -7, -6], [-2, -2, -3, 1, -3], [5, 6, 7, 8, 3]]
// A bad index (9) in the last tile, at position 14 of the whole indices.
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e elements_for --input=%t/d36.npy --input=%t/cols-bad.npy --print | FileCheck %s --check-prefix=ELBAD -DFILE=%s --match-full-lines
// ELBAD: policy error: exit 1
// ELBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+4]]:8: index 9 is outside the valid range [-6, 5] of data dimension 1 (element 14 of indices, row-major)
// ELBAD-NEXT: policy clamp: exit 0
// ELBAD-NEXT: result #0: tensor<3x5xi32> = {{\[\[}}-4, -9, -4, -7, -6], [-2, -2, -3, 1, -3], [5, 6, 7, 8, 8]]
func.func @elements_for(%d: tensor<?x?xi32>, %i: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// IR-LABEL: func.func @nd_batch_forall
// IR: scf.forall
// IR: gather.gather_nd {{.*}} {batch_dims = 1 : i64}
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e nd_batch_forall --input=%t/d234.npy --input=%t/batch.npy --print | FileCheck %s --check-prefix=BATCH --match-full-lines
// BATCH-COUNT-3: result #0: tensor<2x3x4xf32> = {{\[\[\[}}8, 9, 10, 11], [0, 1, 2, 3], [4, 5, 6, 7]], {{\[\[}}20, 21, 22, 23], [16, 17, 18, 19], [12, 13, 14, 15]]]
func.func @nd_batch_forall(%d: tensor<2x3x4xf32>, %i: tensor<2x3x1xi64>) -> tensor<2x3x4xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x1xi64>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}

// IR-LABEL: func.func @fuse_elementwise
// IR: scf.for
// IR: gather.gather_nd
// IR: linalg.generic
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e fuse_elementwise --input=%t/d54.npy --input=%t/rows.npy --print | FileCheck %s --check-prefix=FUSED --match-full-lines
// FUSED-COUNT-3: result #0: tensor<7x4xf32> = {{\[\[}}8, 8.5, 9, 9.5], [0, 0.5, 1, 1.5], [8, 8.5, 9, 9.5], [4, 4.5, 5, 5.5], [2, 2.5, 3, 3.5], [6, 6.5, 7, 7.5], [0, 0.5, 1, 1.5]]
func.func @fuse_elementwise(%d: tensor<5x4xf32>, %i: tensor<7x1xi64>) -> tensor<7x4xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<5x4xf32>, tensor<7x1xi64>) -> tensor<7x4xf32>
  %e = tensor.empty() : tensor<7x4xf32>
  %half = arith.constant 0.5 : f32
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<7x4xf32>) outs(%e : tensor<7x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %half : f32
    linalg.yield %m : f32
  } -> tensor<7x4xf32>
  return %1 : tensor<7x4xf32>
}

// IR-LABEL: func.func @fuse_into_forall
// IR: scf.forall
// IR: gather.gather_elements
// IR: linalg.generic
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e fuse_into_forall --input=%t/d36.npy --input=%t/cols.npy --print | FileCheck %s --check-prefix=INTO --match-full-lines
// INTO-COUNT-3: result #0: tensor<3x5xi32> = {{\[\[}}-3, -8, -3, -6, -5], [-1, -1, -2, 2, -2], [6, 7, 8, 9, 4]]
func.func @fuse_into_forall(%d: tensor<3x6xi32>, %i: tensor<3x5xi32>) -> tensor<3x5xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<3x6xi32>, tensor<3x5xi32>) -> tensor<3x5xi32>
  %e = tensor.empty() : tensor<3x5xi32>
  %one = arith.constant 1 : i32
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<3x5xi32>) outs(%e : tensor<3x5xi32>) {
  ^bb0(%a: i32, %o: i32):
    %m = arith.addi %a, %one : i32
    linalg.yield %m : i32
  } -> tensor<3x5xi32>
  return %1 : tensor<3x5xi32>
}

// IR-LABEL: func.func @fuse_matmul_rows
// IR: scf.for
// IR: gather.gather_nd {{.*}} -> tensor<?x4xf32>
// IR: linalg.matmul
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e fuse_matmul_rows --input=%t/d54.npy --input=%t/rows.npy --input=%t/w42.npy --print | FileCheck %s --check-prefix=MATMUL --match-full-lines
// MATMUL-COUNT-3: result #0: tensor<7x2xf32> = {{\[\[}}220, 290], [28, 34], [220, 290], [124, 162], [76, 98], [172, 226], [28, 34]]
func.func @fuse_matmul_rows(%d: tensor<5x4xf32>, %i: tensor<7x1xi64>, %w: tensor<4x2xf32>) -> tensor<7x2xf32> {
  %rows = gather.gather_nd %d, %i : (tensor<5x4xf32>, tensor<7x1xi64>) -> tensor<7x4xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<7x2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<7x2xf32>) -> tensor<7x2xf32>
  %r = linalg.matmul ins(%rows, %w : tensor<7x4xf32>, tensor<4x2xf32>) outs(%init : tensor<7x2xf32>) -> tensor<7x2xf32>
  return %r : tensor<7x2xf32>
}

// gather with batch_dims = 1 and axis = 2, tiled on all three result
// dimensions (2 does not divide 3, 3 does not divide 4): batch, data's
// dimension 1, and the index positions.
// IR-LABEL: func.func @gather_batch_forall
// IR: scf.forall
// IR: gather.gather {{.*}} {axis = 2 : i64, batch_dims = 1 : i64}
// RUN: %python %S/../Inputs/make_npy.py %t/gather-idx.npy int32 '[[3, 0, -1, 1], [-4, 2, 2, 0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/gather-idx-bad.npy int32 '[[3, 0, -1, 1], [-4, 2, 4, 0]]'
// RUN: %python %S/Inputs/same-runs.py %s %t/tiled.mlir gather-run -e gather_batch_forall --input=%t/d234.npy --input=%t/gather-idx.npy --print | FileCheck %s --check-prefix=GATHER --match-full-lines
// GATHER-COUNT-3: result #0: tensor<2x3x4xf32> = {{\[\[\[}}3, 0, 3, 1], [7, 4, 7, 5], [11, 8, 11, 9]], {{\[\[}}12, 14, 14, 12], [16, 18, 18, 16], [20, 22, 22, 20]]]
// A bad index (4, at position 6 of the whole indices) in a tile of batch 1.
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/tiled.mlir gather-run -e gather_batch_forall --input=%t/d234.npy --input=%t/gather-idx-bad.npy --print | FileCheck %s --check-prefix=GATHERBAD -DFILE=%s --match-full-lines
// GATHERBAD: policy error: exit 1
// GATHERBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+4]]:8: index 4 is outside the valid range [-4, 3] of data dimension 2 (element 6 of indices, row-major)
// GATHERBAD-NEXT: policy clamp: exit 0
// GATHERBAD-NEXT: result #0: tensor<2x3x4xf32> = {{\[\[\[}}3, 0, 3, 1], [7, 4, 7, 5], [11, 8, 11, 9]], {{\[\[}}12, 14, 15, 12], [16, 18, 19, 16], [20, 22, 23, 20]]]
func.func @gather_batch_forall(%d: tensor<2x3x4xf32>, %i: tensor<2x4xi32>) -> tensor<2x3x4xf32> {
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x4xi32>) -> tensor<2x3x4xf32>
  return %0 : tensor<2x3x4xf32>
}
