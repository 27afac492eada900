func.func @elements_refine(%d: tensor<?x9xbf16>, %i: tensor<4x2xi64>) -> tensor<?x?xbf16> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<?x9xbf16>, tensor<4x2xi64>) -> tensor<?x?xbf16>
  return %0 : tensor<?x?xbf16>
}
