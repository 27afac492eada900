func.func @ov_nd8_xml2_i64(%d: tensor<30x2x100x35xf32>, %i: tensor<30x2x3x1xi64>) -> tensor<30x2x3x35xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<30x2x100x35xf32>, tensor<30x2x3x1xi64>) -> tensor<30x2x3x35xf32>
  return %0 : tensor<30x2x3x35xf32>
}
