func.func @last_offset_without_offsets(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag sum %w, %i {include_last_offset} : (tensor<4x8xf32>, tensor<2x3xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
