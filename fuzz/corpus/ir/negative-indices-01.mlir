func.func @tuple1(%d: tensor<3x2xi32>, %i: tensor<4x1xi64>) -> tensor<4x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x1xi64>) -> tensor<4x2xi32>
  return %0 : tensor<4x2xi32>
}

func.func @tuple2(%d: tensor<3x4xi32>, %i: tensor<5x2xi32>) -> tensor<5xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x4xi32>, tensor<5x2xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @tuple3(%d: tensor<2x3x4xi32>, %i: tensor<5x3xindex>) -> tensor<5xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3x4xi32>, tensor<5x3xindex>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}

func.func @tuple2_slices(%d: tensor<2x3x4xi32>, %i: tensor<2x2xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3x4xi32>, tensor<2x2xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

func.func @batch1(%d: tensor<2x3x4xi32>, %i: tensor<2x2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @batch2(%d: tensor<2x3x4xi32>, %i: tensor<2x3x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x3x4xi32>, tensor<2x3x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

func.func @batch3(%d: tensor<1x2x2x3xi32>, %i: tensor<1x2x2x1xindex>) -> tensor<1x2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 3 : i64} : (tensor<1x2x2x3xi32>, tensor<1x2x2x1xindex>) -> tensor<1x2x2xi32>
  return %0 : tensor<1x2x2xi32>
}

func.func @elements_axis_m1(%d: tensor<2x3xi32>, %i: tensor<2x2xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @elements_axis_m2(%d: tensor<3x2xi32>, %i: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -2 : i64} : (tensor<3x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

func.func @elements_axis_m3(%d: tensor<2x2x2xi32>, %i: tensor<2x2x2xindex>) -> tensor<2x2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -3 : i64} : (tensor<2x2x2xi32>, tensor<2x2x2xindex>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

func.func @elements_axis_m2_rank3(%d: tensor<2x2x3xi32>, %i: tensor<2x3x2xi64>) -> tensor<2x3x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -2 : i64} : (tensor<2x2x3xi32>, tensor<2x3x2xi64>) -> tensor<2x3x2xi32>
  return %0 : tensor<2x3x2xi32>
}

func.func @elements_rank1(%d: tensor<3xi32>, %i: tensor<5xi32>) -> tensor<5xi32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<3xi32>, tensor<5xi32>) -> tensor<5xi32>
  return %0 : tensor<5xi32>
}
