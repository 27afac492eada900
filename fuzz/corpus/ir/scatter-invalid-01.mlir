func.func @nd_data_rank_0(%d: tensor<f32>, %i: tensor<1xi64>, %u: tensor<f32>) -> tensor<f32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<f32>, tensor<1xi64>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
