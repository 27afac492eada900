// Static slice gathers tiled by a user's scf.forall (what
// transform.structured.tile_using_forall leaves: tiles of 4x2 of a
// gather_nd, of 1x2 index positions of a gather along axis 0) run on OpenMP
// threads with --parallel under the checking policies, and a bad index in
// one tile is reported at its position in the whole indices. (These failed
// to lower under `error` and `assert`: the alloca scope of the OpenMP loop
// body kept each tile's scratch buffer and could not take the branches of
// the checks.)

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/d54.npy', np.arange(20, dtype=np.float32).reshape(5, 4))"
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[4], [0], [-1], [2], [1], [3], [-5], [0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows-bad.npy int64 '[[4], [0], [-1], [2], [1], [7], [-5], [0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/pos.npy int32 '[[3, 0, -1, 1], [-5, 2, 2, 4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/pos-bad.npy int32 '[[3, 0, -1, 1], [-5, 2, 5, 4]]'

// RUN: env OMP_NUM_THREADS=2 gather-run %s -e nd_tiles --input=%t/d54.npy --input=%t/rows.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=ND --match-full-lines
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e nd_tiles --input=%t/d54.npy --input=%t/rows.npy --print --parallel --parallel-min-bytes=0 --on-out-of-bounds=assert | FileCheck %s --check-prefix=ND --match-full-lines
// ND: result #0: tensor<8x4xf32> = {{\[\[}}16, 17, 18, 19], [0, 1, 2, 3], [16, 17, 18, 19], [8, 9, 10, 11], [4, 5, 6, 7], [12, 13, 14, 15], [0, 1, 2, 3], [0, 1, 2, 3]]
// An out-of-range index (7, row 5 of the indices) in the second row tile.
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_tiles --input=%t/d54.npy --input=%t/rows-bad.npy --print --parallel --parallel-min-bytes=0 2>&1 | FileCheck %s --check-prefix=ND-BAD -DFILE=%s --match-full-lines
// ND-BAD-NOT: result
// ND-BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+11]]:10: index 7 is outside the valid range [-5, 4] of data dimension 0 (element 5 of indices, row-major)
// ND-BAD-NOT: result
#map = affine_map<(d0) -> (d0 * 4)>
#map1 = affine_map<(d0) -> (d0 * 2)>
func.func @nd_tiles(%d: tensor<5x4xf32>, %i: tensor<8x1xi64>) -> tensor<8x4xf32> {
  %e = tensor.empty() : tensor<8x4xf32>
  %r = scf.forall (%t0, %t1) in (2, 2) shared_outs(%out = %e) -> (tensor<8x4xf32>) {
    %row = affine.apply #map(%t0)
    %col = affine.apply #map1(%t1)
    %ds = tensor.extract_slice %d[0, %col] [5, 2] [1, 1] : tensor<5x4xf32> to tensor<5x2xf32>
    %is = tensor.extract_slice %i[%row, 0] [4, 1] [1, 1] : tensor<8x1xi64> to tensor<4x1xi64>
    %g = gather.gather_nd %ds, %is : (tensor<5x2xf32>, tensor<4x1xi64>) -> tensor<4x2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out[%row, %col] [4, 2] [1, 1] : tensor<4x2xf32> into tensor<8x4xf32>
    }
  }
  return %r : tensor<8x4xf32>
}

// RUN: env OMP_NUM_THREADS=2 gather-run %s -e gather_tiles --input=%t/d54.npy --input=%t/pos.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=GATHER --match-full-lines
// GATHER: result #0: tensor<2x4x4xf32> = {{\[\[\[}}12, 13, 14, 15], [0, 1, 2, 3], [16, 17, 18, 19], [4, 5, 6, 7]], {{\[\[}}0, 1, 2, 3], [8, 9, 10, 11], [8, 9, 10, 11], [16, 17, 18, 19]]]
// An out-of-range index (5, position 6) in the last tile.
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/exit-status.py 1 gather-run %s -e gather_tiles --input=%t/d54.npy --input=%t/pos-bad.npy --print --parallel --parallel-min-bytes=0 2>&1 | FileCheck %s --check-prefix=GATHER-BAD -DFILE=%s --match-full-lines
// GATHER-BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+6]]:10: index 5 is outside the valid range [-5, 4] of data dimension 0 (element 6 of indices, row-major)
func.func @gather_tiles(%d: tensor<5x4xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x4xf32> {
  %e = tensor.empty() : tensor<2x4x4xf32>
  %r = scf.forall (%t0, %t1) in (2, 2) shared_outs(%out = %e) -> (tensor<2x4x4xf32>) {
    %col = affine.apply #map1(%t1)
    %is = tensor.extract_slice %i[%t0, %col] [1, 2] [1, 1] : tensor<2x4xi32> to tensor<1x2xi32>
    %g = gather.gather %d, %is {axis = 0 : i64} : (tensor<5x4xf32>, tensor<1x2xi32>) -> tensor<1x2x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %out[%t0, %col, 0] [1, 2, 4] [1, 1, 1] : tensor<1x2x4xf32> into tensor<2x4x4xf32>
    }
  }
  return %r : tensor<2x4x4xf32>
}
