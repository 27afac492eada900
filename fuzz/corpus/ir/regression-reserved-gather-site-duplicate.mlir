// Issue 15 (d): gather.site values written by the user, the same on two
// gathers (a failure must still name the right one).
func.func @kernel(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %j: tensor<3x1xi64>) -> (tensor<2xf32>, tensor<3xf32>) {
  %0 = gather.gather_nd %d, %i {gather.site = 0 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %1 = gather.gather_nd %d, %j {gather.site = 0 : i64} : (tensor<4xf32>, tensor<3x1xi64>) -> tensor<3xf32>
  return %0, %1 : tensor<2xf32>, tensor<3xf32>
}
