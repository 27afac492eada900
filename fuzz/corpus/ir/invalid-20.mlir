func.func @nd_data_element_type(%d: tensor<2x3xindex>, %i: tensor<4x1xi64>) -> tensor<4x3xindex> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xindex>, tensor<4x1xi64>) -> tensor<4x3xindex>
  return %0 : tensor<4x3xindex>
}
