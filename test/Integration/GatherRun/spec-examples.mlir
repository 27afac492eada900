// Every example of the specifications below, run through gather-run with the
// spec's inputs and compared exactly with the spec's outputs:
//   - ONNX GatherND-13: examples 1-5 and the test cases _int32, _float32 and
//     _int32_batchdim_1 (int64 indices, as ONNX requires); examples 1-4 are
//     also those of onnxruntime's contrib operator com.microsoft GatherND-1,
//     whose Tind allows int32, so they run with int32 indices too;
//   - ONNX GatherElements-13: examples 1 and 2 and the test cases _0, _1 and
//     _negative_indices (float32 data, as the test cases have), each with
//     int32 and int64 indices;
//   - OpenVINO GatherND-8: examples 1-7 (batch_dims 0, 1, 2 and 3) with int32
//     and int64 indices;
//   - ONNX Gather-13: examples 1 (axis 0) and 2 (axis 1), the test case
//     _negative_indices, and a 0-d index (the documentation's scalar-index
//     shape rows), each with int32 and int64 indices.

// RUN: rm -rf %t && mkdir -p %t

// Shared inputs.
// RUN: %python %S/../Inputs/make_npy.py %t/onnx_d2.npy int32 '[[0,1],[2,3]]'
// RUN: %python %S/../Inputs/make_npy.py %t/onnx_d3.npy int32 '[[[0,1],[2,3]],[[4,5],[6,7]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov_d2.npy int32 '[[1,2],[3,4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov_d234.npy int32 '[[[1,2,3,4],[5,6,7,8],[9,10,11,12]],[[13,14,15,16],[17,18,19,20],[21,22,23,24]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov_d1224.npy int32 '[[[[1,2,3,4],[5,6,7,8]],[[9,10,11,12],[13,14,15,16]]]]'

//===----------------------------------------------------------------------===//
// ONNX GatherND
//===----------------------------------------------------------------------===//

// ONNX GatherND example 1 (batch_dims = 0, k = r): one element per tuple.
// RUN: %python %S/../Inputs/make_npy.py %t/nd1_i.npy int64 '[[0,0],[1,1]]'
// RUN: gather-run %s -e onnx_nd_example1 --input=%t/onnx_d2.npy --input=%t/nd1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ND1
// ND1: result #0: tensor<2xi32> = [0, 3]
func.func @onnx_nd_example1(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// ONNX test case _int32 (= example 1), written to a .npy file and compared
// with expected_output by NumPy: same dtype, shape and values.
// RUN: gather-run %s -e onnx_nd_example1 --input=%t/onnx_d2.npy --input=%t/nd1_i.npy --output=%t/nd_int32.npy
// RUN: %python -c "import numpy as np; o = np.load('%t/nd_int32.npy'); e = np.array([0, 3], dtype=np.int32); print(o.dtype == e.dtype and o.shape == e.shape and np.array_equal(o, e))" | FileCheck %s --match-full-lines --check-prefix=NDINT32
// NDINT32: True

// ONNX GatherND example 2 (batch_dims = 0, k < r): one row per tuple.
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_i.npy int64 '[[1],[0]]'
// RUN: gather-run %s -e onnx_nd_example2 --input=%t/onnx_d2.npy --input=%t/nd2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ND2
// ND2: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [0, 1]]
func.func @onnx_nd_example2(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// ONNX GatherND example 3 (batch_dims = 0, rank-3 data, 2-tuples).
// RUN: %python %S/../Inputs/make_npy.py %t/nd3_i.npy int64 '[[0,1],[1,0]]'
// RUN: gather-run %s -e onnx_nd_example3 --input=%t/onnx_d3.npy --input=%t/nd3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ND3
// ND3: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [4, 5]]
func.func @onnx_nd_example3(%d: tensor<2x2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// ONNX GatherND example 4 (batch_dims = 0, rank-3 indices).
// RUN: %python %S/../Inputs/make_npy.py %t/nd4_i.npy int64 '[[[0,1]],[[1,0]]]'
// RUN: gather-run %s -e onnx_nd_example4 --input=%t/onnx_d3.npy --input=%t/nd4_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ND4
// ND4: result #0: tensor<2x1x2xi32> = {{\[\[\[}}2, 3]], {{\[\[}}4, 5]]]
func.func @onnx_nd_example4(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

// ONNX GatherND example 5 (batch_dims = 1).
// RUN: %python %S/../Inputs/make_npy.py %t/nd5_i.npy int64 '[[1],[0]]'
// RUN: gather-run %s -e onnx_nd_example5 --input=%t/onnx_d3.npy --input=%t/nd5_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ND5
// ND5: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [4, 5]]
func.func @onnx_nd_example5(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// ONNX test case _int32_batchdim_1 (= example 5), written to a .npy file and
// compared with expected_output by NumPy.
// RUN: gather-run %s -e onnx_nd_example5 --input=%t/onnx_d3.npy --input=%t/nd5_i.npy --output=%t/nd_b1.npy
// RUN: %python -c "import numpy as np; o = np.load('%t/nd_b1.npy'); e = np.array([[2, 3], [4, 5]], dtype=np.int32); print(o.dtype == e.dtype and o.shape == e.shape and np.array_equal(o, e))" | FileCheck %s --match-full-lines --check-prefix=NDB1
// NDB1: True

// ONNX test case _float32: example 4 on float32 data, printed and written.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_f32_d.npy float32 '[[[0,1],[2,3]],[[4,5],[6,7]]]'
// RUN: gather-run %s -e onnx_nd_float32 --input=%t/nd_f32_d.npy --input=%t/nd4_i.npy --print --output=%t/nd_f32.npy | FileCheck %s --match-full-lines --check-prefix=NDF32
// NDF32: result #0: tensor<2x1x2xf32> = {{\[\[\[}}2, 3]], {{\[\[}}4, 5]]]
// RUN: %python -c "import numpy as np; o = np.load('%t/nd_f32.npy'); e = np.array([[[2, 3]], [[4, 5]]], dtype=np.float32); print(o.dtype == e.dtype and o.shape == e.shape and np.array_equal(o, e))" | FileCheck %s --match-full-lines --check-prefix=NDF32NPY
// NDF32NPY: True
func.func @onnx_nd_float32(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}

// onnxruntime contrib GatherND examples 1-4 (= ONNX examples 1-4) with int32
// indices.
// RUN: %python %S/../Inputs/make_npy.py %t/nd1_i32.npy int32 '[[0,0],[1,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd2_i32.npy int32 '[[1],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd3_i32.npy int32 '[[0,1],[1,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd4_i32.npy int32 '[[[0,1]],[[1,0]]]'
// RUN: gather-run %s -e ort_nd_example1 --input=%t/onnx_d2.npy --input=%t/nd1_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=ORT1
// RUN: gather-run %s -e ort_nd_example2 --input=%t/onnx_d2.npy --input=%t/nd2_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=ORT2
// RUN: gather-run %s -e ort_nd_example3 --input=%t/onnx_d3.npy --input=%t/nd3_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=ORT3
// RUN: gather-run %s -e ort_nd_example4 --input=%t/onnx_d3.npy --input=%t/nd4_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=ORT4
// ORT1: result #0: tensor<2xi32> = [0, 3]
// ORT2: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [0, 1]]
// ORT3: result #0: tensor<2x2xi32> = {{\[\[}}2, 3], [4, 5]]
// ORT4: result #0: tensor<2x1x2xi32> = {{\[\[\[}}2, 3]], {{\[\[}}4, 5]]]
func.func @ort_nd_example1(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @ort_nd_example2(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @ort_nd_example3(%d: tensor<2x2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @ort_nd_example4(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi32>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi32>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

//===----------------------------------------------------------------------===//
// ONNX GatherElements
//===----------------------------------------------------------------------===//

// RUN: %python %S/../Inputs/make_npy.py %t/ge1_d.npy float32 '[[1,2],[3,4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ge2_d.npy float32 '[[1,2,3],[4,5,6],[7,8,9]]'

// GatherElements example 1 / test case _0 (axis = 1), int64 and int32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/ge1_i64.npy int64 '[[0,0],[1,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ge1_i32.npy int32 '[[0,0],[1,0]]'
// RUN: gather-run %s -e onnx_ge_example1_i64 --input=%t/ge1_d.npy --input=%t/ge1_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=GE1
// RUN: gather-run %s -e onnx_ge_example1_i32 --input=%t/ge1_d.npy --input=%t/ge1_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=GE1
// GE1: result #0: tensor<2x2xf32> = {{\[\[}}1, 1], [4, 3]]
func.func @onnx_ge_example1_i64(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
func.func @onnx_ge_example1_i32(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// GatherElements example 1 written to a .npy file and compared by NumPy.
// RUN: gather-run %s -e onnx_ge_example1_i32 --input=%t/ge1_d.npy --input=%t/ge1_i32.npy --output=%t/ge1.npy
// RUN: %python -c "import numpy as np; o = np.load('%t/ge1.npy'); e = np.array([[1, 1], [4, 3]], dtype=np.float32); print(o.dtype == e.dtype and o.shape == e.shape and np.array_equal(o, e))" | FileCheck %s --match-full-lines --check-prefix=GE1NPY
// GE1NPY: True

// GatherElements example 2 / test case _1 (axis = 0, indices with fewer rows
// than data), int64 and int32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/ge2_i64.npy int64 '[[1,2,0],[2,0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ge2_i32.npy int32 '[[1,2,0],[2,0,0]]'
// RUN: gather-run %s -e onnx_ge_example2_i64 --input=%t/ge2_d.npy --input=%t/ge2_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=GE2
// RUN: gather-run %s -e onnx_ge_example2_i32 --input=%t/ge2_d.npy --input=%t/ge2_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=GE2
// GE2: result #0: tensor<2x3xf32> = {{\[\[}}4, 8, 3], [7, 2, 3]]
func.func @onnx_ge_example2_i64(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @onnx_ge_example2_i32(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// GatherElements test case _negative_indices (axis = 0), int64 and int32
// indices.
// RUN: %python %S/../Inputs/make_npy.py %t/gen_i64.npy int64 '[[-1,-2,0],[-2,0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/gen_i32.npy int32 '[[-1,-2,0],[-2,0,0]]'
// RUN: gather-run %s -e onnx_ge_example2_i64 --input=%t/ge2_d.npy --input=%t/gen_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=GENEG
// RUN: gather-run %s -e onnx_ge_example2_i32 --input=%t/ge2_d.npy --input=%t/gen_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=GENEG
// GENEG: result #0: tensor<2x3xf32> = {{\[\[}}7, 5, 3], [4, 2, 3]]

//===----------------------------------------------------------------------===//
// OpenVINO GatherND-8
//===----------------------------------------------------------------------===//

// OpenVINO example 1: elements (batch_dims = 0).
// RUN: %python %S/../Inputs/make_npy.py %t/ov1_i64.npy int64 '[[0,0],[1,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov1_i32.npy int32 '[[0,0],[1,0]]'
// RUN: gather-run %s -e ov_example1_i64 --input=%t/ov_d2.npy --input=%t/ov1_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV1
// RUN: gather-run %s -e ov_example1_i32 --input=%t/ov_d2.npy --input=%t/ov1_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV1
// OV1: result #0: tensor<2xi32> = [1, 3]
func.func @ov_example1_i64(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @ov_example1_i32(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// OpenVINO example 2: slices (batch_dims = 0).
// RUN: %python %S/../Inputs/make_npy.py %t/ov2_i64.npy int64 '[[1],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov2_i32.npy int32 '[[1],[0]]'
// RUN: gather-run %s -e ov_example2_i64 --input=%t/ov_d2.npy --input=%t/ov2_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV2
// RUN: gather-run %s -e ov_example2_i32 --input=%t/ov_d2.npy --input=%t/ov2_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV2
// OV2: result #0: tensor<2x2xi32> = {{\[\[}}3, 4], [1, 2]]
func.func @ov_example2_i64(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @ov_example2_i32(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// OpenVINO example 3: indices with leading dimensions (batch_dims = 0).
// RUN: %python %S/../Inputs/make_npy.py %t/ov3_i64.npy int64 '[[[1]],[[0]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov3_i32.npy int32 '[[[1]],[[0]]]'
// RUN: gather-run %s -e ov_example3_i64 --input=%t/ov_d2.npy --input=%t/ov3_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV3
// RUN: gather-run %s -e ov_example3_i32 --input=%t/ov_d2.npy --input=%t/ov3_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV3
// OV3: result #0: tensor<2x1x2xi32> = {{\[\[\[}}3, 4]], {{\[\[}}1, 2]]]
func.func @ov_example3_i64(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi64>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi64>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}
func.func @ov_example3_i32(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi32>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

// OpenVINO example 4: elements with batch_dims = 1.
// RUN: %python %S/../Inputs/make_npy.py %t/ov4_i64.npy int64 '[[1],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov4_i32.npy int32 '[[1],[0]]'
// RUN: gather-run %s -e ov_example4_i64 --input=%t/ov_d2.npy --input=%t/ov4_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV4
// RUN: gather-run %s -e ov_example4_i32 --input=%t/ov_d2.npy --input=%t/ov4_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV4
// OV4: result #0: tensor<2xi32> = [2, 3]
func.func @ov_example4_i64(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
func.func @ov_example4_i32(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// OpenVINO example 5: slices with batch_dims = 1.
// RUN: %python %S/../Inputs/make_npy.py %t/ov5_i64.npy int64 '[[1],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov5_i32.npy int32 '[[1],[0]]'
// RUN: gather-run %s -e ov_example5_i64 --input=%t/ov_d234.npy --input=%t/ov5_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV5
// RUN: gather-run %s -e ov_example5_i32 --input=%t/ov_d234.npy --input=%t/ov5_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV5
// OV5: result #0: tensor<2x4xi32> = {{\[\[}}5, 6, 7, 8], [13, 14, 15, 16]]
func.func @ov_example5_i64(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}
func.func @ov_example5_i32(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi32>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// OpenVINO example 6: batch_dims = 2 with a leading indices dimension.
// RUN: %python %S/../Inputs/make_npy.py %t/ov6_i64.npy int64 '[[[[1]],[[0]],[[2]]],[[[0]],[[2]],[[2]]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov6_i32.npy int32 '[[[[1]],[[0]],[[2]]],[[[0]],[[2]],[[2]]]]'
// RUN: gather-run %s -e ov_example6_i64 --input=%t/ov_d234.npy --input=%t/ov6_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV6
// RUN: gather-run %s -e ov_example6_i32 --input=%t/ov_d234.npy --input=%t/ov6_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV6
// OV6: result #0: tensor<2x3x1xi32> = {{\[\[\[}}2], [5], [11]], {{\[\[}}13], [19], [23]]]
func.func @ov_example6_i64(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi64>) -> tensor<2x3x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<2x3x1xi32>
  return %0 : tensor<2x3x1xi32>
}
func.func @ov_example6_i32(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi32>) -> tensor<2x3x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi32>) -> tensor<2x3x1xi32>
  return %0 : tensor<2x3x1xi32>
}

// OpenVINO example 7: batch_dims = 3.
// RUN: %python %S/../Inputs/make_npy.py %t/ov7_i64.npy int64 '[[[[1],[0]],[[3],[2]]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ov7_i32.npy int32 '[[[[1],[0]],[[3],[2]]]]'
// RUN: gather-run %s -e ov_example7_i64 --input=%t/ov_d1224.npy --input=%t/ov7_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=OV7
// RUN: gather-run %s -e ov_example7_i32 --input=%t/ov_d1224.npy --input=%t/ov7_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=OV7
// OV7: result #0: tensor<1x2x2xi32> = {{\[\[\[}}2, 5], [12, 15]]]
func.func @ov_example7_i64(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi64>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}
func.func @ov_example7_i32(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi32>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

//===----------------------------------------------------------------------===//
// ONNX Gather
//===----------------------------------------------------------------------===//

// Gather example 1 (axis = 0): each index selects a row of data.
// RUN: %python %S/../Inputs/make_npy.py %t/g1_d.npy float32 '[[1.0,1.2],[2.3,3.4],[4.5,5.7]]'
// RUN: %python %S/../Inputs/make_npy.py %t/g1_i64.npy int64 '[[0,1],[1,2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/g1_i32.npy int32 '[[0,1],[1,2]]'
// RUN: gather-run %s -e onnx_gather_example1_i64 --input=%t/g1_d.npy --input=%t/g1_i64.npy --output=%t/g1_i64_out.npy
// RUN: gather-run %s -e onnx_gather_example1_i32 --input=%t/g1_d.npy --input=%t/g1_i32.npy --output=%t/g1_i32_out.npy
// RUN: %python -c "import numpy as np; e = np.array([[[1.0, 1.2], [2.3, 3.4]], [[2.3, 3.4], [4.5, 5.7]]], dtype=np.float32); print(all(np.array_equal(np.load(f), e) and np.load(f).dtype == e.dtype for f in ['%t/g1_i64_out.npy', '%t/g1_i32_out.npy']))" | FileCheck %s --match-full-lines --check-prefix=G1
// G1: True
func.func @onnx_gather_example1_i64(%d: tensor<3x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2x2xf32> {
  %0 = gather.gather %d, %i : (tensor<3x2xf32>, tensor<2x2xi64>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}
func.func @onnx_gather_example1_i32(%d: tensor<3x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2x2xf32> {
  %0 = gather.gather %d, %i : (tensor<3x2xf32>, tensor<2x2xi32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// Gather example 2 (axis = 1): each index selects a column.
// RUN: %python %S/../Inputs/make_npy.py %t/g2_d.npy float32 '[[1.0,1.2,1.9],[2.3,3.4,3.9],[4.5,5.7,5.9]]'
// RUN: %python %S/../Inputs/make_npy.py %t/g2_i64.npy int64 '[[0,2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/g2_i32.npy int32 '[[0,2]]'
// RUN: gather-run %s -e onnx_gather_example2_i64 --input=%t/g2_d.npy --input=%t/g2_i64.npy --output=%t/g2_i64_out.npy
// RUN: gather-run %s -e onnx_gather_example2_i32 --input=%t/g2_d.npy --input=%t/g2_i32.npy --output=%t/g2_i32_out.npy
// RUN: %python -c "import numpy as np; e = np.array([[[1.0, 1.9]], [[2.3, 3.9]], [[4.5, 5.9]]], dtype=np.float32); print(all(np.array_equal(np.load(f), e) and np.load(f).dtype == e.dtype for f in ['%t/g2_i64_out.npy', '%t/g2_i32_out.npy']))" | FileCheck %s --match-full-lines --check-prefix=G2
// G2: True
func.func @onnx_gather_example2_i64(%d: tensor<3x3xf32>, %i: tensor<1x2xi64>) -> tensor<3x1x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x3xf32>, tensor<1x2xi64>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}
func.func @onnx_gather_example2_i32(%d: tensor<3x3xf32>, %i: tensor<1x2xi32>) -> tensor<3x1x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x3xf32>, tensor<1x2xi32>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}

// Test case _negative_indices: data = arange(10), indices [0, -9, -10].
// RUN: %python %S/../Inputs/make_npy.py %t/gn_d.npy float32 '[0,1,2,3,4,5,6,7,8,9]'
// RUN: %python %S/../Inputs/make_npy.py %t/gn_i64.npy int64 '[0,-9,-10]'
// RUN: %python %S/../Inputs/make_npy.py %t/gn_i32.npy int32 '[0,-9,-10]'
// RUN: gather-run %s -e onnx_gather_negative_i64 --input=%t/gn_d.npy --input=%t/gn_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=GNEG
// RUN: gather-run %s -e onnx_gather_negative_i32 --input=%t/gn_d.npy --input=%t/gn_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=GNEG
// GNEG: result #0: tensor<3xf32> = [0, 1, 0]
func.func @onnx_gather_negative_i64(%d: tensor<10xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %0 = gather.gather %d, %i : (tensor<10xf32>, tensor<3xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @onnx_gather_negative_i32(%d: tensor<10xf32>, %i: tensor<3xi32>) -> tensor<3xf32> {
  %0 = gather.gather %d, %i : (tensor<10xf32>, tensor<3xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// A 0-d index (data (P, Q), axis 0: output[q] = data[indices, q]).
// RUN: %python %S/../Inputs/make_npy.py %t/gs_i64.npy int64 '2'
// RUN: %python %S/../Inputs/make_npy.py %t/gs_i32.npy int32 '2'
// RUN: gather-run %s -e onnx_gather_scalar_i64 --input=%t/g2_d.npy --input=%t/gs_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=GSCALAR
// RUN: gather-run %s -e onnx_gather_scalar_i32 --input=%t/g2_d.npy --input=%t/gs_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=GSCALAR
// GSCALAR: result #0: tensor<3xf32> = [4.5, 5.69999981, 5.9000001]
func.func @onnx_gather_scalar_i64(%d: tensor<3x3xf32>, %i: tensor<i64>) -> tensor<3xf32> {
  %0 = gather.gather %d, %i : (tensor<3x3xf32>, tensor<i64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @onnx_gather_scalar_i32(%d: tensor<3x3xf32>, %i: tensor<i32>) -> tensor<3xf32> {
  %0 = gather.gather %d, %i : (tensor<3x3xf32>, tensor<i32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
