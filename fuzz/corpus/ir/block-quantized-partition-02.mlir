shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_quantize_axis(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  %cols = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %dt = shard.shard %d to %cols : tensor<8x32xi4>
  %g = gather.gather_block_quantized %dt, %i, %s {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %g : tensor<3x32xf32>
}
