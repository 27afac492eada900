func.func @zero_points_type(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>, %z: tensor<8x1xui4>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points must have data's element type ('i4'), got 'ui4'}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>, tensor<8x1xui4>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
