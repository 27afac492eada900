// RUN: gather-opt %s --gather-strip-sharding --split-input-file --verify-diagnostics | FileCheck %s

// The annotations go, the program they annotate stays; both sides of a
// resharding become the one value.
// CHECK-NOT: shard.
// CHECK-LABEL: func.func @embed
// CHECK-SAME: (%[[TABLE:.*]]: tensor<8x4xf32>, %[[IDS:.*]]: tensor<3xi64>)
// CHECK-NEXT: %[[G:.*]] = gather.gather %[[TABLE]], %[[IDS]]
// CHECK-NEXT: %[[E:.*]] = math.exp %[[G]]
// CHECK-NEXT: return %[[E]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %t2 = shard.shard %t to %rows annotate_for_users : tensor<8x4xf32>
  %g = gather.gather %t2, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  %e = math.exp %g : tensor<3x4xf32>
  return %e : tensor<3x4xf32>
}

// -----

// A collective has no one-process meaning.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @reduce(%x: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'shard.all_reduce' op cannot run on one process: only shard.shard, shard.sharding and shard.grid can be left out}}
  %r = shard.all_reduce %x on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %r : tensor<4xf32>
}
