func.func @nd_updates_slice_dim(%d: tensor<4x5xf32>, %i: tensor<2x1xi64>, %u: tensor<2x6xf32>) -> tensor<4x5xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x5xf32>, tensor<2x1xi64>, tensor<2x6xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
