// Dynamic sizes that the fuzzer may specialize (a static k of 2 or 3 then
// contradicts the rank of updates; rows of 1 or 2 contradict data's).
func.func @f(%d: tensor<4x3xf32>, %i: tensor<2x?xi64>, %u: tensor<2x?xf32>, %j: tensor<?x3xi64>, %v: tensor<?x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x?xf32>) -> tensor<4x3xf32>
  %1 = gather.scatter_elements %d, %j, %v {axis = 1 : i64} : (tensor<4x3xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}
// variant 10
