// RUN: gather-opt %s --gather-partition --canonicalize --split-input-file | FileCheck %s

// embedding_bag under gather-partition (lib/Transforms/EmbeddingBagSharding.cpp).

// weight's rows split (mode sum): the whole op's checks on an unused op over
// an 8-row tensor.empty; each id clamped into [0, 7], shifted by process * 4,
// and sent to the scratch row 4 where this block does not hold it or where
// it is the padding id 2 (compared before the clamp, as on one process);
// the local op on weight and a zero row, the scratch row its padding id;
// the partial sums added by an all_reduce.
// CHECK-LABEL: func.func @rows(
// CHECK-SAME: %[[W:[^:]*]]: tensor<4x4xf32>, %[[I:[^:]*]]: tensor<6xi64>, %[[O:[^:]*]]: tensor<3xi64>) -> tensor<3x4xf32>
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK: %[[P:.*]] = shard.process_multi_index on @grid axes = [0]
// CHECK: %[[FIRST:.*]] = arith.muli %[[P]], %[[C4]]
// CHECK: %[[GLOBAL:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK: gather.embedding_bag sum %[[GLOBAL]], %[[I]] offsets(%[[O]]) {padding_idx = 2 : i64} : (tensor<8x4xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<?x?xf32>
// CHECK: %[[PADDED:.*]] = tensor.pad %[[W]] low[0, 0] high[1, 0]
// CHECK: } : tensor<4x4xf32> to tensor<5x4xf32>
// CHECK: %[[LOCAL:.*]] = linalg.generic {{.*}} ins(%[[I]] : tensor<6xi64>)
// CHECK:   %[[ID:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK:   %[[LOW:.*]] = arith.minsi %[[ID]], %[[C7]]
// CHECK:   %[[CLAMPED:.*]] = arith.maxsi %[[LOW]], %{{.*}}
// CHECK:   %[[SHIFTED:.*]] = arith.subi %[[CLAMPED]], %[[FIRST]]
// CHECK:   %[[IN:.*]] = arith.cmpi ult, %[[SHIFTED]], %[[C4]]
// CHECK:   %[[NOT_PADDING:.*]] = arith.cmpi ne, %[[ID]], %[[C2]]
// CHECK:   %[[HELD:.*]] = arith.andi %[[IN]], %[[NOT_PADDING]]
// CHECK:   arith.select %[[HELD]], %[[SHIFTED]], %[[C4]]
// CHECK: %[[PARTIAL:.*]] = gather.embedding_bag sum %[[PADDED]], %[[LOCAL]] offsets(%[[O]]) {padding_idx = -1 : i64} : (tensor<5x4xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<3x4xf32>
// CHECK: %[[SUM:.*]] = shard.all_reduce %[[PARTIAL]] on @grid grid_axes = [0] : tensor<3x4xf32> -> tensor<3x4xf32>
// CHECK: return %[[SUM]]
module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @rows(%w: tensor<8x4xf32>, %i: tensor<6xi64>, %o: tensor<3xi64>) -> tensor<3x4xf32> {
    %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %t = shard.shard %w to %s : tensor<8x4xf32>
    %g = gather.embedding_bag sum %t, %i offsets(%o) {padding_idx = 2 : i64} : (tensor<8x4xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<3x4xf32>
    return %g : tensor<3x4xf32>
  }
}

// -----

// Mean (as max) needs the global count: its rows are not split, so
// propagation gathers weight.
// CHECK-LABEL: func.func @mean_rows(
// CHECK: %[[WHOLE:.*]] = shard.all_gather %{{.*}} on @grid grid_axes = [0] gather_axis = 0 : tensor<4x4xf32> -> tensor<8x4xf32>
// CHECK: gather.embedding_bag mean %[[WHOLE]]
// CHECK-NOT: shard.all_reduce
module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @mean_rows(%w: tensor<8x4xf32>, %i: tensor<6xi64>, %o: tensor<3xi64>) -> tensor<3x4xf32> {
    %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %t = shard.shard %w to %s : tensor<8x4xf32>
    %g = gather.embedding_bag mean %t, %i offsets(%o) : (tensor<8x4xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<3x4xf32>
    return %g : tensor<3x4xf32>
  }
}

// -----

// Bags split, with offsets: the whole op's checks on whole operands, then
// the tile of this process's two bags, from offsets[process * 2] to the
// next block's first offset (or the end of the ids).
// CHECK-LABEL: func.func @bags(
// CHECK-SAME: %[[W:[^:]*]]: tensor<8x4xf32>, %[[I:[^:]*]]: tensor<6xi64>, %[[O:[^:]*]]: tensor<4xi64>) -> tensor<2x4xf32>
// CHECK: gather.embedding_bag max %[[W]], %[[I]] offsets(%[[O]]) : (tensor<8x4xf32>, tensor<6xi64>, tensor<4xi64>) -> tensor<?x?xf32>
// CHECK: %[[P:.*]] = shard.process_multi_index on @grid axes = [0]
// CHECK: %[[FIRST:.*]] = arith.muli %[[P]], %{{.*}}
// CHECK: tensor.extract %[[O]]
// CHECK: %[[IDS:.*]] = tensor.extract_slice %[[I]][%{{.*}}] [%{{.*}}] [1] : tensor<6xi64> to tensor<?xi64>
// CHECK: %[[OFFSETS:.*]] = tensor.generate
// CHECK: } : tensor<3xi64>
// CHECK: %[[BLOCK:.*]] = gather.embedding_bag max %[[W]], %[[IDS]] offsets(%[[OFFSETS]]) {include_last_offset} : (tensor<8x4xf32>, tensor<?xi64>, tensor<3xi64>) -> tensor<2x4xf32>
// CHECK: return %[[BLOCK]]
module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @bags(%w: tensor<8x4xf32>, %i: tensor<6xi64>, %o: tensor<4xi64>) -> tensor<4x4xf32> {
    %g = gather.embedding_bag max %w, %i offsets(%o) : (tensor<8x4xf32>, tensor<6xi64>, tensor<4xi64>) -> tensor<4x4xf32>
    %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %r = shard.shard %g to %s : tensor<4x4xf32>
    return %r : tensor<4x4xf32>
  }
}

// -----

// Offsets are read whole: a split of them is undone.
// CHECK-LABEL: func.func @offsets_split(
// CHECK: %[[WHOLE:.*]] = shard.all_gather %{{.*}} on @grid grid_axes = [0] gather_axis = 0 : tensor<2xi64> -> tensor<4xi64>
// CHECK: gather.embedding_bag sum %{{.*}}, %{{.*}} offsets(%[[WHOLE]])
module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @offsets_split(%w: tensor<8x4xf32>, %i: tensor<6xi64>, %o: tensor<4xi64>) -> tensor<4x4xf32> {
    %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %t = shard.shard %o to %s : tensor<4xi64>
    %g = gather.embedding_bag sum %w, %i offsets(%t) : (tensor<8x4xf32>, tensor<6xi64>, tensor<4xi64>) -> tensor<4x4xf32>
    return %g : tensor<4x4xf32>
  }
}

// -----

// Columns split, and bags of 2-D ids split: the op on its shards, no
// communication.
// CHECK-LABEL: func.func @columns(
// CHECK-SAME: %[[W:[^:]*]]: tensor<8x2xf32>, %[[I:[^:]*]]: tensor<6xi64>, %[[O:[^:]*]]: tensor<3xi64>) -> tensor<3x2xf32>
// CHECK-NEXT: %[[G:.*]] = gather.embedding_bag max %[[W]], %[[I]] offsets(%[[O]]) : (tensor<8x2xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<3x2xf32>
// CHECK-NEXT: return %[[G]]
// CHECK-LABEL: func.func @rows_of_ids(
// CHECK-SAME: %[[W:[^:]*]]: tensor<8x4xf32>, %[[I:[^:]*]]: tensor<2x3xi32>) -> tensor<2x4xf32>
// CHECK-NEXT: %[[G:.*]] = gather.embedding_bag sum %[[W]], %[[I]] : (tensor<8x4xf32>, tensor<2x3xi32>) -> tensor<2x4xf32>
// CHECK-NEXT: return %[[G]]
module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @columns(%w: tensor<8x4xf32>, %i: tensor<6xi64>, %o: tensor<3xi64>) -> tensor<3x4xf32> {
    %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
    %t = shard.shard %w to %s : tensor<8x4xf32>
    %g = gather.embedding_bag max %t, %i offsets(%o) : (tensor<8x4xf32>, tensor<6xi64>, tensor<3xi64>) -> tensor<3x4xf32>
    return %g : tensor<3x4xf32>
  }
  func.func @rows_of_ids(%w: tensor<8x4xf32>, %i: tensor<4x3xi32>) -> tensor<4x4xf32> {
    %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %t = shard.shard %i to %s : tensor<4x3xi32>
    %g = gather.embedding_bag sum %w, %t : (tensor<8x4xf32>, tensor<4x3xi32>) -> tensor<4x4xf32>
    return %g : tensor<4x4xf32>
  }
}
