func.func @no_updates(%d: tensor<4x3xf32>, %i: tensor<0x1xi64>, %u: tensor<0x3xf32>, %j: tensor<0x3xi32>, %v: tensor<0x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<4x3xf32>, tensor<0x1xi64>, tensor<0x3xf32>) -> tensor<4x3xf32>
  %1 = gather.scatter_elements %d, %j, %v : (tensor<4x3xf32>, tensor<0x3xi32>, tensor<0x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}

func.func @kept(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>, %e: tensor<?x1xi64>, %w: tensor<?x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %1 = gather.scatter_nd %d, %e, %w : (tensor<4x3xf32>, tensor<?x1xi64>, tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}
