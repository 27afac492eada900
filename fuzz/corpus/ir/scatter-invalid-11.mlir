func.func @nd_index_type(%d: tensor<4xf32>, %i: tensor<2x1xi16>, %u: tensor<2xf32>) -> tensor<4xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi16>, tensor<2xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
