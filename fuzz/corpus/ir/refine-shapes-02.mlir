func.func @nd_refine_partially(%d: tensor<2x?x5x7xf32>, %i: tensor<2x?x1xi32>) -> tensor<?x?x?x?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x?x5x7xf32>, tensor<2x?x1xi32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
