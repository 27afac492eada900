func.func @weights_in_max(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi64>, %p: tensor<3xf32>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag max %w, %i offsets(%o) per_sample_weights(%p) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>, tensor<3xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
