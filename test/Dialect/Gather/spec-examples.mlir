// RUN: gather-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// Every example of five specifications as a type-checking case: ONNX
// GatherND-13 (examples 1-5 and test cases), OpenVINO GatherND-8 (examples
// 1-7 and XML layer examples), onnxruntime's contrib operator com.microsoft
// GatherND-1 (examples 1-4), ONNX GatherElements-13 (examples and test
// cases) and ONNX Gather-13 (its shape table) with OpenVINO Gather's layer
// example. Each example gets a chunk with the spec's shapes and the correct
// result type, and chunks with a wrong result type (wrong rank, wrong static
// size) that the verifier rejects. Data values do not matter, only types.
// ONNX GatherND takes int64 indices only; the other specs allow int32 and
// int64 indices, so their examples are checked with both.

//===----------------------------------------------------------------------===//
// ONNX GatherND-13, examples and test cases, int64 indices
//===----------------------------------------------------------------------===//

// ONNX GatherND example 1 (batch_dims = 0), i64 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @onnx_nd_example1
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>{{$}}
func.func @onnx_nd_example1(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ONNX GatherND example 1 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x2xi32>).
func.func @onnx_nd_example1_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND example 1 (batch_dims = 0), i64 indices: wrong result size (tensor<3xi32>).
func.func @onnx_nd_example1_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// ONNX GatherND example 2 (batch_dims = 0), i64 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @onnx_nd_example2
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
func.func @onnx_nd_example2(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND example 2 (batch_dims = 0), i64 indices: wrong result rank (tensor<2xi32>).
func.func @onnx_nd_example2_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ONNX GatherND example 2 (batch_dims = 0), i64 indices: wrong result size (tensor<2x3xi32>).
func.func @onnx_nd_example2_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 1 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ONNX GatherND example 3 (batch_dims = 0), i64 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @onnx_nd_example3
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>{{$}}
func.func @onnx_nd_example3(%d: tensor<2x2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND example 3 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x2x2xi32>).
func.func @onnx_nd_example3_bad_rank(%d: tensor<2x2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x2xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// ONNX GatherND example 3 (batch_dims = 0), i64 indices: wrong result size (tensor<3x2xi32>).
func.func @onnx_nd_example3_bad_size(%d: tensor<2x2x2xi32>, %i: tensor<2x2xi64>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x2xi64>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

// ONNX GatherND example 4 (batch_dims = 0), i64 indices: result tensor<2x1x2xi32>.
// CHECK-LABEL: func.func @onnx_nd_example4
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x1x2xi32>{{$}}
func.func @onnx_nd_example4(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

// -----

// ONNX GatherND example 4 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x2xi32>).
func.func @onnx_nd_example4_bad_rank(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND example 4 (batch_dims = 0), i64 indices: wrong result size (tensor<2x2x2xi32>).
func.func @onnx_nd_example4_bad_size(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (2) does not match indices dimension 1 (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// ONNX GatherND example 5 (batch_dims = 1), i64 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @onnx_nd_example5
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
func.func @onnx_nd_example5(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND example 5 (batch_dims = 1), i64 indices: wrong result rank (tensor<2x2x2xi32>).
func.func @onnx_nd_example5_bad_rank(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// ONNX GatherND example 5 (batch_dims = 1), i64 indices: wrong result size (tensor<2x3xi32>).
func.func @onnx_nd_example5_bad_size(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32 (batch_dims = 0), i64 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @onnx_nd_test_example_int32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>{{$}}
func.func @onnx_nd_test_example_int32(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x2xi32>).
func.func @onnx_nd_test_example_int32_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32 (batch_dims = 0), i64 indices: wrong result size (tensor<3xi32>).
func.func @onnx_nd_test_example_int32_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_float32 (batch_dims = 0), i64 indices: result tensor<2x1x2xf32>.
// CHECK-LABEL: func.func @onnx_nd_test_example_float32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2xf32>{{$}}
func.func @onnx_nd_test_example_float32(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}

// -----

// ONNX GatherND test case test_gathernd_example_float32 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x1x2x2xf32>).
func.func @onnx_nd_test_example_float32_bad_rank(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (4) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2x2xf32>
  return %0 : tensor<2x1x2x2xf32>
}

// -----

// ONNX GatherND test case test_gathernd_example_float32 (batch_dims = 0), i64 indices: wrong result size (tensor<2x1x3xf32>).
func.func @onnx_nd_test_example_float32_bad_size(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 2 (3) does not match data dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x3xf32>
  return %0 : tensor<2x1x3xf32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32_batch_dim1 (batch_dims = 1), i64 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @onnx_nd_test_example_int32_batch_dim1
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
func.func @onnx_nd_test_example_int32_batch_dim1(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32_batch_dim1 (batch_dims = 1), i64 indices: wrong result rank (tensor<2x2x2xi32>).
func.func @onnx_nd_test_example_int32_batch_dim1_bad_rank(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// ONNX GatherND test case test_gathernd_example_int32_batch_dim1 (batch_dims = 1), i64 indices: wrong result size (tensor<3x2xi32>).
func.func @onnx_nd_test_example_int32_batch_dim1_bad_size(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<3x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}

// -----

//===----------------------------------------------------------------------===//
// OpenVINO GatherND-8, examples, int32 and int64 indices
//===----------------------------------------------------------------------===//

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i32 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example1_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2xi32>{{$}}
func.func @ov_nd8_example1_i32(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i32 indices: wrong result rank (tensor<2x1xi32>).
func.func @ov_nd8_example1_i32_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i32 indices: wrong result size (tensor<3xi32>).
func.func @ov_nd8_example1_i32_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i64 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example1_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>{{$}}
func.func @ov_nd8_example1_i64(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x1xi32>).
func.func @ov_nd8_example1_i64_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<2x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

// OpenVINO GatherND-8 example 1 (batch_dims = 0), i64 indices: wrong result size (tensor<3xi32>).
func.func @ov_nd8_example1_i64_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x2xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x2xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i32 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example2_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>{{$}}
func.func @ov_nd8_example2_i32(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i32 indices: wrong result rank (tensor<2xi32>).
func.func @ov_nd8_example2_i32_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i32 indices: wrong result size (tensor<2x3xi32>).
func.func @ov_nd8_example2_i32_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 1 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i64 indices: result tensor<2x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example2_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>{{$}}
func.func @ov_nd8_example2_i64(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i64 indices: wrong result rank (tensor<2xi32>).
func.func @ov_nd8_example2_i64_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 2 (batch_dims = 0), i64 indices: wrong result size (tensor<2x3xi32>).
func.func @ov_nd8_example2_i64_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 1 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i32 indices: result tensor<2x1x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example3_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>{{$}}
func.func @ov_nd8_example3_i32(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi32>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi32>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i32 indices: wrong result rank (tensor<2x2xi32>).
func.func @ov_nd8_example3_i32_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi32>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i32 indices: wrong result size (tensor<2x2x2xi32>).
func.func @ov_nd8_example3_i32_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi32>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (2) does not match indices dimension 1 (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi32>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i64 indices: result tensor<2x1x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example3_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xi32>, tensor<2x1x1xi64>) -> tensor<2x1x2xi32>{{$}}
func.func @ov_nd8_example3_i64(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi64>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi64>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i64 indices: wrong result rank (tensor<2x2xi32>).
func.func @ov_nd8_example3_i64_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi64>) -> tensor<2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 3 (batch_dims = 0), i64 indices: wrong result size (tensor<2x2x2xi32>).
func.func @ov_nd8_example3_i64_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1x1xi64>) -> tensor<2x2x2xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (2) does not match indices dimension 1 (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1x1xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i32 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example4_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2xi32>{{$}}
func.func @ov_nd8_example4_i32(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i32 indices: wrong result rank (tensor<2x1xi32>).
func.func @ov_nd8_example4_i32_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i32 indices: wrong result size (tensor<3xi32>).
func.func @ov_nd8_example4_i32_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i64 indices: result tensor<2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example4_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2xi32>{{$}}
func.func @ov_nd8_example4_i64(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i64 indices: wrong result rank (tensor<2x1xi32>).
func.func @ov_nd8_example4_i64_bad_rank(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// -----

// OpenVINO GatherND-8 example 4 (batch_dims = 1), i64 indices: wrong result size (tensor<3xi32>).
func.func @ov_nd8_example4_i64_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i32 indices: result tensor<2x4xi32>.
// CHECK-LABEL: func.func @ov_nd8_example5_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>{{$}}
func.func @ov_nd8_example5_i32(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi32>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i32 indices: wrong result rank (tensor<2x1x4xi32>).
func.func @ov_nd8_example5_i32_bad_rank(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi32>) -> tensor<2x1x4xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x1x4xi32>
  return %0 : tensor<2x1x4xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i32 indices: wrong result size (tensor<2x5xi32>).
func.func @ov_nd8_example5_i32_bad_size(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi32>) -> tensor<2x5xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (5) does not match data dimension 2 (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i64 indices: result tensor<2x4xi32>.
// CHECK-LABEL: func.func @ov_nd8_example5_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>{{$}}
func.func @ov_nd8_example5_i64(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i64 indices: wrong result rank (tensor<2x1x4xi32>).
func.func @ov_nd8_example5_i64_bad_rank(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x1x4xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x1x4xi32>
  return %0 : tensor<2x1x4xi32>
}

// -----

// OpenVINO GatherND-8 example 5 (batch_dims = 1), i64 indices: wrong result size (tensor<2x5xi32>).
func.func @ov_nd8_example5_i64_bad_size(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x5xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (5) does not match data dimension 2 (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i32 indices: result tensor<2x3x1xi32>.
// CHECK-LABEL: func.func @ov_nd8_example6_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi32>) -> tensor<2x3x1xi32>{{$}}
func.func @ov_nd8_example6_i32(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi32>) -> tensor<2x3x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi32>) -> tensor<2x3x1xi32>
  return %0 : tensor<2x3x1xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i32 indices: wrong result rank (tensor<6x1xi32>).
func.func @ov_nd8_example6_i32_bad_rank(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi32>) -> tensor<6x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi32>) -> tensor<6x1xi32>
  return %0 : tensor<6x1xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i32 indices: wrong result size (tensor<2x4x1xi32>).
func.func @ov_nd8_example6_i32_bad_size(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi32>) -> tensor<2x4x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (4) does not match indices dimension 1 (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi32>) -> tensor<2x4x1xi32>
  return %0 : tensor<2x4x1xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i64 indices: result tensor<2x3x1xi32>.
// CHECK-LABEL: func.func @ov_nd8_example6_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<2x3x1xi32>{{$}}
func.func @ov_nd8_example6_i64(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi64>) -> tensor<2x3x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<2x3x1xi32>
  return %0 : tensor<2x3x1xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i64 indices: wrong result rank (tensor<6x1xi32>).
func.func @ov_nd8_example6_i64_bad_rank(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi64>) -> tensor<6x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<6x1xi32>
  return %0 : tensor<6x1xi32>
}

// -----

// OpenVINO GatherND-8 example 6 (batch_dims = 2), i64 indices: wrong result size (tensor<2x4x1xi32>).
func.func @ov_nd8_example6_i64_bad_size(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi64>) -> tensor<2x4x1xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (4) does not match indices dimension 1 (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<2x4x1xi32>
  return %0 : tensor<2x4x1xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i32 indices: result tensor<1x2x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example7_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2xi32>{{$}}
func.func @ov_nd8_example7_i32(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi32>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i32 indices: wrong result rank (tensor<4xi32>).
func.func @ov_nd8_example7_i32_bad_rank(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i32 indices: wrong result size (tensor<1x2x3xi32>).
func.func @ov_nd8_example7_i32_bad_size(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi32>) -> tensor<1x2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 2 (3) does not match indices dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi32>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i64 indices: result tensor<1x2x2xi32>.
// CHECK-LABEL: func.func @ov_nd8_example7_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<1x2x2xi32>{{$}}
func.func @ov_nd8_example7_i64(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi64>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i64 indices: wrong result rank (tensor<4xi32>).
func.func @ov_nd8_example7_i64_bad_rank(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi64>) -> tensor<4xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

// OpenVINO GatherND-8 example 7 (batch_dims = 3), i64 indices: wrong result size (tensor<1x2x3xi32>).
func.func @ov_nd8_example7_i64_bad_size(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi64>) -> tensor<1x2x3xi32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 2 (3) does not match indices dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i32 indices: result tensor<25x125x15xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml1_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi32>) -> tensor<25x125x15xf32>{{$}}
func.func @ov_nd8_xml1_i32(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi32>) -> tensor<25x125x15xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi32>) -> tensor<25x125x15xf32>
  return %0 : tensor<25x125x15xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i32 indices: wrong result rank (tensor<25x125x10x15xf32>).
func.func @ov_nd8_xml1_i32_bad_rank(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi32>) -> tensor<25x125x10x15xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (4) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi32>) -> tensor<25x125x10x15xf32>
  return %0 : tensor<25x125x10x15xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i32 indices: wrong result size (tensor<25x125x16xf32>).
func.func @ov_nd8_xml1_i32_bad_size(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi32>) -> tensor<25x125x16xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 2 (16) does not match data dimension 3 (15)}}
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi32>) -> tensor<25x125x16xf32>
  return %0 : tensor<25x125x16xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i64 indices: result tensor<25x125x15xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml1_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi64>) -> tensor<25x125x15xf32>{{$}}
func.func @ov_nd8_xml1_i64(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi64>) -> tensor<25x125x15xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi64>) -> tensor<25x125x15xf32>
  return %0 : tensor<25x125x15xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i64 indices: wrong result rank (tensor<25x125x10x15xf32>).
func.func @ov_nd8_xml1_i64_bad_rank(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi64>) -> tensor<25x125x10x15xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (4) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi64>) -> tensor<25x125x10x15xf32>
  return %0 : tensor<25x125x10x15xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 1 (batch_dims = 0), i64 indices: wrong result size (tensor<25x125x16xf32>).
func.func @ov_nd8_xml1_i64_bad_size(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi64>) -> tensor<25x125x16xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 2 (16) does not match data dimension 3 (15)}}
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi64>) -> tensor<25x125x16xf32>
  return %0 : tensor<25x125x16xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i32 indices: result tensor<30x2x3x35xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml2_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi32>) -> tensor<30x2x3x35xf32>{{$}}
func.func @ov_nd8_xml2_i32(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi32>) -> tensor<30x2x3x35xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi32>) -> tensor<30x2x3x35xf32>
  return %0 : tensor<30x2x3x35xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i32 indices: wrong result rank (tensor<60x3x35xf32>).
func.func @ov_nd8_xml2_i32_bad_rank(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi32>) -> tensor<60x3x35xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi32>) -> tensor<60x3x35xf32>
  return %0 : tensor<60x3x35xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i32 indices: wrong result size (tensor<30x2x3x36xf32>).
func.func @ov_nd8_xml2_i32_bad_size(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi32>) -> tensor<30x2x3x36xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 3 (36) does not match data dimension 3 (35)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi32>) -> tensor<30x2x3x36xf32>
  return %0 : tensor<30x2x3x36xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i64 indices: result tensor<30x2x3x35xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml2_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi64>) -> tensor<30x2x3x35xf32>{{$}}
func.func @ov_nd8_xml2_i64(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi64>) -> tensor<30x2x3x35xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi64>) -> tensor<30x2x3x35xf32>
  return %0 : tensor<30x2x3x35xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i64 indices: wrong result rank (tensor<60x3x35xf32>).
func.func @ov_nd8_xml2_i64_bad_rank(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi64>) -> tensor<60x3x35xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi64>) -> tensor<60x3x35xf32>
  return %0 : tensor<60x3x35xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 2 (batch_dims = 2), i64 indices: wrong result size (tensor<30x2x3x36xf32>).
func.func @ov_nd8_xml2_i64_bad_size(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi64>) -> tensor<30x2x3x36xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 3 (36) does not match data dimension 3 (35)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi64>) -> tensor<30x2x3x36xf32>
  return %0 : tensor<30x2x3x36xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i32 indices: result tensor<1x64x64x1xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml3_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x1xf32>{{$}}
func.func @ov_nd8_xml3_i32(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x1xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x1xf32>
  return %0 : tensor<1x64x64x1xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i32 indices: wrong result rank (tensor<1x64x64xf32>).
func.func @ov_nd8_xml3_i32_bad_rank(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi32>) -> tensor<1x64x64xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi32>) -> tensor<1x64x64xf32>
  return %0 : tensor<1x64x64xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i32 indices: wrong result size (tensor<1x64x64x2xf32>).
func.func @ov_nd8_xml3_i32_bad_size(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 3 (2) does not match indices dimension 3 (1)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x2xf32>
  return %0 : tensor<1x64x64x2xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i64 indices: result tensor<1x64x64x1xf32>.
// CHECK-LABEL: func.func @ov_nd8_xml3_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi64>) -> tensor<1x64x64x1xf32>{{$}}
func.func @ov_nd8_xml3_i64(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi64>) -> tensor<1x64x64x1xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi64>) -> tensor<1x64x64x1xf32>
  return %0 : tensor<1x64x64x1xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i64 indices: wrong result rank (tensor<1x64x64xf32>).
func.func @ov_nd8_xml3_i64_bad_rank(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi64>) -> tensor<1x64x64xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (4)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi64>) -> tensor<1x64x64xf32>
  return %0 : tensor<1x64x64xf32>
}

// -----

// OpenVINO GatherND-8 XML layer example 3 (batch_dims = 3), i64 indices: wrong result size (tensor<1x64x64x2xf32>).
func.func @ov_nd8_xml3_i64_bad_size(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi64>) -> tensor<1x64x64x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 3 (2) does not match indices dimension 3 (1)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi64>) -> tensor<1x64x64x2xf32>
  return %0 : tensor<1x64x64x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// onnxruntime com.microsoft GatherND-1, examples, int32 and int64 indices
//===----------------------------------------------------------------------===//

// onnxruntime contrib GatherND example 1, i32 indices: result tensor<2xf32>.
// CHECK-LABEL: func.func @ort_nd_example1_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2xf32>{{$}}
func.func @ort_nd_example1_i32(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// onnxruntime contrib GatherND example 1, i32 indices: wrong result rank (tensor<2x2xf32>).
func.func @ort_nd_example1_i32_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 1, i32 indices: wrong result size (tensor<3xf32>).
func.func @ort_nd_example1_i32_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// onnxruntime contrib GatherND example 1, i64 indices: result tensor<2xf32>.
// CHECK-LABEL: func.func @ort_nd_example1_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2xf32>{{$}}
func.func @ort_nd_example1_i64(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// onnxruntime contrib GatherND example 1, i64 indices: wrong result rank (tensor<2x2xf32>).
func.func @ort_nd_example1_i64_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (2) does not match the inferred rank (1)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 1, i64 indices: wrong result size (tensor<3xf32>).
func.func @ort_nd_example1_i64_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i32 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example2_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>{{$}}
func.func @ort_nd_example2_i32(%d: tensor<2x2xf32>, %i: tensor<2x1xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i32 indices: wrong result rank (tensor<2x2x2xf32>).
func.func @ort_nd_example2_i32_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x1xi32>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i32 indices: wrong result size (tensor<2x3xf32>).
func.func @ort_nd_example2_i32_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x1xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 1 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i64 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example2_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>{{$}}
func.func @ort_nd_example2_i64(%d: tensor<2x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i64 indices: wrong result rank (tensor<2x2x2xf32>).
func.func @ort_nd_example2_i64_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi64>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 2, i64 indices: wrong result size (tensor<2x3xf32>).
func.func @ort_nd_example2_i64_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 1 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i32 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example3_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>{{$}}
func.func @ort_nd_example3_i32(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i32 indices: wrong result rank (tensor<2xf32>).
func.func @ort_nd_example3_i32_bad_rank(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i32 indices: wrong result size (tensor<2x3xf32>).
func.func @ort_nd_example3_i32_bad_size(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i64 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example3_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>{{$}}
func.func @ort_nd_example3_i64(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i64 indices: wrong result rank (tensor<2xf32>).
func.func @ort_nd_example3_i64_bad_rank(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// onnxruntime contrib GatherND example 3, i64 indices: wrong result size (tensor<2x3xf32>).
func.func @ort_nd_example3_i64_bad_size(%d: tensor<2x2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (3) does not match data dimension 2 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i32 indices: result tensor<2x1x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example4_i32
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xf32>, tensor<2x1x2xi32>) -> tensor<2x1x2xf32>{{$}}
func.func @ort_nd_example4_i32(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi32>) -> tensor<2x1x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi32>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i32 indices: wrong result rank (tensor<2x1x2x2xf32>).
func.func @ort_nd_example4_i32_bad_rank(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi32>) -> tensor<2x1x2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (4) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi32>) -> tensor<2x1x2x2xf32>
  return %0 : tensor<2x1x2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i32 indices: wrong result size (tensor<3x1x2xf32>).
func.func @ort_nd_example4_i32_bad_size(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi32>) -> tensor<3x1x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi32>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i64 indices: result tensor<2x1x2xf32>.
// CHECK-LABEL: func.func @ort_nd_example4_i64
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2xf32>{{$}}
func.func @ort_nd_example4_i64(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i64 indices: wrong result rank (tensor<2x1x2x2xf32>).
func.func @ort_nd_example4_i64_bad_rank(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (4) does not match the inferred rank (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<2x1x2x2xf32>
  return %0 : tensor<2x1x2x2xf32>
}

// -----

// onnxruntime contrib GatherND example 4, i64 indices: wrong result size (tensor<3x1x2xf32>).
func.func @ort_nd_example4_i64_bad_size(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi64>) -> tensor<3x1x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi64>) -> tensor<3x1x2xf32>
  return %0 : tensor<3x1x2xf32>
}

// -----

//===----------------------------------------------------------------------===//
// ONNX GatherElements-13, examples and test cases, int32 and int64 indices
//===----------------------------------------------------------------------===//

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i32 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @onnx_ge_example1_i32
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>{{$}}
func.func @onnx_ge_example1_i32(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i32 indices: wrong result rank (tensor<1x2x2xf32>).
func.func @onnx_ge_example1_i32_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<1x2x2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// -----

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i32 indices: wrong result size (tensor<2x3xf32>).
func.func @onnx_ge_example1_i32_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 1 (3) does not match indices dimension 1 (2)}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i64 indices: result tensor<2x2xf32>.
// CHECK-LABEL: func.func @onnx_ge_example1_i64
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>{{$}}
func.func @onnx_ge_example1_i64(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i64 indices: wrong result rank (tensor<1x2x2xf32>).
func.func @onnx_ge_example1_i64_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<1x2x2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}

// -----

// ONNX GatherElements example 1 / test_gather_elements_0 (axis = 1), i64 indices: wrong result size (tensor<2x3xf32>).
func.func @onnx_ge_example1_i64_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 1 (3) does not match indices dimension 1 (2)}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i32 indices: result tensor<2x3xf32>.
// CHECK-LABEL: func.func @onnx_ge_example2_i32
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>{{$}}
func.func @onnx_ge_example2_i32(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i32 indices: wrong result rank (tensor<1x2x3xf32>).
func.func @onnx_ge_example2_i32_bad_rank(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<1x2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i32 indices: wrong result size (tensor<3x3xf32>).
func.func @onnx_ge_example2_i32_bad_size(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i64 indices: result tensor<2x3xf32>.
// CHECK-LABEL: func.func @onnx_ge_example2_i64
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>{{$}}
func.func @onnx_ge_example2_i64(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i64 indices: wrong result rank (tensor<1x2x3xf32>).
func.func @onnx_ge_example2_i64_bad_rank(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<1x2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<1x2x3xf32>
  return %0 : tensor<1x2x3xf32>
}

// -----

// ONNX GatherElements example 2 / test_gather_elements_1 (axis = 0), i64 indices: wrong result size (tensor<3x3xf32>).
func.func @onnx_ge_example2_i64_bad_size(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<3x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i32 indices: result tensor<2x3xf32>.
// CHECK-LABEL: func.func @onnx_ge_negative_indices_i32
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>{{$}}
func.func @onnx_ge_negative_indices_i32(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i32 indices: wrong result rank (tensor<2xf32>).
func.func @onnx_ge_negative_indices_i32_bad_rank(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i32 indices: wrong result size (tensor<2x4xf32>).
func.func @onnx_ge_negative_indices_i32_bad_size(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 1 (4) does not match indices dimension 1 (3)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i64 indices: result tensor<2x3xf32>.
// CHECK-LABEL: func.func @onnx_ge_negative_indices_i64
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>{{$}}
func.func @onnx_ge_negative_indices_i64(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i64 indices: wrong result rank (tensor<2xf32>).
func.func @onnx_ge_negative_indices_i64_bad_rank(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// ONNX GatherElements test_gather_elements_negative_indices (axis = 0), i64 indices: wrong result size (tensor<2x4xf32>).
func.func @onnx_ge_negative_indices_i64_bad_size(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 1 (4) does not match indices dimension 1 (3)}}
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

//===----------------------------------------------------------------------===//
// ONNX Gather-13: the shape table of its documentation (P=5, Q=7, R=2 or 3,
// S=3), and OpenVINO Gather's layer example
//===----------------------------------------------------------------------===//

// (P, Q), ( ), axis 0 -> (Q).
// CHECK-LABEL: func.func @onnx_gather_scalar_axis0
// CHECK: gather.gather %{{.*}}, %{{.*}} : (tensor<5x7xf32>, tensor<i64>) -> tensor<7xf32>{{$}}
func.func @onnx_gather_scalar_axis0(%d: tensor<5x7xf32>, %i: tensor<i64>) -> tensor<7xf32> {
  %0 = gather.gather %d, %i : (tensor<5x7xf32>, tensor<i64>) -> tensor<7xf32>
  return %0 : tensor<7xf32>
}

// -----

// (P, Q, R), ( ), axis 1 -> (P, R).
// CHECK-LABEL: func.func @onnx_gather_scalar_axis1
// CHECK: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<5x7x3xf32>, tensor<i64>) -> tensor<5x3xf32>{{$}}
func.func @onnx_gather_scalar_axis1(%d: tensor<5x7x3xf32>, %i: tensor<i64>) -> tensor<5x3xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<5x7x3xf32>, tensor<i64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// (P, Q), (R, S), axis 0 -> (R, S, Q).
// CHECK-LABEL: func.func @onnx_gather_2d_axis0
// CHECK: gather.gather %{{.*}}, %{{.*}} : (tensor<5x7xf32>, tensor<2x3xi64>) -> tensor<2x3x7xf32>{{$}}
func.func @onnx_gather_2d_axis0(%d: tensor<5x7xf32>, %i: tensor<2x3xi64>) -> tensor<2x3x7xf32> {
  %0 = gather.gather %d, %i : (tensor<5x7xf32>, tensor<2x3xi64>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}

// -----

// (P, Q), (R, S), axis 1 -> (P, R, S).
// CHECK-LABEL: func.func @onnx_gather_2d_axis1
// CHECK: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<5x7xf32>, tensor<2x3xi64>) -> tensor<5x2x3xf32>{{$}}
func.func @onnx_gather_2d_axis1(%d: tensor<5x7xf32>, %i: tensor<2x3xi64>) -> tensor<5x2x3xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<5x7xf32>, tensor<2x3xi64>) -> tensor<5x2x3xf32>
  return %0 : tensor<5x2x3xf32>
}

// -----

// OpenVINO Gather's layer example: 6x12x10x24, 15x4x20x28, axis 1.
// CHECK-LABEL: func.func @ov_gather_layer
// CHECK: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<6x12x10x24xf32>, tensor<15x4x20x28xi32>) -> tensor<6x15x4x20x28x10x24xf32>{{$}}
func.func @ov_gather_layer(%d: tensor<6x12x10x24xf32>, %i: tensor<15x4x20x28xi32>) -> tensor<6x15x4x20x28x10x24xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<6x12x10x24xf32>, tensor<15x4x20x28xi32>) -> tensor<6x15x4x20x28x10x24xf32>
  return %0 : tensor<6x15x4x20x28x10x24xf32>
}

// -----

// The table's last row with the axis-0 result type: rejected.
func.func @onnx_gather_2d_axis1_wrong_shape(%d: tensor<5x7xf32>, %i: tensor<2x3xi64>) -> tensor<2x3x7xf32> {
  // expected-error @+1 {{'gather.gather' op result dimension 0 (2) does not match data dimension 0 (5)}}
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<5x7xf32>, tensor<2x3xi64>) -> tensor<2x3x7xf32>
  return %0 : tensor<2x3x7xf32>
}
