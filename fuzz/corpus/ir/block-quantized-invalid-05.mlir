func.func @bits_8_ui4(%d: tensor<8x32xui4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (8) must be 4 for 'ui4' data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 8 : i64} : (tensor<8x32xui4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
