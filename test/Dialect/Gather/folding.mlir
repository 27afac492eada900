// The folders of the gather ops. They apply only where the op cannot fail
// (static operand shapes, and an empty result or constant indices all in
// range), so an out-of-range constant index, a run-time shape check or
// unknown indices leave the op to the policy at run time.

// RUN: gather-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant data at constant indices (negative ones count from the end).
// CHECK-LABEL: func.func @nd_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[5.000000e+00, 6.000000e+00], [1.000000e+00, 2.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @nd_constant() -> tensor<2x2xf32> {
  %d = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %i = arith.constant dense<[[-1], [0]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<3x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// -----

// batch_dims = 1 (ONNX GatherND example 5), i32 data and index indices.
// CHECK-LABEL: func.func @nd_constant_batch
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[2, 3], [4, 5]]> : tensor<2x2xi32>
// CHECK-NEXT: return %[[C]]
func.func @nd_constant_batch() -> tensor<2x2xi32> {
  %d = arith.constant dense<[[[0, 1], [2, 3]], [[4, 5], [6, 7]]]> : tensor<2x2x2xi32>
  %i = arith.constant dense<[[1], [0]]> : tensor<2x1xindex>
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xindex>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// Tuples of two components address single elements.
// CHECK-LABEL: func.func @nd_constant_elements
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[4, 1, 2]> : tensor<3xi16>
func.func @nd_constant_elements() -> tensor<3xi16> {
  %d = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %i = arith.constant dense<[[1, 1], [0, 0], [-2, -1]]> : tensor<3x2xi32>
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi16>, tensor<3x2xi32>) -> tensor<3xi16>
  return %0 : tensor<3xi16>
}

// -----

// ONNX GatherElements example 2 (axis 0).
// CHECK-LABEL: func.func @elements_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[4, 8, 3], [7, 2, 3]]> : tensor<2x3xi64>
// CHECK-NEXT: return %[[C]]
func.func @elements_constant() -> tensor<2x3xi64> {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi64>
  %i = arith.constant dense<[[1, 2, 0], [2, 0, 0]]> : tensor<2x3xi32>
  %0 = gather.gather_elements %d, %i : (tensor<3x3xi64>, tensor<2x3xi32>) -> tensor<2x3xi64>
  return %0 : tensor<2x3xi64>
}

// -----

// Element types that DenseElementsAttr stores in their own ways.
// CHECK-LABEL: func.func @elements_constant_i1_complex_f16
// CHECK-DAG: arith.constant dense<[true, false, false]> : tensor<3xi1>
// CHECK-DAG: arith.constant dense<[(3.000000e+00,4.000000e+00), (1.000000e+00,2.000000e+00)]> : tensor<2xcomplex<f64>>
// CHECK-DAG: arith.constant dense<[2.500000e+00, -0.000000e+00]> : tensor<2xf16>
// CHECK-NOT: gather.
func.func @elements_constant_i1_complex_f16() -> (tensor<3xi1>, tensor<2xcomplex<f64>>, tensor<2xf16>) {
  %b = arith.constant dense<[false, true]> : tensor<2xi1>
  %bi = arith.constant dense<[1, 0, -2]> : tensor<3xi64>
  %0 = gather.gather_elements %b, %bi : (tensor<2xi1>, tensor<3xi64>) -> tensor<3xi1>
  %c = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f64>>
  %ci = arith.constant dense<[1, 0]> : tensor<2xi32>
  %1 = gather.gather_elements %c, %ci : (tensor<2xcomplex<f64>>, tensor<2xi32>) -> tensor<2xcomplex<f64>>
  %h = arith.constant dense<[-0.0, 2.5]> : tensor<2xf16>
  %2 = gather.gather_elements %h, %ci : (tensor<2xf16>, tensor<2xi32>) -> tensor<2xf16>
  return %0, %1, %2 : tensor<3xi1>, tensor<2xcomplex<f64>>, tensor<2xf16>
}

// -----

// An out-of-range constant index (3 and -4 in a dimension of 3) is left
// for the policy to report or clamp at run time.
// CHECK-LABEL: func.func @no_fold_out_of_range
// CHECK: gather.gather_nd
// CHECK: gather.gather_elements
func.func @no_fold_out_of_range() -> (tensor<2x2xf32>, tensor<2xf32>) {
  %d = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf32>
  %i = arith.constant dense<[[0], [3]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<3x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  %v = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %j = arith.constant dense<[0, -4]> : tensor<2xi64>
  %1 = gather.gather_elements %v, %j : (tensor<3xf32>, tensor<2xi64>) -> tensor<2xf32>
  return %0, %1 : tensor<2x2xf32>, tensor<2xf32>
}

// -----

// Larger constant results than 1024 elements (kMaxFoldedResultElements) are
// not created; 1024 are.
// CHECK-LABEL: func.func @fold_size_limit
// CHECK-DAG: arith.constant dense<{{.*}}> : tensor<1024xi32>
// CHECK-DAG: gather.gather_elements %{{.*}} : (tensor<2xi32>, tensor<1025xi64>) -> tensor<1025xi32>
func.func @fold_size_limit() -> (tensor<1024xi32>, tensor<1025xi32>) {
  %d = arith.constant dense<[7, 8]> : tensor<2xi32>
  %i = arith.constant dense<1> : tensor<1024xi64>
  %0 = gather.gather_elements %d, %i : (tensor<2xi32>, tensor<1024xi64>) -> tensor<1024xi32>
  %j = arith.constant dense<1> : tensor<1025xi64>
  %1 = gather.gather_elements %d, %j : (tensor<2xi32>, tensor<1025xi64>) -> tensor<1025xi32>
  return %0, %1 : tensor<1024xi32>, tensor<1025xi32>
}

// -----

// A constant result needs a static result type: canonicalization refines
// a less static declared one first, and casts the constant back.
// CHECK-LABEL: func.func @dynamic_result_refined_then_folded
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<[3.000000e+00, 1.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = tensor.cast %[[C]] : tensor<2xf32> to tensor<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @dynamic_result_refined_then_folded() -> tensor<?xf32> {
  %d = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %i = arith.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<3xf32>, tensor<2x1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// A splat `data` gathers a splat at any size, once every index is known in
// range.
// CHECK-LABEL: func.func @splat_data
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<1.500000e+00> : tensor<4096x256xf32>
// CHECK-NEXT: return %[[C]]
func.func @splat_data() -> tensor<4096x256xf32> {
  %d = arith.constant dense<1.5> : tensor<8192x256xf32>
  %i = arith.constant dense<-8192> : tensor<4096x1xi32>
  %0 = gather.gather_nd %d, %i : (tensor<8192x256xf32>, tensor<4096x1xi32>) -> tensor<4096x256xf32>
  return %0 : tensor<4096x256xf32>
}

// -----

// Splat data, but indices unknown or out of range (-8193): the checks stay.
// CHECK-LABEL: func.func @no_fold_splat_unchecked_indices
// CHECK: gather.gather_nd
// CHECK: gather.gather_nd
func.func @no_fold_splat_unchecked_indices(%i: tensor<4x1xi32>) -> (tensor<4x256xf32>, tensor<4x256xf32>) {
  %d = arith.constant dense<1.5> : tensor<8192x256xf32>
  %0 = gather.gather_nd %d, %i : (tensor<8192x256xf32>, tensor<4x1xi32>) -> tensor<4x256xf32>
  %j = arith.constant dense<-8193> : tensor<4x1xi32>
  %1 = gather.gather_nd %d, %j : (tensor<8192x256xf32>, tensor<4x1xi32>) -> tensor<4x256xf32>
  return %0, %1 : tensor<4x256xf32>, tensor<4x256xf32>
}

// -----

// Constant index tensors of more than 65536 values
// (kMaxInspectedIndexValues) are not inspected: the checks stay.
// CHECK-LABEL: func.func @index_inspection_limit
// CHECK-DAG: arith.constant dense<2.000000e+00> : tensor<65536xf32>
// CHECK-DAG: gather.gather_elements %{{.*}} : (tensor<4xf32>, tensor<65537xi64>) -> tensor<65537xf32>
func.func @index_inspection_limit() -> (tensor<65536xf32>, tensor<65537xf32>) {
  %d = arith.constant dense<2.0> : tensor<4xf32>
  %i = arith.constant dense<3> : tensor<65536xi64>
  %0 = gather.gather_elements %d, %i : (tensor<4xf32>, tensor<65536xi64>) -> tensor<65536xf32>
  %j = arith.constant dense<3> : tensor<65537xi64>
  %1 = gather.gather_elements %d, %j : (tensor<4xf32>, tensor<65537xi64>) -> tensor<65537xf32>
  return %0, %1 : tensor<65536xf32>, tensor<65537xf32>
}

// -----

// Empty indices hold no value to check: the empty result folds, whatever
// the data.
// CHECK-LABEL: func.func @empty_indices
// CHECK-DAG: %[[E1:.*]] = arith.constant dense<> : tensor<0x2xcomplex<f32>>
// CHECK-DAG: %[[E2:.*]] = arith.constant dense<> : tensor<0x2xi8>
// CHECK-NOT: gather.
// CHECK: return %[[E1]], %[[E2]]
func.func @empty_indices(%d: tensor<4x2xcomplex<f32>>, %i: tensor<0x1xi64>, %e: tensor<3x2xi8>, %j: tensor<0x2xi32>) -> (tensor<0x2xcomplex<f32>>, tensor<0x2xi8>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x2xcomplex<f32>>, tensor<0x1xi64>) -> tensor<0x2xcomplex<f32>>
  %1 = gather.gather_elements %e, %j : (tensor<3x2xi8>, tensor<0x2xi32>) -> tensor<0x2xi8>
  return %0, %1 : tensor<0x2xcomplex<f32>>, tensor<0x2xi8>
}

// -----

// Empty slices, but index values that the error policy still checks
// (ONNX requires them in range): unknown ones keep the op; constant ones in
// range fold.
// CHECK-LABEL: func.func @empty_slices
// CHECK-DAG: %[[E:.*]] = arith.constant dense<> : tensor<2x0xf32>
// CHECK-DAG: %[[G:.*]] = gather.gather_nd %{{.*}}, %{{.*}} : (tensor<4x0xf32>, tensor<3x1xi64>) -> tensor<3x0xf32>
// CHECK: return %[[G]], %[[E]]
func.func @empty_slices(%d: tensor<4x0xf32>, %i: tensor<3x1xi64>) -> (tensor<3x0xf32>, tensor<2x0xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x0xf32>, tensor<3x1xi64>) -> tensor<3x0xf32>
  %j = arith.constant dense<[[3], [-4]]> : tensor<2x1xi64>
  %1 = gather.gather_nd %d, %j : (tensor<4x0xf32>, tensor<2x1xi64>) -> tensor<2x0xf32>
  return %0, %1 : tensor<3x0xf32>, tensor<2x0xf32>
}

// -----

// An empty result whose run-time shape check may fail (indices dimension 1,
// 5, must not exceed data's dynamic one) does not fold.
// CHECK-LABEL: func.func @no_fold_empty_with_shape_check
// CHECK: gather.gather_elements
func.func @no_fold_empty_with_shape_check(%d: tensor<2x?xf32>, %j: tensor<0x5xi64>) -> tensor<0x5xf32> {
  %0 = gather.gather_elements %d, %j : (tensor<2x?xf32>, tensor<0x5xi64>) -> tensor<0x5xf32>
  return %0 : tensor<0x5xf32>
}

// -----

// An empty data dimension: the result (tensor<0xui16>) is empty and the
// index in range, so once canonicalization has refined the result type it
// folds; no slice is made, since a slice cannot start in an empty
// dimension.
// CHECK-LABEL: func.func @empty_data_dimension
// CHECK-NEXT: %[[E:.*]] = arith.constant dense<> : tensor<0xui16>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<0xui16> to tensor<?xui16>
// CHECK-NEXT: return %[[C]]
func.func @empty_data_dimension(%d: tensor<2x0xui16>) -> tensor<?xui16> {
  %i = arith.constant dense<[0]> : tensor<1xindex>
  %0 = gather.gather_nd %d, %i : (tensor<2x0xui16>, tensor<1xindex>) -> tensor<?xui16>
  return %0 : tensor<?xui16>
}

// -----

// gather: ONNX Gather example 1 with constant operands.
// CHECK-LABEL: func.func @gather_constant
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}{{\[}}[1.000000e+00, 1.200000e+00], [2.300000e+00, 3.400000e+00]], {{\[}}[2.300000e+00, 3.400000e+00], [4.500000e+00, 5.700000e+00]]]> : tensor<2x2x2xf32>
// CHECK-NEXT: return %[[C]]
func.func @gather_constant() -> tensor<2x2x2xf32> {
  %d = arith.constant dense<[[1.0, 1.2], [2.3, 3.4], [4.5, 5.7]]> : tensor<3x2xf32>
  %i = arith.constant dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
  %0 = gather.gather %d, %i : (tensor<3x2xf32>, tensor<2x2xi64>) -> tensor<2x2x2xf32>
  return %0 : tensor<2x2x2xf32>
}

// -----

// batch_dims = 1: each batch's indices (one negative) pick from its own row.
// CHECK-LABEL: func.func @gather_constant_batch
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<{{\[}}[3, 1], [6, 5]]> : tensor<2x2xi32>
// CHECK-NEXT: return %[[C]]
func.func @gather_constant_batch() -> tensor<2x2xi32> {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %i = arith.constant dense<[[2, 0], [-1, 1]]> : tensor<2x2xi64>
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// A splat gathered at unknown indices stays: an index may be out of range.
// CHECK-LABEL: func.func @gather_splat_unknown_indices
// CHECK: gather.gather
func.func @gather_splat_unknown_indices(%i: tensor<5xi64>) -> tensor<5x3xf32> {
  %d = arith.constant dense<1.5> : tensor<4x3xf32>
  %0 = gather.gather %d, %i : (tensor<4x3xf32>, tensor<5xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// Empty indices: nothing to check, an empty constant.
// CHECK-LABEL: func.func @gather_empty_indices
// CHECK-NEXT: %[[C:.*]] = arith.constant dense<> : tensor<4x0xf32>
// CHECK-NEXT: return %[[C]]
func.func @gather_empty_indices(%d: tensor<4x3xf32>, %i: tensor<0xi64>) -> tensor<4x0xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x3xf32>, tensor<0xi64>) -> tensor<4x0xf32>
  return %0 : tensor<4x0xf32>
}
