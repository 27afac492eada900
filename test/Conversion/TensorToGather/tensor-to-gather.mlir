// RUN: gather-opt %s --convert-tensor-to-gather --split-input-file | FileCheck %s

// Leading gather_dims with index indices: the indices are the tuples.
// CHECK-LABEL: func.func @leading_rows
// CHECK-SAME: (%[[S:.*]]: tensor<4x5xf32>, %[[I:.*]]: tensor<3x1xindex>)
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[S]], %[[I]] : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x5xf32>
// CHECK-NEXT: return %[[G]]
func.func @leading_rows(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<3x5xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// -----

// Every dim gathered, rank-preserving: a 0-d gather expanded to unit dims.
// i32 and i64 indices stay as they are.
// CHECK-LABEL: func.func @point_preserved
// CHECK-SAME: (%[[S:.*]]: tensor<4x5xf32>, %[[I:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[S]], %[[I]] : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<f32>
// CHECK-NEXT: %[[E:.*]] = tensor.expand_shape %[[G]] [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: return %[[E]]
func.func @point_preserved(%s: tensor<4x5xf32>, %i: tensor<2xi64>) -> tensor<1x1xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5xf32>, tensor<2xi64>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}

// -----

// A middle dim, rank-preserving, i8 indices, unique (dropped): the i8 values
// sign-extend to i32; each tuple gets dim 0's coordinate in front of its
// index; the unit dim joins the next result dim. Static
// sizes below 2^31 keep the tuples in i32.
// CHECK-LABEL: func.func @middle_preserved
// CHECK-SAME: (%[[S:.*]]: tensor<4x5x6xf32>, %[[I:.*]]: tensor<3x1xi8>)
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extsi } ins(%[[I]] : tensor<3x1xi8>) outs(%{{.*}} : tensor<3x1xi32>)
// CHECK: %[[COORD:.*]] = linalg.generic
// CHECK-SAME: outs(%{{.*}} : tensor<3x4x1xi32>)
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[D0:.*]] = linalg.index 1 : index
// CHECK-NEXT: %[[C:.*]] = arith.index_cast %[[D0]] : index to i32
// CHECK-NEXT: linalg.yield %[[C]] : i32
// CHECK: %[[COMP:.*]] = tensor.extract_slice %[[WIDE]][0, 0] [3, 1] [1, 1] : tensor<3x1xi32> to tensor<3x1xi32>
// CHECK: %[[B:.*]] = linalg.broadcast ins(%[[COMP]] : tensor<3x1xi32>) outs(%{{.*}} : tensor<3x4x1xi32>) dimensions = [1]
// CHECK: %[[T:.*]] = tensor.concat dim(2) %[[COORD]], %[[B]] : (tensor<3x4x1xi32>, tensor<3x4x1xi32>) -> tensor<3x4x2xi32>
// CHECK: %[[G:.*]] = gather.gather_nd %[[S]], %[[T]] : (tensor<4x5x6xf32>, tensor<3x4x2xi32>) -> tensor<3x4x6xf32>
// CHECK: %[[E:.*]] = tensor.expand_shape %[[G]] {{\[\[}}0], [1], [2, 3]] output_shape [3, 4, 1, 6] : tensor<3x4x6xf32> into tensor<3x4x1x6xf32>
// CHECK: return %[[E]]
// CHECK-NOT: tensor.gather
func.func @middle_preserved(%s: tensor<4x5x6xf32>, %i: tensor<3x1xi8>) -> tensor<3x4x1x6xf32> {
  %0 = tensor.gather %s[%i] gather_dims([1]) unique : (tensor<4x5x6xf32>, tensor<3x1xi8>) -> tensor<3x4x1x6xf32>
  return %0 : tensor<3x4x1x6xf32>
}

// -----

// Dims 0 and 2 of a dynamic source, i16 indices: tuples (index 0, dim 1's
// coordinate, index 1) with sizes read at run time, in i64, since the
// coordinates of dim 1 may not fit in i32.
// CHECK-LABEL: func.func @dynamic_apart
// CHECK-SAME: (%[[S:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x2xi16>)
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extsi } ins(%[[I]] : tensor<?x2xi16>) outs(%{{.*}} : tensor<?x2xi64>)
// CHECK: %[[N:.*]] = tensor.dim %[[WIDE]], %{{.*}} : tensor<?x2xi64>
// CHECK: %[[M:.*]] = tensor.dim %[[S]], %{{.*}} : tensor<?x?x?xf32>
// CHECK: %[[E0:.*]] = tensor.empty(%[[N]], %[[M]]) : tensor<?x?x1xi64>
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[WIDE]][0, 0] [%[[N]], 1] [1, 1]
// CHECK: %[[B0:.*]] = linalg.broadcast ins(%[[X0]] : tensor<?x1xi64>) outs(%[[E0]] : tensor<?x?x1xi64>) dimensions = [1]
// CHECK: %[[COORD:.*]] = linalg.generic
// CHECK: linalg.index 1 : index
// CHECK: arith.index_cast %{{.*}} : index to i64
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[WIDE]][0, 1] [%[[N]], 1] [1, 1]
// CHECK: %[[B1:.*]] = linalg.broadcast ins(%[[X1]] : tensor<?x1xi64>)
// CHECK: %[[T:.*]] = tensor.concat dim(2) %[[B0]], %[[COORD]], %[[B1]] : (tensor<?x?x1xi64>, tensor<?x?x1xi64>, tensor<?x?x1xi64>) -> tensor<?x?x3xi64>
// CHECK: %[[G:.*]] = gather.gather_nd %[[S]], %[[T]] : (tensor<?x?x?xf32>, tensor<?x?x3xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[G]]
func.func @dynamic_apart(%s: tensor<?x?x?xf32>, %i: tensor<?x2xi16>) -> tensor<?x?xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<?x?x?xf32>, tensor<?x2xi16>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A skipped dim of static size 0: no tuple, so nothing to read or check.
// CHECK-LABEL: func.func @no_tuples
// CHECK-SAME: (%[[S:.*]]: tensor<?x0x3xf32>, %{{.*}}: tensor<2x1xindex>)
// CHECK: %[[N:.*]] = tensor.dim %[[S]]
// CHECK: %[[T:.*]] = tensor.empty(%[[N]]) : tensor<2x?x0x3xindex>
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[S]], %[[T]] : (tensor<?x0x3xf32>, tensor<2x?x0x3xindex>) -> tensor<2x?x0xf32>
// CHECK-NEXT: return %[[G]]
func.func @no_tuples(%s: tensor<?x0x3xf32>, %i: tensor<2x1xindex>) -> tensor<2x?x0xf32> {
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<?x0x3xf32>, tensor<2x1xindex>) -> tensor<2x?x0xf32>
  return %0 : tensor<2x?x0xf32>
}

// -----

// A size that folds to 0 (through a cast) makes the tuples statically empty.
// CHECK-LABEL: func.func @folded_zero
// CHECK: %[[T:.*]] = tensor.empty() : tensor<2x2x0x3xi64>
// CHECK: gather.gather_nd %{{.*}}, %[[T]] : (tensor<?x?x3xf32>, tensor<2x2x0x3xi64>) -> tensor<2x?x?xf32>
func.func @folded_zero(%s0: tensor<2x0x3xf32>, %i: tensor<2x1xi32>) -> tensor<2x?x?xf32> {
  %s = tensor.cast %s0 : tensor<2x0x3xf32> to tensor<?x?x3xf32>
  %0 = tensor.gather %s[%i] gather_dims([2]) : (tensor<?x?x3xf32>, tensor<2x1xi32>) -> tensor<2x?x?xf32>
  return %0 : tensor<2x?x?xf32>
}

// -----

// index indices, completed tuples and the rank-preserving form with dynamic
// sizes: the coordinates need no cast, and the expanded sizes are read at
// run time.
// CHECK-LABEL: func.func @index_preserved
// CHECK-SAME: (%[[S:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x1xindex>)
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0
// CHECK-NEXT: %[[D0:.*]] = linalg.index 1 : index
// CHECK-NEXT: linalg.yield %[[D0]] : index
// CHECK: %[[T:.*]] = tensor.concat dim(2) {{.*}} -> tensor<?x?x2xindex>
// CHECK: %[[G:.*]] = gather.gather_nd %[[S]], %[[T]] : (tensor<?x?x?xf32>, tensor<?x?x2xindex>) -> tensor<?x?x?xf32>
// CHECK-DAG: %[[R0:.*]] = tensor.dim %[[G]], %{{.*}} : tensor<?x?x?xf32>
// CHECK-DAG: %[[R1:.*]] = tensor.dim %[[G]], %{{.*}} : tensor<?x?x?xf32>
// CHECK-DAG: %[[R2:.*]] = tensor.dim %[[G]], %{{.*}} : tensor<?x?x?xf32>
// CHECK: tensor.expand_shape %[[G]] {{\[\[}}0], [1], [2, 3]] output_shape [%[[R0]], %[[R1]], 1, %[[R2]]] : tensor<?x?x?xf32> into tensor<?x?x1x?xf32>
func.func @index_preserved(%s: tensor<?x?x?xf32>, %i: tensor<?x1xindex>) -> tensor<?x?x1x?xf32> {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<?x?x?xf32>, tensor<?x1xindex>) -> tensor<?x?x1x?xf32>
  return %0 : tensor<?x?x1x?xf32>
}

// -----

// i1 coordinates are 0 and 1: zero-extended.
// CHECK-LABEL: func.func @flags
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extui } ins(%{{.*}} : tensor<2x1xi1>) outs(%{{.*}} : tensor<2x1xi32>)
// CHECK: gather.gather_nd %{{.*}}, %[[WIDE]] : (tensor<2x5xf32>, tensor<2x1xi32>) -> tensor<2x5xf32>
func.func @flags(%s: tensor<2x5xf32>, %i: tensor<2x1xi1>) -> tensor<2x5xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<2x5xf32>, tensor<2x1xi1>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Between 32 and 64 bits: sign-extended to i64.
// CHECK-LABEL: func.func @i48
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extsi } ins(%{{.*}} : tensor<2x1xi48>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK: gather.gather_nd %{{.*}}, %[[WIDE]] : (tensor<2x5xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
func.func @i48(%s: tensor<2x5xf32>, %i: tensor<2x1xi48>) -> tensor<2x5xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<2x5xf32>, tensor<2x1xi48>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// Wider than 64 bits: saturated to i64's range, whose bounds lie outside
// every dimension as the values beyond them do.
// CHECK-LABEL: func.func @i128
// CHECK: %[[WIDE:.*]] = linalg.map ins(%{{.*}} : tensor<2x1xi128>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK-NEXT: (%[[IN:.*]]: i128, %{{.*}}: i64) {
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 9223372036854775807 : i128
// CHECK-NEXT: %[[MIN:.*]] = arith.constant -9223372036854775808 : i128
// CHECK-NEXT: %[[LOW:.*]] = arith.minsi %[[IN]], %[[MAX]] : i128
// CHECK-NEXT: %[[BOTH:.*]] = arith.maxsi %[[LOW]], %[[MIN]] : i128
// CHECK-NEXT: %[[T:.*]] = arith.trunci %[[BOTH]] : i128 to i64
// CHECK-NEXT: linalg.yield %[[T]] : i64
// CHECK: gather.gather_nd %{{.*}}, %[[WIDE]] : (tensor<2x5xf32>, tensor<2x1xi64>) -> tensor<2x5xf32>
func.func @i128(%s: tensor<2x5xf32>, %i: tensor<2x1xi128>) -> tensor<2x5xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<2x5xf32>, tensor<2x1xi128>) -> tensor<2x5xf32>
  return %0 : tensor<2x5xf32>
}

// -----

// An element type gather ops do not take: left alone.
// CHECK-LABEL: func.func @f8_left_alone
// CHECK: tensor.gather
// CHECK-NOT: gather.gather_nd
func.func @f8_left_alone(%s: tensor<2x5xf8E4M3FN>, %i: tensor<2x1xindex>) -> tensor<2x5xf8E4M3FN> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<2x5xf8E4M3FN>, tensor<2x1xindex>) -> tensor<2x5xf8E4M3FN>
  return %0 : tensor<2x5xf8E4M3FN>
}
