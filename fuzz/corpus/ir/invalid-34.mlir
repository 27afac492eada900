func.func @elements_indices_element_type(%d: tensor<2x3xf32>, %i: tensor<2x3xui32>) -> tensor<2x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x3xui32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
