func.func @nd_batch_dim_from_indices(%d: tensor<2x5xf32>, %i: tensor<?x1xi64>) -> tensor<?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x5xf32>, tensor<?x1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}
