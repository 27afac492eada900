func.func @bytes_default_zero_point(%d: tensor<4x24xui8>, %i: tensor<2xi32>, %s: tensor<4x1xf32>) -> tensor<2x24xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {bits = 8 : i64, block_size = 32 : i64} : (tensor<4x24xui8>, tensor<2xi32>, tensor<4x1xf32>) -> tensor<2x24xf32>
  return %0 : tensor<2x24xf32>
}
