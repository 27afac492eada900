func.func @ui8_4_bits(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x64xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64, bits = 4 : i64, gather_axis = 0 : i64, quantize_axis = 1 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}
