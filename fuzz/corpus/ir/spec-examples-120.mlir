func.func @onnx_ge_example2_i64_bad_size(%d: tensor<3x3xf32>, %i: tensor<2x3xi64>) -> tensor<3x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}
