func.func @offsets_rank(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2x1xi64>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2x1xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
