func.func @mean_last_offset(%w: tensor<?x?xbf16>, %i: tensor<?xi32>, %o: tensor<?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.embedding_bag mean %w, %i offsets(%o) {include_last_offset} : (tensor<?x?xbf16>, tensor<?xi32>, tensor<?xi64>) -> tensor<?x?xbf16>
  %b = tensor.dim %0, %c0 : tensor<?x?xbf16>
  %d = tensor.dim %0, %c1 : tensor<?x?xbf16>
  return %b, %d : index, index
}
