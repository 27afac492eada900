func.func @nd_unranked_indices(%d: tensor<2x3xf32>, %i: tensor<*xi64>) -> tensor<4x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<*xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
