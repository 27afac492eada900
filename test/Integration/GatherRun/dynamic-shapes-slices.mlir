// Slices of gathered tensors returned as results: a strided column slice and
// a contiguous row slice (tensor.extract_slice), dynamic and static. Returning
// a slice copies a buffer with a non-identity layout into the caller's result.
// Kept apart from dynamic-shapes.mlir because gather-run JIT-links the whole
// module, so one function that cannot be linked makes every entry of its file
// fail.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/f34.npy float32 '[[0.5,1.5,2.5,3.5],[10.5,11.5,12.5,13.5],[20.5,21.5,22.5,23.5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[2],[0]]'

// Every other column of the gathered rows, dynamic sizes.
// RUN: gather-run %s -e strided_columns --input=%t/f34.npy --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=COLS
// COLS: result #0: tensor<2x2xf32> = {{\[\[}}21.5, 23.5], [1.5, 3.5]]
func.func @strided_columns(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %g = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %n = tensor.dim %g, %c0 : tensor<?x?xf32>
  %slice = tensor.extract_slice %g[0, 1] [%n, 2] [1, 2] : tensor<?x?xf32> to tensor<?x2xf32>
  return %slice : tensor<?x2xf32>
}

// The second gathered row, static sizes.
// RUN: gather-run %s -e second_row --input=%t/f34.npy --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=ROW
// ROW: result #0: tensor<1x4xf32> = {{\[\[}}0.5, 1.5, 2.5, 3.5]]
func.func @second_row(%d: tensor<3x4xf32>, %i: tensor<2x1xi64>) -> tensor<1x4xf32> {
  %g = gather.gather_nd %d, %i : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  %slice = tensor.extract_slice %g[1, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
  return %slice : tensor<1x4xf32>
}
