func.func @nd_element_type(%d: tensor<4xf80>, %i: tensor<2x1xi64>, %u: tensor<2xf80>) -> tensor<4xf80> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf80>, tensor<2x1xi64>, tensor<2xf80>) -> tensor<4xf80>
  return %0 : tensor<4xf80>
}
