// RUN: gather-opt %s --gather-partition --split-input-file -verify-diagnostics

// Data's 7 rows do not split evenly over 2 processes; the shard op that asks for it is refused before partitioning.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @uneven_data(%table: tensor<7x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op splits dimension 0 (size 7) into 2 parts, which is uneven: pad the tensor or split another dimension}}
  %t = shard.shard %table to %s : tensor<7x4xf32>
  %g = gather.gather %t, %ids : (tensor<7x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}

// -----

// The 5 ids do not split evenly over 2 processes (index-parallel): refused on the ids' shard op.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @uneven_ids(%table: tensor<8x4xf32>, %ids: tensor<5xi64>) -> tensor<5x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op splits dimension 0 (size 5) into 2 parts, which is uneven: pad the tensor or split another dimension}}
  %i = shard.shard %ids to %s : tensor<5xi64>
  %g = gather.gather %table, %i : (tensor<8x4xf32>, tensor<5xi64>) -> tensor<5x4xf32>
  return %g : tensor<5x4xf32>
}

// -----

// Halo sizes have no gather partition (and no lowering to MPI): refused on the shard op.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @halo(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] halo_sizes = [1, 1] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op has halo sizes or sharded_dims_offsets, which gather-partition does not support}}
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}

// -----

// Explicit shard offsets (blocks of 3 and 5 rows) are an uneven split too: refused on the shard op.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @sharded_dims_offsets(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] sharded_dims_offsets = [0, 3, 8] : !shard.sharding
  // expected-error @+1 {{'shard.shard' op has halo sizes or sharded_dims_offsets, which gather-partition does not support}}
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}

// -----

// tensor.extract has no sharding interface: upstream's sharding-propagation reports it (twice: the verifier takes both reports for the one expected error) without failing, and gather-partition fails on the report.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @no_sharding_interface(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> f32 {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'tensor.extract' op sharding interface is not implemented.}}
  %e = tensor.extract %g[%c0, %c0] : tensor<4x4xf32>
  return %e : f32
}

// -----

// Conflicting manual annotations for the gather's users: the table rows (vocabulary) and the ids both split over grid axis 0, which one grid axis cannot do at once. Propagation finds no sharding option and leaves the result unannotated (it reports nothing); gather-partition refuses the unannotated result rather than let shard-partition crash.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @conflicting_annotations(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s annotate_for_users : tensor<8x4xf32>
  %i = shard.shard %ids to %s annotate_for_users : tensor<4xi64>
  // expected-error @+1 {{'gather.gather' op has a result without a sharding after propagation: annotate more tensors with shard.shard}}
  %g = gather.gather %t, %i : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}

// -----

// A tensor constant of distinct elements (the ids) in a sharded function: LLVM 22's shard-partition takes splat constants only and fails on others without a word, so gather-partition refuses it at the constant.
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @non_splat_constant(%table: tensor<8x4xf32>) -> tensor<2x4xf32> {
  // expected-error @+1 {{'arith.constant' op is a tensor constant of distinct elements, which LLVM 22's shard-partition cannot partition: pass it as an argument}}
  %ids = arith.constant dense<[7, -8]> : tensor<2xi64>
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %s : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<2xi64>) -> tensor<2x4xf32>
  return %g : tensor<2x4xf32>
}
