func.func @onnx_ge_negative_indices_i32_bad_rank(%d: tensor<3x3xf32>, %i: tensor<2x3xi32>) -> tensor<2xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xf32>, tensor<2x3xi32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
