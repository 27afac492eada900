func.func @empty_result(%d: tensor<8x32xui8>, %i: tensor<0xi64>, %s: tensor<8x2xf32>) -> tensor<0x64xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<0xi64>, tensor<8x2xf32>) -> tensor<0x64xf32>
  return %0 : tensor<0x64xf32>
}
