func.func @nd_result_element_type(%d: tensor<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf64> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf64>
  return %0 : tensor<4x3xf64>
}
