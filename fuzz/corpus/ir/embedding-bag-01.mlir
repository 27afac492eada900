func.func @sum_weighted(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi32>, %p: tensor<3xf32>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) {padding_idx = -1 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi32>, tensor<3xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
