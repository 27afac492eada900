func.func @ov_nd8_example2_i32(%d: tensor<2x2xi32>, %i: tensor<2x1xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
