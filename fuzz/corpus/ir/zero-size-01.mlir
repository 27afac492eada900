func.func @nd_rows(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @nd_static_data_rows0(%d: tensor<0x3xi32>, %i: tensor<?x1xi64>) -> tensor<?x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<0x3xi32>, tensor<?x1xi64>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}
func.func @nd_static_data_cols0(%d: tensor<3x0xi32>, %i: tensor<2x1xi64>) -> tensor<2x0xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x0xi32>, tensor<2x1xi64>) -> tensor<2x0xi32>
  return %0 : tensor<2x0xi32>
}




func.func @nd_pairs(%d: tensor<?x?xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}



func.func @nd_batch(%d: tensor<?x?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xi32>, tensor<?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}





func.func @elements(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
