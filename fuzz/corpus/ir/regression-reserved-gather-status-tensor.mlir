// Issue 15 (d): gather.status written by the user on a function whose last
// argument is no status record.
func.func @kernel(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
