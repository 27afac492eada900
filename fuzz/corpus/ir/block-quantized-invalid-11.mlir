func.func @ui8_quantize_axis_not_last(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x1x4xf32>) -> tensor<1x3x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op quantize_axis must be the last dimension (2) for ui8 data, got 1 after normalisation}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 1 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x1x4xf32>) -> tensor<1x3x8xf32>
  return %0 : tensor<1x3x8xf32>
}
