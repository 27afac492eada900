func.func @nd_fold_operand_casts(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> tensor<?x?xf32> {
  %dc = tensor.cast %d : tensor<4x8xf32> to tensor<?x?xf32>
  %ic = tensor.cast %i : tensor<3x1xi64> to tensor<?x1xi64>
  %0 = gather.gather_nd %dc, %ic : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
