func.func @ov_nd8_example5_i32_bad_size(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi32>) -> tensor<2x5xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi32>) -> tensor<2x5xi32>
  return %0 : tensor<2x5xi32>
}
