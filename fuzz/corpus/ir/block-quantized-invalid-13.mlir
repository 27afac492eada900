func.func @scales_rank(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales must have the rank of data (2), got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
