func.func @index_element_type(%w: tensor<4x8xf32>, %i: tensor<2x3xindex>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<2x3xindex>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
