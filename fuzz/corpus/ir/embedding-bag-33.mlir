func.func @weighted_sum(%w: tensor<10x8xf32>, %i: tensor<6xi32>, %o: tensor<3xi64>, %p: tensor<6xf32>, %status: memref<6xi64>) -> tensor<3x8xf32> attributes {gather.status} {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) {gather.site = 0 : i64} : (tensor<10x8xf32>, tensor<6xi32>, tensor<3xi64>, tensor<6xf32>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}
