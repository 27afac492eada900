func.func @nd_unranked_result(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<*xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<*xf32>
  return %0 : tensor<*xf32>
}
