func.func @elements_indices_rank(%d: tensor<4x5xf32>, %i: tensor<2xi64>, %u: tensor<2xf32>) -> tensor<4x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u : (tensor<4x5xf32>, tensor<2xi64>, tensor<2xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
