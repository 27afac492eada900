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

// -----

// tensor.scatter: leading scatter_dims with index indices and the
// rank-reduced source: the indices are the tuples, the source the updates;
// `unique` is dropped (scatter_nd lets the last update win, which distinct
// tuples never show).
// CHECK-LABEL: func.func @scatter_leading_rows
// CHECK-SAME: (%[[S:.*]]: tensor<3x5xf32>, %[[D:.*]]: tensor<4x5xf32>, %[[I:.*]]: tensor<3x1xindex>)
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[D]], %[[I]], %[[S]] : (tensor<4x5xf32>, tensor<3x1xindex>, tensor<3x5xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: return %[[R]]
func.func @scatter_leading_rows(%s: tensor<3x5xf32>, %d: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<4x5xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x5xf32>, tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}

// -----

// Every dim scattered, full source: a 0-d update collapsed from unit dims.
// CHECK-LABEL: func.func @scatter_point_full
// CHECK-SAME: (%[[S:.*]]: tensor<1x1xi8>, %[[D:.*]]: tensor<4x5xi8>, %[[I:.*]]: tensor<2xi64>)
// CHECK-NEXT: %[[U:.*]] = tensor.collapse_shape %[[S]] [] : tensor<1x1xi8> into tensor<i8>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[D]], %[[I]], %[[U]] : (tensor<4x5xi8>, tensor<2xi64>, tensor<i8>) -> tensor<4x5xi8>
// CHECK-NEXT: return %[[R]]
func.func @scatter_point_full(%s: tensor<1x1xi8>, %d: tensor<4x5xi8>, %i: tensor<2xi64>) -> tensor<4x5xi8> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<1x1xi8>, tensor<4x5xi8>, tensor<2xi64>) -> tensor<4x5xi8>
  return %0 : tensor<4x5xi8>
}

// -----

// A middle dim, full source, i8 indices: the tuples of tensor.gather's
// rewrite (dim 0's coordinate, then the index, sign-extended to i32), and
// the unit dim collapsed into the next source dim, which makes the source
// the updates of the completed tuples [3, 4, 2].
// CHECK-LABEL: func.func @scatter_middle_full
// CHECK-SAME: (%[[S:.*]]: tensor<3x4x1x6xf32>, %[[D:.*]]: tensor<4x5x6xf32>, %[[I:.*]]: tensor<3x1xi8>)
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
// CHECK: %[[U:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0], [1], [2, 3]] : tensor<3x4x1x6xf32> into tensor<3x4x6xf32>
// CHECK: %[[R:.*]] = gather.scatter_nd %[[D]], %[[T]], %[[U]] : (tensor<4x5x6xf32>, tensor<3x4x2xi32>, tensor<3x4x6xf32>) -> tensor<4x5x6xf32>
// CHECK: return %[[R]]
// CHECK-NOT: tensor.scatter
func.func @scatter_middle_full(%s: tensor<3x4x1x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<3x1xi8>) -> tensor<4x5x6xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xi8>) -> tensor<4x5x6xf32>
  return %0 : tensor<4x5x6xf32>
}

// -----

// Dims 0 and 2 of a dynamic dest, i16 indices, rank-reduced source: tuples
// (index 0, dim 1's coordinate, index 1) in i64 with sizes read at run time;
// the source [N, dim 1] is their updates as it is.
// CHECK-LABEL: func.func @scatter_dynamic_apart
// CHECK-SAME: (%[[S:.*]]: tensor<?x?xf32>, %[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x2xi16>)
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extsi } ins(%[[I]] : tensor<?x2xi16>) outs(%{{.*}} : tensor<?x2xi64>)
// CHECK: %[[N:.*]] = tensor.dim %[[WIDE]], %{{.*}} : tensor<?x2xi64>
// CHECK: %[[M:.*]] = tensor.dim %[[D]], %{{.*}} : tensor<?x?x?xf32>
// CHECK: %[[X0:.*]] = tensor.extract_slice %[[WIDE]][0, 0] [%[[N]], 1] [1, 1]
// CHECK: %[[B0:.*]] = linalg.broadcast ins(%[[X0]] : tensor<?x1xi64>)
// CHECK: %[[COORD:.*]] = linalg.generic
// CHECK: %[[X1:.*]] = tensor.extract_slice %[[WIDE]][0, 1] [%[[N]], 1] [1, 1]
// CHECK: %[[B1:.*]] = linalg.broadcast ins(%[[X1]] : tensor<?x1xi64>)
// CHECK: %[[T:.*]] = tensor.concat dim(2) %[[B0]], %[[COORD]], %[[B1]] : (tensor<?x?x1xi64>, tensor<?x?x1xi64>, tensor<?x?x1xi64>) -> tensor<?x?x3xi64>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[D]], %[[T]], %[[S]] : (tensor<?x?x?xf32>, tensor<?x?x3xi64>, tensor<?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-NEXT: return %[[R]]
func.func @scatter_dynamic_apart(%s: tensor<?x?xf32>, %d: tensor<?x?x?xf32>, %i: tensor<?x2xi16>) -> tensor<?x?x?xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) unique : (tensor<?x?xf32>, tensor<?x?x?xf32>, tensor<?x2xi16>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// The trailing dims 1 and 2, full source, i32 indices and a static dim 0:
// the completed tuples stay i32; the trailing unit dims join the last group.
// CHECK-LABEL: func.func @scatter_trailing_full
// CHECK-SAME: (%[[S:.*]]: tensor<?x2x1x1xcomplex<f32>>, %[[D:.*]]: tensor<2x?x?xcomplex<f32>>, %[[I:.*]]: tensor<?x2xi32>)
// CHECK-NOT: linalg.map
// CHECK: %[[T:.*]] = tensor.concat dim(2) {{.*}} -> tensor<?x2x3xi32>
// CHECK-NEXT: %[[U:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0], [1, 2, 3]] : tensor<?x2x1x1xcomplex<f32>> into tensor<?x2xcomplex<f32>>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[D]], %[[T]], %[[U]] : (tensor<2x?x?xcomplex<f32>>, tensor<?x2x3xi32>, tensor<?x2xcomplex<f32>>) -> tensor<2x?x?xcomplex<f32>>
// CHECK-NEXT: return %[[R]]
func.func @scatter_trailing_full(%s: tensor<?x2x1x1xcomplex<f32>>, %d: tensor<2x?x?xcomplex<f32>>, %i: tensor<?x2xi32>) -> tensor<2x?x?xcomplex<f32>> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<?x2x1x1xcomplex<f32>>, tensor<2x?x?xcomplex<f32>>, tensor<?x2xi32>) -> tensor<2x?x?xcomplex<f32>>
  return %0 : tensor<2x?x?xcomplex<f32>>
}

// -----

// A leading unit dim of the full source joins the next source dim; i1
// indices are zero-extended.
// CHECK-LABEL: func.func @scatter_leading_full
// CHECK-SAME: (%[[S:.*]]: tensor<2x1x5xi1>, %[[D:.*]]: tensor<2x5xi1>, %[[I:.*]]: tensor<2x1xi1>)
// CHECK: %[[WIDE:.*]] = linalg.map { arith.extui } ins(%[[I]] : tensor<2x1xi1>) outs(%{{.*}} : tensor<2x1xi32>)
// CHECK: %[[U:.*]] = tensor.collapse_shape %[[S]] {{\[\[}}0], [1, 2]] : tensor<2x1x5xi1> into tensor<2x5xi1>
// CHECK: gather.scatter_nd %[[D]], %[[WIDE]], %[[U]] : (tensor<2x5xi1>, tensor<2x1xi32>, tensor<2x5xi1>) -> tensor<2x5xi1>
func.func @scatter_leading_full(%s: tensor<2x1x5xi1>, %d: tensor<2x5xi1>, %i: tensor<2x1xi1>) -> tensor<2x5xi1> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x1x5xi1>, tensor<2x5xi1>, tensor<2x1xi1>) -> tensor<2x5xi1>
  return %0 : tensor<2x5xi1>
}

// -----

// A skipped dim of static size 0: no tuple, so nothing to write or check.
// CHECK-LABEL: func.func @scatter_no_tuples
// CHECK-SAME: (%[[S:.*]]: tensor<2x?x0xf32>, %[[D:.*]]: tensor<?x0x3xf32>, %{{.*}}: tensor<2x1xindex>)
// CHECK: %[[N:.*]] = tensor.dim %[[D]]
// CHECK: %[[T:.*]] = tensor.empty(%[[N]]) : tensor<2x?x0x3xindex>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[D]], %[[T]], %[[S]] : (tensor<?x0x3xf32>, tensor<2x?x0x3xindex>, tensor<2x?x0xf32>) -> tensor<?x0x3xf32>
// CHECK-NEXT: return %[[R]]
func.func @scatter_no_tuples(%s: tensor<2x?x0xf32>, %d: tensor<?x0x3xf32>, %i: tensor<2x1xindex>) -> tensor<?x0x3xf32> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([2]) unique : (tensor<2x?x0xf32>, tensor<?x0x3xf32>, tensor<2x1xindex>) -> tensor<?x0x3xf32>
  return %0 : tensor<?x0x3xf32>
}

// -----

// Wider than 64 bits: saturated to i64, as for tensor.gather.
// CHECK-LABEL: func.func @scatter_i128
// CHECK: %[[WIDE:.*]] = linalg.map ins(%{{.*}} : tensor<2x1xi128>) outs(%{{.*}} : tensor<2x1xi64>)
// CHECK: arith.trunci %{{.*}} : i128 to i64
// CHECK: gather.scatter_nd %{{.*}}, %[[WIDE]], %{{.*}} : (tensor<4x5xf64>, tensor<2x1xi64>, tensor<2x5xf64>) -> tensor<4x5xf64>
func.func @scatter_i128(%s: tensor<2x5xf64>, %d: tensor<4x5xf64>, %i: tensor<2x1xi128>) -> tensor<4x5xf64> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<2x5xf64>, tensor<4x5xf64>, tensor<2x1xi128>) -> tensor<4x5xf64>
  return %0 : tensor<4x5xf64>
}

// -----

// An element type gather ops do not take: left alone.
// CHECK-LABEL: func.func @scatter_f8_left_alone
// CHECK: tensor.scatter
// CHECK-NOT: gather.scatter_nd
func.func @scatter_f8_left_alone(%s: tensor<3x5xf8E4M3FN>, %d: tensor<4x5xf8E4M3FN>, %i: tensor<3x1xindex>) -> tensor<4x5xf8E4M3FN> {
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x5xf8E4M3FN>, tensor<4x5xf8E4M3FN>, tensor<3x1xindex>) -> tensor<4x5xf8E4M3FN>
  return %0 : tensor<4x5xf8E4M3FN>
}
