func.func @data_element_type(%d: tensor<8x32xi8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x32xf32> {
  // expected-error @+1 {{'gather.gather_block_quantized' op operand #0 must be ranked tensor of 8-bit unsigned integer or 4-bit signless integer or 4-bit unsigned integer values}}
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x32xi8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x32xf32>
  return %0 : tensor<3x32xf32>
}
