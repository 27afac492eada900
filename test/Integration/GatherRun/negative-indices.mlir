// Negative index values (i + s for a dimension of size s): at every position
// of 1-, 2- and 3-tuples, down to -s, with batch_dims 1, 2 and 3, and with
// negative gather_elements axes. The data values encode their coordinates
// (100*a + 10*b + c, ...), so each result element names where it came from.
// In-range negative indices give the same result under every policy.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d234.npy int32 '[[[0,1,2,3],[10,11,12,13],[20,21,22,23]],[[100,101,102,103],[110,111,112,113],[120,121,122,123]]]'

// k = 1: -1 is the last row, -3 = -s the first.
// RUN: %python %S/../Inputs/make_npy.py %t/k1_d.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/k1_i.npy int64 '[[-1],[-3],[-2],[0]]'
// RUN: gather-run %s -e tuple1 --input=%t/k1_d.npy --input=%t/k1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=K1
// K1: result #0: tensor<4x2xi32> = {{\[\[}}4, 5], [0, 1], [2, 3], [0, 1]]
func.func @tuple1(%d: tensor<3x2xi32>, %i: tensor<4x1xi64>) -> tensor<4x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x1xi64>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

// k = 2 (i32 indices): negative first component, negative second component,
// both at -s, both negative, and a positive reference tuple.
// RUN: %python %S/../Inputs/make_npy.py %t/k2_d.npy int32 '[[0,1,2,3],[10,11,12,13],[20,21,22,23]]'
// RUN: %python %S/../Inputs/make_npy.py %t/k2_i.npy int32 '[[-1,0],[0,-1],[-3,-4],[-2,-3],[2,3]]'
// RUN: gather-run %s -e tuple2 --input=%t/k2_d.npy --input=%t/k2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=K2
// K2: result #0: tensor<5xi32> = [20, 3, 0, 11, 23]
func.func @tuple2(%d: tensor<3x4xi32>, %i: tensor<5x2xi32>) -> tensor<5xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x4xi32>, tensor<5x2xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// k = 3 (index indices): a negative value in each of the three positions,
// then all three at -s, then all three negative.
// RUN: %python %S/../Inputs/make_npy.py %t/k3_i.npy int64 '[[-1,0,0],[0,-1,0],[0,0,-1],[-2,-3,-4],[-1,-2,-3]]'
// RUN: gather-run %s -e tuple3 --input=%t/d234.npy --input=%t/k3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=K3
// RUN: gather-run %s -e tuple3 --input=%t/d234.npy --input=%t/k3_i.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=K3
// RUN: gather-run %s -e tuple3 --input=%t/d234.npy --input=%t/k3_i.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=K3
// K3: result #0: tensor<5xi32> = [100, 20, 3, 0, 111]
func.func @tuple3(%d: tensor<2x3x4xi32>, %i: tensor<5x3xindex>) -> tensor<5xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3x4xi32>, tensor<5x3xindex>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

// k = 2 on rank-3 data: negative tuples address whole rows.
// RUN: %python %S/../Inputs/make_npy.py %t/k2s_i.npy int64 '[[-1,-1],[0,-3]]'
// RUN: gather-run %s -e tuple2_slices --input=%t/d234.npy --input=%t/k2s_i.npy --print | FileCheck %s --match-full-lines --check-prefix=K2S
// K2S: result #0: tensor<2x4xi32> = {{\[\[}}120, 121, 122, 123], [0, 1, 2, 3]]
func.func @tuple2_slices(%d: tensor<2x3x4xi32>, %i: tensor<2x2xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3x4xi32>, tensor<2x2xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// batch_dims = 1 (i32 indices): negative values count from the end of the
// batch's own dimensions (sizes 3 and 4), not of the batch dimension.
// RUN: %python %S/../Inputs/make_npy.py %t/b1_i.npy int32 '[[[-1,-1],[-3,0]],[[0,-4],[-2,-2]]]'
// RUN: gather-run %s -e batch1 --input=%t/d234.npy --input=%t/b1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=B1
// RUN: gather-run %s -e batch1 --input=%t/d234.npy --input=%t/b1_i.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=B1
// B1: result #0: tensor<2x2xi32> = {{\[\[}}23, 0], [100, 112]]
func.func @batch1(%d: tensor<2x3x4xi32>, %i: tensor<2x2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// batch_dims = 2 (i64 indices): one negative index into the last dimension
// (size 4) per batch.
// RUN: %python %S/../Inputs/make_npy.py %t/b2_i.npy int64 '[[[-1],[-4],[0]],[[-2],[1],[-3]]]'
// RUN: gather-run %s -e batch2 --input=%t/d234.npy --input=%t/b2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=B2
// B2: result #0: tensor<2x3xi32> = {{\[\[}}3, 10, 20], [102, 111, 121]]
func.func @batch2(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// batch_dims = 3 (index indices) on 1x2x2x3 data (100*b + 10*c + d).
// RUN: %python %S/../Inputs/make_npy.py %t/b3_d.npy int32 '[[[[0,1,2],[10,11,12]],[[100,101,102],[110,111,112]]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/b3_i.npy int64 '[[[[-1],[-3]],[[-2],[0]]]]'
// RUN: gather-run %s -e batch3 --input=%t/b3_d.npy --input=%t/b3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=B3
// B3: result #0: tensor<1x2x2xi32> = {{\[\[\[}}2, 10], [101, 110]]]
func.func @batch3(%d: tensor<1x2x2x3xi32>, %i: tensor<1x2x2x1xindex>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x3xi32>, tensor<1x2x2x1xindex>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// gather_elements, axis = -1 on rank 2 (= axis 1), negative index values.
// RUN: %python %S/../Inputs/make_npy.py %t/em1_d.npy int32 '[[0,1,2],[10,11,12]]'
// RUN: %python %S/../Inputs/make_npy.py %t/em1_i.npy int64 '[[-1,-3],[-2,0]]'
// RUN: gather-run %s -e elements_axis_m1 --input=%t/em1_d.npy --input=%t/em1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=EM1
// EM1: result #0: tensor<2x2xi32> = {{\[\[}}2, 0], [11, 10]]
func.func @elements_axis_m1(%d: tensor<2x3xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// gather_elements, axis = -2 on rank 2 (= axis 0), i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/em2_d.npy int32 '[[0,1],[10,11],[20,21]]'
// RUN: %python %S/../Inputs/make_npy.py %t/em2_i.npy int32 '[[-1,-3],[-2,2]]'
// RUN: gather-run %s -e elements_axis_m2 --input=%t/em2_d.npy --input=%t/em2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=EM2
// EM2: result #0: tensor<2x2xi32> = {{\[\[}}20, 1], [10, 21]]
func.func @elements_axis_m2(%d: tensor<3x2xi32>, %i: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -2 : i64} : (tensor<3x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// gather_elements, axis = -3 on rank 3 (= axis 0), index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/em3_d.npy int32 '[[[0,1],[10,11]],[[100,101],[110,111]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/em3_i.npy int64 '[[[-1,0],[-2,-1]],[[-2,-1],[-1,0]]]'
// RUN: gather-run %s -e elements_axis_m3 --input=%t/em3_d.npy --input=%t/em3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=EM3
// RUN: gather-run %s -e elements_axis_m3 --input=%t/em3_d.npy --input=%t/em3_i.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=EM3
// RUN: gather-run %s -e elements_axis_m3 --input=%t/em3_d.npy --input=%t/em3_i.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=EM3
// EM3: result #0: tensor<2x2x2xi32> = {{\[\[\[}}100, 1], [10, 111]], {{\[\[}}0, 101], [110, 11]]]
func.func @elements_axis_m3(%d: tensor<2x2x2xi32>, %i: tensor<2x2x2xindex>) -> tensor<2x2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -3 : i64} : (tensor<2x2x2xi32>, tensor<2x2x2xindex>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// gather_elements, axis = -2 on rank 3 (= axis 1), with indices longer than
// data along the axis (3 > 2), i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/em2r3_d.npy int32 '[[[0,1,2],[10,11,12]],[[100,101,102],[110,111,112]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/em2r3_i.npy int64 '[[[-1,-2],[0,-1],[-2,1]],[[1,0],[-1,-1],[-2,-2]]]'
// RUN: gather-run %s -e elements_axis_m2_rank3 --input=%t/em2r3_d.npy --input=%t/em2r3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=EM2R3
// EM2R3: result #0: tensor<2x3x2xi32> = {{\[\[\[}}10, 1], [0, 11], [0, 11]], {{\[\[}}110, 101], [110, 111], [100, 101]]]
func.func @elements_axis_m2_rank3(%d: tensor<2x2x3xi32>, %i: tensor<2x3x2xi64>) -> tensor<2x3x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -2 : i64} : (tensor<2x2x3xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

// gather_elements, axis = -1 on rank 1, with more indices than data
// elements, i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/er1_d.npy int32 '[5,6,7]'
// RUN: %python %S/../Inputs/make_npy.py %t/er1_i.npy int32 '[-1,-2,-3,0,-3]'
// RUN: gather-run %s -e elements_rank1 --input=%t/er1_d.npy --input=%t/er1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ER1
// ER1: result #0: tensor<5xi32> = [7, 6, 5, 5, 5]
func.func @elements_rank1(%d: tensor<3xi32>, %i: tensor<5xi32>) -> tensor<5xi32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<3xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
