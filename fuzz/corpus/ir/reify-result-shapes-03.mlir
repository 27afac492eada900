func.func @nd_static_source(%d: tensor<4x8xf32>, %i: tensor<?x1xindex>) -> index {
  %c1 = arith.constant 1 : index
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<?x1xindex>) -> tensor<?x?xf32>
  %n = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n : index
}
