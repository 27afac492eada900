func.func @nd_unranked_data(%d: tensor<*xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<*xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
