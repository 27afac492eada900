// RUN: gather-opt %s -split-input-file -verify-diagnostics

// Every verifier rule of gather.scatter_nd and gather.scatter_elements, one
// case each: the inverse gather's rules on data and indices, the updates
// shape, the result type, element types, the reduction.

//===----------------------------------------------------------------------===//
// scatter_nd
//===----------------------------------------------------------------------===//

func.func @nd_data_rank_0(%d: tensor<f32>, %i: tensor<1xi64>, %u: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'gather.scatter_nd' op data must have rank >= 1, got rank 0}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<f32>, tensor<1xi64>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @nd_indices_rank_0(%d: tensor<4xf32>, %i: tensor<i64>, %u: tensor<f32>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op indices must have rank >= 1, got rank 0}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<i64>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_k_above_rank(%d: tensor<4xf32>, %i: tensor<2x2xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op the last dimension of indices (k = 2) must be in [1, rank(data) - batch_dims] = [1, 1]}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x2xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_k_zero(%d: tensor<4xf32>, %i: tensor<2x0xi64>, %u: tensor<2x4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op the last dimension of indices (k = 0) must be in [1, rank(data) - batch_dims] = [1, 1]}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x0xi64>, tensor<2x4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_dynamic_k_updates_rank(%d: tensor<4x5xf32>, %i: tensor<2x?xi64>, %u: tensor<2x5x1xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op the last dimension of indices is dynamic, so the updates rank fixes k = rank(indices) + rank(data) - 1 - batch_dims - rank(updates) = 2 + 2 - 1 - 0 - 3 = 0, which must be in [1, 2]}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x?xi64>, tensor<2x5x1xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @nd_updates_rank(%d: tensor<4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op updates rank (1) does not match the inferred rank (2)}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @nd_updates_tuple_dim(%d: tensor<4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<3x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op updates dimension 0 (3) does not match indices dimension 0 (2)}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<3x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @nd_updates_slice_dim(%d: tensor<4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2x6xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op updates dimension 1 (6) does not match data dimension 1 (5)}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<2x6xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @nd_updates_element_type(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf16>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op failed to verify that all of {data, updates} have same element type}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_result_type(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<?xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op failed to verify that all of {data, result} have same type}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

func.func @nd_index_type(%d: tensor<4xf32>, %i: tensor<2x1xi16>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op operand #1 must be ranked tensor of 32-bit signless integer or 64-bit signless integer or index values}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi16>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @nd_element_type(%d: tensor<4xf80>, %i: tensor<2x1xi64>, %u: tensor<2xf80>) -> tensor<4xf80> {
  // expected-error @+1 {{'gather.scatter_nd' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf80>, tensor<2x1xi64>, tensor<2xf80>) -> tensor<4xf80>
  return %0 : tensor<4xf80>
}

// -----

func.func @nd_max_of_complex(%d: tensor<4xcomplex<f32>>, %i: tensor<2x1xi64>, %u: tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  // expected-error @+1 {{'gather.scatter_nd' op reduction 'max' needs ordered elements, but 'complex<f32>' has no order}}
  %0 = gather.scatter_nd %d, %i, %u reduction(max) : (tensor<4xcomplex<f32>>, tensor<2x1xi64>, tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// -----

func.func @nd_unknown_reduction(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'reduction' [none, add, mul, max, min]}}
  %0 = gather.scatter_nd %d, %i, %u reduction(sub) : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// scatter_elements
//===----------------------------------------------------------------------===//

// -----

func.func @elements_data_rank_0(%d: tensor<f32>, %i: tensor<i64>, %u: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{'gather.scatter_elements' op data must have rank >= 1, got rank 0}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<f32>, tensor<i64>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @elements_indices_rank(%d: tensor<4x5xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op indices must have the rank of data (2), got rank 1}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4x5xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_axis_above(%d: tensor<4x5xf32>, %i: tensor<2x5xi64>, %u: tensor<2x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op axis (2) must be in [-2, 1] for data of rank 2}}
  %0 = gather.scatter_elements %d, %i, %u {axis = 2 : i64} : (tensor<4x5xf32>, tensor<2x5xi64>, tensor<2x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_axis_below(%d: tensor<4x5xf32>, %i: tensor<2x5xi64>, %u: tensor<2x5xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op axis (-3) must be in [-2, 1] for data of rank 2}}
  %0 = gather.scatter_elements %d, %i, %u {axis = -3 : i64} : (tensor<4x5xf32>, tensor<2x5xi64>, tensor<2x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_indices_exceed_data(%d: tensor<4x5xf32>, %i: tensor<2x6xi64>, %u: tensor<2x6xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op indices dimension 1 (6) exceeds data dimension 1 (5); only the axis dimension (0) may be larger}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4x5xf32>, tensor<2x6xi64>, tensor<2x6xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_updates_shape(%d: tensor<4x5xf32>, %i: tensor<2x5xi64>, %u: tensor<2x4xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op updates dimension 1 (4) does not match indices dimension 1 (5)}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4x5xf32>, tensor<2x5xi64>, tensor<2x4xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_updates_rank(%d: tensor<4x5xf32>, %i: tensor<2x5xi64>, %u: tensor<10xf32>) -> tensor<4x5xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op updates rank (1) does not match the inferred rank (2)}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4x5xf32>, tensor<2x5xi64>, tensor<10xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

func.func @elements_min_of_complex(%d: tensor<4xcomplex<f64>>, %i: tensor<2xi32>, %u: tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  // expected-error @+1 {{'gather.scatter_elements' op reduction 'min' needs ordered elements, but 'complex<f64>' has no order}}
  %0 = gather.scatter_elements %d, %i, %u reduction(min) : (tensor<4xcomplex<f64>>, tensor<2xi32>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}

// -----

func.func @elements_result_type(%d: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4xf64> {
  // expected-error @+1 {{'gather.scatter_elements' op failed to verify that all of {data, result} have same type}}
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

//===----------------------------------------------------------------------===//
// The custom syntax
//===----------------------------------------------------------------------===//

// -----

// The format spells the reduction: the attribute dictionary may not spell
// it again (it would silently replace the one written), nor alone.
func.func @reduction_twice(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the reduction is written `reduction(...)` after the operands, not in the attribute dictionary}}
  %0 = gather.scatter_nd %d, %i, %u reduction(add) {reduction = 4 : i32} : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @reduction_in_dictionary(%d: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{the reduction is written `reduction(...)` after the operands, not in the attribute dictionary}}
  %0 = gather.scatter_elements %d, %i, %u {reduction = 1 : i32} : (tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// The dictionary's inherent attributes are checked as they are parsed.
func.func @axis_not_integer(%d: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'gather.scatter_elements' op attribute 'axis' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = gather.scatter_elements %d, %i, %u {axis = "x"} : (tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
