func.func @nd_batch_dim_mismatch(%d: tensor<2x3x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x4xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
