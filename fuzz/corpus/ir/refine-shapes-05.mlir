func.func @nd_keep_declared_static(%d: tensor<?x8xf32>, %i: tensor<?x1xi64>) -> tensor<3x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x8xf32>, tensor<?x1xi64>) -> tensor<3x?xf32>
  return %0 : tensor<3x?xf32>
}
