// RUN: gather-opt %s --resolve-ranked-shaped-type-result-dims --split-input-file | FileCheck %s

// tensor.dim of a gather result becomes the size it is taken from.

// CHECK-LABEL: func.func @nd_dims
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?x1xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[N0:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK-DAG: %[[N1:.*]] = tensor.dim %[[I]], %[[C1]]
// CHECK-DAG: %[[N2:.*]] = tensor.dim %[[D]], %[[C2]]
// CHECK: return %[[N0]], %[[N1]], %[[N2]]
func.func @nd_dims(%d: tensor<?x?x?xf32>, %i: tensor<?x?x1xi64>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xf32>, tensor<?x?x1xi64>) -> tensor<?x?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?x?xf32>
  %n2 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
  return %n0, %n1, %n2 : index, index, index
}

// -----

// Dynamic k: the result rank fixes k = 2, so result dim 1 is data dim 2.
// CHECK-LABEL: func.func @nd_dynamic_index_depth
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[N0:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK-DAG: %[[N1:.*]] = tensor.dim %[[D]], %[[C2]]
// CHECK: return %[[N0]], %[[N1]]
func.func @nd_dynamic_index_depth(%d: tensor<?x?x?xf32>, %i: tensor<?x?xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}

// -----

// A size that the operand types know statically reifies as a constant.
// CHECK-LABEL: func.func @nd_static_source
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: return %[[C8]]
func.func @nd_static_source(%d: tensor<4x8xf32>, %i: tensor<?x1xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<?x1xindex>) -> tensor<?x?xf32>
  %n = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n : index
}

// -----

// CHECK-LABEL: func.func @elements_dims
// CHECK-SAME: (%[[D:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x?xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[N0:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK-DAG: %[[N1:.*]] = tensor.dim %[[I]], %[[C1]]
// CHECK: return %[[N0]], %[[N1]]
func.func @elements_dims(%d: tensor<?x?xf32>, %i: tensor<?x?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi64>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}

// -----

// gather with batch_dims = 1, axis = 2: the batch size from indices, then
// data's dimension 1, the indices' dimension 1, data's dimension 3.
// CHECK-LABEL: func.func @gather_dims
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?x?xf32>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[N0:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK-DAG: %[[N1:.*]] = tensor.dim %[[D]], %[[C1]]
// CHECK-DAG: %[[N2:.*]] = tensor.dim %[[I]], %[[C1]]
// CHECK-DAG: %[[N3:.*]] = tensor.dim %[[D]], %[[C3]]
// CHECK: return %[[N0]], %[[N1]], %[[N2]], %[[N3]]
func.func @gather_dims(%d: tensor<?x?x?x?xf32>, %i: tensor<?x?xi32>) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = 1 : i64} : (tensor<?x?x?x?xf32>, tensor<?x?xi32>) -> tensor<?x?x?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?x?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?x?x?xf32>
  %n2 = tensor.dim %0, %c2 : tensor<?x?x?x?xf32>
  %n3 = tensor.dim %0, %c3 : tensor<?x?x?x?xf32>
  return %n0, %n1, %n2, %n3 : index, index, index, index
}

// -----

// embedding_bag: bags from offsets (one fewer with include_last_offset),
// columns from weight.
// CHECK-LABEL: func.func @embedding_bag_dims
// CHECK-SAME: (%[[W:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?xi64>, %[[O:.*]]: tensor<?xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[OFFSETS:.*]] = tensor.dim %[[O]], %[[C0]]
// CHECK-DAG: %[[BAGS:.*]] = affine.apply #{{.*}}()[%[[OFFSETS]]]
// CHECK-DAG: %[[COLUMNS:.*]] = tensor.dim %[[W]], %[[C1]]
// CHECK: return %[[BAGS]], %[[COLUMNS]]
func.func @embedding_bag_dims(%w: tensor<?x?xf32>, %i: tensor<?xi64>, %o: tensor<?xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi32>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}
