func.func @elements_result_rank(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<6xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<6xf32>
  return %0 : tensor<6xf32>
}
