func.func @result_unpacked_size(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op result dimension 1 (32) does not match data dimension 1 x 2 (64)}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
