func.func @nd_dynamic_k_updates_rank(%d: tensor<4x5xf32>, %i: tensor<2x?xi64>, %u: tensor<2x5x1xf32>) -> tensor<4x5xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x?xi64>, tensor<2x5x1xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
