func.func @ov_nd8_xml3_i32(%d: tensor<1x64x64x320xf32>, %i: tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x1xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x64x64x320xf32>, tensor<1x64x64x1x1xi32>) -> tensor<1x64x64x1xf32>
  return %0 : tensor<1x64x64x1xf32>
}
