func.func @zero_points_rank(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x4xf32>, %z: tensor<8xui8>) -> tensor<3x64xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op zero_points must have the rank of scales (2), got rank 1}}
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x4xf32>, tensor<8xui8>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}
