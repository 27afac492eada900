func.func @weighted(%w: tensor<3x2xf32>, %i: tensor<?xi64>, %o: tensor<2xi32>, %p: tensor<?xf32>) -> tensor<2x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) : (tensor<3x2xf32>, tensor<?xi64>, tensor<2xi32>, tensor<?xf32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
