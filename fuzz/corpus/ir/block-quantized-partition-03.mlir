shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_gather_axis_blocked(%d: tensor<32x4xi4>, %i: tensor<3xi64>, %s: tensor<2x4xf32>) -> tensor<3x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %dt = shard.shard %d to %rows : tensor<32x4xi4>
  %g = gather.gather_block_quantized %dt, %i, %s {block_size = 16 : i64, quantize_axis = 0 : i64} : (tensor<32x4xi4>, tensor<3xi64>, tensor<2x4xf32>) -> tensor<3x4xf32>
  return %g : tensor<3x4xf32>
}
