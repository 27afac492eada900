func.func @ov_nd8_example6_i64_bad_rank(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1x1xi64>) -> tensor<6x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1x1xi64>) -> tensor<6x1xi32>
  return %0 : tensor<6x1xi32>
}
