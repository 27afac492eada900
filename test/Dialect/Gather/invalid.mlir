// RUN: gather-opt %s -split-input-file -verify-diagnostics

// Every verifier rule of gather.gather_nd, gather.gather_elements and
// gather.gather, one case each. Messages name the values they are about.

//===----------------------------------------------------------------------===//
// gather_nd
//===----------------------------------------------------------------------===//

func.func @nd_data_rank_0(%d: tensor<f32>, %i: tensor<1xi64>) -> tensor<f32> {
  // expected-error @+1 {{'gather.gather_nd' op data must have rank >= 1, got rank 0}}
  %0 = gather.gather_nd %d, %i : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @nd_indices_rank_0(%d: tensor<4xf32>, %i: tensor<i64>) -> tensor<f32> {
  // expected-error @+1 {{'gather.gather_nd' op indices must have rank >= 1, got rank 0}}
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @nd_batch_dims_not_below_min_rank(%d: tensor<2x3x4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op batch_dims (2) must be in [0, min(rank(data), rank(indices))) = [0, 2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @nd_negative_batch_dims(%d: tensor<2x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op batch_dims (-1) must be in [0, min(rank(data), rank(indices))) = [0, 2)}}
  %0 = gather.gather_nd %d, %i {batch_dims = -1 : i64} : (tensor<2x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @nd_batch_dims_attr_type(%d: tensor<2x3xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op attribute 'batch_dims' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i32} : (tensor<2x3xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @nd_batch_dim_mismatch(%d: tensor<2x3x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x4xf32> {
  // expected-error @+1 {{'gather.gather_nd' op batch dimension 0 differs: data has 2, indices has 3}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

func.func @nd_second_batch_dim_mismatch(%d: tensor<2x3x4x5xf32>, %i: tensor<2x4x1xi64>) -> tensor<2x4x5xf32> {
  // expected-error @+1 {{'gather.gather_nd' op batch dimension 1 differs: data has 3, indices has 4}}
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4x5xf32>, tensor<2x4x1xi64>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}

// -----

func.func @nd_index_depth_0(%d: tensor<2x3xf32>, %i: tensor<4x0xi64>) -> tensor<4x2x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op the last dimension of indices (k = 0) must be in [1, rank(data) - batch_dims] = [1, 2]}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x0xi64>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}

// -----

func.func @nd_index_depth_above_rank(%d: tensor<2x3xf32>, %i: tensor<4x3xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.gather_nd' op the last dimension of indices (k = 3) must be in [1, rank(data) - batch_dims] = [1, 2]}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x3xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_index_depth_above_rank_minus_batch(%d: tensor<2x3x4xf32>, %i: tensor<2x3xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op the last dimension of indices (k = 3) must be in [1, rank(data) - batch_dims] = [1, 2]}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @nd_dynamic_index_depth_too_small(%d: tensor<4x5x6xf32>, %i: tensor<3x?xi64>) -> tensor<3x4x5x6xf32> {
  // expected-error @+1 {{'gather.gather_nd' op the last dimension of indices is dynamic, so the result rank fixes k = rank(indices) + rank(data) - 1 - batch_dims - rank(result) = 2 + 3 - 1 - 0 - 4 = 0, which must be in [1, 3]}}
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x4x5x6xf32>
  return %0 : tensor<3x4x5x6xf32>
}

// -----

func.func @nd_dynamic_index_depth_too_large(%d: tensor<2x5x6xf32>, %i: tensor<2x3x?xi64>) -> tensor<f32> {
  // expected-error @+1 {{'gather.gather_nd' op the last dimension of indices is dynamic, so the result rank fixes k = rank(indices) + rank(data) - 1 - batch_dims - rank(result) = 3 + 3 - 1 - 1 - 0 = 4, which must be in [1, 2]}}
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x5x6xf32>, tensor<2x3x?xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @nd_result_rank(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_result_dim_from_indices(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<5x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 0 (5) does not match indices dimension 0 (4)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @nd_result_dim_from_data(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<?x2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result dimension 1 (2) does not match data dimension 1 (3)}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}

// -----

func.func @nd_result_element_type(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf64> {
  // expected-error @+1 {{'gather.gather_nd' op failed to verify that all of {data, result} have same element type}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}

// -----

func.func @nd_indices_element_type(%d: tensor<2x3xf32>, %i: tensor<4x1xi16>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<4x1xi16>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @nd_float_indices(%d: tensor<2x3xf32>, %i: tensor<4x1xf32>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<4x1xf32>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @nd_signed_indices(%d: tensor<2x3xf32>, %i: tensor<4x1xsi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<4x1xsi64>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xsi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @nd_data_element_type(%d: tensor<2x3xindex>, %i: tensor<4x1xi64>) -> tensor<4x3xindex> {
  // expected-error @+1 {{'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type (i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>) values whose static sizes take at most 2^63-1 bytes, but got 'tensor<2x3xindex>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xindex>, tensor<4x1xi64>) -> tensor<4x3xindex>
  return %0 : tensor<4x3xindex>
}

// -----

func.func @nd_unranked_data(%d: tensor<*xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_nd %d, %i : (tensor<*xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @nd_unranked_indices(%d: tensor<2x3xf32>, %i: tensor<*xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<*xi64>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<*xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @nd_unranked_result(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<*xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

func.func @nd_memref_data(%d: memref<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_nd %d, %i : (memref<2x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

// -----

func.func @elements_data_rank_0(%d: tensor<f32>, %i: tensor<i64>) -> tensor<f32> {
  // expected-error @+1 {{'gather.gather_elements' op data must have rank >= 1, got rank 0}}
  %0 = gather.gather_elements %d, %i : (tensor<f32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @elements_rank_mismatch(%d: tensor<2x3xf32>, %i: tensor<2xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op indices must have the rank of data (2), got rank 1}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @elements_axis_too_large(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op axis (2) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather_elements %d, %i {axis = 2 : i64} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_axis_too_negative(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op axis (-3) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather_elements %d, %i {axis = -3 : i64} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_axis_attr_type(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = gather.gather_elements %d, %i {axis = 1.0 : f32} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_indices_dim_exceeds_data(%d: tensor<2x3xf32>, %i: tensor<2x4xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'gather.gather_elements' op indices dimension 1 (4) exceeds data dimension 1 (3); only the axis dimension (0) may be larger}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @elements_result_rank(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<6xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result rank (1) does not match the inferred rank (2)}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @elements_result_shape(%d: tensor<2x3xf32>, %i: tensor<2x2xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op result dimension 1 (3) does not match indices dimension 1 (2)}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_result_element_type(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xi32> {
  // expected-error @+1 {{'gather.gather_elements' op failed to verify that all of {data, result} have same element type}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// -----

func.func @elements_indices_element_type(%d: tensor<2x3xf32>, %i: tensor<2x3xui32>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<2x3xui32>'}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x3xui32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_unranked_data(%d: tensor<*xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  // expected-error @+1 {{'gather.gather_elements' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_elements %d, %i : (tensor<*xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

func.func @elements_data_element_type(%d: tensor<2x3xf8E4M3FN>, %i: tensor<2x3xi64>) -> tensor<2x3xf8E4M3FN> {
  // expected-error @+1 {{'gather.gather_elements' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf8E4M3FN>, tensor<2x3xi64>) -> tensor<2x3xf8E4M3FN>
  return %0 : tensor<2x3xf8E4M3FN>
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

// -----

func.func @gather_data_rank_0(%d: tensor<f32>, %i: tensor<i64>) -> tensor<f32> {
  // expected-error @+1 {{'gather.gather' op data must have rank >= 1, got rank 0}}
  %0 = gather.gather %d, %i : (tensor<f32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @gather_axis_too_large(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'gather.gather' op axis (2) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather %d, %i {axis = 2 : i64} : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

func.func @gather_axis_too_negative(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather' op axis (-3) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather %d, %i {axis = -3 : i64} : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @gather_batch_dims_too_large(%d: tensor<2x3x4xf32>, %i: tensor<2x5xi64>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'gather.gather' op batch_dims (3) must be in [-2, 2] for indices of rank 2}}
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = 3 : i64} : (tensor<2x3x4xf32>, tensor<2x5xi64>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @gather_batch_dims_too_negative(%d: tensor<2x3x4xf32>, %i: tensor<2x5xi64>) -> tensor<2x3x5xf32> {
  // expected-error @+1 {{'gather.gather' op batch_dims (-3) must be in [-2, 2] for indices of rank 2}}
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = -3 : i64} : (tensor<2x3x4xf32>, tensor<2x5xi64>) -> tensor<2x3x5xf32>
  return %0 : tensor<2x3x5xf32>
}

// -----

func.func @gather_batch_dims_after_axis(%d: tensor<2x3x4xf32>, %i: tensor<2x3x5xi64>) -> tensor<2x5x4xf32> {
  // expected-error @+1 {{'gather.gather' op batch_dims (2 after normalisation) must not exceed axis (1 after normalisation)}}
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 2 : i64} : (tensor<2x3x4xf32>, tensor<2x3x5xi64>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}

// -----

func.func @gather_negative_batch_dims_after_axis(%d: tensor<2x3x4xf32>, %i: tensor<2x3x5xi64>) -> tensor<2x5x4xf32> {
  // expected-error @+1 {{'gather.gather' op batch_dims (2 after normalisation) must not exceed axis (1 after normalisation)}}
  %0 = gather.gather %d, %i {axis = -2 : i64, batch_dims = -1 : i64} : (tensor<2x3x4xf32>, tensor<2x3x5xi64>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}

// -----

func.func @gather_batch_dim_differs(%d: tensor<2x3x4xf32>, %i: tensor<3x5xi64>) -> tensor<2x5x4xf32> {
  // expected-error @+1 {{'gather.gather' op batch dimension 0 differs: data has 2, indices has 3}}
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<3x5xi64>) -> tensor<2x5x4xf32>
  return %0 : tensor<2x5x4xf32>
}

// -----

func.func @gather_result_rank(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<4x3x1xf32> {
  // expected-error @+1 {{'gather.gather' op result rank (3) does not match the inferred rank (2)}}
  %0 = gather.gather %d, %i : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<4x3x1xf32>
  return %0 : tensor<4x3x1xf32>
}

// -----

func.func @gather_result_shape_from_indices(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<5x3xf32> {
  // expected-error @+1 {{'gather.gather' op result dimension 0 (5) does not match indices dimension 0 (4)}}
  %0 = gather.gather %d, %i : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

func.func @gather_result_shape_from_data(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<4x2xf32> {
  // expected-error @+1 {{'gather.gather' op result dimension 1 (2) does not match data dimension 1 (3)}}
  %0 = gather.gather %d, %i : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

func.func @gather_result_element_type(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<4x3xf16> {
  // expected-error @+1 {{'gather.gather' op failed to verify that all of {data, result} have same element type}}
  %0 = gather.gather %d, %i : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<4x3xf16>
  return %0 : tensor<4x3xf16>
}

// -----

func.func @gather_indices_element_type(%d: tensor<2x3xf32>, %i: tensor<4xi16>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values}}
  %0 = gather.gather %d, %i : (tensor<2x3xf32>, tensor<4xi16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

func.func @gather_data_element_type(%d: tensor<2x3xf8E4M3FN>, %i: tensor<4xi64>) -> tensor<4x3xf8E4M3FN> {
  // expected-error @+1 {{'gather.gather' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather %d, %i : (tensor<2x3xf8E4M3FN>, tensor<4xi64>) -> tensor<4x3xf8E4M3FN>
  return %0 : tensor<4x3xf8E4M3FN>
}

// -----

func.func @gather_axis_attr_type(%d: tensor<2x3xf32>, %i: tensor<4xi64>) -> tensor<4x3xf32> {
  // expected-error @+1 {{'gather.gather' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = gather.gather %d, %i {axis = 1 : i32} : (tensor<2x3xf32>, tensor<4xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

//===----------------------------------------------------------------------===//
// Sizes: no tensor may take more than 2^63-1 bytes (sizes, offsets and byte
// counts are signed 64-bit values in the lowered code).
//===----------------------------------------------------------------------===//

// -----

// 2^62 x 4 f32 elements: 2^66 bytes.
func.func @data_too_large(%d: tensor<4611686018427387904x4xf32>, %i: tensor<1x1xi64>) -> tensor<1x4xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type (i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>) values whose static sizes take at most 2^63-1 bytes, but got 'tensor<4611686018427387904x4xf32>'}}
  %0 = gather.gather_nd %d, %i : (tensor<4611686018427387904x4xf32>, tensor<1x1xi64>) -> tensor<1x4xf32>
  return %0 : tensor<1x4xf32>
}

// -----

// Dynamic sizes do not hide static ones that are too large already: 2^60 x 2
// i64 indices are 2^64 bytes whatever `?` is.
func.func @indices_too_large(%d: tensor<8xf32>, %i: tensor<?x1152921504606846976x2xi64>) -> tensor<?x1152921504606846976x2xf32> {
  // expected-error @+1 {{'gather.gather_elements' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values whose static sizes take at most 2^63-1 bytes, but got 'tensor<?x1152921504606846976x2xi64>'}}
  %0 = gather.gather_elements %d, %i : (tensor<8xf32>, tensor<?x1152921504606846976x2xi64>) -> tensor<?x1152921504606846976x2xf32>
  return %0 : tensor<?x1152921504606846976x2xf32>
}

// -----

// complex<f64> takes 16 bytes: 2^60 of them overflow, as i8 they would not.
func.func @result_type_too_large(%d: tensor<1152921504606846976xcomplex<f64>>, %i: tensor<1xi64>) -> tensor<1152921504606846976xcomplex<f64>> {
  // expected-error @+1 {{'gather.gather_elements' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.gather_elements %d, %i : (tensor<1152921504606846976xcomplex<f64>>, tensor<1xi64>) -> tensor<1152921504606846976xcomplex<f64>>
  return %0 : tensor<1152921504606846976xcomplex<f64>>
}

// -----

func.func @declared_result_too_large(%d: tensor<2x?xi8>, %i: tensor<2x1xi64>) -> tensor<2x9223372036854775807xf32> {
  // expected-error @+1 {{'gather.gather_nd' op result #0 must be ranked tensor of ONNX numeric type (i1, i8, i16, i32, i64, ui8, ui16, ui32, ui64, f16, bf16, f32, f64, complex<f32>, complex<f64>) values whose static sizes take at most 2^63-1 bytes, but got 'tensor<2x9223372036854775807xf32>'}}
  %0 = gather.gather_nd %d, %i : (tensor<2x?xi8>, tensor<2x1xi64>) -> tensor<2x9223372036854775807xf32>
  return %0 : tensor<2x9223372036854775807xf32>
}

// -----

// Both operands fit (2^34 bytes each), but the result combines their sizes:
// 2^31 rows of 2^32 f32 elements, 2^65 bytes. A declared result with dynamic
// sizes does not escape the check.
func.func @nd_inferred_result_too_large(%d: tensor<1x4294967296xf32>, %i: tensor<2147483648x1xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'gather.gather_nd' op the inferred result type 'tensor<2147483648x4294967296xf32>' would take more than 2^63-1 bytes}}
  %0 = gather.gather_nd %d, %i : (tensor<1x4294967296xf32>, tensor<2147483648x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The same for gather: 2^31 indices each select a row of 2^32 f32.
func.func @gather_inferred_result_too_large(%d: tensor<1x4294967296xf32>, %i: tensor<2147483648xi64>) -> tensor<?x?xf32> {
  // expected-error @+1 {{'gather.gather' op the inferred result type 'tensor<2147483648x4294967296xf32>' would take more than 2^63-1 bytes}}
  %0 = gather.gather %d, %i : (tensor<1x4294967296xf32>, tensor<2147483648xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// The attributes the lowering reads are verified wherever they appear.
func.func @site_not_integer(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op 'gather.site' must be a non-negative i64 (a site id, which gather-add-status-arguments assigns), not "x"}}
  %0 = gather.gather_nd %d, %i {gather.site = "x"} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @site_float(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.site' must be a non-negative i64}}
  %0 = gather.gather_nd %d, %i {gather.site = 1.5 : f32} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @site_negative(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.site' must be a non-negative i64}}
  %0 = gather.gather_nd %d, %i {gather.site = -1 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @site_i32(%d: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.site' must be a non-negative i64}}
  %0 = gather.gather_elements %d, %i {axis = 0 : i64, gather.site = 1 : i32} : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @site_elsewhere(%x: f32) -> f32 {
  // expected-error @+1 {{'arith.negf' op has 'gather.site', which only gather and scatter ops take}}
  %0 = arith.negf %x {gather.site = 0 : i64} : f32
  return %0 : f32
}

// -----

// expected-error @+1 {{'func.func' op is marked 'gather.status' but its last argument is not a status record (memref<6xi64>)}}
func.func @status_without_record(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// expected-error @+1 {{'func.func' op is marked 'gather.status' but its last argument is not a status record (memref<6xi64>)}}
func.func private @status_short_record(%d: tensor<4xf32>, %s: memref<2xi64>) attributes {gather.status}

// -----

// expected-error @+1 {{'func.func' op 'gather.status' must be a unit attribute of a function}}
func.func private @status_not_unit(%s: memref<6xi64>) attributes {gather.status = 1 : i64}

// -----

func.func @status_not_function(%x: f32) -> f32 {
  // expected-error @+1 {{'arith.negf' op 'gather.status' must be a unit attribute of a function}}
  %0 = arith.negf %x {gather.status} : f32
  return %0 : f32
}

// -----

// expected-error @+1 {{'func.func' op has unknown gather attribute 'gather.sitez'}}
func.func private @unknown(%x: f32) attributes {gather.sitez = 0 : i64}

// -----

// expected-error @+1 {{'builtin.module' op 'gather.sites' must be an array of locations on a module (the site locations, which gather-add-status-arguments records)}}
module attributes {gather.sites = [loc("a.mlir":1:2), 3 : i64]} {
}

// -----

// expected-error @+1 {{'func.func' op 'gather.sites' must be an array of locations on a module}}
func.func private @sites_on_function(%x: f32) attributes {gather.sites = [loc("a.mlir":1:2)]}
