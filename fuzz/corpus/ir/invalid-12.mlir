func.func @nd_dynamic_index_depth_too_large(%d: tensor<2x5x6xf32>, %i: tensor<2x3x?xi64>) -> tensor<f32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x5x6xf32>, tensor<2x3x?xi64>) -> tensor<f32>
  return %0 : tensor<f32>
}
