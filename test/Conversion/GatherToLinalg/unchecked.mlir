// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --split-input-file | FileCheck %s

// Without checks a gather is one all-parallel linalg.generic: indices come in
// through indexing maps, one input per tuple component; data is read with
// tensor.extract at the normalised coordinates. Every function with a body
// gets the status record argument, whatever the policy.

// CHECK-DAG: #[[COMPONENT:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[IDENTITY:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-LABEL: func.func @nd_batch_dims
// CHECK-SAME: (%[[D:.*]]: tensor<2x2x2xi32>, %[[I:.*]]: tensor<2x1xi64>, %{{.*}}: memref<6xi64>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x2xi32>
// CHECK: %[[G:.*]] = linalg.generic {indexing_maps = [#[[COMPONENT]], #[[IDENTITY]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[I]] : tensor<2x1xi64>) outs(%[[EMPTY]] : tensor<2x2xi32>)
// CHECK: ^bb0(%[[V:.*]]: i64, %{{.*}}: i32):
// CHECK-DAG: %[[L0:.*]] = linalg.index 0
// CHECK-DAG: %[[L1:.*]] = linalg.index 1
// CHECK: %[[IV:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[IV]], %{{.*}}
// CHECK: %[[WRAP:.*]] = arith.addi %[[IV]], %{{.*}}
// CHECK: %[[N:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IV]]
// CHECK: %[[E:.*]] = tensor.extract %[[D]][%[[L0]], %[[N]], %[[L1]]] : tensor<2x2x2xi32>
// CHECK: linalg.yield %[[E]]
// CHECK: return %[[G]]
func.func @nd_batch_dims(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// -----

// k = 2: two inputs read components 0 and 1 of each tuple.
// CHECK-DAG: #[[C0:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
// CHECK-DAG: #[[C1:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, 1)>
// CHECK-LABEL: func.func @nd_tuples
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?x2xi32>
// CHECK: linalg.generic {indexing_maps = [#[[C0]], #[[C1]], #{{.*}}]
// CHECK-SAME: ins(%[[I]], %[[I]] : tensor<?x?x2xi32>, tensor<?x?x2xi32>)
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %{{.*}}: f32):
// CHECK: arith.index_cast %[[A]] : i32 to index
// CHECK: arith.index_cast %[[B]] : i32 to index
// CHECK: tensor.extract %[[D]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x?x?xf32>
func.func @nd_tuples(%d: tensor<?x?x?xf32>, %i: tensor<?x?x2xi32>) -> tensor<?x?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?x2xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// CHECK-LABEL: func.func @elements_last_axis
// CHECK-SAME: (%[[D:.*]]: tensor<2x3xf64>, %[[I:.*]]: tensor<2x2xindex>
// CHECK: linalg.generic {indexing_maps = [#[[ID:.*]], #[[ID]]], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[I]] : tensor<2x2xindex>)
// CHECK: ^bb0(%[[V:.*]]: index, %{{.*}}: f64):
// CHECK: %[[L0:.*]] = linalg.index 0
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[V]]
// CHECK: %[[N:.*]] = arith.select %[[NEG]], %{{.*}}, %[[V]]
// CHECK: tensor.extract %[[D]][%[[L0]], %[[N]]] : tensor<2x3xf64>
func.func @elements_last_axis(%d: tensor<2x3xf64>, %i: tensor<2x2xindex>) -> tensor<2x2xf64> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xf64>, tensor<2x2xindex>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// -----

// Dynamic result sizes come from reifyResultShapes.
// CHECK-LABEL: func.func @dynamic_result
// CHECK-SAME: (%[[D:.*]]: tensor<?x8xf32>, %[[I:.*]]: tensor<?x1xi64>
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[N:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK: tensor.empty(%[[N]]) : tensor<?x8xf32>
func.func @dynamic_result(%d: tensor<?x8xf32>, %i: tensor<?x1xi64>) -> tensor<?x8xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x8xf32>, tensor<?x1xi64>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// Calls pass the caller's status record on; declarations keep their type.
// CHECK-LABEL: func.func private @external(tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @callee
// CHECK-SAME: %{{.*}}: memref<6xi64>) -> tensor<4xf32> attributes {gather.status}
// CHECK-LABEL: func.func @caller
// CHECK-SAME: (%[[X:.*]]: tensor<4xf32>, %[[S:.*]]: memref<6xi64>) -> tensor<4xf32> attributes {gather.status}
// CHECK: %[[Y:.*]] = call @external(%[[X]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK: call @callee(%[[Y]], %[[S]]) : (tensor<4xf32>, memref<6xi64>) -> tensor<4xf32>
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @callee(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
func.func @caller(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %z = call @callee(%y) : (tensor<4xf32>) -> tensor<4xf32>
  return %z : tensor<4xf32>
}
