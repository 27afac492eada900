// RUN: gather-opt %s --gather-partition --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// A per-process gather whose indices are split records, in its location,
// where its block of indices sits in the global ones (the grid, the global
// indices shape, the grid axes per dimension): gather-run reports a bad
// index's position in the global indices from it. Both gathers of a
// vocabulary-parallel partition (the global check and the local lookup)
// carry it.
// CHECK-LABEL: func.func @ids_split
// CHECK: gather.gather {{.*}} loc(fused<{gather.indices_block = {grid = array<i64: 2>, shape = array<i64: 8>, split = {{\[}}[array<i16: 0>]]}}>["{{.*}}partition-locations.mlir":[[#@LINE+13]]:8])
// CHECK-LABEL: func.func @ids_and_rows_split
// CHECK: gather.gather {{.*}} : (tensor<8x4xf32>, tensor<2x2xi64>) -> tensor<2x2x4xf32> loc(fused<{gather.indices_block = {grid = array<i64: 2, 2>, shape = array<i64: 2, 4>, split = {{\[}}[array<i16>, array<i16: 1>]]}}>["{{.*}}":[[#@LINE+20]]:8])
// CHECK: gather.gather {{.*}} : (tensor<4x4xf32>, tensor<2x2xindex>) -> tensor<2x2x4xf32> loc(fused<{gather.indices_block = {grid = array<i64: 2, 2>, shape = array<i64: 2, 4>, split = {{\[}}[array<i16>, array<i16: 1>]]}}>["{{.*}}":[[#@LINE+19]]:8])
// CHECK-LABEL: func.func @ids_whole
// CHECK: gather.gather {{.*}} : (tensor<4x4xf32>, tensor<8xindex>) -> tensor<8x4xf32> loc("{{.*}}partition-locations.mlir":[[#@LINE+24]]:8)

shard.grid @grid(shape = 2) {sym_visibility = "private"}
shard.grid @grid4(shape = 2x2) {sym_visibility = "private"}

func.func @ids_split(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %split = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %i = shard.shard %ids to %split : tensor<8xi64>
  %g = gather.gather %table, %i : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func @ids_and_rows_split(%table: tensor<8x4xf32>, %ids: tensor<2x4xi64>) -> tensor<2x4x4xf32> {
  %rows = shard.sharding @grid4 split_axes = [[0]] : !shard.sharding
  %columns = shard.sharding @grid4 split_axes = [[], [1]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %i = shard.shard %ids to %columns : tensor<2x4xi64>
  %g = gather.gather %t, %i : (tensor<8x4xf32>, tensor<2x4xi64>) -> tensor<2x4x4xf32>
  return %g : tensor<2x4x4xf32>
}

func.func @ids_whole(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}
