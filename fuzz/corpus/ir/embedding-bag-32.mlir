func.func @dynamic_columns(%w: tensor<?x?xf32>, %i: tensor<?xi64>, %o: tensor<?xi64>, %status: memref<6xi64>) -> tensor<?x?xf32> attributes {gather.status} {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) {include_last_offset, gather.site = 0 : i64} : (tensor<?x?xf32>, tensor<?xi64>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
