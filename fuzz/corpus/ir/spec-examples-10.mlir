func.func @onnx_nd_example4(%d: tensor<2x2x2xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x1x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xi32>, tensor<2x1x2xi64>) -> tensor<2x1x2xi32>
  return %0 : tensor<2x1x2xi32>
}
