func.func @block_size_not_power_of_2(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op block_size (17) must be a power of 2 and at least 16}}
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 17 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}
