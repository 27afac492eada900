func.func @f(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i {axis = 2 : i64} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
