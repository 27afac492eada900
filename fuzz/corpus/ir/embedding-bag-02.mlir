func.func @max_fixed_bags(%w: tensor<?x8xf16>, %i: tensor<5x3xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = gather.embedding_bag max %w, %i : (tensor<?x8xf16>, tensor<5x3xi32>) -> tensor<?x8xf16>
  %d = tensor.dim %0, %c0 : tensor<?x8xf16>
  return %d : index
}
