func.func @nd_negative_batch_dims(%d: tensor<2x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = -1 : i64} : (tensor<2x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
