func.func @nd_dims(%d: tensor<?x?x?xf32>, %i: tensor<?x?x1xi64>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xf32>, tensor<?x?x1xi64>) -> tensor<?x?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?x?xf32>
  %n2 = tensor.dim %0, %c2 : tensor<?x?x?xf32>
  return %n0, %n1, %n2 : index, index, index
}
