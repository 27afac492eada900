func.func @elements_dims(%d: tensor<?x?xf32>, %i: tensor<?x?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi64>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}
