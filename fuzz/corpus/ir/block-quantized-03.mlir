func.func @i4_equal_axes(%d: tensor<2x3x4xi4>, %i: tensor<1x3xi64>, %s: tensor<2x1x4xbf16>, %z: tensor<2x1x4xi4>) -> tensor<2x1x3x4xbf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64, gather_axis = 1 : i64} : (tensor<2x3x4xi4>, tensor<1x3xi64>, tensor<2x1x4xbf16>, tensor<2x1x4xi4>) -> tensor<2x1x3x4xbf16>
  return %0 : tensor<2x1x3x4xbf16>
}
