// RUN: gather-opt %s --convert-tosa-to-gather --split-input-file | FileCheck %s

// tosa.gather (values [N, K, C], indices [N, W]) is a gather_nd with one
// batch dimension and one-component index tuples: the indices get a unit
// dimension.

// CHECK-LABEL: func.func @static
// CHECK-SAME: (%[[V:.*]]: tensor<2x5x3xf32>, %[[I:.*]]: tensor<2x4xi32>)
// CHECK: %[[T:.*]] = tensor.expand_shape %[[I]] {{\[\[}}0], [1, 2]] output_shape [2, 4, 1] : tensor<2x4xi32> into tensor<2x4x1xi32>
// CHECK: %[[R:.*]] = gather.gather_nd %[[V]], %[[T]] {batch_dims = 1 : i64} : (tensor<2x5x3xf32>, tensor<2x4x1xi32>) -> tensor<2x4x3xf32>
// CHECK: return %[[R]]
func.func @static(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// Dynamic sizes: the expanded indices take theirs from tensor.dim.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[V:.*]]: tensor<?x?x?xi8>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK-DAG: %[[N:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<?x?xi32>
// CHECK-DAG: %[[W:.*]] = tensor.dim %[[I]], %{{.*}} : tensor<?x?xi32>
// CHECK: %[[T:.*]] = tensor.expand_shape %[[I]] {{\[\[}}0], [1, 2]] output_shape [%[[N]], %[[W]], 1] : tensor<?x?xi32> into tensor<?x?x1xi32>
// CHECK: gather.gather_nd %[[V]], %[[T]] {batch_dims = 1 : i64} : (tensor<?x?x?xi8>, tensor<?x?x1xi32>) -> tensor<?x?x?xi8>
func.func @dynamic(%v: tensor<?x?x?xi8>, %i: tensor<?x?xi32>) -> tensor<?x?x?xi8> {
  %0 = tosa.gather %v, %i : (tensor<?x?x?xi8>, tensor<?x?xi32>) -> tensor<?x?x?xi8>
  return %0 : tensor<?x?x?xi8>
}

// -----

// i64 indices, bf16 values, and a result type less static than the
// operands: kept as TOSA declared it.
// CHECK-LABEL: func.func @i64_indices
// CHECK: tensor.expand_shape %{{.*}} {{\[\[}}0], [1, 2]] output_shape [1, 3, 1] : tensor<1x3xi64> into tensor<1x3x1xi64>
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<1x5x2xbf16>, tensor<1x3x1xi64>) -> tensor<?x3x2xbf16>
func.func @i64_indices(%v: tensor<1x5x2xbf16>, %i: tensor<1x3xi64>) -> tensor<?x3x2xbf16> {
  %0 = tosa.gather %v, %i : (tensor<1x5x2xbf16>, tensor<1x3xi64>) -> tensor<?x3x2xbf16>
  return %0 : tensor<?x3x2xbf16>
}

// -----

// Unranked values or results have no gather_nd form: left alone.
// CHECK-LABEL: func.func @unranked
// CHECK: tosa.gather
// CHECK-NOT: gather.gather_nd
func.func @unranked(%v: tensor<*xf32>, %i: tensor<2x4xi32>) -> tensor<*xf32> {
  %0 = tosa.gather %v, %i : (tensor<*xf32>, tensor<2x4xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
