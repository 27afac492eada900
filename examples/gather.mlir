// A small model fragment: an embedding lookup (GatherND, k = 1) followed by a
// per-row top-k style pick (GatherElements along the last axis). Result types
// are left dynamic; `gather-opt --gather-refine-shapes` infers them.
func.func @embed_and_pick(%table: tensor<1000x64xf32>, %tokens: tensor<8x1xi64>,
                          %picks: tensor<8x4xi32>) -> tensor<?x?xf32> {
  %rows = gather.gather_nd %table, %tokens
      : (tensor<1000x64xf32>, tensor<8x1xi64>) -> tensor<?x?xf32>
  %top = gather.gather_elements %rows, %picks {axis = -1 : i64}
      : (tensor<?x?xf32>, tensor<8x4xi32>) -> tensor<?x?xf32>
  return %top : tensor<?x?xf32>
}
