// The gather ops implement TilingInterface: upstream's transform ops tile
// them and fuse them into their consumers' loops. A result tile is a gather
// of slices: indices sliced on the dimensions the tile covers, data sliced
// on its batch / non-axis dimensions (as indices) and on gather_nd's slice
// dimensions (as the result), the indexed dimensions whole.

// RUN: gather-opt %s --transform-interpreter --canonicalize -split-input-file | FileCheck %s

// tile_using_forall, static sizes that do not divide the rows (100 by 32):
// each tile takes a row block of indices and a column block of data.
// CHECK-LABEL: func.func @nd_forall
// CHECK-SAME: (%[[D:.*]]: tensor<64x256xf32>, %[[I:.*]]: tensor<100x1xi64>)
// CHECK: scf.forall (%[[R:.*]], %[[C:.*]]) in (4, 4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG: %[[ROW:.*]] = affine.apply #{{.*}}(%[[R]])
// CHECK-DAG: %[[COL:.*]] = affine.apply #{{.*}}(%[[C]])
// CHECK-DAG: %[[ROWS:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[D]][0, %[[COL]]] [64, 64] [1, 1] : tensor<64x256xf32> to tensor<64x64xf32>
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[ROW]], 0] [%[[ROWS]], 1] [1, 1] : tensor<100x1xi64> to tensor<?x1xi64>
// CHECK: %[[G:.*]] = gather.gather_nd %[[DT]], %[[IT]] : (tensor<64x64xf32>, tensor<?x1xi64>) -> tensor<?x64xf32>
// CHECK: tensor.parallel_insert_slice %[[G]] into %[[OUT]][%[[ROW]], %[[COL]]] [%[[ROWS]], 64] [1, 1]
func.func @nd_forall(%d: tensor<64x256xf32>, %i: tensor<100x1xi64>) -> tensor<100x256xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<64x256xf32>, tensor<100x1xi64>) -> tensor<100x256xf32>
  return %0 : tensor<100x256xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [32, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// batch_dims = 1: data follows indices on the batch dimension; the indexed
// dimension (4) stays whole.
// CHECK-LABEL: func.func @nd_batch_forall
// CHECK-SAME: (%[[D:.*]]: tensor<6x4x8xf32>, %[[I:.*]]: tensor<6x5x1xi32>)
// CHECK: scf.forall (%[[B:.*]]) in (3)
// CHECK-DAG: %[[OFF:.*]] = affine.apply #{{.*}}(%[[B]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[D]][%[[OFF]], 0, 0] [2, 4, 8] [1, 1, 1] : tensor<6x4x8xf32> to tensor<2x4x8xf32>
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[OFF]], 0, 0] [2, 5, 1] [1, 1, 1] : tensor<6x5x1xi32> to tensor<2x5x1xi32>
// CHECK: gather.gather_nd %[[DT]], %[[IT]] {batch_dims = 1 : i64} : (tensor<2x4x8xf32>, tensor<2x5x1xi32>) -> tensor<2x5x8xf32>
func.func @nd_batch_forall(%d: tensor<6x4x8xf32>, %i: tensor<6x5x1xi32>) -> tensor<6x5x8xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<6x4x8xf32>, tensor<6x5x1xi32>) -> tensor<6x5x8xf32>
  return %0 : tensor<6x5x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// tile_using_for with dynamic sizes: gather_elements slices indices as the
// tile, and data on every dimension but the axis (1), which stays whole.
// Data's rows follow the indices' rows, clamped into data (whose row count
// may differ at run time). The whole gather stays before the loops for the
// checks no tile can make (here: indices with more rows than data).
// CHECK-LABEL: func.func @elements_for
// CHECK-SAME: (%[[D:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x?xi32>)
// CHECK: gather.gather_elements %[[D]], %[[I]] {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
// CHECK: scf.for %[[R:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}}
// CHECK: scf.for %[[C:[^ ]*]] = %{{.*}} to %{{.*}} step %{{.*}}
// CHECK-DAG: %[[ROWS:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK-DAG: %[[COLS:.*]] = affine.min #{{.*}}(%[[C]])
// CHECK-DAG: %[[AXIS:.*]] = tensor.dim %[[D]], %c1 : tensor<?x?xf32>
// CHECK-DAG: %[[DROW:.*]] = affine.min #{{.*}}(%[[R]])[%{{.*}}]
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[D]][%[[DROW]], 0] [%{{.*}}, %[[AXIS]]] [1, 1]
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[R]], %[[C]]] [%[[ROWS]], %[[COLS]]] [1, 1]
// CHECK: %[[G:.*]] = gather.gather_elements %[[DT]], %[[IT]] {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
// CHECK: tensor.insert_slice %[[G]] into %{{.*}}[%[[R]], %[[C]]] [%[[ROWS]], %[[COLS]]] [1, 1]
func.func @elements_for(%d: tensor<?x?xf32>, %i: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [3, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// transform.structured.fuse tiles an elementwise consumer and fuses the
// gather in (generateResultTileValue): the gathered tensor is never whole.
// CHECK-LABEL: func.func @fuse_elementwise
// CHECK: scf.for
// CHECK: scf.for
// CHECK: %[[G:.*]] = gather.gather_nd %{{.*}}, %{{.*}} : (tensor<64x64xf32>, tensor<?x1xi64>) -> tensor<?x64xf32>
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<?x64xf32>)
// CHECK: math.absf
func.func @fuse_elementwise(%d: tensor<64x256xf32>, %i: tensor<100x1xi64>) -> tensor<100x256xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<64x256xf32>, tensor<100x1xi64>) -> tensor<100x256xf32>
  %e = tensor.empty() : tensor<100x256xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<100x256xf32>) outs(%e : tensor<100x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    linalg.yield %m : f32
  } -> tensor<100x256xf32>
  return %1 : tensor<100x256xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %l0, %l1 = transform.structured.fuse %c tile_sizes [32, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// fuse_into_containing_op: the gather moves into the consumer's forall and
// computes only the rows of each tile; the unused whole gather stays for its
// checks alone (its lowering gathers nothing).
// CHECK-LABEL: func.func @fuse_into_forall
// CHECK-SAME: (%[[D:.*]]: tensor<64x256xf32>, %[[I:.*]]: tensor<100x1xi64>)
// CHECK: gather.gather_nd %[[D]], %[[I]] : (tensor<64x256xf32>, tensor<100x1xi64>) -> tensor<100x256xf32>
// CHECK-NOT: gather.gather_nd
// CHECK: scf.forall
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%{{.*}}, 0] [%{{.*}}, 1] [1, 1] : tensor<100x1xi64> to tensor<?x1xi64>
// CHECK: %[[G:.*]] = gather.gather_nd %[[D]], %[[IT]] : (tensor<64x256xf32>, tensor<?x1xi64>) -> tensor<?x256xf32>
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<?x256xf32>)
func.func @fuse_into_forall(%d: tensor<64x256xf32>, %i: tensor<100x1xi64>) -> tensor<100x256xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<64x256xf32>, tensor<100x1xi64>) -> tensor<100x256xf32>
  %e = tensor.empty() : tensor<100x256xf32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%0 : tensor<100x256xf32>) outs(%e : tensor<100x256xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = math.absf %a : f32
    linalg.yield %m : f32
  } -> tensor<100x256xf32>
  return %1 : tensor<100x256xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.generic"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.match ops{["gather.gather_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %forall = transform.structured.tile_using_forall %c tile_sizes [32] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %nl = transform.structured.fuse_into_containing_op %g into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A matmul whose LHS is gathered rows: tiling its rows fuses the gather of
// just those rows.
// CHECK-LABEL: func.func @fuse_matmul_rows
// CHECK-SAME: (%[[D:.*]]: tensor<64x32xf32>, %[[I:.*]]: tensor<16x1xi64>, %[[W:.*]]: tensor<32x8xf32>)
// CHECK: scf.for %[[R:[^ ]*]] =
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[R]], 0] [4, 1] [1, 1] : tensor<16x1xi64> to tensor<4x1xi64>
// CHECK: %[[G:.*]] = gather.gather_nd %[[D]], %[[IT]] : (tensor<64x32xf32>, tensor<4x1xi64>) -> tensor<4x32xf32>
// CHECK: linalg.matmul ins(%[[G]], %[[W]] : tensor<4x32xf32>, tensor<32x8xf32>)
func.func @fuse_matmul_rows(%d: tensor<64x32xf32>, %i: tensor<16x1xi64>, %w: tensor<32x8xf32>) -> tensor<16x8xf32> {
  %rows = gather.gather_nd %d, %i : (tensor<64x32xf32>, tensor<16x1xi64>) -> tensor<16x32xf32>
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<16x8xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<16x8xf32>) -> tensor<16x8xf32>
  %r = linalg.matmul ins(%rows, %w : tensor<16x32xf32>, tensor<32x8xf32>) outs(%init : tensor<16x8xf32>) -> tensor<16x8xf32>
  return %r : tensor<16x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %c = transform.structured.match ops{["linalg.matmul"]} in %root : (!transform.any_op) -> !transform.any_op
    %fused, %l0 = transform.structured.fuse %c tile_sizes [4, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// gather with axis 2 and batch_dims 1, tiled on every result dimension: the
// batch dimension slices data and indices alike, result dimension 1 slices
// data, result dimension 2 slices indices (its dimension after the batch),
// the trailing dimension slices data; the axis (4) stays whole.
// CHECK-LABEL: func.func @gather_batch_forall
// CHECK-SAME: (%[[D:.*]]: tensor<6x7x4x8xf32>, %[[I:.*]]: tensor<6x5xi32>)
// CHECK: scf.forall (%[[B:.*]], %[[R:.*]], %[[J:.*]]) in (3, 2, 2) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG: %[[BOFF:.*]] = affine.apply #{{.*}}(%[[B]])
// CHECK-DAG: %[[ROFF:.*]] = affine.apply #{{.*}}(%[[R]])
// CHECK-DAG: %[[JOFF:.*]] = affine.apply #{{.*}}(%[[J]])
// CHECK-DAG: %[[RS:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK-DAG: %[[JS:.*]] = affine.min #{{.*}}(%[[J]])
// CHECK-DAG: %[[DT:.*]] = tensor.extract_slice %[[D]][%[[BOFF]], %[[ROFF]], 0, 0] [2, %[[RS]], 4, 8] [1, 1, 1, 1] : tensor<6x7x4x8xf32> to tensor<2x?x4x8xf32>
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[BOFF]], %[[JOFF]]] [2, %[[JS]]] [1, 1] : tensor<6x5xi32> to tensor<2x?xi32>
// CHECK: %[[G:.*]] = gather.gather %[[DT]], %[[IT]] {axis = 2 : i64, batch_dims = 1 : i64} : (tensor<2x?x4x8xf32>, tensor<2x?xi32>) -> tensor<2x?x?x8xf32>
// CHECK: tensor.parallel_insert_slice %[[G]] into %[[OUT]][%[[BOFF]], %[[ROFF]], %[[JOFF]], 0] [2, %[[RS]], %[[JS]], 8] [1, 1, 1, 1]
func.func @gather_batch_forall(%d: tensor<6x7x4x8xf32>, %i: tensor<6x5xi32>) -> tensor<6x7x5x8xf32> {
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = 1 : i64} : (tensor<6x7x4x8xf32>, tensor<6x5xi32>) -> tensor<6x7x5x8xf32>
  return %0 : tensor<6x7x5x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [2, 4, 3, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// gather_block_quantized tiles over its ids: indices sliced, data, scales
// and zero points whole (any id may address any row).
// CHECK-LABEL: func.func @block_quantized_rows
// CHECK-SAME: (%[[D:.*]]: tensor<64x16xui8>, %[[I:.*]]: tensor<10xi64>, %[[S:.*]]: tensor<64x1xf32>, %[[Z:.*]]: tensor<64x1xui8>)
// CHECK: scf.forall (%[[R:.*]]) in (3)
// CHECK-DAG: %[[ROW:.*]] = affine.apply #{{.*}}(%[[R]])
// CHECK-DAG: %[[ROWS:.*]] = affine.min #{{.*}}(%[[R]])
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[ROW]]] [%[[ROWS]]] [1] : tensor<10xi64> to tensor<?xi64>
// CHECK: %[[G:.*]] = gather.gather_block_quantized %[[D]], %[[IT]], %[[S]], %[[Z]] {block_size = 32 : i64} : (tensor<64x16xui8>, tensor<?xi64>, tensor<64x1xf32>, tensor<64x1xui8>) -> tensor<?x32xf32>
// CHECK: tensor.parallel_insert_slice %[[G]] into %{{.*}}[%[[ROW]], 0] [%[[ROWS]], 32] [1, 1]
func.func @block_quantized_rows(%d: tensor<64x16xui8>, %i: tensor<10xi64>, %s: tensor<64x1xf32>, %z: tensor<64x1xui8>) -> tensor<10x32xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 32 : i64} : (tensor<64x16xui8>, tensor<10xi64>, tensor<64x1xf32>, tensor<64x1xui8>) -> tensor<10x32xf32>
  return %0 : tensor<10x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_block_quantized"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A tile along a data dimension (here the unpacked values of a row) decodes
// whole rows, whose blocks start at the row's start and whose scales and
// zero points are laid out over data's blocks, and is sliced out of them.
// Before the loops the whole gather stays for its checks.
// CHECK-LABEL: func.func @block_quantized_columns
// CHECK-SAME: (%[[D:.*]]: tensor<64x16xui8>, %[[I:.*]]: tensor<10xi64>, %[[S:.*]]: tensor<64x1xf32>)
// CHECK: gather.gather_block_quantized %[[D]], %[[I]], %[[S]]
// CHECK: scf.for %[[C:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %{{.*}})
// CHECK: %[[G:.*]] = gather.gather_block_quantized %[[D]], %[[I]], %[[S]] {block_size = 32 : i64} : (tensor<64x16xui8>, tensor<10xi64>, tensor<64x1xf32>) -> tensor<10x32xf32>
// CHECK: %[[T:.*]] = tensor.extract_slice %[[G]][0, %[[C]]] [10, 8] [1, 1] : tensor<10x32xf32> to tensor<10x8xf32>
// CHECK: tensor.insert_slice %[[T]] into %[[OUT]][0, %[[C]]] [10, 8] [1, 1]
func.func @block_quantized_columns(%d: tensor<64x16xui8>, %i: tensor<10xi64>, %s: tensor<64x1xf32>) -> tensor<10x32xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<64x16xui8>, tensor<10xi64>, tensor<64x1xf32>) -> tensor<10x32xf32>
  return %0 : tensor<10x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_block_quantized"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [0, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// An elementwise consumer fused with the quantized gather of 4-bit data
// whose gather axis is not the first: each tile of the consumer gathers its
// ids' tile of i4 rows, data kept whole.
// CHECK-LABEL: func.func @block_quantized_fuse
// CHECK-SAME: (%[[D:.*]]: tensor<3x6x40xi4>, %[[I:.*]]: tensor<5xi32>, %[[S:.*]]: tensor<3x6x3xf16>)
// CHECK: scf.for %[[R:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[R]]] [1] [1] : tensor<5xi32> to tensor<1xi32>
// CHECK: %[[G:.*]] = gather.gather_block_quantized %[[D]], %[[IT]], %[[S]] {block_size = 16 : i64, gather_axis = 1 : i64, quantize_axis = 2 : i64} : (tensor<3x6x40xi4>, tensor<1xi32>, tensor<3x6x3xf16>) -> tensor<3x1x40xf16>
// CHECK: linalg.generic {{.*}} ins(%[[G]] : tensor<3x1x40xf16>)
// CHECK: arith.negf
func.func @block_quantized_fuse(%d: tensor<3x6x40xi4>, %i: tensor<5xi32>, %s: tensor<3x6x3xf16>) -> tensor<3x5x40xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 1 : i64, quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<3x6x40xi4>, tensor<5xi32>, tensor<3x6x3xf16>) -> tensor<3x5x40xf16>
  %init = tensor.empty() : tensor<3x5x40xf16>
  %1 = linalg.negf ins(%0 : tensor<3x5x40xf16>) outs(%init : tensor<3x5x40xf16>) -> tensor<3x5x40xf16>
  return %1 : tensor<3x5x40xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %n : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.structured.fuse %g tile_sizes [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
