func.func @dynamic_checks(%d: tensor<4x?xui8>, %i: tensor<2xi64>, %s: tensor<4x?xf32>, %z: tensor<4x?xui8>) -> tensor<2x?xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64} : (tensor<4x?xui8>, tensor<2xi64>, tensor<4x?xf32>, tensor<4x?xui8>) -> tensor<2x?xf32>
  return %0 : tensor<2x?xf32>
}
