func.func @nd_keep_refining_cast(%d: tensor<?x8xf32>, %i: tensor<3x1xi64>) -> tensor<3x8xf32> {
  %dc = tensor.cast %d : tensor<?x8xf32> to tensor<4x8xf32>
  %0 = gather.gather_nd %dc, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return %0 : tensor<3x8xf32>
}
