func.func @nd_no_tuples(%d: tensor<3x2xi32>, %i: tensor<0x1xi64>) -> tensor<0x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<0x1xi64>) -> tensor<0x2xi32>
  return %0 : tensor<0x2xi32>
}

func.func @elements_no_rows(%d: tensor<2x3xf32>, %i: tensor<0x3xi32>) -> tensor<0x3xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xf32>, tensor<0x3xi32>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

func.func @elements_no_columns(%d: tensor<2x3xf32>, %i: tensor<2x0xi64>) -> tensor<2x0xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x0xi64>) -> tensor<2x0xf32>
  return %0 : tensor<2x0xf32>
}
