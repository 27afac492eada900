func.func @elements_data_rank_0(%d: tensor<f32>, %i: tensor<i64>, %u: tensor<f32>) -> tensor<f32> {
  %0 = gather.scatter_elements %d, %i, %u : (tensor<f32>, tensor<i64>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
