// The scatter ops implement TilingInterface over their updates: a tile is a
// scatter of an updates slice and the indices slice it pairs with, into the
// slice of the loop-carried data those updates can land in (whole on the
// indexed dimensions, the tile's on scatter_nd's slice dimensions and on
// scatter_elements' dimensions but the axis), and that slice is where its
// result goes. The whole scatter stays before the loops for its checks
// unless it cannot fail.

// RUN: gather-opt %s --transform-interpreter --canonicalize -split-input-file | FileCheck %s

// Static shapes, tile_using_for on both dimensions of the updates: the tuple
// dimension (a reduction: any tuple may name any row) slices indices and
// updates, the slice dimension (parallel) slices updates and data's
// columns; data's rows stay whole.
// CHECK-LABEL: func.func @nd_for
// CHECK-SAME: (%[[D:.*]]: tensor<8x16xf32>, %[[I:.*]]: tensor<10x1xi64>, %[[U:.*]]: tensor<10x16xf32>)
// CHECK: gather.scatter_nd %[[D]], %[[I]], %[[U]] reduction(add) : (tensor<8x16xf32>, tensor<10x1xi64>, tensor<10x16xf32>) -> tensor<8x16xf32>
// CHECK: %[[R:.*]] = scf.for %[[T:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC0:.*]] = %[[D]])
// CHECK: scf.for %[[C:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[ACC0]])
// CHECK-DAG: %[[ROWS:.*]] = affine.min #{{.*}}(%[[T]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[ACC]][0, %[[C]]] [8, 8] [1, 1] : tensor<8x16xf32> to tensor<8x8xf32>
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[T]], 0] [%[[ROWS]], 1] [1, 1] : tensor<10x1xi64> to tensor<?x1xi64>
// CHECK-DAG: %[[UT:.*]] = tensor.extract_slice %[[U]][%[[T]], %[[C]]] [%[[ROWS]], 8] [1, 1] : tensor<10x16xf32> to tensor<?x8xf32>
// CHECK: %[[S:.*]] = gather.scatter_nd %[[DT]], %[[IT]], %[[UT]] reduction(add) : (tensor<8x8xf32>, tensor<?x1xi64>, tensor<?x8xf32>) -> tensor<8x8xf32>
// CHECK: tensor.insert_slice %[[S]] into %[[ACC]][0, %[[C]]] [8, 8] [1, 1] : tensor<8x8xf32> into tensor<8x16xf32>
// CHECK: return %[[R]]
func.func @nd_for(%d: tensor<8x16xf32>, %i: tensor<10x1xi64>, %u: tensor<10x16xf32>) -> tensor<8x16xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<8x16xf32>, tensor<10x1xi64>, tensor<10x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Dynamic shapes, two tuple dimensions and one slice dimension: the outer
// tuple dimension is split, the inner one stays whole (splitting it would
// reorder the updates, see scatter-tiling-invalid.mlir), the slice
// dimension is split. Updates' sizes are the iteration domain; the slices
// of indices and data they pair with are clamped into those tensors, whose
// sizes only the whole scatter's checks compare with them.
// CHECK-LABEL: func.func @nd_dynamic
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?x2xi32>, %[[U:.*]]: tensor<?x?x?xf32>)
// CHECK: gather.scatter_nd %[[D]], %[[I]], %[[U]] : (tensor<?x?x?xf32>, tensor<?x?x2xi32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK-DAG: %[[N0:.*]] = tensor.dim %[[U]], %c0
// CHECK-DAG: %[[N1:.*]] = tensor.dim %[[U]], %c1
// CHECK-DAG: %[[N2:.*]] = tensor.dim %[[U]], %c2
// CHECK: scf.for %[[T:[^ ]*]] = %c0 to %[[N0]] step %c2
// CHECK: scf.for %[[C:[^ ]*]] = %c0 to %[[N2]] step %c4 iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-DAG: %[[TN:.*]] = affine.min #{{.*}}(%[[T]])[%[[N0]]]
// CHECK-DAG: %[[CN:.*]] = affine.min #{{.*}}(%[[C]])[%[[N2]]]
// CHECK-DAG: %[[IR:.*]] = tensor.dim %[[I]], %c0
// CHECK-DAG: %[[IOFF:.*]] = affine.min #{{.*}}(%[[T]])[%[[IR]]]
// CHECK-DAG: %[[ACC0:.*]] = tensor.dim %[[ACC]], %c0
// CHECK-DAG: %[[ACC1:.*]] = tensor.dim %[[ACC]], %c1
// CHECK-DAG: %[[ACC2:.*]] = tensor.dim %[[ACC]], %c2
// CHECK-DAG: %[[DOFF:.*]] = affine.min #{{.*}}(%[[C]], %[[ACC2]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[ACC]][0, 0, %[[DOFF]]] [%[[ACC0]], %[[ACC1]], %{{.*}}] [1, 1, 1]
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[IOFF]], %{{.*}}, 0] [%{{.*}}, %{{.*}}, 2] [1, 1, 1]
// CHECK-DAG: %[[UT:.*]] = tensor.extract_slice %[[U]][%[[T]], 0, %[[C]]] [%[[TN]], %[[N1]], %[[CN]]] [1, 1, 1]
// CHECK: %[[S:.*]] = gather.scatter_nd %[[DT]], %[[IT]], %[[UT]] : (tensor<?x?x?xf32>, tensor<?x?x2xi32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
// CHECK: tensor.insert_slice %[[S]] into %[[ACC]][0, 0, %{{.*}}] [%{{.*}}, %{{.*}}, %{{.*}}] [1, 1, 1]
func.func @nd_dynamic(%d: tensor<?x?x?xf32>, %i: tensor<?x?x2xi32>, %u: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<?x?x?xf32>, tensor<?x?x2xi32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [2, 0, 4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// scatter_elements, dynamic, axis 1, both dimensions split: indices and
// updates slice alike, data's rows follow them (clamped into data, which
// may have more rows), data's axis stays whole.
// CHECK-LABEL: func.func @elements_for
// CHECK-SAME: (%[[D:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x?xi32>, %[[U:.*]]: tensor<?x?xf32>)
// CHECK: gather.scatter_elements %[[D]], %[[I]], %[[U]] reduction(mul) {axis = 1 : i64}
// CHECK: scf.for %[[R:[^ ]*]] =
// CHECK: scf.for %[[C:[^ ]*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-DAG: %[[AXIS:.*]] = tensor.dim %[[ACC]], %c1
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[ACC]][%[[DROW:.*]], 0] [%[[DROWS:.*]], %[[AXIS]]] [1, 1]
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%{{.*}}, %{{.*}}] [%{{.*}}, %{{.*}}] [1, 1]
// CHECK-DAG: %[[UT:.*]] = tensor.extract_slice %[[U]][%[[R]], %[[C]]] [%{{.*}}, %{{.*}}] [1, 1]
// CHECK: %[[S:.*]] = gather.scatter_elements %[[DT]], %[[IT]], %[[UT]] reduction(mul) {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK: tensor.insert_slice %[[S]] into %[[ACC]][%{{.*}}, 0] [%{{.*}}, %{{.*}}] [1, 1]
func.func @elements_for(%d: tensor<?x?xf32>, %i: tensor<?x?xi32>, %u: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(mul) {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [3, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile_using_forall along a parallel dimension only (scatter_elements' rows,
// axis 1): each tile writes its own rows of data, in parallel.
// CHECK-LABEL: func.func @elements_forall
// CHECK-SAME: (%[[D:.*]]: tensor<6x5xi32>, %[[I:.*]]: tensor<4x3xi64>, %[[U:.*]]: tensor<4x3xi32>)
// CHECK: gather.scatter_elements %[[D]], %[[I]], %[[U]] reduction(max)
// CHECK: scf.forall (%[[T:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[D]])
// CHECK-DAG: %[[ROW:.*]] = affine.apply #{{.*}}(%[[T]])
// CHECK-DAG: %[[ROWS:.*]] = affine.min #{{.*}}(%[[T]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[OUT]][%[[ROW]], 0] [%[[ROWS]], 5] [1, 1] : tensor<6x5xi32> to tensor<?x5xi32>
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[ROW]], 0] [%[[ROWS]], 3] [1, 1] : tensor<4x3xi64> to tensor<?x3xi64>
// CHECK-DAG: %[[UT:.*]] = tensor.extract_slice %[[U]][%[[ROW]], 0] [%[[ROWS]], 3] [1, 1] : tensor<4x3xi32> to tensor<?x3xi32>
// CHECK: %[[S:.*]] = gather.scatter_elements %[[DT]], %[[IT]], %[[UT]] reduction(max) {axis = 1 : i64} : (tensor<?x5xi32>, tensor<?x3xi64>, tensor<?x3xi32>) -> tensor<?x5xi32>
// CHECK: tensor.parallel_insert_slice %[[S]] into %[[OUT]][%[[ROW]], 0] [%[[ROWS]], 5] [1, 1]
func.func @elements_forall(%d: tensor<6x5xi32>, %i: tensor<4x3xi64>, %u: tensor<4x3xi32>) -> tensor<6x5xi32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(max) {axis = 1 : i64} : (tensor<6x5xi32>, tensor<4x3xi64>, tensor<4x3xi32>) -> tensor<6x5xi32>
  return %0 : tensor<6x5xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0 = transform.structured.tile_using_forall %g tile_sizes [3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// transform.structured.fuse tiles the scatter and fuses the elementwise
// producer of its updates into the tiles. The producer of data (a fill)
// stays whole before the loops: every tile writes into the data they carry.
// CHECK-LABEL: func.func @fuse_updates_producer
// CHECK-SAME: (%[[D:.*]]: tensor<8x16xf32>, %[[I:.*]]: tensor<10x1xi64>, %[[U:.*]]: tensor<10x16xf32>)
// CHECK: %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[D]] : tensor<8x16xf32>)
// CHECK: gather.scatter_nd %[[F]], %[[I]], %{{.*}} reduction(add) : (tensor<8x16xf32>, tensor<10x1xi64>, tensor<10x16xf32>)
// CHECK: scf.for %[[T:[^ ]*]] = {{.*}} iter_args(%{{.*}} = %[[F]])
// CHECK: scf.for %[[C:[^ ]*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}})
// CHECK-NOT: linalg.fill
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[ACC]][0, %[[C]]] [8, 8] [1, 1]
// CHECK-DAG: %[[UT:.*]] = tensor.extract_slice %[[U]][%[[T]], %[[C]]] [%{{.*}}, 8] [1, 1] : tensor<10x16xf32> to tensor<?x8xf32>
// CHECK: %[[P:.*]] = linalg.generic {{.*}} ins(%[[UT]] : tensor<?x8xf32>)
// CHECK: math.absf
// CHECK: gather.scatter_nd %[[DT]], %{{.*}}, %[[P]] reduction(add) : (tensor<8x8xf32>, tensor<?x1xi64>, tensor<?x8xf32>) -> tensor<8x8xf32>
func.func @fuse_updates_producer(%d: tensor<8x16xf32>, %i: tensor<10x1xi64>, %u: tensor<10x16xf32>) -> tensor<8x16xf32> {
  %e = tensor.empty() : tensor<10x16xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%u : tensor<10x16xf32>) outs(%e : tensor<10x16xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    linalg.yield %m : f32
  } -> tensor<10x16xf32>
  %one = arith.constant 1.0 : f32
  %f = linalg.fill ins(%one : f32) outs(%d : tensor<8x16xf32>) -> tensor<8x16xf32>
  %0 = gather.scatter_nd %f, %i, %p reduction(add) : (tensor<8x16xf32>, tensor<10x1xi64>, tensor<10x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.fuse %g tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A scatter that cannot fail (static shapes, constant indices in range)
// leaves no copy of itself before the loops.
// CHECK-LABEL: func.func @cannot_fail
// CHECK-NOT: gather.scatter_nd
// CHECK: scf.for
// CHECK: gather.scatter_nd %{{.*}}, %{{.*}}, %{{.*}} : (tensor<8xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<8xf32>
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @cannot_fail(%d: tensor<8xf32>, %u: tensor<4xf32>) -> tensor<8xf32> {
  %i = arith.constant dense<[[1], [7], [-1], [1]]> : tensor<4x1xi64>
  %0 = gather.scatter_nd %d, %i, %u : (tensor<8xf32>, tensor<4x1xi64>, tensor<4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0 = transform.structured.tile_using_for %g tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// The iterator types: reduction for scatter_nd's tuple dimensions and
// scatter_elements' axis, parallel for the others. tile_using_for with an
// interchange runs the axis loop outside the row loop: still one reduction
// dimension, so the updates that may collide (those of one row) apply in
// row-major order.
// CHECK-LABEL: func.func @elements_interchange
// CHECK: scf.for %[[A:[^ ]*]] = %c0 to %c3 step %c2
// CHECK: scf.for %[[R:[^ ]*]] = %c0 to %c4 step %c1
// CHECK: gather.scatter_elements %{{.*}}, %{{.*}}, %{{.*}} {axis = 1 : i64} : (tensor<1x5xi32>, tensor<1x?xi64>, tensor<1x?xi32>) -> tensor<1x5xi32>
func.func @elements_interchange(%d: tensor<6x5xi32>, %i: tensor<4x3xi64>, %u: tensor<4x3xi32>) -> tensor<6x5xi32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 1 : i64} : (tensor<6x5xi32>, tensor<4x3xi64>, tensor<4x3xi32>) -> tensor<6x5xi32>
  return %0 : tensor<6x5xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [1, 2] interchange = [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A tile size at least a dimension's static size does not split it: the
// inner tuple dimension of updates 2x3x3 takes tile sizes 3 and 1000 (one
// trip, whose affine.min bound is 3), so only the outer one is split and the
// updates keep their row-major order. (Splitting it, as tile size 2 would,
// is refused: scatter-tiling-invalid.mlir.)
// CHECK-LABEL: func.func @whole_inner_tuples
// CHECK-SAME: (%[[D:.*]]: tensor<4x3x3xf32>, %[[I:.*]]: tensor<2x3x2xi64>, %[[U:.*]]: tensor<2x3x3xf32>)
// CHECK-COUNT-2: scf.for %{{.*}} = %c0 to %c2 step %c1
// CHECK-NOT: scf.for
// CHECK: tensor.extract_slice %[[I]][%{{.*}}, 0, 0] [1, 3, 2] [1, 1, 1] : tensor<2x3x2xi64> to tensor<1x3x2xi64>
// CHECK: tensor.extract_slice %[[U]][%{{.*}}, 0, 0] [1, 3, 3] [1, 1, 1] : tensor<2x3x3xf32> to tensor<1x3x3xf32>
// CHECK: gather.scatter_nd %{{.*}} : (tensor<4x3x3xf32>, tensor<1x3x2xi64>, tensor<1x3x3xf32>) -> tensor<4x3x3xf32>
func.func @whole_inner_tuples(%d: tensor<4x3x3xf32>, %i: tensor<2x3x2xi64>, %u: tensor<2x3x3xf32>) -> (tensor<4x3x3xf32>, tensor<4x3x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u {tile = 3} : (tensor<4x3x3xf32>, tensor<2x3x2xi64>, tensor<2x3x3xf32>) -> tensor<4x3x3xf32>
  %1 = gather.scatter_nd %d, %i, %u {tile = 1000} : (tensor<4x3x3xf32>, tensor<2x3x2xi64>, tensor<2x3x3xf32>) -> tensor<4x3x3xf32>
  return %0, %1 : tensor<4x3x3xf32>, tensor<4x3x3xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g3 = transform.structured.match ops{["gather.scatter_nd"]} attributes {tile = 3} in %root : (!transform.any_op) -> !transform.any_op
    %t3, %l3:2 = transform.structured.tile_using_for %g3 tile_sizes [1, 3, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    %g1000 = transform.structured.match ops{["gather.scatter_nd"]} attributes {tile = 1000} in %root : (!transform.any_op) -> !transform.any_op
    %t1000, %l1000:2 = transform.structured.tile_using_for %g1000 tile_sizes [1, 1000, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
