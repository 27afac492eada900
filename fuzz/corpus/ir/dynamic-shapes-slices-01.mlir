func.func @strided_columns(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x2xf32> {
  %c0 = arith.constant 0 : index
  %g = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %n = tensor.dim %g, %c0 : tensor<?x?xf32>
  %slice = tensor.extract_slice %g[0, 1] [%n, 2] [1, 2] : tensor<?x?xf32> to tensor<?x2xf32>
  return %slice : tensor<?x2xf32>
}

func.func @second_row(%d: tensor<3x4xf32>, %i: tensor<2x1xi64>) -> tensor<1x4xf32> {
  %g = gather.gather_nd %d, %i : (tensor<3x4xf32>, tensor<2x1xi64>) -> tensor<2x4xf32>
  %slice = tensor.extract_slice %g[1, 0] [1, 4] [1, 1] : tensor<2x4xf32> to tensor<1x4xf32>
  return %slice : tensor<1x4xf32>
}
