func.func @nd_indices_element_type(%d: tensor<2x3xf32>, %i: tensor<4x1xi16>) -> tensor<4x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<4x1xi16>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
