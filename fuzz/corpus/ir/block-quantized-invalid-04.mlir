func.func @bits_2_i4(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (2) must be 4 for 'i4' data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 2 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
