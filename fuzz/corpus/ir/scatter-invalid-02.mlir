func.func @nd_indices_rank_0(%d: tensor<4xf32>, %i: tensor<i64>, %u: tensor<f32>) -> tensor<4xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<i64>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
