// RUN: gather-opt %s --convert-tosa-to-gather --split-input-file | FileCheck %s

// tosa.gather (values [N, K, C], indices [N, W]) is gather.gather along
// axis 1 with one batch dimension.

// CHECK-LABEL: func.func @static
// CHECK-SAME: (%[[V:.*]]: tensor<2x5x3xf32>, %[[I:.*]]: tensor<2x4xi32>)
// CHECK-NEXT: %[[R:.*]] = gather.gather %[[V]], %[[I]] {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @static(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

// -----

// Dynamic sizes.
// CHECK-LABEL: func.func @dynamic
// CHECK-SAME: (%[[V:.*]]: tensor<?x?x?xi8>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK-NEXT: gather.gather %[[V]], %[[I]] {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x?x?xi8>, tensor<?x?xi32>) -> tensor<?x?x?xi8>
func.func @dynamic(%v: tensor<?x?x?xi8>, %i: tensor<?x?xi32>) -> tensor<?x?x?xi8> {
  %0 = tosa.gather %v, %i : (tensor<?x?x?xi8>, tensor<?x?xi32>) -> tensor<?x?x?xi8>
  return %0 : tensor<?x?x?xi8>
}

// -----

// i64 indices, bf16 values, and a result type less static than the
// operands: kept as TOSA declared it.
// CHECK-LABEL: func.func @i64_indices
// CHECK-NEXT: gather.gather %{{.*}}, %{{.*}} {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<1x5x2xbf16>, tensor<1x3xi64>) -> tensor<?x3x2xbf16>
func.func @i64_indices(%v: tensor<1x5x2xbf16>, %i: tensor<1x3xi64>) -> tensor<?x3x2xbf16> {
  %0 = tosa.gather %v, %i : (tensor<1x5x2xbf16>, tensor<1x3xi64>) -> tensor<?x3x2xbf16>
  return %0 : tensor<?x3x2xbf16>
}

// -----

// Unranked values or results have no gather form: left alone.
// CHECK-LABEL: func.func @unranked
// CHECK: tosa.gather
// CHECK-NOT: gather.gather
func.func @unranked(%v: tensor<*xf32>, %i: tensor<2x4xi32>) -> tensor<*xf32> {
  %0 = tosa.gather %v, %i : (tensor<*xf32>, tensor<2x4xi32>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}

// -----

// fp8 values (TOSA has them, ONNX's gathers do not): left alone.
// CHECK-LABEL: func.func @fp8_values
// CHECK: tosa.gather
// CHECK-NOT: gather.gather
func.func @fp8_values(%v: tensor<2x5x3xf8E5M2>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf8E5M2> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf8E5M2>, tensor<2x4xi32>) -> tensor<2x4x3xf8E5M2>
  return %0 : tensor<2x4x3xf8E5M2>
}

// -----

// tosa.scatter (values [N, K, C], indices [N, W], input [N, W, C]) is
// gather.scatter_nd with the tuples (n, indices[n, w]) as i64.
// CHECK-LABEL: func.func @scatter
// CHECK-SAME: (%[[V:.*]]: tensor<2x5x3xf32>, %[[I:.*]]: tensor<2x4xi32>, %[[U:.*]]: tensor<2x4x3xf32>)
// CHECK: %[[T:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<2x4xi32>) outs(%{{.*}} : tensor<2x4x2xi64>)
// CHECK: %[[N:.*]] = linalg.index 0 : index
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[K64:.*]] = arith.extsi %{{.*}} : i32 to i64
// CHECK: %[[J:.*]] = linalg.index 2 : index
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[J]], %{{.*}} : index
// CHECK: arith.select %[[FIRST]], %[[N64]], %[[K64]] : i64
// CHECK: %[[R:.*]] = gather.scatter_nd %[[V]], %[[T]], %[[U]] : (tensor<2x5x3xf32>, tensor<2x4x2xi64>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
// CHECK: return %[[R]]
func.func @scatter(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %u: tensor<2x4x3xf32>) -> tensor<2x5x3xf32> {
  %0 = tosa.scatter %v, %i, %u : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

// -----

// Dynamic sizes, i64 indices (used as they are).
// CHECK-LABEL: func.func @scatter_dynamic
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<?x?xi64>) outs(%{{.*}} : tensor<?x?x2xi64>)
// CHECK-NOT: arith.extsi
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} : (tensor<?x?x?xi8>, tensor<?x?x2xi64>, tensor<?x?x?xi8>) -> tensor<?x?x?xi8>
func.func @scatter_dynamic(%v: tensor<?x?x?xi8>, %i: tensor<?x?xi64>, %u: tensor<?x?x?xi8>) -> tensor<?x?x?xi8> {
  %0 = tosa.scatter %v, %i, %u : (tensor<?x?x?xi8>, tensor<?x?xi64>, tensor<?x?x?xi8>) -> tensor<?x?x?xi8>
  return %0 : tensor<?x?x?xi8>
}
