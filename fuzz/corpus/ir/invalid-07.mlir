func.func @nd_second_batch_dim_mismatch(%d: tensor<2x3x4x5xf32>, %i: tensor<2x4x1xi64>) -> tensor<2x4x5xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4x5xf32>, tensor<2x4x1xi64>) -> tensor<2x4x5xf32>
  return %0 : tensor<2x4x5xf32>
}
