func.func @nd_dynamic_index_depth(%d: tensor<4x5x6xf32>, %i: tensor<3x?xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
