shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @block_quantized_vocab(%d: tensor<8x16xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf16>, %z: tensor<8x1xui8>) -> tensor<3x32xf16> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %dt = shard.shard %d to %rows : tensor<8x16xui8>
  %st = shard.shard %s to %rows : tensor<8x1xf16>
  %zt = shard.shard %z to %rows : tensor<8x1xui8>
  %g = gather.gather_block_quantized %dt, %i, %st, %zt {block_size = 32 : i64} : (tensor<8x16xui8>, tensor<3xi64>, tensor<8x1xf16>, tensor<8x1xui8>) -> tensor<3x32xf16>
  return %g : tensor<3x32xf16>
}
