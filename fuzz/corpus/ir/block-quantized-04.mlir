func.func @ui4_gather_last_axis(%d: tensor<2x3x4xui4>, %i: tensor<2x1xi32>, %s: tensor<1x3x4xf32>) -> tensor<2x3x2x1xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64, gather_axis = -1 : i64, quantize_axis = 0 : i64} : (tensor<2x3x4xui4>, tensor<2x1xi32>, tensor<1x3x4xf32>) -> tensor<2x3x2x1xf32>
  return %0 : tensor<2x3x2x1xf32>
}
