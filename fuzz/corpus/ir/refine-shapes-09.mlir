func.func @other_users(%d: tensor<5x3xf32>, %i: tensor<2x1xi64>, %dest: tensor<8x3xf32>) -> (index, tensor<8x3xf32>) {
  %c0 = arith.constant 0 : index
  %0 = gather.gather_nd %d, %i : (tensor<5x3xf32>, tensor<2x1xi64>) -> tensor<?x3xf32>
  %n = tensor.dim %0, %c0 : tensor<?x3xf32>
  %1 = tensor.insert_slice %0 into %dest[0, 0] [%n, 3] [1, 1] : tensor<?x3xf32> into tensor<8x3xf32>
  return %n, %1 : index, tensor<8x3xf32>
}
