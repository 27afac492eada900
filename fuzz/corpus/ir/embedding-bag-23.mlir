func.func @weight_element_type(%w: tensor<4x8xi32>, %i: tensor<2x3xi64>) -> tensor<2x8xi32> {
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xi32>, tensor<2x3xi64>) -> tensor<2x8xi32>
  return %0 : tensor<2x8xi32>
}
