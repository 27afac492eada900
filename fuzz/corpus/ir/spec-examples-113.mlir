func.func @onnx_ge_example1_i64_bad_rank(%d: tensor<2x2xf32>, %i: tensor<2x2xi64>) -> tensor<1x2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x2xi64>) -> tensor<1x2x2xf32>
  return %0 : tensor<1x2x2xf32>
}
