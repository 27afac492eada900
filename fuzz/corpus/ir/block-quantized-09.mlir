func.func @unused_may_fail(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) {
  %i = arith.constant dense<[8]> : tensor<1xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<1xi64>, tensor<8x2xf32>) -> tensor<1x64xf32>
  return
}
func.func @unused_cannot_fail(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) {
  %i = arith.constant dense<[-8, 7]> : tensor<2xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
  return
}
