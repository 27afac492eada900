// Indices types with a static size-0 dimension: no tuples (0x1) or no
// elements (0x3, 2x0), so the results are empty, under every policy. Kept
// apart from zero-size.mlir because gather-run lowers the whole module, so one
// function that fails to lower makes every entry of its file fail. The
// `unchecked` runs come first.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/f23.npy float32 '[[0.5,1.5,2.5],[3.5,4.5,5.5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i01.npy int64 --shape=0,1
// RUN: %python %S/../Inputs/make_npy.py %t/i03.npy int32 --shape=0,3
// RUN: %python %S/../Inputs/make_npy.py %t/i20.npy int64 --shape=2,0

// RUN: gather-run %s -e nd_no_tuples --input=%t/d32.npy --input=%t/i01.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// RUN: gather-run %s -e elements_no_rows --input=%t/f23.npy --input=%t/i03.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ELROWS
// RUN: gather-run %s -e elements_no_columns --input=%t/f23.npy --input=%t/i20.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ELCOLS

// gather_nd with 0x1 indices: a 0x2 result.
// RUN: gather-run %s -e nd_no_tuples --input=%t/d32.npy --input=%t/i01.npy --print | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// RUN: gather-run %s -e nd_no_tuples --input=%t/d32.npy --input=%t/i01.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// NDEMPTY: result #0: tensor<0x2xi32> = []
func.func @nd_no_tuples(%d: tensor<3x2xi32>, %i: tensor<0x1xi64>) -> tensor<0x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<0x1xi64>) -> tensor<0x2xi32>
  return %0 : tensor<0x2xi32>
}

// gather_elements with 0x3 indices (axis = 0): a 0x3 result.
// RUN: gather-run %s -e elements_no_rows --input=%t/f23.npy --input=%t/i03.npy --print | FileCheck %s --match-full-lines --check-prefix=ELROWS
// RUN: gather-run %s -e elements_no_rows --input=%t/f23.npy --input=%t/i03.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELROWS
// ELROWS: result #0: tensor<0x3xf32> = []
func.func @elements_no_rows(%d: tensor<2x3xf32>, %i: tensor<0x3xi32>) -> tensor<0x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<0x3xi32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// gather_elements with 2x0 indices (axis = 1): a 2x0 result.
// RUN: gather-run %s -e elements_no_columns --input=%t/f23.npy --input=%t/i20.npy --print | FileCheck %s --match-full-lines --check-prefix=ELCOLS
// RUN: gather-run %s -e elements_no_columns --input=%t/f23.npy --input=%t/i20.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELCOLS
// ELCOLS: result #0: tensor<2x0xf32> = {{\[\[}}], []]
func.func @elements_no_columns(%d: tensor<2x3xf32>, %i: tensor<2x0xi64>) -> tensor<2x0xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x0xi64>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}
