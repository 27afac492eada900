func.func @nd_k_above_rank(%d: tensor<4xf32>, %i: tensor<2x2xi64>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x2xi64>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
