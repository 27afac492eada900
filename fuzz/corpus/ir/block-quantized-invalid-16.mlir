func.func @scales_block_count_i4(%d: tensor<8x33xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf16>) -> tensor<3x33xf16> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales dimension 1 (2) must be 3: one scale per block of 16 values}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<8x33xi4>, tensor<3xi64>, tensor<8x2xf16>) -> tensor<3x33xf16>
  return %0 : tensor<3x33xf16>
}
