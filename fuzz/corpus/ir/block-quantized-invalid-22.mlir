func.func @result_rank(%d: tensor<8x32xi4>, %i: tensor<2x3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op result rank (2) does not match the inferred rank (3)}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<2x3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
