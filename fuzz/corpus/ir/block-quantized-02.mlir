func.func @ui8_2_bits_zero_points(%d: tensor<4x8xui8>, %i: tensor<2x2xi32>, %s: tensor<4x2xf16>, %z: tensor<4x1xui8>) -> tensor<2x2x32xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {bits = 2 : i64, block_size = 16 : i64} : (tensor<4x8xui8>, tensor<2x2xi32>, tensor<4x2xf16>, tensor<4x1xui8>) -> tensor<2x2x32xf16>
  return %0 : tensor<2x2x32xf16>
}
