func.func @indices_rank(%w: tensor<4x8xf32>, %i: tensor<1x3x1xi64>) -> tensor<1x8xf32> {
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<1x3x1xi64>) -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}
