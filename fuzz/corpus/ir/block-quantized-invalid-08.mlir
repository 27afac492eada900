func.func @gather_axis_out_of_range(%d: tensor<8x32xi4>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op gather_axis (2) must be in [-2, 1] for data of rank 2}}
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 2 : i64} : (tensor<8x32xi4>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
