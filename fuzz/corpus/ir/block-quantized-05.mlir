func.func @reify_unpacked_row(%d: tensor<8x?xui8>, %i: tensor<?xi64>, %s: tensor<8x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x?xui8>, tensor<?xi64>, tensor<8x?xf32>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}
