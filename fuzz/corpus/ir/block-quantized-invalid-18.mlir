func.func @zero_points_packed(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>, %z: tensor<8x1xui8>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points dimension 1 (1) must be 2: the zero points of a row packed 2 per byte, as data's values}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>, tensor<8x1xui8>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}
