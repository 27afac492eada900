func.func @nd_result_type(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>) -> tensor<?xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
