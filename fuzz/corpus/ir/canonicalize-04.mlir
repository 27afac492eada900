func.func @nd_keep_cast_conflicting_with_result_rank(%d: tensor<4x5x6xf32>, %i: tensor<3x2xi64>) -> tensor<3x5x6xf32> {
  %ic = tensor.cast %i : tensor<3x2xi64> to tensor<3x?xi64>
  %0 = gather.gather_nd %d, %ic : (tensor<4x5x6xf32>, tensor<3x?xi64>) -> tensor<3x5x6xf32>
  return %0 : tensor<3x5x6xf32>
}
