func.func @max_clamp(%w: tensor<10x8xbf16>, %i: tensor<4x5xi64>, %status: memref<6xi64>) -> tensor<4x8xbf16> attributes {gather.status} {
  %0 = gather.embedding_bag max %w, %i {gather.site = 0 : i64} : (tensor<10x8xbf16>, tensor<4x5xi64>) -> tensor<4x8xbf16>
  return %0 : tensor<4x8xbf16>
}
