func.func @scales_element_type(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf64>) -> tensor<3x64xf64> {
  // expected-error @+1 {{'gather.gather_block_quantized' op operand #2 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x1xf64>) -> tensor<3x64xf64>
  return %0 : tensor<3x64xf64>
}
