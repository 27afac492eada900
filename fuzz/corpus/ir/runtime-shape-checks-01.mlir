func.func @batch1(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @batch1_static_data(%d: tensor<2x3xi32>, %i: tensor<?x1xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<?x1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

func.func @batch2(%d: tensor<?x?x4xi32>, %i: tensor<?x?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<?x?x4xi32>, tensor<?x?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}


func.func @depth2(%d: tensor<2x3xi32>, %i: tensor<2x?xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi32>, tensor<2x?xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

func.func @depth1_dynamic(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}


func.func @result_from_indices(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @result_from_data(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

func.func @batch_and_result(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}


func.func @elements_off_axis(%d: tensor<?x3xi32>, %i: tensor<?x2xi64>) -> tensor<?x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x3xi32>, tensor<?x2xi64>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

func.func @elements_rank3(%d: tensor<?x?x?xi32>, %i: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @elements_result(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
