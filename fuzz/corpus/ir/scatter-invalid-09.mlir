func.func @nd_updates_element_type(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf16>) -> tensor<4xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf16>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
