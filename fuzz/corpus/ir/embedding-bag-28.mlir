func.func @padding(%w: tensor<?x2xf32>, %i: tensor<4xi64>, %o: tensor<2xi32>) -> tensor<2x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {padding_idx = -5 : i64} : (tensor<?x2xf32>, tensor<4xi64>, tensor<2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
