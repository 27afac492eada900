func.func @ov_nd8_example7_i64_bad_size(%d: tensor<1x2x2x4xi32>, %i: tensor<1x2x2x1xi64>) -> tensor<1x2x3xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x4xi32>, tensor<1x2x2x1xi64>) -> tensor<1x2x3xi32>
  return %0 : tensor<1x2x3xi32>
}
