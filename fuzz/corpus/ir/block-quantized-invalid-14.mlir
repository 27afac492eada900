func.func @scales_blocks(%d: tensor<2x3x4xui8>, %i: tensor<1xi64>, %s: tensor<2x2x1xf32>) -> tensor<1x3x8xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op scales dimension 1 (2) must equal data dimension 1 (3)}}
  %0 = gather.gather_block_quantized %d, %i, %s {quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<2x3x4xui8>, tensor<1xi64>, tensor<2x2x1xf32>) -> tensor<1x3x8xf32>
  return %0 : tensor<1x3x8xf32>
}
