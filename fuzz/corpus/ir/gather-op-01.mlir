func.func @rows(%d: tensor<?x3x4xf32>, %i: tensor<2x?xi64>) -> tensor<?x2x?x4xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<?x3x4xf32>, tensor<2x?xi64>) -> tensor<?x2x?x4xf32>
  return %0 : tensor<?x2x?x4xf32>
}
func.func @scalar_index(%d: tensor<2x3x4xf32>, %i: tensor<i32>) -> tensor<2x4xf32> {
  %0 = gather.gather %d, %i {axis = -2 : i64} : (tensor<2x3x4xf32>, tensor<i32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
func.func @batch(%d: tensor<?x5xi32>, %i: tensor<?x3xindex>) -> tensor<?x3xi32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = -1 : i64} : (tensor<?x5xi32>, tensor<?x3xindex>) -> tensor<?x3xi32>
  %1 = gather.gather_elements %0, %i {axis = 1 : i64} : (tensor<?x3xi32>, tensor<?x3xindex>) -> tensor<?x3xi32>
  return %1 : tensor<?x3xi32>
}
