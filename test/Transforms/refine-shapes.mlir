// RUN: gather-opt %s --gather-refine-shapes --split-input-file | FileCheck %s

// The result type takes every static size the operands imply; users keep the
// declared type through a tensor.cast.
// CHECK-LABEL: func.func @nd_refine_all_dims
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<3x1xi64>)
// CHECK: %[[G:.*]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[G]] : tensor<3x8xf32> to tensor<?x?xf32>
// CHECK: return %[[C]] : tensor<?x?xf32>
func.func @nd_refine_all_dims(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Dims that stay dynamic in the operands stay dynamic in the result.
// CHECK-LABEL: func.func @nd_refine_partially
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x?x5x7xf32>, tensor<2x?x1xi32>) -> tensor<2x?x5x7xf32>
// CHECK: tensor.cast %{{.*}} : tensor<2x?x5x7xf32> to tensor<?x?x?x?xf32>
func.func @nd_refine_partially(%d: tensor<2x?x5x7xf32>, %i: tensor<2x?x1xi32>) -> tensor<?x?x?x?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x?x5x7xf32>, tensor<2x?x1xi32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// -----

// A batch dimension that is dynamic in indices but static in data is still
// dynamic in the inferred result (it comes from indices).
// CHECK-LABEL: func.func @nd_batch_dim_from_indices
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} {batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<?x1xi64>) -> tensor<?xf32>
// CHECK-NOT: tensor.cast
func.func @nd_batch_dim_from_indices(%d: tensor<2x5xf32>, %i: tensor<?x1xi64>) -> tensor<?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<?x1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// Dynamic k: the result rank fixes k = 2, so the trailing data dim is known.
// CHECK-LABEL: func.func @nd_dynamic_index_depth
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x6xf32>
// CHECK: tensor.cast %{{.*}} : tensor<3x6xf32> to tensor<?x?xf32>
func.func @nd_dynamic_index_depth(%d: tensor<4x5x6xf32>, %i: tensor<3x?xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A declared size that operands leave dynamic is kept.
// CHECK-LABEL: func.func @nd_keep_declared_static
// CHECK: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<?x8xf32>, tensor<?x1xi64>) -> tensor<3x8xf32>
// CHECK: tensor.cast %{{.*}} : tensor<3x8xf32> to tensor<3x?xf32>
func.func @nd_keep_declared_static(%d: tensor<?x8xf32>, %i: tensor<?x1xi64>) -> tensor<3x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x8xf32>, tensor<?x1xi64>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}

// -----

// Already precise: nothing changes.
// CHECK-LABEL: func.func @nd_already_precise
// CHECK-NEXT: gather.gather_nd %{{.*}}, %{{.*}} : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
// CHECK-NEXT: return
func.func @nd_already_precise(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> tensor<3x8xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}

// -----

// CHECK-LABEL: func.func @elements_refine
// CHECK: gather.gather_elements %{{.*}}, %{{.*}} {axis = -1 : i64} : (tensor<?x9xbf16>, tensor<4x2xi64>) -> tensor<4x2xbf16>
// CHECK: tensor.cast %{{.*}} : tensor<4x2xbf16> to tensor<?x?xbf16>
func.func @elements_refine(%d: tensor<?x9xbf16>, %i: tensor<4x2xi64>) -> tensor<?x?xbf16> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<?x9xbf16>, tensor<4x2xi64>) -> tensor<?x?xbf16>
  return %0 : tensor<?x?xbf16>
}

// -----

// Shapes propagate through a chain: the second op sees the first one's
// refined type directly (the cast in between folds into it).
// CHECK-LABEL: func.func @chain
// CHECK: %[[A:.*]] = gather.gather_nd %{{.*}}, %{{.*}} : (tensor<10x16xf32>, tensor<6x1xi64>) -> tensor<6x16xf32>
// CHECK: %[[B:.*]] = gather.gather_elements %[[A]], %{{.*}} {axis = 1 : i64} : (tensor<6x16xf32>, tensor<6x4xi32>) -> tensor<6x4xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[B]] : tensor<6x4xf32> to tensor<?x?xf32>
// CHECK: return %[[C]]
func.func @chain(%d: tensor<10x16xf32>, %i: tensor<6x1xi64>, %j: tensor<6x4xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<10x16xf32>, tensor<6x1xi64>) -> tensor<?x?xf32>
  %1 = gather.gather_elements %0, %j {axis = 1 : i64} : (tensor<?x?xf32>, tensor<6x4xi32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// -----

// Non-gather users keep seeing the declared type; the size they query folds
// to the inferred constant.
// CHECK-LABEL: func.func @other_users
// CHECK: %[[N:.*]] = arith.constant 2 : index
// CHECK: %[[G:.*]] = gather.gather_nd {{.*}} -> tensor<2x3xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[G]] : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK: %[[S:.*]] = tensor.insert_slice %[[C]] into %{{.*}}[0, 0] [%[[N]], 3] [1, 1] : tensor<?x3xf32> into tensor<8x3xf32>
// CHECK: return %[[N]], %[[S]]
func.func @other_users(%d: tensor<5x3xf32>, %i: tensor<2x1xi64>, %dest: tensor<8x3xf32>) -> (index, tensor<8x3xf32>) {
  %c0 = arith.constant 0 : index
  %0 = gather.gather_nd %d, %i : (tensor<5x3xf32>, tensor<2x1xi64>) -> tensor<?x3xf32>
  %n = tensor.dim %0, %c0 : tensor<?x3xf32>
  %1 = tensor.insert_slice %0 into %dest[0, 0] [%n, 3] [1, 1] : tensor<?x3xf32> into tensor<8x3xf32>
  return %n, %1 : index, tensor<8x3xf32>
}

// -----

// gather: data's dimensions around the axis and the indices' dimensions.
// CHECK-LABEL: func.func @gather_refine
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<3x?xi64>)
// CHECK: %[[G:.*]] = gather.gather %[[D]], %[[I]] {axis = 1 : i64} : (tensor<4x8xf32>, tensor<3x?xi64>) -> tensor<4x3x?xf32>
// CHECK: %[[C:.*]] = tensor.cast %[[G]] : tensor<4x3x?xf32> to tensor<?x?x?xf32>
// CHECK: return %[[C]] : tensor<?x?x?xf32>
func.func @gather_refine(%d: tensor<4x8xf32>, %i: tensor<3x?xi64>) -> tensor<?x?x?xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x8xf32>, tensor<3x?xi64>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
