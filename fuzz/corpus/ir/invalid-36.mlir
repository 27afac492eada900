func.func @elements_data_element_type(%d: tensor<2x3xf8E4M3FN>, %i: tensor<2x3xi64>) -> tensor<2x3xf8E4M3FN> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf8E4M3FN>, tensor<2x3xi64>) -> tensor<2x3xf8E4M3FN>
  return %0 : tensor<2x3xf8E4M3FN>
}
