func.func @bits_3_ui8(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op bits (3) must be 2, 4 or 8 for ui8 data}}
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 3 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}
