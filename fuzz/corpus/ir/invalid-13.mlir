func.func @nd_result_rank(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
