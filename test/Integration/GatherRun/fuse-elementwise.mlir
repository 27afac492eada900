// Elementwise consumers computed in the gathers' loops (the default) give
// the values of the unfused pipeline (--fuse-elementwise=false), on one
// thread and on two, for a row gather and an element gather, static and
// dynamic; an out-of-range index is reported the same way, with nothing
// printed. Values checked against NumPy's.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/d.npy', np.arange(32, dtype=np.float32).reshape(8, 4) - 12); np.save('%t/bias.npy', np.array([1, 0, -1, 0.5], dtype=np.float32))"
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[7], [0], [-3], [2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows-bad.npy int64 '[[7], [0], [8], [-9]]'
// RUN: %python %S/../Inputs/make_npy.py %t/cols.npy int32 '[[7, 0, -1, 3], [-8, 2, 5, 6]]'
// RUN: %python %S/../Inputs/make_npy.py %t/cols-bad.npy int32 '[[7, 0, -1, 3], [-8, 2, 5, -9]]'

// Rows scaled by 0.5, plus a bias row, cast to f16: NumPy's
// ((d[r] * 0.5) + bias).astype(np.float16).
// RUN: gather-run %s -e rows --input=%t/d.npy --input=%t/rows.npy --input=%t/bias.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// RUN: gather-run %s -e rows --input=%t/d.npy --input=%t/rows.npy --input=%t/bias.npy --print --fuse-elementwise=false | FileCheck %s --check-prefix=ROWS --match-full-lines
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e rows --input=%t/d.npy --input=%t/rows.npy --input=%t/bias.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=ROWS --match-full-lines
// RUN: gather-run %s -e rows_dynamic --input=%t/d.npy --input=%t/rows.npy --input=%t/bias.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// ROWS: result #0: tensor<4x4xf16> = {{\[\[}}9, 8.5, 8, 10], [-5, -5.5, -6, -4], [5, 4.5, 4, 6], [-1, -1.5, -2, 0]]
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e rows --input=%t/d.npy --input=%t/rows-bad.npy --input=%t/bias.npy --print 2>&1 | FileCheck %s --check-prefix=ROWSBAD -DFILE=%s
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e rows --input=%t/d.npy --input=%t/rows-bad.npy --input=%t/bias.npy --print --fuse-elementwise=false 2>&1 | FileCheck %s --check-prefix=ROWSBAD -DFILE=%s
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e rows_dynamic --input=%t/d.npy --input=%t/rows-bad.npy --input=%t/bias.npy --print 2>&1 | FileCheck %s --check-prefix=ROWSBAD -DFILE=%s
// ROWSBAD-NOT: result
// ROWSBAD: gather-run: error: index out of bounds at [[FILE]]:{{[0-9]+}}:11: index 8 is outside the valid range [-8, 7] of data dimension 0 (element 2 of indices, row-major)
// ROWSBAD-NOT: result
#id = affine_map<(d0, d1) -> (d0, d1)>
#columns = affine_map<(d0, d1) -> (d1)>
func.func @rows(%d: tensor<8x4xf32>, %i: tensor<4x1xi64>, %bias: tensor<4xf32>) -> tensor<4x4xf16> {
  %rows = gather.gather_nd %d, %i : (tensor<8x4xf32>, tensor<4x1xi64>) -> tensor<4x4xf32>
  %half = arith.constant dense<0.5> : tensor<4x4xf32>
  %scaled = arith.mulf %rows, %half : tensor<4x4xf32>
  %init = tensor.empty() : tensor<4x4xf32>
  %biased = linalg.generic {indexing_maps = [#id, #columns, #id], iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %bias : tensor<4x4xf32>, tensor<4xf32>) outs(%init : tensor<4x4xf32>) {
  ^bb0(%x: f32, %b: f32, %unused: f32):
    %s = arith.addf %x, %b : f32
    linalg.yield %s : f32
  } -> tensor<4x4xf32>
  %cast = arith.truncf %biased : tensor<4x4xf32> to tensor<4x4xf16>
  return %cast : tensor<4x4xf16>
}

func.func @rows_dynamic(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>, %bias: tensor<?xf32>) -> tensor<?x?xf16> {
  %rows = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %rows, %c0 : tensor<?x?xf32>
  %m = tensor.dim %rows, %c1 : tensor<?x?xf32>
  %init = tensor.empty(%n, %m) : tensor<?x?xf16>
  %half = arith.constant 0.5 : f32
  %out = linalg.generic {indexing_maps = [#id, #columns, #id], iterator_types = ["parallel", "parallel"]}
      ins(%rows, %bias : tensor<?x?xf32>, tensor<?xf32>) outs(%init : tensor<?x?xf16>) {
  ^bb0(%x: f32, %b: f32, %unused: f16):
    %scaled = arith.mulf %x, %half : f32
    %s = arith.addf %scaled, %b : f32
    %h = arith.truncf %s : f32 to f16
    linalg.yield %h : f16
  } -> tensor<?x?xf16>
  return %out : tensor<?x?xf16>
}

// Elements along axis 0, then their absolute values: NumPy's
// np.abs(np.take_along_axis(d, c % 8, 0)).
// RUN: gather-run %s -e elements --input=%t/d.npy --input=%t/cols.npy --print | FileCheck %s --check-prefix=ELEMENTS --match-full-lines
// RUN: gather-run %s -e elements --input=%t/d.npy --input=%t/cols.npy --print --fuse-elementwise=false | FileCheck %s --check-prefix=ELEMENTS --match-full-lines
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e elements --input=%t/d.npy --input=%t/cols.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=ELEMENTS --match-full-lines
// ELEMENTS: result #0: tensor<2x4xf32> = {{\[\[}}16, 11, 18, 3], [12, 3, 10, 15]]
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d.npy --input=%t/cols-bad.npy --print 2>&1 | FileCheck %s --check-prefix=ELEMENTSBAD -DFILE=%s
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d.npy --input=%t/cols-bad.npy --print --fuse-elementwise=false 2>&1 | FileCheck %s --check-prefix=ELEMENTSBAD -DFILE=%s
// ELEMENTSBAD-NOT: result
// ELEMENTSBAD: gather-run: error: index out of bounds at [[FILE]]:{{[0-9]+}}:8: index -9 is outside the valid range [-8, 7] of data dimension 0 (element 7 of indices, row-major)
// ELEMENTSBAD-NOT: result
func.func @elements(%d: tensor<8x4xf32>, %c: tensor<2x4xi32>) -> tensor<2x4xf32> {
  %g = gather.gather_elements %d, %c {axis = 0 : i64} : (tensor<8x4xf32>, tensor<2x4xi32>) -> tensor<2x4xf32>
  %abs = math.absf %g : tensor<2x4xf32>
  return %abs : tensor<2x4xf32>
}
