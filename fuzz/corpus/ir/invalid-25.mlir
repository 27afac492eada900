func.func @elements_data_rank_0(%d: tensor<f32>, %i: tensor<i64>) -> tensor<f32> {
  %0 = gather.gather_elements %d, %i : (tensor<f32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}
