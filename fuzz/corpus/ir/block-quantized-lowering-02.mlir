func.func @chunks(%d: tensor<8x16xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf16>, %z: tensor<8x1xui8>) -> tensor<3x32xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<8x16xui8>, tensor<3xi64>, tensor<8x2xf16>, tensor<8x1xui8>) -> tensor<3x32xf16>
  return %0 : tensor<3x32xf16>
}
