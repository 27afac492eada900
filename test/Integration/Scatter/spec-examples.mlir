// The examples of ONNX ScatterND and ScatterElements (versions 11-18), run
// through gather-run with the specification's inputs and compared exactly
// with its outputs (gather-run prints float32 values with 9 digits), then the same inputs under each reduction, and what
// ONNX leaves open: duplicate indices (applied in row-major order: the
// last wins under none, sums in order), negative indices, i1 reductions.

// RUN: rm -rf %t && mkdir -p %t

//===----------------------------------------------------------------------===//
// ScatterND
//===----------------------------------------------------------------------===//

// Example 1: one element per tuple (k = r).
// RUN: %python %S/../Inputs/make_npy.py %t/nd1_d.npy float32 '[1,2,3,4,5,6,7,8]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd1_i.npy int64 '[[4],[3],[1],[7]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd1_u.npy float32 '[9,10,11,12]'
// RUN: gather-run %s -e nd_example1 --input=%t/nd1_d.npy --input=%t/nd1_i.npy --input=%t/nd1_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ND1
// ND1: result #0: tensor<8xf32> = [1, 11, 3, 10, 9, 6, 7, 12]
func.func @nd_example1(%d: tensor<8xf32>, %i: tensor<4x1xi64>, %u: tensor<4xf32>) -> tensor<8xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<8xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// Example 2: whole 4x4 slices (k = 1 < r = 3).
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_d.npy float32 '[[[1,2,3,4],[5,6,7,8],[8,7,6,5],[4,3,2,1]],[[1,2,3,4],[5,6,7,8],[8,7,6,5],[4,3,2,1]],[[8,7,6,5],[4,3,2,1],[1,2,3,4],[5,6,7,8]],[[8,7,6,5],[4,3,2,1],[1,2,3,4],[5,6,7,8]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_i.npy int64 '[[0],[2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_u.npy float32 '[[[5,5,5,5],[6,6,6,6],[7,7,7,7],[8,8,8,8]],[[1,1,1,1],[2,2,2,2],[3,3,3,3],[4,4,4,4]]]'
// RUN: gather-run %s -e nd_example2 --input=%t/nd2_d.npy --input=%t/nd2_i.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ND2
// ND2: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[5, 5, 5, 5], [6, 6, 6, 6], [7, 7, 7, 7], [8, 8, 8, 8]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
func.func @nd_example2(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// ONNX's reduction tests (ScatterND-16/18): indices [[0],[0]] hit slice 0
// twice; add, mul, max and min combine both updates in order.
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_dup.npy int64 '[[0],[0]]'
// RUN: gather-run %s -e nd_add --input=%t/nd2_d.npy --input=%t/nd2_dup.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=NDADD
// NDADD: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[7, 8, 9, 10], [13, 14, 15, 16], [18, 17, 16, 15], [16, 15, 14, 13]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
// RUN: gather-run %s -e nd_mul --input=%t/nd2_d.npy --input=%t/nd2_dup.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=NDMUL
// NDMUL: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[5, 10, 15, 20], [60, 72, 84, 96], [168, 147, 126, 105], [128, 96, 64, 32]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
// RUN: gather-run %s -e nd_max --input=%t/nd2_d.npy --input=%t/nd2_dup.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=NDMAX
// NDMAX: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[5, 5, 5, 5], [6, 6, 7, 8], [8, 7, 7, 7], [8, 8, 8, 8]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
// RUN: gather-run %s -e nd_min --input=%t/nd2_d.npy --input=%t/nd2_dup.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=NDMIN
// NDMIN: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 3, 2, 1]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
// Under none the later update of slice 0 wins.
// RUN: gather-run %s -e nd_example2 --input=%t/nd2_d.npy --input=%t/nd2_dup.npy --input=%t/nd2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=NDLAST
// NDLAST: result #0: tensor<4x4x4xf32> = {{\[}}{{\[}}[1, 1, 1, 1], [2, 2, 2, 2], [3, 3, 3, 3], [4, 4, 4, 4]], {{\[}}[1, 2, 3, 4], [5, 6, 7, 8], [8, 7, 6, 5], [4, 3, 2, 1]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]], {{\[}}[8, 7, 6, 5], [4, 3, 2, 1], [1, 2, 3, 4], [5, 6, 7, 8]]]
func.func @nd_add(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}
func.func @nd_mul(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}
func.func @nd_max(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(max) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}
func.func @nd_min(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(min) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

//===----------------------------------------------------------------------===//
// ScatterElements
//===----------------------------------------------------------------------===//

// Example 1 (axis 0), with i64 and i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/el1_d.npy float32 '[[0,0,0],[0,0,0],[0,0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el1_i.npy int64 '[[1,0,2],[0,2,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el1_i32.npy int32 '[[1,0,2],[0,2,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el1_u.npy float32 '[[1.0,1.1,1.2],[2.0,2.1,2.2]]'
// RUN: gather-run %s -e el_example1 --input=%t/el1_d.npy --input=%t/el1_i.npy --input=%t/el1_u.npy --print | FileCheck %s --match-full-lines --check-prefix=EL1
// RUN: gather-run %s -e el_example1_i32 --input=%t/el1_d.npy --input=%t/el1_i32.npy --input=%t/el1_u.npy --print | FileCheck %s --match-full-lines --check-prefix=EL1
// EL1: result #0: tensor<3x3xf32> = {{\[}}[2, 1.10000002, 0], [1, 0, 2.20000005], [0, 2.0999999, 1.20000005]]
func.func @el_example1(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>, %u: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %0 = gather.scatter_elements %d, %i, %u : (tensor<3x3xf32>, tensor<2x3xi64>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
func.func @el_example1_i32(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>, %u: tensor<2x3xf32>) -> tensor<3x3xf32> {
  %0 = gather.scatter_elements %d, %i, %u : (tensor<3x3xf32>, tensor<2x3xi32>, tensor<2x3xf32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// Example 2 (axis 1), and with axis -1 and the negative indices -4 and -2
// (ONNX's _with_negative_indices test: the same positions).
// RUN: %python %S/../Inputs/make_npy.py %t/el2_d.npy float32 '[[1,2,3,4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el2_i.npy int64 '[[1,3]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el2_neg.npy int64 '[[-4,-2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el2_u.npy float32 '[[1.1,2.1]]'
// RUN: gather-run %s -e el_example2 --input=%t/el2_d.npy --input=%t/el2_i.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=EL2
// RUN: gather-run %s -e el_example2_back --input=%t/el2_d.npy --input=%t/el2_neg.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=EL2
// EL2: result #0: tensor<1x5xf32> = {{\[}}[1, 1.10000002, 3, 2.0999999, 5]]
func.func @el_example2(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @el_example2_back(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = -1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}

// ONNX's ScatterElements-18 reduction tests: indices [[1, 1]] on axis 1
// update element 1 twice.
// RUN: %python %S/../Inputs/make_npy.py %t/el_dup.npy int64 '[[1,1]]'
// RUN: gather-run %s -e el_add --input=%t/el2_d.npy --input=%t/el_dup.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ELADD
// ELADD: result #0: tensor<1x5xf32> = {{\[}}[1, 5.19999981, 3, 4, 5]]
// RUN: gather-run %s -e el_mul --input=%t/el2_d.npy --input=%t/el_dup.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ELMUL
// ELMUL: result #0: tensor<1x5xf32> = {{\[}}[1, 4.61999989, 3, 4, 5]]
// RUN: gather-run %s -e el_max --input=%t/el2_d.npy --input=%t/el_dup.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ELMAX
// ELMAX: result #0: tensor<1x5xf32> = {{\[}}[1, 2.0999999, 3, 4, 5]]
// RUN: gather-run %s -e el_min --input=%t/el2_d.npy --input=%t/el_dup.npy --input=%t/el2_u.npy --print | FileCheck %s --match-full-lines --check-prefix=ELMIN
// ELMIN: result #0: tensor<1x5xf32> = {{\[}}[1, 1.10000002, 3, 4, 5]]
func.func @el_add(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(add) {axis = 1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @el_mul(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(mul) {axis = 1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @el_max(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(max) {axis = 1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
func.func @el_min(%d: tensor<1x5xf32>, %i: tensor<1x2xi64>, %u: tensor<1x2xf32>) -> tensor<1x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(min) {axis = 1 : i64} : (tensor<1x5xf32>, tensor<1x2xi64>, tensor<1x2xf32>) -> tensor<1x5xf32>
  return %0 : tensor<1x5xf32>
}
