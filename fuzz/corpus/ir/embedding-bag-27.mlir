func.func @closing(%w: tensor<3x2xf32>, %i: tensor<4xi64>, %o: tensor<?xi32>) -> tensor<?x2xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<3x2xf32>, tensor<4xi64>, tensor<?xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
