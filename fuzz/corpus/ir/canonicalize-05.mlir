func.func @dead_gather(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return
}
