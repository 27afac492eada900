// embedding_bag implements TilingInterface over its result [bags, columns]:
// a tile is an embedding_bag of weight's column slice (every row) and its
// bags' ids. 2-D ids slice by rows; ids with offsets slice to the run from
// the tile's first offset to the end of its last bag (clamped into the ids),
// with the tile's offsets shifted to start at 0 and closed by the run's
// length (include_last_offset). The whole op stays before the loops for its
// checks.

// RUN: gather-opt %s --transform-interpreter --canonicalize -split-input-file | FileCheck %s

// tile_using_forall over bags (4 of 10, the last tile 2) and columns.
// CHECK-LABEL: func.func @offsets_forall
// CHECK-SAME: (%[[W:.*]]: tensor<100x256xf32>, %[[I:.*]]: tensor<?xi64>, %[[O:.*]]: tensor<10xi32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG: %[[C10:.*]] = arith.constant 10 : index
// CHECK: gather.embedding_bag sum %[[W]], %[[I]] offsets(%[[O]]) : (tensor<100x256xf32>, tensor<?xi64>, tensor<10xi32>) -> tensor<10x256xf32>
// CHECK: scf.forall (%[[B:.*]], %[[C:.*]]) in (3, 4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG: %[[FIRST:.*]] = affine.apply #{{.*}}(%[[B]])
// CHECK-DAG: %[[COL:.*]] = affine.apply #{{.*}}(%[[C]])
// CHECK-DAG: %[[BAGS:.*]] = affine.min #{{.*}}(%[[B]])
// CHECK: %[[WT:.*]] = tensor.extract_slice %[[W]][0, %[[COL]]] [100, 64] [1, 1] : tensor<100x256xf32> to tensor<100x64xf32>
// CHECK: %[[L:.*]] = tensor.dim %[[I]], %[[C0]]
// The run starts at offsets[first], clamped into [0, L] ...
// CHECK: %[[AT:.*]] = arith.minsi %[[FIRST]], %[[C9]]
// CHECK: %[[O0:.*]] = tensor.extract %[[O]][%[[AT]]]
// CHECK: %[[O0I:.*]] = arith.index_cast %[[O0]] : i32 to index
// CHECK: %[[LOW:.*]] = arith.minsi %[[O0I]], %[[L]]
// CHECK: %[[START:.*]] = arith.maxsi %[[LOW]], %[[C0]]
// ... and ends at the next tile's first offset, or at L after the last bag.
// CHECK: %[[CLOSING:.*]] = arith.addi %[[FIRST]], %[[BAGS]]
// CHECK: %[[CLOSED:.*]] = arith.cmpi slt, %[[CLOSING]], %[[C10]]
// CHECK: %[[AT1:.*]] = arith.minsi %[[CLOSING]], %[[C9]]
// CHECK: %[[O1:.*]] = tensor.extract %[[O]][%[[AT1]]]
// CHECK: %[[O1I:.*]] = arith.index_cast %[[O1]] : i32 to index
// CHECK: %[[ENDRAW:.*]] = arith.select %[[CLOSED]], %[[O1I]], %[[L]]
// CHECK: %[[HIGH:.*]] = arith.minsi %[[ENDRAW]], %[[L]]
// CHECK: %[[END:.*]] = arith.maxsi %[[HIGH]], %[[START]]
// CHECK: %[[LEN:.*]] = arith.subi %[[END]], %[[START]]
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[START]]] [%[[LEN]]] [1] : tensor<?xi64> to tensor<?xi64>
// CHECK: %[[N:.*]] = affine.apply #{{.*}}(%[[BAGS]])
// CHECK: %[[OT:.*]] = tensor.generate %[[N]] {
// CHECK: ^bb0(%[[J:.*]]: index):
// CHECK:   %[[INNER:.*]] = arith.cmpi slt, %[[J]], %[[BAGS]]
// CHECK:   %[[POS:.*]] = arith.addi %[[FIRST]], %[[J]]
// CHECK:   %[[POSC:.*]] = arith.minsi %[[POS]], %[[C9]]
// CHECK:   %[[OJ:.*]] = tensor.extract %[[O]][%[[POSC]]]
// CHECK:   %[[OJI:.*]] = arith.index_cast %[[OJ]] : i32 to index
// CHECK:   %[[SHIFTED:.*]] = arith.subi %[[OJI]], %[[START]]
// CHECK:   %[[V:.*]] = arith.select %[[INNER]], %[[SHIFTED]], %[[LEN]]
// CHECK:   %[[VI:.*]] = arith.index_cast %[[V]] : index to i32
// CHECK:   tensor.yield %[[VI]] : i32
// CHECK: } : tensor<?xi32>
// CHECK: %[[T:.*]] = gather.embedding_bag sum %[[WT]], %[[IT]] offsets(%[[OT]]) {include_last_offset} : (tensor<100x64xf32>, tensor<?xi64>, tensor<?xi32>) -> tensor<?x64xf32>
// CHECK: tensor.parallel_insert_slice %[[T]] into %[[OUT]][%[[FIRST]], %[[COL]]] [%[[BAGS]], 64] [1, 1]
func.func @offsets_forall(%w: tensor<100x256xf32>, %i: tensor<?xi64>, %o: tensor<10xi32>) -> tensor<10x256xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<100x256xf32>, tensor<?xi64>, tensor<10xi32>) -> tensor<10x256xf32>
  return %0 : tensor<10x256xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.embedding_bag"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [4, 64] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// 2-D ids: a tile of bags is a block of rows of the ids and of
// per_sample_weights; columns untiled.
// CHECK-LABEL: func.func @rows_for
// CHECK-SAME: (%[[W:.*]]: tensor<50x16xf16>, %[[I:.*]]: tensor<6x3xi32>, %[[P:.*]]: tensor<6x3xf16>)
// CHECK: gather.embedding_bag sum %[[W]], %[[I]] per_sample_weights(%[[P]])
// CHECK: scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[OUT:.*]] = %{{.*}})
// CHECK-DAG: %[[IT:.*]] = tensor.extract_slice %[[I]][%[[B]], 0] [2, 3] [1, 1] : tensor<6x3xi32> to tensor<2x3xi32>
// CHECK-DAG: %[[PT:.*]] = tensor.extract_slice %[[P]][%[[B]], 0] [2, 3] [1, 1] : tensor<6x3xf16> to tensor<2x3xf16>
// CHECK: %[[T:.*]] = gather.embedding_bag sum %[[W]], %[[IT]] per_sample_weights(%[[PT]]) : (tensor<50x16xf16>, tensor<2x3xi32>, tensor<2x3xf16>) -> tensor<2x16xf16>
// CHECK: tensor.insert_slice %[[T]] into %[[OUT]][%[[B]], 0] [2, 16] [1, 1]
func.func @rows_for(%w: tensor<50x16xf16>, %i: tensor<6x3xi32>, %p: tensor<6x3xf16>) -> tensor<6x16xf16> {
  %0 = gather.embedding_bag sum %w, %i per_sample_weights(%p) : (tensor<50x16xf16>, tensor<6x3xi32>, tensor<6x3xf16>) -> tensor<6x16xf16>
  return %0 : tensor<6x16xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.embedding_bag"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// A static bag count over dynamic offsets may disagree with them when the
// op runs (the whole op reports it), even where there are none: the tiles
// then read a lone zero, never outside the offsets. The destination keeps
// the static size.
// CHECK-LABEL: func.func @static_bags_dynamic_offsets
// CHECK-SAME: (%[[W:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?xi64>, %[[O:.*]]: tensor<?xi64>)
// CHECK-DAG: %[[ZERO:.*]] = arith.constant dense<0> : tensor<1xi64>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: tensor.empty(%{{.*}}) : tensor<4x?xf32>
// CHECK: scf.for %[[B:.*]] = %[[C0]] to %{{.*}} step %[[C1]]
// CHECK: %[[COUNT:.*]] = tensor.dim %[[O]], %[[C0]]
// CHECK: %[[MAX:.*]] = arith.maxsi %[[COUNT]], %[[C1]]
// CHECK: %[[LAST:.*]] = arith.subi %[[MAX]], %[[C1]]
// CHECK: %[[EMPTY:.*]] = arith.cmpi eq, %[[COUNT]], %[[C0]]
// CHECK: %[[CAST:.*]] = tensor.cast %[[ZERO]] : tensor<1xi64> to tensor<?xi64>
// CHECK: %[[READ:.*]] = arith.select %[[EMPTY]], %[[CAST]], %[[O]] : tensor<?xi64>
// CHECK: %[[AT:.*]] = arith.minsi %[[B]], %[[LAST]]
// CHECK: tensor.extract %[[READ]][%[[AT]]]
// CHECK: gather.embedding_bag max %{{.*}}, %{{.*}} offsets(%{{.*}}) {include_last_offset} : (tensor<?x?xf32>, tensor<?xi64>, tensor<2xi64>) -> tensor<1x?xf32>
func.func @static_bags_dynamic_offsets(%w: tensor<?x?xf32>, %i: tensor<?xi64>, %o: tensor<?xi64>) -> tensor<4x?xf32> {
  %0 = gather.embedding_bag max %w, %i offsets(%o) {include_last_offset} : (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi64>) -> tensor<4x?xf32>
  return %0 : tensor<4x?xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.embedding_bag"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// Fused into an elementwise consumer's scf.forall (generateResultTileValue):
// each tile pools its bags' columns where the consumer reads them; the
// padding id and the mode stay.
// CHECK-LABEL: func.func @fused_into_consumer
// CHECK-SAME: (%[[W:.*]]: tensor<100x32xf32>, %[[I:.*]]: tensor<40xi64>, %[[O:.*]]: tensor<8xi64>)
// CHECK: gather.embedding_bag mean %[[W]], %[[I]] offsets(%[[O]]) {padding_idx = 0 : i64}
// CHECK: scf.forall (%{{.*}}, %{{.*}}) in (2, 2)
// CHECK: %[[WT:.*]] = tensor.extract_slice %[[W]][0, %{{.*}}] [100, 16] [1, 1]
// CHECK: %[[IT:.*]] = tensor.extract_slice %[[I]][%{{.*}}] [%{{.*}}] [1] : tensor<40xi64> to tensor<?xi64>
// CHECK: %[[OT:.*]] = tensor.generate
// CHECK: } : tensor<5xi64>
// CHECK: %[[T:.*]] = gather.embedding_bag mean %[[WT]], %[[IT]] offsets(%[[OT]]) {include_last_offset, padding_idx = 0 : i64} : (tensor<100x16xf32>, tensor<?xi64>, tensor<5xi64>) -> tensor<4x16xf32>
// CHECK: linalg.negf ins(%[[T]] : tensor<4x16xf32>)
func.func @fused_into_consumer(%w: tensor<100x32xf32>, %i: tensor<40xi64>, %o: tensor<8xi64>) -> tensor<8x32xf32> {
  %0 = gather.embedding_bag mean %w, %i offsets(%o) {padding_idx = 0 : i64} : (tensor<100x32xf32>, tensor<40xi64>, tensor<8xi64>) -> tensor<8x32xf32>
  %init = tensor.empty() : tensor<8x32xf32>
  %1 = linalg.negf ins(%0 : tensor<8x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.embedding_bag"]} in %root : (!transform.any_op) -> !transform.any_op
    %c = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %c tile_sizes [4, 16] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %f, %l2 = transform.structured.fuse_into_containing_op %g into %l : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
