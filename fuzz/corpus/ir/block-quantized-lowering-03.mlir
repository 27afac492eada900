func.func @two_bit_chunks(%d: tensor<8x4xui8>, %i: tensor<3xi64>, %s: tensor<8x1xf32>) -> tensor<3x16xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64, bits = 2 : i64} : (tensor<8x4xui8>, tensor<3xi64>, tensor<8x1xf32>) -> tensor<3x16xf32>
  return %0 : tensor<3x16xf32>
}
