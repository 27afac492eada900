func.func @onnx_nd_example2_bad_size(%d: tensor<2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
