func.func @ov_nd8_xml1_i32(%d: tensor<1000x256x10x15xf32>, %i: tensor<25x125x3xi32>) -> tensor<25x125x15xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<1000x256x10x15xf32>, tensor<25x125x3xi32>) -> tensor<25x125x15xf32>
  return %0 : tensor<25x125x15xf32>
}
