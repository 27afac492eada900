func.func @nd_dynamic_index_depth_too_small(%d: tensor<4x5x6xf32>, %i: tensor<3x?xi64>) -> tensor<3x4x5x6xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x4x5x6xf32>
  return %0 : tensor<3x4x5x6xf32>
}
