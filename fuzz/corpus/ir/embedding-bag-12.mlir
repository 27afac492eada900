func.func @last_offset_of_no_offsets(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<0xi64>) -> tensor<0x8xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset} : (tensor<4x8xf32>, tensor<3xi64>, tensor<0xi64>) -> tensor<0x8xf32>
  return %0 : tensor<0x8xf32>
}
