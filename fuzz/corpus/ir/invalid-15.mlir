func.func @nd_result_dim_from_data(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<?x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
