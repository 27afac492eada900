func.func @nd_indices_rank_0(%d: tensor<4xf32>, %i: tensor<i64>) -> tensor<f32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<i64>) -> tensor<f32>
  return %0 : tensor<f32>
}
