func.func @nd_index_depth_0(%d: tensor<2x3xf32>, %i: tensor<4x0xi64>) -> tensor<4x2x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x0xi64>) -> tensor<4x2x3xf32>
  return %0 : tensor<4x2x3xf32>
}
