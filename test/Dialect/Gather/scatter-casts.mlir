// RUN: gather-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: gather-opt %s --gather-refine-shapes --split-input-file | FileCheck %s

// Canonicalization absorbs a scatter's `tensor.cast` operands that only
// erase static sizes, each unless the more static type would contradict
// the other operands (the scatter then fails at run time, and only the cast
// keeps it valid IR). Upstream's FoldTensorCastProducerOp, which absorbs
// every such cast into destination-style ops, leaves the scatters alone.

// k = 2 from indices would contradict the rank of updates (which fixes
// k = 1): the cast stays.
// CHECK-LABEL: func.func @contradicting_k
// CHECK: %[[C:.*]] = tensor.cast %{{.*}} : tensor<2x2xi64> to tensor<2x?xi64>
// CHECK: gather.scatter_nd %{{.*}}, %[[C]], %{{.*}} : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x3xf32>)
func.func @contradicting_k(%d: tensor<4x3xf32>, %i: tensor<2x2xi64>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %ci = tensor.cast %i : tensor<2x2xi64> to tensor<2x?xi64>
  %0 = gather.scatter_nd %d, %ci, %u : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// Rows of 5 updates into rows of 3 (updates), and data rows of 5 for
// updates rows of 3 (data): both casts stay, and the result keeps data's
// declared type.
// CHECK-LABEL: func.func @contradicting_rows
// CHECK: %[[U:.*]] = tensor.cast %{{.*}} : tensor<2x5xf32> to tensor<2x?xf32>
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %[[U]] : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x?xf32>) -> tensor<4x3xf32>
// CHECK: %[[D:.*]] = tensor.cast %{{.*}} : tensor<4x5xf32> to tensor<4x?xf32>
// CHECK: gather.scatter_nd %[[D]], %{{.*}}, %{{.*}} : (tensor<4x?xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x?xf32>
func.func @contradicting_rows(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x5xf32>, %d5: tensor<4x5xf32>, %u3: tensor<2x3xf32>) -> (tensor<4x3xf32>, tensor<4x?xf32>) {
  %cu = tensor.cast %u : tensor<2x5xf32> to tensor<2x?xf32>
  %0 = gather.scatter_nd %d, %i, %cu : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x?xf32>) -> tensor<4x3xf32>
  %cd = tensor.cast %d5 : tensor<4x5xf32> to tensor<4x?xf32>
  %1 = gather.scatter_nd %cd, %i, %u3 : (tensor<4x?xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x?xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x?xf32>
}

// -----

// scatter_elements: indices longer than data in a dimension other than the
// axis, and updates that differ from indices: both casts stay.
// CHECK-LABEL: func.func @contradicting_elements
// CHECK: %[[I:.*]] = tensor.cast %{{.*}} : tensor<5x3xi64> to tensor<?x3xi64>
// CHECK: gather.scatter_elements %{{.*}}, %[[I]], %{{.*}} {axis = 1 : i64} : (tensor<2x3xf32>, tensor<?x3xi64>, tensor<?x3xf32>)
// CHECK: %[[U:.*]] = tensor.cast %{{.*}} : tensor<1x3xf32> to tensor<?x3xf32>
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %[[U]] reduction(add) : (tensor<2x3xf32>, tensor<2x3xi64>, tensor<?x3xf32>)
func.func @contradicting_elements(%d: tensor<2x3xf32>, %i: tensor<5x3xi64>, %u: tensor<?x3xf32>, %j: tensor<2x3xi64>, %v: tensor<1x3xf32>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %ci = tensor.cast %i : tensor<5x3xi64> to tensor<?x3xi64>
  %0 = gather.scatter_elements %d, %ci, %u {axis = 1 : i64} : (tensor<2x3xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<2x3xf32>
  %cv = tensor.cast %v : tensor<1x3xf32> to tensor<?x3xf32>
  %1 = gather.scatter_elements %d, %j, %cv reduction(add) : (tensor<2x3xf32>, tensor<2x3xi64>, tensor<?x3xf32>) -> tensor<2x3xf32>
  return %0, %1 : tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// Casts that agree with the other operands are absorbed, that into data
// with a cast of the result back to the declared type; a contradicting
// cast beside them stays.
// CHECK-LABEL: func.func @absorbed
// CHECK-SAME: (%[[D:[^:]*]]: tensor<4x3xf32>, %[[I:[^:]*]]: tensor<2x1xi64>, %[[U:[^:]*]]: tensor<2x3xf32>, %[[U5:[^:]*]]: tensor<2x5xf32>
// CHECK: %[[S:.*]] = gather.scatter_nd %[[D]], %[[I]], %[[U]] reduction(max) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK: %[[R:.*]] = tensor.cast %[[S]] : tensor<4x3xf32> to tensor<?x?xf32>
// CHECK: %[[C5:.*]] = tensor.cast %[[U5]] : tensor<2x5xf32> to tensor<2x?xf32>
// CHECK: gather.scatter_nd %[[D]], %[[I]], %[[C5]] : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x?xf32>) -> tensor<4x3xf32>
// CHECK: return %[[R]]
func.func @absorbed(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>, %u5: tensor<2x5xf32>) -> (tensor<?x?xf32>, tensor<4x3xf32>) {
  %cd = tensor.cast %d : tensor<4x3xf32> to tensor<?x?xf32>
  %ci = tensor.cast %i : tensor<2x1xi64> to tensor<?x?xi64>
  %cu = tensor.cast %u : tensor<2x3xf32> to tensor<?x3xf32>
  %0 = gather.scatter_nd %cd, %ci, %cu reduction(max) : (tensor<?x?xf32>, tensor<?x?xi64>, tensor<?x3xf32>) -> tensor<?x?xf32>
  %ci2 = tensor.cast %i : tensor<2x1xi64> to tensor<2x?xi64>
  %cu5 = tensor.cast %u5 : tensor<2x5xf32> to tensor<2x?xf32>
  %1 = gather.scatter_nd %d, %ci2, %cu5 : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x?xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<4x3xf32>
}
