func.func @nd_pairs(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}


func.func @nd_pairs_i32(%d: tensor<3x2xi32>, %i: tensor<?x2xi32>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @nd_rows_index(%d: tensor<3x2xi32>, %i: tensor<?x1xindex>) -> tensor<?x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x1xindex>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}




func.func @elements(%d: tensor<2x3xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

func.func @elements_axis0(%d: tensor<2x3xi32>, %i: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}



func.func @batch1_rows(%d: tensor<2x3x4xi32>, %i: tensor<2x2x1xi64>) -> tensor<2x2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x1xi64>) -> tensor<2x2x4xi32>
  return %0 : tensor<2x2x4xi32>
}

func.func @batch1_pairs(%d: tensor<2x3x4xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1x2xi64>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

func.func @elements_rank3(%d: tensor<2x3x4xi32>, %i: tensor<2x2x2xi64>) -> tensor<2x2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x2xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}


func.func @two_gathers(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>, %e: tensor<2x3xi32>, %j: tensor<?x?xi64>) -> (tensor<?xi32>, tensor<?x?xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  %1 = gather.gather_elements %e, %j {axis = 1 : i64} : (tensor<2x3xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0, %1 : tensor<?xi32>, tensor<?x?xi32>
}

func.func @calls_nd_pairs(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = func.call @nd_pairs(%d, %i) : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @chain(%d: tensor<3x2xi32>, %rows: tensor<?x1xi64>, %cols: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %rows : (tensor<3x2xi32>, tensor<?x1xi64>) -> tensor<?x2xi32>
  %1 = gather.gather_elements %0, %cols {axis = 1 : i64} : (tensor<?x2xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}
