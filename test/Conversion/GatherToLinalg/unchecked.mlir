// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --split-input-file | FileCheck %s

// Without checks a gather is one loop nest. When each index tuple addresses
// a slice (the data dimensions after b + k), an scf.forall over the tuples
// reads each tuple once and moves the whole slice (extract_slice /
// parallel_insert_slice). Every function with a body gets the status record
// argument, whatever the policy.

// CHECK-LABEL: func.func @nd_slices
// CHECK-SAME: (%[[D:.*]]: tensor<2x3x4xi32>, %[[I:.*]]: tensor<2x1xi64>, %{{.*}}: memref<6xi64>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x4xi32>
// CHECK: %[[G:.*]] = scf.forall (%[[T:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[EMPTY]]) -> (tensor<2x4xi32>)
// CHECK: %[[V:.*]] = tensor.extract %[[I]][%[[T]], %{{.*}}] : tensor<2x1xi64>
// CHECK: %[[IV:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[IV]], %{{.*}}
// CHECK: %[[WRAP:.*]] = arith.addi %[[IV]], %{{.*}}
// CHECK: %[[N:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IV]]
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[D]][%[[T]], %[[N]], 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xi32> to tensor<4xi32>
// CHECK: scf.forall.in_parallel
// CHECK: tensor.parallel_insert_slice %[[SLICE]] into %[[OUT]][%[[T]], 0] [1, 4] [1, 1] : tensor<4xi32> into tensor<2x4xi32>
// CHECK: return %[[G]]
func.func @nd_slices(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// A single tuple (rank-1 indices) needs no loop.
// CHECK-LABEL: func.func @nd_one_slice
// CHECK-NOT: scf.forall
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [1, 8] [1, 1] : tensor<16x8xf32> to tensor<8xf32>
func.func @nd_one_slice(%d: tensor<16x8xf32>, %i: tensor<1xi64>) -> tensor<8xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<16x8xf32>, tensor<1xi64>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// When each tuple addresses one element (k = r - b), an all-parallel
// linalg.generic runs over the result: the tuple components come in through
// indexing maps, one input each, and data is read with tensor.extract.
// CHECK-DAG: #[[C0:.*]] = affine_map<(d0, d1) -> (d0, d1, 0)>
// CHECK-DAG: #[[C1:.*]] = affine_map<(d0, d1) -> (d0, d1, 1)>
// CHECK-DAG: #[[C2:.*]] = affine_map<(d0, d1) -> (d0, d1, 2)>
// CHECK-LABEL: func.func @nd_elements
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?x3xi32>
// CHECK: linalg.generic {indexing_maps = [#[[C0]], #[[C1]], #[[C2]], #{{.*}}], iterator_types = ["parallel", "parallel"]}
// CHECK-SAME: ins(%[[I]], %[[I]], %[[I]] : tensor<?x?x3xi32>, tensor<?x?x3xi32>, tensor<?x?x3xi32>)
// CHECK: ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32, %[[C:.*]]: i32, %{{.*}}: f32):
// CHECK: arith.index_cast %[[A]] : i32 to index
// CHECK: arith.index_cast %[[B]] : i32 to index
// CHECK: arith.index_cast %[[C]] : i32 to index
// CHECK: tensor.extract %[[D]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x?x?xf32>
func.func @nd_elements(%d: tensor<?x?x?xf32>, %i: tensor<?x?x3xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?x3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
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
