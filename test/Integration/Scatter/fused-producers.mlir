// Scatters whose updates come from elementwise producers used by nothing
// else: the loops compute each update where they read it (the default,
// `fuse-elementwise`). The values are worked out by hand; the same kernels
// unfused (`--fuse-elementwise=false`) and on two threads give the same
// bytes.

// RUN: rm -rf %t && mkdir -p %t

// A gradient scaled and negated, summed into a table (rows 1 and -3 are
// the same row).
// RUN: %python %S/../Inputs/make_npy.py %t/table.npy float32 '[[1,2],[3,4],[5,6],[7,8]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ids.npy int64 '[[1],[3],[-3],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/grad.npy float32 '[[1,1],[2,2],[3,3],[4,4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/scale.npy float32 '[[2,0.5],[1,1],[-1,2],[0.5,0.5]]'
// RUN: gather-run %s -e gradient --input=%t/table.npy --input=%t/ids.npy --input=%t/grad.npy --input=%t/scale.npy --print --output=%t/gradient.npy | FileCheck %s --match-full-lines --check-prefix=GRADIENT
// RUN: gather-run %s -e gradient --input=%t/table.npy --input=%t/ids.npy --input=%t/grad.npy --input=%t/scale.npy --fuse-elementwise=false --output=%t/gradient-unfused.npy
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e gradient --input=%t/table.npy --input=%t/ids.npy --input=%t/grad.npy --input=%t/scale.npy --parallel --parallel-min-bytes=0 --output=%t/gradient-parallel.npy
// RUN: cmp %t/gradient.npy %t/gradient-unfused.npy
// RUN: cmp %t/gradient.npy %t/gradient-parallel.npy
// GRADIENT: result #0: tensor<4x2xf32> = {{\[}}[-1, 0], [4, -2.5], [5, 6], [5, 6]]
func.func @gradient(%table: tensor<4x2xf32>, %ids: tensor<4x1xi64>, %grad: tensor<4x2xf32>, %scale: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %scaled = arith.mulf %grad, %scale : tensor<4x2xf32>
  %negated = arith.negf %scaled : tensor<4x2xf32>
  %r = gather.scatter_nd %table, %ids, %negated reduction(add) : (tensor<4x2xf32>, tensor<4x1xi64>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %r : tensor<4x2xf32>
}

// New f32 rows rounded into an f16 cache; row 2 twice (the last wins).
// RUN: %python %S/../Inputs/make_npy.py %t/cache.npy float16 '[[0,0,0],[1,1,1],[2,2,2],[3,3,3]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int32 '[[2],[-4],[2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/new.npy float32 '[[0.5,1.5,2.5],[10,20,30],[-1,-2,-3]]'
// RUN: gather-run %s -e cache_rows --input=%t/cache.npy --input=%t/rows.npy --input=%t/new.npy --print --output=%t/cache-rows.npy | FileCheck %s --match-full-lines --check-prefix=CACHE
// RUN: gather-run %s -e cache_rows --input=%t/cache.npy --input=%t/rows.npy --input=%t/new.npy --fuse-elementwise=false --output=%t/cache-rows-unfused.npy
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e cache_rows --input=%t/cache.npy --input=%t/rows.npy --input=%t/new.npy --parallel --parallel-min-bytes=0 --output=%t/cache-rows-parallel.npy
// RUN: cmp %t/cache-rows.npy %t/cache-rows-unfused.npy
// RUN: cmp %t/cache-rows.npy %t/cache-rows-parallel.npy
// CACHE: result #0: tensor<4x3xf16> = {{\[}}[10, 20, 30], [1, 1, 1], [-1, -2, -3], [3, 3, 3]]
func.func @cache_rows(%cache: tensor<4x3xf16>, %rows: tensor<3x1xi32>, %new: tensor<3x3xf32>) -> tensor<4x3xf16> {
  %rounded = arith.truncf %new : tensor<3x3xf32> to tensor<3x3xf16>
  %r = gather.scatter_nd %cache, %rows, %rounded : (tensor<4x3xf16>, tensor<3x1xi32>, tensor<3x3xf16>) -> tensor<4x3xf16>
  return %r : tensor<4x3xf16>
}

// A linalg.generic adding a bias per column and the update's row number,
// combined by max: update u of column c is upd[u][c] + bias[c] + u.
// RUN: %python %S/../Inputs/make_npy.py %t/data.npy int32 '[[0,0,0],[5,5,5],[0,0,0],[-9,-9,-9]]'
// RUN: %python %S/../Inputs/make_npy.py %t/targets.npy int64 '[[1],[3],[1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/upd.npy int32 '[[1,2,3],[4,5,6],[7,8,9]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bias.npy int32 '[10,-10,0]'
// RUN: gather-run %s -e biased_max --input=%t/data.npy --input=%t/targets.npy --input=%t/upd.npy --input=%t/bias.npy --print --output=%t/biased.npy | FileCheck %s --match-full-lines --check-prefix=BIASED
// RUN: gather-run %s -e biased_max --input=%t/data.npy --input=%t/targets.npy --input=%t/upd.npy --input=%t/bias.npy --fuse-elementwise=false --output=%t/biased-unfused.npy
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e biased_max --input=%t/data.npy --input=%t/targets.npy --input=%t/upd.npy --input=%t/bias.npy --parallel --parallel-min-bytes=0 --output=%t/biased-parallel.npy
// RUN: cmp %t/biased.npy %t/biased-unfused.npy
// RUN: cmp %t/biased.npy %t/biased-parallel.npy
// BIASED: result #0: tensor<4x3xi32> = {{\[}}[0, 0, 0], [19, 5, 11], [0, 0, 0], [15, -4, 7]]
func.func @biased_max(%data: tensor<4x3xi32>, %ids: tensor<3x1xi64>, %upd: tensor<3x3xi32>, %bias: tensor<3xi32>) -> tensor<4x3xi32> {
  %init = tensor.empty() : tensor<3x3xi32>
  %biased = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%upd, %bias : tensor<3x3xi32>, tensor<3xi32>) outs(%init : tensor<3x3xi32>) {
  ^bb0(%x: i32, %b: i32, %out: i32):
    %sum = arith.addi %x, %b : i32
    %row = linalg.index 0 : index
    %rowi = arith.index_cast %row : index to i32
    %v = arith.addi %sum, %rowi : i32
    linalg.yield %v : i32
  } -> tensor<3x3xi32>
  %r = gather.scatter_nd %data, %ids, %biased reduction(max) : (tensor<4x3xi32>, tensor<3x1xi64>, tensor<3x3xi32>) -> tensor<4x3xi32>
  return %r : tensor<4x3xi32>
}

// scatter_elements along the last axis with i8 updates widened to i32
// (line 1 writes position 1 twice: the last wins).
// RUN: %python %S/../Inputs/make_npy.py %t/lines.npy int32 '[[1,2,3,4],[5,6,7,8]]'
// RUN: %python %S/../Inputs/make_npy.py %t/positions.npy int64 '[[3,-4],[1,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/small.npy int8 '[[-1,-128],[100,-5]]'
// RUN: gather-run %s -e widened_lines --input=%t/lines.npy --input=%t/positions.npy --input=%t/small.npy --print --output=%t/lines-out.npy | FileCheck %s --match-full-lines --check-prefix=LINES
// RUN: gather-run %s -e widened_lines --input=%t/lines.npy --input=%t/positions.npy --input=%t/small.npy --fuse-elementwise=false --output=%t/lines-unfused.npy
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e widened_lines --input=%t/lines.npy --input=%t/positions.npy --input=%t/small.npy --parallel --parallel-min-bytes=0 --output=%t/lines-parallel.npy
// RUN: cmp %t/lines-out.npy %t/lines-unfused.npy
// RUN: cmp %t/lines-out.npy %t/lines-parallel.npy
// LINES: result #0: tensor<2x4xi32> = {{\[}}[-128, 2, 3, -1], [5, -5, 7, 8]]
func.func @widened_lines(%data: tensor<2x4xi32>, %ids: tensor<2x2xi64>, %small: tensor<2x2xi8>) -> tensor<2x4xi32> {
  %wide = arith.extsi %small : tensor<2x2xi8> to tensor<2x2xi32>
  %r = gather.scatter_elements %data, %ids, %wide {axis = -1 : i64} : (tensor<2x4xi32>, tensor<2x2xi64>, tensor<2x2xi32>) -> tensor<2x4xi32>
  return %r : tensor<2x4xi32>
}
