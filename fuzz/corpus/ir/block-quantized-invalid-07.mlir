func.func @data_rank_0(%d: tensor<i4>, %i: tensor<3xi64>, %s: tensor<f32>) -> tensor<3xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op data must have rank >= 1, got rank 0}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<i4>, tensor<3xi64>, tensor<f32>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
