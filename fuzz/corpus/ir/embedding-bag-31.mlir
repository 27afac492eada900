func.func @mean_padding(%w: tensor<10x8xf16>, %i: tensor<6xi64>, %o: tensor<3xi32>, %status: memref<6xi64>) -> tensor<3x8xf16> attributes {gather.status} {
  %0 = gather.embedding_bag mean %w, %i offsets(%o) {padding_idx = -1 : i64, gather.site = 0 : i64} : (tensor<10x8xf16>, tensor<6xi64>, tensor<3xi32>) -> tensor<3x8xf16>
  return %0 : tensor<3x8xf16>
}
