// Elementwise arith ops applied directly to gathered tensors (dynamic and
// static): the gathered rows added to themselves with arith.addf / arith.addi
// on tensors. Kept apart from dynamic-shapes.mlir because gather-run lowers the
// whole module, so one function that fails to lower makes every entry of its
// file fail.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/f34.npy float32 '[[0.5,1.5,2.5,3.5],[10.5,11.5,12.5,13.5],[20.5,21.5,22.5,23.5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d34.npy int32 '[[0,1,2,3],[10,11,12,13],[20,21,22,23]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[2],[0]]'

// arith.addf on a dynamically shaped gathered tensor.
// RUN: gather-run %s -e addf_gathered --input=%t/f34.npy --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=ADDF
// ADDF: result #0: tensor<2x4xf32> = {{\[\[}}41, 43, 45, 47], [1, 3, 5, 7]]
func.func @addf_gathered(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x?xf32> {
  %g = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %s = arith.addf %g, %g : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

// arith.addi on a statically shaped gathered tensor.
// RUN: gather-run %s -e addi_gathered --input=%t/d34.npy --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=ADDI
// ADDI: result #0: tensor<2x4xi32> = {{\[\[}}40, 42, 44, 46], [0, 2, 4, 6]]
func.func @addi_gathered(%d: tensor<3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %g = gather.gather_nd %d, %i : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  %s = arith.addi %g, %g : tensor<2x4xi32>
  return %s : tensor<2x4xi32>
}
