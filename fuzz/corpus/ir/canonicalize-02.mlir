func.func @elements_fold_operand_cast(%d: tensor<4x8xf32>, %i: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %dc = tensor.cast %d : tensor<4x8xf32> to tensor<?x8xf32>
  %0 = gather.gather_elements %dc, %i {axis = 1 : i64} : (tensor<?x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
