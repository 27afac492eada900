func.func @elements_rank_mismatch(%d: tensor<2x3xf32>, %i: tensor<2xi64>) -> tensor<2xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
