func.func @mean(%w: tensor<?x2xf32>, %i: tensor<?xi64>, %o: tensor<?xi32>) -> tensor<?x2xf32> {
  %0 = gather.embedding_bag mean %w, %i offsets(%o) : (tensor<?x2xf32>, tensor<?xi64>, tensor<?xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
