func.func @zero_points_i4(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x2xf32>, %z: tensor<7x2xi4>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 0 (7) must equal scales dimension 0 (8)}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x2xf32>, tensor<7x2xi4>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
