func.func @no_slice_of_data(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) -> tensor<2x64xf32> {
  %i = arith.constant dense<[2, 3]> : tensor<2xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
  return %0 : tensor<2x64xf32>
}
