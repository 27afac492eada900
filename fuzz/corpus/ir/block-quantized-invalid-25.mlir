func.func @result_element_type(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x64xf16> {
  // expected-error @+1 {{'gather.gather_block_quantized' op failed to verify that all of {scales, result} have same element type}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x64xf16>
  return %0 : tensor<3x64xf16>
}
