func.func @elements_indices_dim_exceeds_data(%d: tensor<2x3xf32>, %i: tensor<2x4xi64>) -> tensor<2x4xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2x4xi64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
