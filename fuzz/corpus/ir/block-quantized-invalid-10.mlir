func.func @ui8_gather_axis_1(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x3x1xf32>) -> tensor<2x1x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op gather_axis must be 0 for ui8 data, got 1 after normalisation}}
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 1 : i64, quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x3x1xf32>) -> tensor<2x1x8xf32>
  return %0 : tensor<2x1x8xf32>
}
