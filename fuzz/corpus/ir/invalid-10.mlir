func.func @nd_index_depth_above_rank_minus_batch(%d: tensor<2x3x4xf32>, %i: tensor<2x3xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x3xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
