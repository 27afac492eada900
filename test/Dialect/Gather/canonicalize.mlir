// RUN: gather-opt %s -canonicalize -split-input-file | FileCheck %s

// A tensor.cast that only erases static sizes folds into the gather op.
// CHECK-LABEL: func.func @nd_fold_operand_casts
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<3x1xi64>)
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[G]]
func.func @nd_fold_operand_casts(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> tensor<?x?xf32> {
  %dc = tensor.cast %d : tensor<4x8xf32> to tensor<?x?xf32>
  %ic = tensor.cast %i : tensor<3x1xi64> to tensor<?x1xi64>
  %0 = gather.gather_nd %dc, %ic : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @elements_fold_operand_cast
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<4x2xi32>)
// CHECK-NEXT: gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
func.func @elements_fold_operand_cast(%d: tensor<4x8xf32>, %i: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %dc = tensor.cast %d : tensor<4x8xf32> to tensor<?x8xf32>
  %0 = gather.gather_elements %dc, %i {axis = 1 : i64} : (tensor<?x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// A cast that adds static information is a run-time check; it stays.
// CHECK-LABEL: func.func @nd_keep_refining_cast
// CHECK: tensor.cast %{{.*}} : tensor<?x8xf32> to tensor<4x8xf32>
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
func.func @nd_keep_refining_cast(%d: tensor<?x8xf32>, %i: tensor<3x1xi64>) -> tensor<3x8xf32> {
  %dc = tensor.cast %d : tensor<?x8xf32> to tensor<4x8xf32>
  %0 = gather.gather_nd %dc, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// Folding would make k static (2) while the result rank fixes k = 1: the
// casts stay, so the IR stays valid (the mismatch is a run-time error).
// CHECK-LABEL: func.func @nd_keep_cast_conflicting_with_result_rank
// CHECK: %[[IC:.*]] = tensor.cast %{{.*}} : tensor<3x2xi64> to tensor<3x?xi64>
// CHECK: gather.gather_nd %{{.*}}, %[[IC]] : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x5x6xf32>
func.func @nd_keep_cast_conflicting_with_result_rank(%d: tensor<4x5x6xf32>, %i: tensor<3x2xi64>) -> tensor<3x5x6xf32> {
  %ic = tensor.cast %i : tensor<3x2xi64> to tensor<3x?xi64>
  %0 = gather.gather_nd %d, %ic : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}

// -----

// Unused gather ops are pure and disappear.
// CHECK-LABEL: func.func @dead_gather
// CHECK-NEXT: return
func.func @dead_gather(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return
}
