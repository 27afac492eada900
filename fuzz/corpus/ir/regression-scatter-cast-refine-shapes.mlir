// A scatter whose indices cast would, absorbed, contradict the rank of its
// updates (issue 40, defect 1): canonicalization must keep the module valid.
func.func @f(%d: tensor<4x3xf32>, %i: tensor<2x2xi64>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %ci = tensor.cast %i : tensor<2x2xi64> to tensor<2x?xi64>
  %0 = gather.scatter_nd %d, %ci, %u : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
// variant 1
