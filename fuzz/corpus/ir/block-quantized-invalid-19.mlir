func.func @zero_points_bits_8(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>, %z: tensor<8x1xui8>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 1 (1) must equal scales dimension 1 (2)}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64, bits = 8 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>, tensor<8x1xui8>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
