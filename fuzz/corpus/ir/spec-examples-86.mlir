func.func @ort_nd_example1_i32_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}
