// Issue 15 (a): one gather result returned twice and next to an argument.
func.func @kernel(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> (tensor<4xi32>, tensor<4xi32>, tensor<3x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0, %0, %d : tensor<4xi32>, tensor<4xi32>, tensor<3x2xi32>
}
