func.func @nd_dynamic_index_depth(%d: tensor<?x?x?xf32>, %i: tensor<?x?xi32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}
