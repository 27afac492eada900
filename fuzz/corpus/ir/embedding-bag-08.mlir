func.func @flat_ids_without_offsets(%w: tensor<4x8xf32>, %i: tensor<3xi64>) -> tensor<3x8xf32> {
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<3xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}
