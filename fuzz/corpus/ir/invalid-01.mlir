func.func @nd_data_rank_0(%d: tensor<f32>, %i: tensor<1xi64>) -> tensor<f32> {
  %0 = gather.gather_nd %d, %i : (tensor<f32>, tensor<1xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}
