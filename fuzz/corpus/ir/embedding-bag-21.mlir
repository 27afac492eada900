func.func @result_columns(%w: tensor<4x8xf32>, %i: tensor<2x3xi64>) -> tensor<2x4xf32> {
  %0 = gather.embedding_bag sum %w, %i : (tensor<4x8xf32>, tensor<2x3xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
