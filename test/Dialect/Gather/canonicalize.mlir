// RUN: gather-opt %s -canonicalize -split-input-file | FileCheck %s

// A tensor.cast that only erases static sizes folds into the gather op; the
// result type is then refined to the inferred one (as upstream ops infer
// static result types), with a cast back for the user that needs the old
// type.
// CHECK-LABEL: func.func @nd_fold_operand_casts
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>, %[[I:.*]]: tensor<3x1xi64>)
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[D]], %[[I]] : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[G]] : tensor<3x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
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

// An unused gather that may fail stays for its checks (its failure report
// is a memory effect); one that cannot fail disappears (speculation.mlir
// has more).
// CHECK-LABEL: func.func @dead_gather
// CHECK-NEXT: gather.gather_nd
// CHECK-NEXT: return
func.func @dead_gather(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return
}

// CHECK-LABEL: func.func @dead_gather_cannot_fail
// CHECK-NEXT: return
func.func @dead_gather_cannot_fail(%d: tensor<4x8xf32>) {
  %i = arith.constant dense<[[3], [-4]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<2x1xi64>) -> tensor<2x8xf32>
  return
}

// -----

//===----------------------------------------------------------------------===//
// Constant indices that walk evenly through one data dimension read a
// strided slice: tensor.extract_slice (+ tensor.expand_shape).
//===----------------------------------------------------------------------===//

// One tuple names one row.
// CHECK-LABEL: func.func @nd_one_tuple
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][2, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
// CHECK-NEXT: return %[[S]]
func.func @nd_one_tuple(%d: tensor<4x3xf32>) -> tensor<3xf32> {
  %i = arith.constant dense<[-2]> : tensor<1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A tuple of two components, under two unit index dimensions: the slice
// keeps two unit dimensions for them.
// CHECK-LABEL: func.func @nd_one_tuple_unit_dims
// CHECK-SAME: (%[[D:.*]]: tensor<4x5x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][1, 3, 0] [1, 1, 3] [1, 1, 1] : tensor<4x5x3xf32> to tensor<1x1x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @nd_one_tuple_unit_dims(%d: tensor<4x5x3xf32>) -> tensor<1x1x3xf32> {
  %i = arith.constant dense<[[[1, -2]]]> : tensor<1x1x2xi32>
  %0 = gather.gather_nd %d, %i : (tensor<4x5x3xf32>, tensor<1x1x2xi32>) -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// -----

// More unit index dimensions than tuple components: an expand_shape adds
// the missing one.
// CHECK-LABEL: func.func @nd_one_tuple_expand
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xi8>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][3, 0] [1, 3] [1, 1] : tensor<4x3xi8> to tensor<1x3xi8>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[S]] {{\[}}[0], [1, 2]] output_shape [1, 1, 3] : tensor<1x3xi8> into tensor<1x1x3xi8>
// CHECK-NEXT: return %[[E]]
func.func @nd_one_tuple_expand(%d: tensor<4x3xi8>) -> tensor<1x1x3xi8> {
  %i = arith.constant dense<[[[3]]]> : tensor<1x1x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi8>, tensor<1x1x1xi64>) -> tensor<1x1x3xi8>
  return %0 : tensor<1x1x3xi8>
}

// -----

// Unit batch dimensions hold one tuple, so it names one slice.
// CHECK-LABEL: func.func @nd_unit_batch
// CHECK-SAME: (%[[D:.*]]: tensor<1x1x5x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 0, 4, 0] [1, 1, 1, 3] [1, 1, 1, 1] : tensor<1x1x5x3xf32> to tensor<1x1x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @nd_unit_batch(%d: tensor<1x1x5x3xf32>) -> tensor<1x1x3xf32> {
  %i = arith.constant dense<[[[4]]]> : tensor<1x1x1xi64>
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<1x1x5x3xf32>, tensor<1x1x1xi64>) -> tensor<1x1x3xf32>
  return %0 : tensor<1x1x3xf32>
}

// -----

// The same tuple in every batch names the same slice of each batch.
// CHECK-LABEL: func.func @nd_equal_tuples_per_batch
// CHECK-SAME: (%[[D:.*]]: tensor<2x4x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 1, 0] [2, 1, 3] [1, 1, 1] : tensor<2x4x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @nd_equal_tuples_per_batch(%d: tensor<2x4x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[[1], [-3]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// Different tuples per batch read no single slice: unchanged.
// CHECK-LABEL: func.func @nd_tuples_differ_per_batch
// CHECK: gather.gather_nd
func.func @nd_tuples_differ_per_batch(%d: tensor<2x4x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[[1], [2]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// The identity (an iota over every row) is `data` itself.
// CHECK-LABEL: func.func @nd_identity
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: return %[[D]]
func.func @nd_identity(%d: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %i = arith.constant dense<[[0], [1], [2], [-1]]> : tensor<4x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// -----

// An iota with stride 2 over two index dimensions: every other row, then
// reshaped to the index dimensions.
// CHECK-LABEL: func.func @nd_strided_iota
// CHECK-SAME: (%[[D:.*]]: tensor<8x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][1, 0] [4, 3] [2, 1] : tensor<8x3xf32> to tensor<4x3xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[S]] {{\[}}[0, 1], [2]] output_shape [2, 2, 3] : tensor<4x3xf32> into tensor<2x2x3xf32>
// CHECK-NEXT: return %[[E]]
func.func @nd_strided_iota(%d: tensor<8x3xf32>) -> tensor<2x2x3xf32> {
  %i = arith.constant dense<[[[1], [3]], [[5], [-1]]]> : tensor<2x2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<8x3xf32>, tensor<2x2x1xi64>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

// -----

// The second tuple component walks, the first stays: a strided slice of
// one row.
// CHECK-LABEL: func.func @nd_walk_second_component
// CHECK-SAME: (%[[D:.*]]: tensor<3x7xi32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][1, 0] [1, 3] [1, 3] : tensor<3x7xi32> to tensor<3xi32>
// CHECK-NEXT: return %[[S]]
func.func @nd_walk_second_component(%d: tensor<3x7xi32>) -> tensor<3xi32> {
  %i = arith.constant dense<[[1, 0], [1, 3], [1, 6]]> : tensor<3x2xi32>
  %0 = gather.gather_nd %d, %i : (tensor<3x7xi32>, tensor<3x2xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// -----

// Two components walking together read a diagonal; a walk backwards and a
// repeated tuple read no strided slice: all unchanged.
// CHECK-LABEL: func.func @nd_not_slices
// CHECK-COUNT-3: gather.gather_nd
func.func @nd_not_slices(%d: tensor<3x3xf32>) -> (tensor<3xf32>, tensor<3x3xf32>, tensor<2x3xf32>) {
  %diagonal = arith.constant dense<[[0, 0], [1, 1], [2, 2]]> : tensor<3x2xi64>
  %0 = gather.gather_nd %d, %diagonal : (tensor<3x3xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  %backwards = arith.constant dense<[[2], [1], [0]]> : tensor<3x1xi64>
  %1 = gather.gather_nd %d, %backwards : (tensor<3x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
  %repeated = arith.constant dense<[[1], [1]]> : tensor<2x1xi64>
  %2 = gather.gather_nd %d, %repeated : (tensor<3x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0, %1, %2 : tensor<3xf32>, tensor<3x3xf32>, tensor<2x3xf32>
}

// -----

// An out-of-range constant index (4 in a dimension of 4) stays for the
// policy, even in an otherwise even walk; so do indices into dynamic data,
// whose size is only known at run time.
// CHECK-LABEL: func.func @nd_walk_unchecked
// CHECK: gather.gather_nd
// CHECK: gather.gather_nd
func.func @nd_walk_unchecked(%d: tensor<4x3xf32>, %e: tensor<?x3xf32>) -> (tensor<3x3xf32>, tensor<2x3xf32>) {
  %i = arith.constant dense<[[0], [2], [4]]> : tensor<3x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
  %j = arith.constant dense<[[0], [1]]> : tensor<2x1xi64>
  %1 = gather.gather_nd %e, %j : (tensor<?x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0, %1 : tensor<3x3xf32>, tensor<2x3xf32>
}

// -----

// A declared result less static than the slice gets a cast.
// CHECK-LABEL: func.func @nd_slice_cast_to_declared
// CHECK: %[[S:.*]] = tensor.extract_slice %{{.*}}[1, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<1x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[S]] : tensor<1x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @nd_slice_cast_to_declared(%d: tensor<4x3xf32>) -> tensor<?x?xf32> {
  %i = arith.constant dense<[[1]]> : tensor<1x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<1x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// gather_elements: the identity along axis 1 is `data`.
// CHECK-LABEL: func.func @elements_identity
// CHECK-SAME: (%[[D:.*]]: tensor<2x3xf32>)
// CHECK-NEXT: return %[[D]]
func.func @elements_identity(%d: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[[0, 1, 2], [-3, -2, -1]]> : tensor<2x3xi64>
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// An iota with stride 3 along axis 0, in fewer columns than data has.
// CHECK-LABEL: func.func @elements_strided
// CHECK-SAME: (%[[D:.*]]: tensor<8x4xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][1, 0] [3, 2] [3, 1] : tensor<8x4xf32> to tensor<3x2xf32>
// CHECK-NEXT: return %[[S]]
func.func @elements_strided(%d: tensor<8x4xf32>) -> tensor<3x2xf32> {
  %i = arith.constant dense<[[1, 1], [4, 4], [7, -1]]> : tensor<3x2xi32>
  %0 = gather.gather_elements %d, %i : (tensor<8x4xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// One index per row along the axis: a column.
// CHECK-LABEL: func.func @elements_one_column
// CHECK-SAME: (%[[D:.*]]: tensor<2x5xi64>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 4] [2, 1] [1, 1] : tensor<2x5xi64> to tensor<2x1xi64>
// CHECK-NEXT: return %[[S]]
func.func @elements_one_column(%d: tensor<2x5xi64>) -> tensor<2x1xi64> {
  %i = arith.constant dense<[[4], [-1]]> : tensor<2x1xi64>
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x5xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// -----

// Rows that walk differently, one repeated index, an out-of-range index
// (5 in a dimension of 5): all unchanged.
// CHECK-LABEL: func.func @elements_not_slices
// CHECK-COUNT-3: gather.gather_elements
func.func @elements_not_slices(%d: tensor<2x5xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %differ = arith.constant dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>
  %0 = gather.gather_elements %d, %differ {axis = 1 : i64} : (tensor<2x5xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  %repeated = arith.constant dense<[[3, 3], [3, 3]]> : tensor<2x2xi64>
  %1 = gather.gather_elements %d, %repeated {axis = 1 : i64} : (tensor<2x5xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  %outside = arith.constant dense<[[3, 5], [3, 5]]> : tensor<2x2xi64>
  %2 = gather.gather_elements %d, %outside {axis = 1 : i64} : (tensor<2x5xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>
}

// -----

// gather: a constant scalar index selects one slice along the axis: a
// rank-reducing tensor.extract_slice (ONNX Gather with a 0-d index).
// CHECK-LABEL: func.func @gather_scalar_index
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][2, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
// CHECK-NEXT: return %[[S]]
func.func @gather_scalar_index(%d: tensor<4x3xf32>) -> tensor<3xf32> {
  %i = arith.constant dense<2> : tensor<i64>
  %0 = gather.gather %d, %i : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// -----

// A negative i32 scalar index along a middle axis counts from the end.
// CHECK-LABEL: func.func @gather_scalar_index_middle_axis
// CHECK-SAME: (%[[D:.*]]: tensor<4x3x5xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 2, 0] [4, 1, 5] [1, 1, 1] : tensor<4x3x5xf32> to tensor<4x5xf32>
// CHECK-NEXT: return %[[S]]
func.func @gather_scalar_index_middle_axis(%d: tensor<4x3x5xf32>) -> tensor<4x5xf32> {
  %i = arith.constant dense<-1> : tensor<i32>
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x3x5xf32>, tensor<i32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Indices that walk evenly along the axis read a strided slice; the index
// dimensions come back with an expand_shape.
// CHECK-LABEL: func.func @gather_strided_indices
// CHECK-SAME: (%[[D:.*]]: tensor<4x8xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 1] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[S]] {{\[}}[0], [1, 2]] output_shape [4, 2, 2] : tensor<4x4xf32> into tensor<4x2x2xf32>
// CHECK-NEXT: return %[[E]]
func.func @gather_strided_indices(%d: tensor<4x8xf32>) -> tensor<4x2x2xf32> {
  %i = arith.constant dense<[[1, 3], [5, 7]]> : tensor<2x2xi64>
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x8xf32>, tensor<2x2xi64>) -> tensor<4x2x2xf32>
  return %0 : tensor<4x2x2xf32>
}

// -----

// With batch_dims, equal indices in every batch are one slice too.
// CHECK-LABEL: func.func @gather_batch_same_index
// CHECK-SAME: (%[[D:.*]]: tensor<2x4x3xf32>)
// CHECK-NEXT: %[[S:.*]] = tensor.extract_slice %[[D]][0, 1, 0] [2, 1, 3] [1, 1, 1] : tensor<2x4x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %[[S]]
func.func @gather_batch_same_index(%d: tensor<2x4x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[1, 1]> : tensor<2xi64>
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// -----

// An index out of range (7 of 6) leaves the gather to the policy at run time.
// CHECK-LABEL: func.func @gather_out_of_range_stays
// CHECK: gather.gather
func.func @gather_out_of_range_stays(%d: tensor<4x6xf32>) -> tensor<4x2x2xf32> {
  %i = arith.constant dense<[[1, 3], [5, 7]]> : tensor<2x2xi64>
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x6xf32>, tensor<2x2xi64>) -> tensor<4x2x2xf32>
  return %0 : tensor<4x2x2xf32>
}

// -----

// Shape-erasing casts fold into gather.gather and its result type is refined.
// CHECK-LABEL: func.func @gather_fold_operand_casts
// CHECK-SAME: (%[[D:.*]]: tensor<2x5x3xf32>, %[[I:.*]]: tensor<2x4xi32>)
// CHECK-NEXT: %[[G:.*]] = gather.gather %[[D]], %[[I]] {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[G]] : tensor<2x4x3xf32> to tensor<?x?x?xf32>
// CHECK-NEXT: return %[[C]]
func.func @gather_fold_operand_casts(%d: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<?x?x?xf32> {
  %dc = tensor.cast %d : tensor<2x5x3xf32> to tensor<?x?x?xf32>
  %ic = tensor.cast %i : tensor<2x4xi32> to tensor<?x?xi32>
  %0 = gather.gather %dc, %ic {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x?x?xf32>, tensor<?x?xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
