// A small model fragment: an embedding lookup (GatherND, k = 1) followed by a
// per-row top-k style pick (GatherElements along the last axis). The table
// has a dynamic number of rows; result types are left dynamic where
// `gather-opt --gather-refine-shapes` can infer them.
func.func @embed_and_pick(%table: tensor<?x4xf32>, %tokens: tensor<3x1xi64>,
                          %picks: tensor<3x2xi32>) -> tensor<?x?xf32> {
  %rows = gather.gather_nd %table, %tokens
      : (tensor<?x4xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
  %top = gather.gather_elements %rows, %picks {axis = -1 : i64}
      : (tensor<?x?xf32>, tensor<3x2xi32>) -> tensor<?x?xf32>
  return %top : tensor<?x?xf32>
}
