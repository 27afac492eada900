func.func @elements_result_type(%d: tensor<4xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4xf64> {
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}
