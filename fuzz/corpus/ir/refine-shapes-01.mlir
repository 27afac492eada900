func.func @nd_refine_all_dims(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
