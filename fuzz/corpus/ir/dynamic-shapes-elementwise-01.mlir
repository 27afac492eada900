func.func @addf_gathered(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x?xf32> {
  %g = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %s = arith.addf %g, %g : tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}

func.func @addi_gathered(%d: tensor<3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %g = gather.gather_nd %d, %i : (tensor<3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  %s = arith.addi %g, %g : tensor<2x4xi32>
  return %s : tensor<2x4xi32>
}
