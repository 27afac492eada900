func.func @ort_nd_example1_i64_bad_size(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
