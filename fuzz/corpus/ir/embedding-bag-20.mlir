func.func @result_bags(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<3xi64>) -> tensor<3x8xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<4x8xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}
