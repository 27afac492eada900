func.func @embed_and_pick(%table: tensor<?x4xf32>, %tokens: tensor<3x1xi64>,
                          %picks: tensor<3x2xi32>) -> tensor<?x?xf32> {
  %rows = gather.gather_nd %table, %tokens
      : (tensor<?x4xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
  %top = gather.gather_elements %rows, %picks {axis = -1 : i64}
      : (tensor<?x?xf32>, tensor<3x2xi32>) -> tensor<?x?xf32>
  return %top : tensor<?x?xf32>
}
