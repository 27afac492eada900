// Issue 15 (d): gather.status written by the user, with a status-shaped
// last argument.
func.func @kernel(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %s: memref<6xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i {gather.site = 0 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
