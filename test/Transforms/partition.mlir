// RUN: gather-opt %s --gather-partition --canonicalize --split-input-file | FileCheck %s

// gather, vocabulary-parallel (f32, operand annotated): the 8 table rows split in two, each process keeps the global check on an 8-row tensor.empty, wraps and clamps the index into [0, 7], shifts it by process * 4, gathers locally, bit-casts each f32 to i32 and puts zero bits where it does not hold the row in the one masking generic (no separate bitcast map), combines with a bitwise or over grid axis 0 (exact for every bit pattern) and bit-casts back.
// CHECK-LABEL: func.func @gather_vocab(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xf32>, %[[IDS:[^:]*]]: tensor<3xi64>) -> tensor<3x4xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[PROC:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[C4]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: gather.gather %[[GLOBAL]], %[[IDS]] : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDS]] : tensor<3xi64>) outs(%{{.*}}, %{{.*}} : tensor<3xindex>, tensor<3xi1>)
// CHECK: %[[RAW:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[RAW]], %[[C0]] : index
// CHECK-NEXT: %[[WRAPPED:.*]] = arith.addi %[[RAW]], %[[C8]] : index
// CHECK-NEXT: %[[NORM:.*]] = arith.select %[[NEG]], %[[WRAPPED]], %[[RAW]] : index
// CHECK-NEXT: %[[MIN:.*]] = arith.minsi %[[NORM]], %[[C7]] : index
// CHECK-NEXT: %[[CLAMPED:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK-NEXT: %[[SHIFTED:.*]] = arith.subi %[[CLAMPED]], %[[OFFSET]] : index
// CHECK-NEXT: %[[HELD:.*]] = arith.cmpi ult, %[[SHIFTED]], %[[C4]] : index
// CHECK-NEXT: %[[IDX:.*]] = arith.select %[[HELD]], %[[SHIFTED]], %[[C0]] : index
// CHECK-NEXT: linalg.yield %[[IDX]], %[[HELD]] : index, i1
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<4x4xf32>, tensor<3xindex>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<3x4xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<3x4xf32>, tensor<3xi1>) outs(%[[BITS_INIT]] : tensor<3x4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[H]], %[[CAST]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<3x4xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x4xi32> -> tensor<3x4xi32>
// CHECK-NEXT: %[[VALUES_INIT:.*]] = tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<3x4xi32>) outs(%[[VALUES_INIT]] : tensor<3x4xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<3x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

// -----

// gather, index-parallel (only the result annotated): propagation splits the ids like the result rows; every process looks up its 3 ids in the whole table, no communication.
// CHECK-LABEL: func.func @gather_index_parallel(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<8x4xf32>, %[[IDS:[^:]*]]: tensor<3xi32>) -> tensor<3x4xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[IDS]] : (tensor<8x4xf32>, tensor<3xi32>) -> tensor<3x4xf32>
// CHECK-NEXT: return %[[G]] : tensor<3x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_index_parallel(%table: tensor<8x4xf32>, %ids: tensor<6xi32>) -> tensor<6x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %g = gather.gather %table, %ids : (tensor<8x4xf32>, tensor<6xi32>) -> tensor<6x4xf32>
  %r = shard.shard %g to %s : tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// gather, passthrough (only the result annotated, on the hidden dim): the table is split on its columns, which the gather copies whole, so each process gathers its 2 columns of all ids locally.
// CHECK-LABEL: func.func @gather_passthrough(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<8x2xf32>, %[[IDS:[^:]*]]: tensor<6xi32>) -> tensor<6x2xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[IDS]] : (tensor<8x2xf32>, tensor<6xi32>) -> tensor<6x2xf32>
// CHECK-NEXT: return %[[G]] : tensor<6x2xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_passthrough(%table: tensor<8x4xf32>, %ids: tensor<6xi32>) -> tensor<6x4xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %g = gather.gather %table, %ids : (tensor<8x4xf32>, tensor<6xi32>) -> tensor<6x4xf32>
  %r = shard.shard %g to %s : tensor<6x4xf32>
  return %r : tensor<6x4xf32>
}

// -----

// gather with batch_dims = 1, data and indices split on the batch dim: a batch's indices only address its own batch of data, so the local gather on 2 of the 4 batches is the result, no communication.
// CHECK-LABEL: func.func @gather_batch(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x8x3xf32>, %[[IDS:[^:]*]]: tensor<2x5xi64>) -> tensor<2x5x3xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather %[[DATA]], %[[IDS]] {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x8x3xf32>, tensor<2x5xi64>) -> tensor<2x5x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<2x5x3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_batch(%data: tensor<4x8x3xf32>, %ids: tensor<4x5xi64>) -> tensor<4x5x3xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4x8x3xf32>
  %i = shard.shard %ids to %s : tensor<4x5xi64>
  %g = gather.gather %d, %i {axis = 1, batch_dims = 1} : (tensor<4x8x3xf32>, tensor<4x5xi64>) -> tensor<4x5x3xf32>
  return %g : tensor<4x5x3xf32>
}

// -----

// gather along the middle axis on a 2x2 grid, the axis split over grid axis 0 and the leading (passthrough) dim over grid axis 1: vocabulary-parallel over axis 0 only; the mask follows result dim 1 (the ids), zero bits where not held, and the bitwise or (on the i32 bit patterns) runs over grid axis 0 alone, the result staying split on grid axis 1.
// CHECK: #[[$IDS_DIM:.*]] = affine_map<(d0, d1, d2) -> (d1)>
// CHECK-LABEL: func.func @gather_middle_axis(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x4x6xf32>, %[[IDS:[^:]*]]: tensor<5xi64>) -> tensor<2x5x6xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[PROC:.*]] = shard.process_multi_index on @grid2 axes = [0] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[C4]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<2x8x6xf32>
// CHECK-NEXT: gather.gather %[[GLOBAL]], %[[IDS]] {axis = 1 : i64} : (tensor<2x8x6xf32>, tensor<5xi64>) -> tensor<2x5x6xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDS]] : tensor<5xi64>)
// CHECK: arith.addi %{{.*}}, %[[C8]] : index
// CHECK: arith.minsi %{{.*}}, %[[C7]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK-NEXT: arith.cmpi ult, %{{.*}}, %[[C4]] : index
// CHECK: %[[G:.*]] = gather.gather %[[DATA]], %[[LOCAL]]#0 {axis = 1 : i64} : (tensor<2x4x6xf32>, tensor<5xindex>) -> tensor<2x5x6xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<2x5x6xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {indexing_maps = [#{{[^,]*}}, #[[$IDS_DIM]], #{{[^]]*}}]{{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<2x5x6xf32>, tensor<5xi1>) outs(%[[BITS_INIT]] : tensor<2x5x6xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[H]], %[[CAST]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<2x5x6xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid2 grid_axes = [0] reduction = bitwise_or : tensor<2x5x6xi32> -> tensor<2x5x6xi32>
// CHECK-NEXT: %[[VALUES_INIT:.*]] = tensor.empty() : tensor<2x5x6xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<2x5x6xi32>) outs(%[[VALUES_INIT]] : tensor<2x5x6xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<2x5x6xf32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @gather_middle_axis(%data: tensor<4x8x6xf32>, %ids: tensor<5xi64>) -> tensor<4x5x6xf32> {
  %s = shard.sharding @grid2 split_axes = [[1], [0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4x8x6xf32>
  %g = gather.gather %d, %ids {axis = 1} : (tensor<4x8x6xf32>, tensor<5xi64>) -> tensor<4x5x6xf32>
  return %g : tensor<4x5x6xf32>
}

// -----

// gather of i32 elements, vocabulary-parallel: the zero bits are the integer 0 and the bitwise or runs on the i32 values directly (no bitcast), i32 ids are cast to index.
// CHECK-LABEL: func.func @gather_vocab_i32(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xi32>, %[[IDS:[^:]*]]: tensor<3xi32>) -> tensor<3x4xi32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: shard.process_multi_index on @grid axes = [0] : index
// CHECK: gather.gather %{{.*}}, %[[IDS]] : (tensor<8x4xi32>, tensor<3xi32>) -> tensor<3x4xi32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDS]] : tensor<3xi32>)
// CHECK: arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<4x4xi32>, tensor<3xindex>) -> tensor<3x4xi32>
// CHECK: %[[KEPT:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<3x4xi32>, tensor<3xi1>) outs(%{{.*}} : tensor<3x4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: i32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[H]], %[[V]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<3x4xi32>
// CHECK-NOT: linalg.map
// CHECK: %[[OR:.*]] = shard.all_reduce %[[KEPT]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x4xi32> -> tensor<3x4xi32>
// CHECK-NEXT: return %[[OR]] : tensor<3x4xi32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_i32(%table: tensor<8x4xi32>, %ids: tensor<3xi32>) -> tensor<3x4xi32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xi32>
  %g = gather.gather %t, %ids : (tensor<8x4xi32>, tensor<3xi32>) -> tensor<3x4xi32>
  return %g : tensor<3x4xi32>
}

// -----

// gather with the table rows split over both axes of a 2x2 grid (4 blocks of 2 rows): the offset is the linear process index over axes [0, 1] (axis 0 major) times 2, and the bitwise or (on the i32 bit patterns) runs over both axes.
// CHECK: #[[$LINEAR:.*]] = affine_map<()[s0, s1, s2] -> (s0 * s1 + s2)>
// CHECK-LABEL: func.func @gather_vocab_two_axes(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<2x4xf32>, %[[IDS:[^:]*]]: tensor<3xi64>) -> tensor<3x4xf32>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[PROC:.*]]:2 = shard.process_multi_index on @grid2 axes = [0, 1] : index, index
// CHECK-NEXT: %[[SHAPE:.*]]:2 = shard.grid_shape @grid2 axes = [0, 1] : index, index
// CHECK-NEXT: %[[LIN:.*]] = affine.apply #[[$LINEAR]]()[%[[PROC]]#0, %[[SHAPE]]#1, %[[PROC]]#1]
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[LIN]], %[[C2]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: gather.gather %[[GLOBAL]], %[[IDS]]
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic
// CHECK: arith.addi %{{.*}}, %[[C8]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK-NEXT: arith.cmpi ult, %{{.*}}, %[[C2]] : index
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<2x4xf32>, tensor<3xindex>) -> tensor<3x4xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<3x4xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<3x4xf32>, tensor<3xi1>) outs(%[[BITS_INIT]] : tensor<3x4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: arith.select %[[H]], %[[CAST]], %{{.*}} : i32
// CHECK: } -> tensor<3x4xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid2 grid_axes = [0, 1] reduction = bitwise_or : tensor<3x4xi32> -> tensor<3x4xi32>
// CHECK-NEXT: tensor.empty() : tensor<3x4xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<3x4xi32>) outs(%{{.*}} : tensor<3x4xf32>)
// CHECK-NEXT: return %[[VALUES]]
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @gather_vocab_two_axes(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %s = shard.sharding @grid2 split_axes = [[0, 1]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

// -----

// gather on a 2x2 grid, the table rows split over grid axis 0 (operand annotated) and the result rows over grid axis 1 (result annotated): propagation combines both, each process takes 2 of the 4 ids, looks them up vocabulary-parallel and combines the bit patterns with a bitwise or over grid axis 0 only.
// CHECK-LABEL: func.func @gather_vocab_and_ids(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xf32>, %[[IDS:[^:]*]]: tensor<2xi64>) -> tensor<2x4xf32>
// CHECK: shard.process_multi_index on @grid2 axes = [0] : index
// CHECK: %[[GLOBAL:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK-NEXT: gather.gather %[[GLOBAL]], %[[IDS]] : (tensor<8x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDS]] : tensor<2xi64>)
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<4x4xf32>, tensor<2xindex>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<2x4xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<2x4xf32>, tensor<2xi1>) outs(%[[BITS_INIT]] : tensor<2x4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: arith.select %[[H]], %[[CAST]], %{{.*}} : i32
// CHECK-NOT: shard.all_gather
// CHECK: } -> tensor<2x4xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid2 grid_axes = [0] reduction = bitwise_or : tensor<2x4xi32> -> tensor<2x4xi32>
// CHECK-NEXT: tensor.empty() : tensor<2x4xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<2x4xi32>) outs(%{{.*}} : tensor<2x4xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<2x4xf32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @gather_vocab_and_ids(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %rows = shard.sharding @grid2 split_axes = [[0]] : !shard.sharding
  %out = shard.sharding @grid2 split_axes = [[1]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  %r = shard.shard %g to %out : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// gather of a 0-d index, vocabulary-parallel: the localization generic has no loops and the mask map has no results, the one held flag masks the whole row.
// CHECK: #[[$NO_DIMS:.*]] = affine_map<() -> ()>
// CHECK: #[[$SCALAR_FLAG:.*]] = affine_map<(d0) -> ()>
// CHECK-LABEL: func.func @gather_scalar_index(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xf32>, %[[ID:[^:]*]]: tensor<i64>) -> tensor<4xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {indexing_maps = [#[[$NO_DIMS]], #[[$NO_DIMS]], #[[$NO_DIMS]]], iterator_types = []} ins(%[[ID]] : tensor<i64>)
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<4x4xf32>, tensor<index>) -> tensor<4xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<4xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {indexing_maps = [#{{[^,]*}}, #[[$SCALAR_FLAG]], #{{[^]]*}}]{{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<4xf32>, tensor<i1>) outs(%[[BITS_INIT]] : tensor<4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: arith.select %[[H]], %[[CAST]], %{{.*}} : i32
// CHECK: } -> tensor<4xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<4xi32> -> tensor<4xi32>
// CHECK-NEXT: tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<4xi32>) outs(%{{.*}} : tensor<4xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_scalar_index(%table: tensor<8x4xf32>, %id: tensor<i64>) -> tensor<4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %id : (tensor<8x4xf32>, tensor<i64>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// gather with dynamic sizes, vocabulary-parallel: the local row count is a tensor.dim, the global one 2 * rows (even split), used for the global check's tensor.empty, the wrap-around and the clamp.
// CHECK-LABEL: func.func @gather_vocab_dynamic(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<?x4xf32>, %[[IDS:[^:]*]]: tensor<?xi64>) -> tensor<?x4xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[ROWS:.*]] = tensor.dim %[[TABLE]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[PROC:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[ROWS]] : index
// CHECK-NEXT: %[[SIZE:.*]] = arith.muli %[[ROWS]], %[[C2]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty(%[[SIZE]]) : tensor<?x4xf32>
// CHECK-NEXT: gather.gather %[[GLOBAL]], %[[IDS]] : (tensor<?x4xf32>, tensor<?xi64>) -> tensor<?x4xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDS]] : tensor<?xi64>)
// CHECK: %[[RAW:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[NEG:.*]] = arith.cmpi slt, %[[RAW]], %[[C0]] : index
// CHECK-NEXT: %[[WRAPPED:.*]] = arith.addi %[[RAW]], %[[SIZE]] : index
// CHECK-NEXT: %[[NORM:.*]] = arith.select %[[NEG]], %[[WRAPPED]], %[[RAW]] : index
// CHECK-NEXT: %[[LAST:.*]] = arith.subi %[[SIZE]], %[[C1]] : index
// CHECK-NEXT: %[[MIN:.*]] = arith.minsi %[[NORM]], %[[LAST]] : index
// CHECK-NEXT: %[[CLAMPED:.*]] = arith.maxsi %[[MIN]], %[[C0]] : index
// CHECK-NEXT: %[[SHIFTED:.*]] = arith.subi %[[CLAMPED]], %[[OFFSET]] : index
// CHECK-NEXT: %[[HELD:.*]] = arith.cmpi ult, %[[SHIFTED]], %[[ROWS]] : index
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[LOCAL]]#0 : (tensor<?x4xf32>, tensor<?xindex>) -> tensor<?x4xf32>
// CHECK-NEXT: %[[G_ROWS:.*]] = tensor.dim %[[G]], %[[C0]] : tensor<?x4xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty(%[[G_ROWS]]) : tensor<?x4xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<?x4xf32>, tensor<?xi1>) outs(%[[BITS_INIT]] : tensor<?x4xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: arith.select %[[H]], %[[CAST]], %{{.*}} : i32
// CHECK: } -> tensor<?x4xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<?x4xi32> -> tensor<?x4xi32>
// CHECK-NEXT: %[[OR_ROWS:.*]] = tensor.dim %[[OR]], %[[C0]] : tensor<?x4xi32>
// CHECK-NEXT: %[[VALUES_INIT:.*]] = tensor.empty(%[[OR_ROWS]]) : tensor<?x4xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<?x4xi32>) outs(%[[VALUES_INIT]] : tensor<?x4xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<?x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_dynamic(%table: tensor<?x4xf32>, %ids: tensor<?xi64>) -> tensor<?x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<?x4xf32>
  %g = gather.gather %t, %ids : (tensor<?x4xf32>, tensor<?xi64>) -> tensor<?x4xf32>
  return %g : tensor<?x4xf32>
}

// -----

// gather with dynamic sizes, index-parallel (only the result annotated): the dynamic ids are split like the result rows, a local gather, no communication.
// CHECK-LABEL: func.func @gather_index_parallel_dynamic(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<?x?xf32>, %[[IDS:[^:]*]]: tensor<?xi64>) -> tensor<?x?xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather %[[TABLE]], %[[IDS]] : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
// CHECK-NEXT: return %[[G]] : tensor<?x?xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_index_parallel_dynamic(%table: tensor<?x?xf32>, %ids: tensor<?xi64>) -> tensor<?x?xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %g = gather.gather %table, %ids : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  %r = shard.shard %g to %s : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// gather of complex<f32> elements with the table rows split: each value travels as an i64 (real part low, imaginary part high), zero where the process does not hold its row; the bitwise-or all-reduce and the unpacking give it back bit for bit.
// CHECK-LABEL: func.func @gather_vocab_complex(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xcomplex<f32>>, %[[IDS:[^:]*]]: tensor<3xi64>) -> tensor<3x4xcomplex<f32>>
// CHECK: %[[LOCAL:.*]] = gather.gather %[[TABLE]], %{{.*}} : (tensor<4x4xcomplex<f32>>, tensor<3xindex>) -> tensor<3x4xcomplex<f32>>
// CHECK: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[LOCAL]], %{{.*}} : tensor<3x4xcomplex<f32>>, tensor<3xi1>) outs(%{{.*}} : tensor<3x4xi64>)
// CHECK: complex.re
// CHECK: complex.im
// CHECK: arith.shli
// CHECK: %[[SUM:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x4xi64> -> tensor<3x4xi64>
// CHECK: %[[BACK:.*]] = linalg.map ins(%[[SUM]] : tensor<3x4xi64>) outs(%{{.*}} : tensor<3x4xcomplex<f32>>)
// CHECK: complex.create
// CHECK: return %[[BACK]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_complex(%table: tensor<8x4xcomplex<f32>>, %ids: tensor<3xi64>) -> tensor<3x4xcomplex<f32>> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xcomplex<f32>>
  %g = gather.gather %t, %ids : (tensor<8x4xcomplex<f32>>, tensor<3xi64>) -> tensor<3x4xcomplex<f32>>
  return %g : tensor<3x4xcomplex<f32>>
}

// -----

// complex<f64> values travel as two i64 words, a trailing dimension of the bits tensor: word 0 the real part, word 1 the imaginary part.
// CHECK-LABEL: func.func @gather_vocab_complex_f64(
// CHECK-SAME: %[[TABLE:[^:]*]]: tensor<4x4xcomplex<f64>>, %[[IDS:[^:]*]]: tensor<3xi64>) -> tensor<3x4xcomplex<f64>>
// CHECK: %[[LOCAL:.*]] = gather.gather %[[TABLE]], %{{.*}} : (tensor<4x4xcomplex<f64>>, tensor<3xindex>) -> tensor<3x4xcomplex<f64>>
// CHECK: %[[BITS:.*]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel"]} ins(%[[LOCAL]], %{{.*}} : tensor<3x4xcomplex<f64>>, tensor<3xi1>) outs(%{{.*}} : tensor<3x4x2xi64>)
// CHECK: linalg.index 2 : index
// CHECK: %[[SUM:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x4x2xi64> -> tensor<3x4x2xi64>
// CHECK: %[[BACK:.*]] = linalg.generic {{.*}} ins(%[[SUM]], %[[SUM]] : tensor<3x4x2xi64>, tensor<3x4x2xi64>) outs(%{{.*}} : tensor<3x4xcomplex<f64>>)
// CHECK: complex.create
// CHECK: return %[[BACK]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_complex_f64(%table: tensor<8x4xcomplex<f64>>, %ids: tensor<3xi64>) -> tensor<3x4xcomplex<f64>> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xcomplex<f64>>
  %g = gather.gather %t, %ids : (tensor<8x4xcomplex<f64>>, tensor<3xi64>) -> tensor<3x4xcomplex<f64>>
  return %g : tensor<3x4xcomplex<f64>>
}

// -----

// gather_nd, k = 2, batch_dims = 1 on a 2x2 grid, the batch dim split over grid axis 0 and the first indexed dim (6 rows) over grid axis 1. Only tuple component 0 (linalg.index 2 == 0) is localized, component 1 passes through raw for the local gather to check; the mask reads component 0's flag (map (d0, d1, 0)), zero bits where not held, and the bitwise or (on the i32 bit patterns) runs over grid axis 1 alone.
// CHECK: #[[$COMPONENT0:.*]] = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
// CHECK-LABEL: func.func @nd_batch_and_indexed(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<1x3x5x3xf32>, %[[IDX:[^:]*]]: tensor<1x4x2xi32>) -> tensor<1x4x3xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG: %[[TRUE:.*]] = arith.constant true
// CHECK: %[[PROC:.*]] = shard.process_multi_index on @grid2 axes = [1] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[C3]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<1x6x5x3xf32>
// CHECK-NEXT: gather.gather_nd %[[GLOBAL]], %[[IDX]] {batch_dims = 1 : i64} : (tensor<1x6x5x3xf32>, tensor<1x4x2xi32>) -> tensor<1x4x3xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDX]] : tensor<1x4x2xi32>)
// CHECK: %[[RAW:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK-NEXT: %[[COMPONENT:.*]] = linalg.index 2 : index
// CHECK: arith.addi %[[RAW]], %[[C6]] : index
// CHECK: %[[SHIFTED:.*]] = arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK-NEXT: %[[HELD:.*]] = arith.cmpi ult, %[[SHIFTED]], %[[C3]] : index
// CHECK-NEXT: %[[IDX0:.*]] = arith.select %[[HELD]], %[[SHIFTED]], %[[C0]] : index
// CHECK-NEXT: %[[IS0:.*]] = arith.cmpi eq, %[[COMPONENT]], %[[C0]] : index
// CHECK-NEXT: %[[NEWIDX:.*]] = arith.select %[[IS0]], %[[IDX0]], %[[RAW]] : index
// CHECK-NEXT: %[[NEWHELD:.*]] = arith.select %[[IS0]], %[[HELD]], %[[TRUE]] : i1
// CHECK-NEXT: linalg.yield %[[NEWIDX]], %[[NEWHELD]] : index, i1
// CHECK: %[[G:.*]] = gather.gather_nd %[[DATA]], %[[LOCAL]]#0 {batch_dims = 1 : i64} : (tensor<1x3x5x3xf32>, tensor<1x4x2xindex>) -> tensor<1x4x3xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<1x4x3xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {indexing_maps = [#{{[^,]*}}, #[[$COMPONENT0]], #{{[^]]*}}]{{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<1x4x3xf32>, tensor<1x4x2xi1>) outs(%[[BITS_INIT]] : tensor<1x4x3xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: arith.select %[[H]], %[[CAST]], %{{.*}} : i32
// CHECK: } -> tensor<1x4x3xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid2 grid_axes = [1] reduction = bitwise_or : tensor<1x4x3xi32> -> tensor<1x4x3xi32>
// CHECK-NEXT: tensor.empty() : tensor<1x4x3xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<1x4x3xi32>) outs(%{{.*}} : tensor<1x4x3xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<1x4x3xf32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @nd_batch_and_indexed(%data: tensor<2x6x5x3xf32>, %idx: tensor<2x4x2xi32>) -> tensor<2x4x3xf32> {
  %s = shard.sharding @grid2 split_axes = [[0], [1]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<2x6x5x3xf32>
  %g = gather.gather_nd %d, %idx {batch_dims = 1} : (tensor<2x6x5x3xf32>, tensor<2x4x2xi32>) -> tensor<2x4x3xf32>
  return %g : tensor<2x4x3xf32>
}

// -----

// gather_nd with both indexed dims split on a 2x2 grid (6 rows over axis 0, 4 columns over axis 1): each component is localized against its own block (offsets proc0 * 3 and proc1 * 2), a process keeps a value only if it holds both components (andi of the flags at (d0, 0) and (d0, 1); zero bits otherwise), and the bitwise or (on the i32 bit patterns) runs over both axes.
// CHECK-DAG: #[[$FLAG0:.*]] = affine_map<(d0, d1) -> (d0, 0)>
// CHECK-DAG: #[[$FLAG1:.*]] = affine_map<(d0, d1) -> (d0, 1)>
// CHECK-LABEL: func.func @nd_both_indexed(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<3x2x3xf32>, %[[IDX:[^:]*]]: tensor<5x2xi64>) -> tensor<5x3xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[PROC0:.*]] = shard.process_multi_index on @grid2 axes = [0] : index
// CHECK-NEXT: %[[OFFSET0:.*]] = arith.muli %[[PROC0]], %[[C3]] : index
// CHECK-NEXT: %[[PROC1:.*]] = shard.process_multi_index on @grid2 axes = [1] : index
// CHECK-NEXT: %[[OFFSET1:.*]] = arith.muli %[[PROC1]], %[[C2]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<6x4x3xf32>
// CHECK-NEXT: gather.gather_nd %[[GLOBAL]], %[[IDX]] : (tensor<6x4x3xf32>, tensor<5x2xi64>) -> tensor<5x3xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDX]] : tensor<5x2xi64>)
// CHECK: %[[RAW:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK-NEXT: %[[COMPONENT:.*]] = linalg.index 1 : index
// CHECK: arith.addi %[[RAW]], %[[C6]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET0]] : index
// CHECK-NEXT: %[[HELD0:.*]] = arith.cmpi ult, %{{.*}}, %[[C3]] : index
// CHECK-NEXT: %[[LOC0:.*]] = arith.select %[[HELD0]], %{{.*}}, %[[C0]] : index
// CHECK-NEXT: %[[IS0:.*]] = arith.cmpi eq, %[[COMPONENT]], %[[C0]] : index
// CHECK-NEXT: %[[IDXA:.*]] = arith.select %[[IS0]], %[[LOC0]], %[[RAW]] : index
// CHECK-NEXT: %[[HELDA:.*]] = arith.select %[[IS0]], %[[HELD0]], %{{.*}} : i1
// CHECK: arith.addi %[[RAW]], %[[C4]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET1]] : index
// CHECK-NEXT: %[[HELD1:.*]] = arith.cmpi ult, %{{.*}}, %[[C2]] : index
// CHECK-NEXT: %[[LOC1:.*]] = arith.select %[[HELD1]], %{{.*}}, %[[C0]] : index
// CHECK-NEXT: %[[IS1:.*]] = arith.cmpi eq, %[[COMPONENT]], %[[C1]] : index
// CHECK-NEXT: %[[IDXB:.*]] = arith.select %[[IS1]], %[[LOC1]], %[[IDXA]] : index
// CHECK-NEXT: %[[HELDB:.*]] = arith.select %[[IS1]], %[[HELD1]], %[[HELDA]] : i1
// CHECK-NEXT: linalg.yield %[[IDXB]], %[[HELDB]] : index, i1
// CHECK: %[[G:.*]] = gather.gather_nd %[[DATA]], %[[LOCAL]]#0 : (tensor<3x2x3xf32>, tensor<5x2xindex>) -> tensor<5x3xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<5x3xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {indexing_maps = [#{{[^,]*}}, #[[$FLAG0]], #[[$FLAG1]], #{{[^]]*}}]{{.*}} ins(%[[G]], %[[LOCAL]]#1, %[[LOCAL]]#1 : tensor<5x3xf32>, tensor<5x2xi1>, tensor<5x2xi1>) outs(%[[BITS_INIT]] : tensor<5x3xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[F0:[^:]*]]: i1, %[[F1:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[BOTH:.*]] = arith.andi %[[F0]], %[[F1]] : i1
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[BOTH]], %[[CAST]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<5x3xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid2 grid_axes = [0, 1] reduction = bitwise_or : tensor<5x3xi32> -> tensor<5x3xi32>
// CHECK-NEXT: tensor.empty() : tensor<5x3xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<5x3xi32>) outs(%{{.*}} : tensor<5x3xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<5x3xf32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @nd_both_indexed(%data: tensor<6x4x3xf32>, %idx: tensor<5x2xi64>) -> tensor<5x3xf32> {
  %s = shard.sharding @grid2 split_axes = [[0], [1]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<6x4x3xf32>
  %g = gather.gather_nd %d, %idx : (tensor<6x4x3xf32>, tensor<5x2xi64>) -> tensor<5x3xf32>
  return %g : tensor<5x3xf32>
}

// -----

// gather_nd passthrough (only the result annotated, on the slice dim): data is split on the dim each gathered row copies whole, so every process gathers its 3 columns locally.
// CHECK-LABEL: func.func @nd_passthrough(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x3xf32>, %[[IDX:[^:]*]]: tensor<5x1xi64>) -> tensor<5x3xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather_nd %[[DATA]], %[[IDX]] : (tensor<8x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<5x3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @nd_passthrough(%data: tensor<8x6xf32>, %idx: tensor<5x1xi64>) -> tensor<5x6xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %g = gather.gather_nd %data, %idx : (tensor<8x6xf32>, tensor<5x1xi64>) -> tensor<5x6xf32>
  %r = shard.shard %g to %s : tensor<5x6xf32>
  return %r : tensor<5x6xf32>
}

// -----

// gather_nd with the index tuple dim annotated as split: a tuple is never split (each process would see half of each index), so the indices are all-gathered back to whole tuples first.
// CHECK-LABEL: func.func @nd_tuple(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x4xf32>, %[[IDX:[^:]*]]: tensor<3x1xi64>) -> tensor<3xf32>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[IDX]] on @grid grid_axes = [0] gather_axis = 1 : tensor<3x1xi64> -> tensor<3x2xi64>
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[DATA]], %[[WHOLE]] : (tensor<8x4xf32>, tensor<3x2xi64>) -> tensor<3xf32>
// CHECK-NEXT: return %[[G]] : tensor<3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @nd_tuple(%data: tensor<8x4xf32>, %idx: tensor<3x2xi64>) -> tensor<3xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %i = shard.shard %idx to %s : tensor<3x2xi64>
  %g = gather.gather_nd %data, %i : (tensor<8x4xf32>, tensor<3x2xi64>) -> tensor<3xf32>
  return %g : tensor<3xf32>
}

// -----

// gather_nd on a 2x2 grid, indices split on their rows (grid axis 0) and on the tuple dim (grid axis 1): the row split is kept (index-parallel, 2 of 4 tuples per process), the tuple split is undone by an all_gather over grid axis 1 only.
// CHECK-LABEL: func.func @nd_tuple_and_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x4xf32>, %[[IDX:[^:]*]]: tensor<2x1xi64>) -> tensor<2xf32>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[IDX]] on @grid2 grid_axes = [1] gather_axis = 1 : tensor<2x1xi64> -> tensor<2x2xi64>
// CHECK-NEXT: %[[G:.*]] = gather.gather_nd %[[DATA]], %[[WHOLE]] : (tensor<8x4xf32>, tensor<2x2xi64>) -> tensor<2xf32>
// CHECK-NEXT: return %[[G]] : tensor<2xf32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @nd_tuple_and_rows(%data: tensor<8x4xf32>, %idx: tensor<4x2xi64>) -> tensor<4xf32> {
  %s = shard.sharding @grid2 split_axes = [[0], [1]] : !shard.sharding
  %i = shard.shard %idx to %s : tensor<4x2xi64>
  %g = gather.gather_nd %data, %i : (tensor<8x4xf32>, tensor<4x2xi64>) -> tensor<4xf32>
  return %g : tensor<4xf32>
}

// -----

// gather_elements with the axis split (vocabulary-parallel): indices and mask have the result's shape (identity mask map), global size 8, local 4, zero bits where not held, bitwise or (on the i32 bit patterns) over grid axis 0.
// CHECK-LABEL: func.func @elements_axis(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<3x4xf32>, %[[IDX:[^:]*]]: tensor<3x5xi64>) -> tensor<3x5xf32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[PROC:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[C4]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<3x8xf32>
// CHECK-NEXT: gather.gather_elements %[[GLOBAL]], %[[IDX]] {axis = 1 : i64} : (tensor<3x8xf32>, tensor<3x5xi64>) -> tensor<3x5xf32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDX]] : tensor<3x5xi64>)
// CHECK: arith.addi %{{.*}}, %[[C8]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK-NEXT: arith.cmpi ult, %{{.*}}, %[[C4]] : index
// CHECK: %[[G:.*]] = gather.gather_elements %[[DATA]], %[[LOCAL]]#0 {axis = 1 : i64} : (tensor<3x4xf32>, tensor<3x5xindex>) -> tensor<3x5xf32>
// CHECK-NEXT: %[[BITS_INIT:.*]] = tensor.empty() : tensor<3x5xi32>
// CHECK-NEXT: %[[BITS:.*]] = linalg.generic {indexing_maps = [#[[$ID:[^,]*]], #[[$ID]], #[[$ID]]]{{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<3x5xf32>, tensor<3x5xi1>) outs(%[[BITS_INIT]] : tensor<3x5xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: f32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[CAST:.*]] = arith.bitcast %[[V]] : f32 to i32
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[H]], %[[CAST]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<3x5xi32>
// CHECK-NEXT: %[[OR:.*]] = shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x5xi32> -> tensor<3x5xi32>
// CHECK-NEXT: tensor.empty() : tensor<3x5xf32>
// CHECK-NEXT: %[[VALUES:.*]] = linalg.map { arith.bitcast } ins(%[[OR]] : tensor<3x5xi32>) outs(%{{.*}} : tensor<3x5xf32>)
// CHECK-NEXT: return %[[VALUES]] : tensor<3x5xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @elements_axis(%data: tensor<3x8xf32>, %idx: tensor<3x5xi64>) -> tensor<3x5xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<3x8xf32>
  %g = gather.gather_elements %d, %idx {axis = 1} : (tensor<3x8xf32>, tensor<3x5xi64>) -> tensor<3x5xf32>
  return %g : tensor<3x5xf32>
}

// -----

// gather_elements of i32 on a 2x2 grid, the axis split over grid axis 0 and the rows (equal in data and indices) over grid axis 1: the rows split is index-parallel (indices follow data's rows), the axis split vocabulary-parallel with zero bits (the integer 0) and a bitwise or over grid axis 0 only, on the i32 values directly (no bitcast).
// CHECK-LABEL: func.func @elements_axis_and_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x3xi32>, %[[IDX:[^:]*]]: tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C6:.*]] = arith.constant 6 : index
// CHECK: %[[PROC:.*]] = shard.process_multi_index on @grid2 axes = [0] : index
// CHECK-NEXT: %[[OFFSET:.*]] = arith.muli %[[PROC]], %[[C3]] : index
// CHECK-NEXT: %[[GLOBAL:.*]] = tensor.empty() : tensor<2x6xi32>
// CHECK-NEXT: gather.gather_elements %[[GLOBAL]], %[[IDX]] {axis = 1 : i64} : (tensor<2x6xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[IDX]] : tensor<2x3xi64>)
// CHECK: arith.addi %{{.*}}, %[[C6]] : index
// CHECK: arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK: %[[G:.*]] = gather.gather_elements %[[DATA]], %[[LOCAL]]#0 {axis = 1 : i64} : (tensor<2x3xi32>, tensor<2x3xindex>) -> tensor<2x3xi32>
// CHECK: %[[KEPT:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<2x3xi32>, tensor<2x3xi1>) outs(%{{.*}} : tensor<2x3xi32>)
// CHECK-NEXT: ^bb0(%[[V:[^:]*]]: i32, %[[H:[^:]*]]: i1, %{{[^:]*}}: i32):
// CHECK-NEXT: %[[SEL:.*]] = arith.select %[[H]], %[[V]], %[[ZERO]] : i32
// CHECK-NEXT: linalg.yield %[[SEL]] : i32
// CHECK-NEXT: } -> tensor<2x3xi32>
// CHECK-NOT: linalg.map
// CHECK: %[[OR:.*]] = shard.all_reduce %[[KEPT]] on @grid2 grid_axes = [0] reduction = bitwise_or : tensor<2x3xi32> -> tensor<2x3xi32>
// CHECK-NEXT: return %[[OR]] : tensor<2x3xi32>
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @elements_axis_and_rows(%data: tensor<4x6xi32>, %idx: tensor<4x3xi64>) -> tensor<4x3xi32> {
  %s = shard.sharding @grid2 split_axes = [[1], [0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4x6xi32>
  %g = gather.gather_elements %d, %idx {axis = 1} : (tensor<4x6xi32>, tensor<4x3xi64>) -> tensor<4x3xi32>
  return %g : tensor<4x3xi32>
}

// -----

// gather_elements split on a non-axis dim where data and indices both have 4 rows (only the result annotated): row r of indices reads row r of data, so both split alike and the gather stays local, no communication.
// CHECK-LABEL: func.func @elements_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x6xf32>, %[[IDX:[^:]*]]: tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK-NOT: shard.all
// CHECK: %[[G:.*]] = gather.gather_elements %[[DATA]], %[[IDX]] {axis = 1 : i64} : (tensor<2x6xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<2x3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @elements_rows(%data: tensor<4x6xf32>, %idx: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %g = gather.gather_elements %data, %idx {axis = 1} : (tensor<4x6xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
  %r = shard.shard %g to %s : tensor<4x3xf32>
  return %r : tensor<4x3xf32>
}

// -----

// gather_elements with data's rows split where indices have only 2 of its 4 rows: blocks of 2 data rows and 1 index row would not line up, so the split is dropped and data all-gathered; the indices and the result stay whole.
// CHECK-LABEL: func.func @elements_rows_short(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x6xf32>, %[[IDX:[^:]*]]: tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[DATA]] on @grid grid_axes = [0] gather_axis = 0 : tensor<2x6xf32> -> tensor<4x6xf32>
// CHECK-NEXT: %[[G:.*]] = gather.gather_elements %[[WHOLE]], %[[IDX]] {axis = 1 : i64} : (tensor<4x6xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<2x3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @elements_rows_short(%data: tensor<4x6xf32>, %idx: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4x6xf32>
  %g = gather.gather_elements %d, %idx {axis = 1} : (tensor<4x6xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %g : tensor<2x3xf32>
}

// -----

// gather_elements with a dynamic data row count split: indices may have fewer rows than data at run time, so the split is dropped and data all-gathered, as for static sizes that differ.
// CHECK-LABEL: func.func @elements_rows_dynamic(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<?x6xf32>, %[[IDX:[^:]*]]: tensor<4x3xi64>) -> tensor<4x3xf32>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[DATA]] on @grid grid_axes = [0] gather_axis = 0 : tensor<?x6xf32> -> tensor<?x6xf32>
// CHECK-NEXT: %[[G:.*]] = gather.gather_elements %[[WHOLE]], %[[IDX]] {axis = 1 : i64} : (tensor<?x6xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
// CHECK-NEXT: return %[[G]] : tensor<4x3xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @elements_rows_dynamic(%data: tensor<?x6xf32>, %idx: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<?x6xf32>
  %g = gather.gather_elements %d, %idx {axis = 1} : (tensor<?x6xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
  return %g : tensor<4x3xf32>
}

// -----

// Index-typed ids are used as they are (no index_cast); unsigned elements take the masked lookup as signless bits (an unrealized cast, which vanishes in the lowering to LLVM).
// CHECK-LABEL: func.func @gather_vocab_index_ids_unsigned
// CHECK-SAME: (%[[TABLE:.*]]: tensor<4x4xui8>, %[[IDS:.*]]: tensor<3xindex>)
// CHECK: %[[LOCAL:.*]] = gather.gather %[[TABLE]], %{{.*}} : (tensor<4x4xui8>, tensor<3xindex>) -> tensor<3x4xui8>
// CHECK: builtin.unrealized_conversion_cast %{{.*}} : ui8 to i8
// CHECK: %[[SUM:.*]] = shard.all_reduce %{{.*}} on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x4xi8> -> tensor<3x4xi8>
// CHECK: linalg.map { builtin.unrealized_conversion_cast } ins(%[[SUM]] : tensor<3x4xi8>) outs(%{{.*}} : tensor<3x4xui8>)
// CHECK-NOT: shard.all_gather
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_index_ids_unsigned(%table: tensor<8x4xui8>, %ids: tensor<3xindex>) -> tensor<3x4xui8> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xui8>
  %g = gather.gather %t, %ids : (tensor<8x4xui8>, tensor<3xindex>) -> tensor<3x4xui8>
  return %g : tensor<3x4xui8>
}

// -----

// CHECK-LABEL: func.func @gather_vocab_index_ids
// CHECK-SAME: (%[[TABLE:.*]]: tensor<4x4xf32>, %[[IDS:.*]]: tensor<3xindex>)
// CHECK: linalg.generic
// CHECK-NEXT: ^bb0(%[[ID:[^:]*]]: index,
// CHECK-NOT: arith.index_cast
// CHECK: arith.cmpi slt, %[[ID]], %{{.*}} : index
// CHECK: shard.all_reduce
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_vocab_index_ids(%table: tensor<8x4xf32>, %ids: tensor<3xindex>) -> tensor<3x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<3xindex>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

// -----

// Moving the ids' split from grid axis 0 to grid axis 1 of a 2x2 grid takes
// LLVM 22's resharding two steps (it would crash on one): gather-partition
// annotates the step between, so the ids are all-gathered over axis 0 and
// sliced over axis 1.
// CHECK-LABEL: func.func @gather_reshard_across_axes
// CHECK-SAME: (%[[TABLE:.*]]: tensor<8x4xf32>, %[[IDS:.*]]: tensor<2xi64>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[IDS]] on @grid2 grid_axes = [0] gather_axis = 0 : tensor<2xi64> -> tensor<4xi64>
// CHECK-NEXT: %[[MINE:.*]] = shard.all_slice %[[WHOLE]] on @grid2 grid_axes = [1] slice_axis = 0 : tensor<4xi64> -> tensor<2xi64>
// CHECK-NEXT: %[[G:.*]] = gather.gather %[[TABLE]], %[[MINE]] : (tensor<8x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[G]]
shard.grid @grid2(shape = 2x2) {sym_visibility = "private"}
func.func @gather_reshard_across_axes(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %s0 = shard.sharding @grid2 split_axes = [[0]] : !shard.sharding
  %s1 = shard.sharding @grid2 split_axes = [[1]] : !shard.sharding
  %i = shard.shard %ids to %s0 : tensor<4xi64>
  %g = gather.gather %table, %i : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  %r = shard.shard %g to %s1 : tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}

// -----

// A 0-d index into a split table: a 0-d result, masked and all-reduced
// like any other.
// CHECK-LABEL: func.func @gather_vocab_scalar_index
// CHECK: %[[BITS:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<i8>)
// CHECK: shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<i8> -> tensor<i8>
shard.grid @grid(shape = 4) {sym_visibility = "private"}
func.func @gather_vocab_scalar_index(%data: tensor<4xi8>, %index: tensor<i64>) -> tensor<i8> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4xi8>
  %g = gather.gather %d, %index : (tensor<4xi8>, tensor<i64>) -> tensor<i8>
  return %g : tensor<i8>
}

// -----

// gather_block_quantized, vocabulary-parallel: data, scales and zero points split alike on their rows; the global check runs on 8-row tensor.empty ops of all three; each process dequantizes its rows, masks what it does not hold, and the f16 bits are or-ed over grid axis 0.
// CHECK-LABEL: func.func @block_quantized_vocab(
// CHECK-SAME: %[[D:[^:]*]]: tensor<4x16xui8>, %[[I:[^:]*]]: tensor<3xi64>, %[[S:[^:]*]]: tensor<4x1xf16>, %[[Z:[^:]*]]: tensor<4x1xui8>) -> tensor<3x32xf16>
// CHECK-DAG: %[[GD:.*]] = tensor.empty() : tensor<8x16xui8>
// CHECK-DAG: %[[GS:.*]] = tensor.empty() : tensor<8x1xf16>
// CHECK-DAG: %[[GZ:.*]] = tensor.empty() : tensor<8x1xui8>
// CHECK: gather.gather_block_quantized %[[GD]], %[[I]], %[[GS]], %[[GZ]] {block_size = 32 : i64} : (tensor<8x16xui8>, tensor<3xi64>, tensor<8x1xf16>, tensor<8x1xui8>) -> tensor<3x32xf16>
// CHECK: %[[LOCAL:.*]]:2 = linalg.generic {{.*}} ins(%[[I]] : tensor<3xi64>)
// CHECK: %[[G:.*]] = gather.gather_block_quantized %[[D]], %[[LOCAL]]#0, %[[S]], %[[Z]] {block_size = 32 : i64} : (tensor<4x16xui8>, tensor<3xindex>, tensor<4x1xf16>, tensor<4x1xui8>) -> tensor<3x32xf16>
// CHECK: %[[BITS:.*]] = linalg.generic {{.*}} ins(%[[G]], %[[LOCAL]]#1 : tensor<3x32xf16>, tensor<3xi1>) outs(%{{.*}} : tensor<3x32xi16>)
// CHECK: shard.all_reduce %[[BITS]] on @grid grid_axes = [0] reduction = bitwise_or : tensor<3x32xi16> -> tensor<3x32xi16>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_vocab(%d: tensor<8x16xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf16>, %z: tensor<8x1xui8>) -> tensor<3x32xf16> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %dt = shard.shard %d to %rows : tensor<8x16xui8>
  %st = shard.shard %s to %rows : tensor<8x1xf16>
  %zt = shard.shard %z to %rows : tensor<8x1xui8>
  %g = gather.gather_block_quantized %dt, %i, %st, %zt {block_size = 32 : i64} : (tensor<8x16xui8>, tensor<3xi64>, tensor<8x1xf16>, tensor<8x1xui8>) -> tensor<3x32xf16>
  return %g : tensor<3x32xf16>
}

// -----

// A split of the quantize axis would cut blocks from their scales: it is left out of the sharding option, and propagation gathers data back whole first.
// CHECK-LABEL: func.func @block_quantized_quantize_axis(
// CHECK-SAME: %[[D:[^:]*]]: tensor<8x16xi4>, %[[I:[^:]*]]: tensor<3xi64>, %[[S:[^:]*]]: tensor<8x2xf32>)
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[D]] on @grid grid_axes = [0] gather_axis = 1 : tensor<8x16xi4> -> tensor<8x32xi4>
// CHECK-NEXT: %[[G:.*]] = gather.gather_block_quantized %[[WHOLE]], %[[I]], %[[S]]
// CHECK-NEXT: return %[[G]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_quantize_axis(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  %cols = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %dt = shard.shard %d to %cols : tensor<8x32xi4>
  %g = gather.gather_block_quantized %dt, %i, %s {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %g : tensor<3x32xf32>
}

// -----

// So is the gather axis when it is also the quantize axis (i4 data): its rows come in blocks.
// CHECK-LABEL: func.func @block_quantized_gather_axis_blocked(
// CHECK-SAME: %[[D:[^:]*]]: tensor<16x4xi4>
// CHECK-NEXT: %[[WHOLE:.*]] = shard.all_gather %[[D]] on @grid grid_axes = [0] gather_axis = 0 : tensor<16x4xi4> -> tensor<32x4xi4>
// CHECK-NEXT: gather.gather_block_quantized %[[WHOLE]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_gather_axis_blocked(%d: tensor<32x4xi4>, %i: tensor<3xi64>, %s: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %dt = shard.shard %d to %rows : tensor<32x4xi4>
  %g = gather.gather_block_quantized %dt, %i, %s {block_size = 16 : i64, quantize_axis = 0 : i64} : (tensor<32x4xi4>, tensor<3xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}
