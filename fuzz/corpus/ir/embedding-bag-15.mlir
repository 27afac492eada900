func.func @padding_before_rows(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag max %w, %i offsets(%o) {padding_idx = -5 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
