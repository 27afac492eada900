// Issue 15 (b): func.constant of a function that contains a gather (a
// diagnostic, not a crash).
func.func private @gather_impl(%d: tensor<5xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<5xf32>, tensor<3xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

func.func @kernel(%d: tensor<5xf32>, %i: tensor<3xi64>) -> tensor<3xf32> {
  %f = func.constant @gather_impl : (tensor<5xf32>, tensor<3xi64>) -> tensor<3xf32>
  %0 = func.call_indirect %f(%d, %i) : (tensor<5xf32>, tensor<3xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
