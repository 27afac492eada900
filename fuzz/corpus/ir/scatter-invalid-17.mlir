func.func @elements_axis_above(%d: tensor<4x5xf32>, %i: tensor<2x5xi64>, %u: tensor<2x5xf32>) -> tensor<4x5xf32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 2 : i64} : (tensor<4x5xf32>, tensor<2x5xi64>, tensor<2x5xf32>) -> tensor<4x5xf32>
  return %0 : tensor<4x5xf32>
}
