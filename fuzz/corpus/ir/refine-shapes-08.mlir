func.func @chain(%d: tensor<10x16xf32>, %i: tensor<6x1xi64>, %j: tensor<6x4xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<10x16xf32>, tensor<6x1xi64>) -> tensor<?x?xf32>
  %1 = gather.gather_elements %0, %j {axis = 1 : i64} : (tensor<?x?xf32>, tensor<6x4xi32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
