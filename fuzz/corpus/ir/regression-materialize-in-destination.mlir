// Issue 15 (e): an element gather (checked as it reads) and a slice gather
// (checked first), each materialized into a tensor.empty made before it.
func.func @elements(%d: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xf32>
  %r = bufferization.materialize_in_destination %0 in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @slices(%d: tensor<4x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %0 = gather.gather_nd %d, %i : (tensor<4x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  %r = bufferization.materialize_in_destination %0 in %e : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
// gather-ir-fuzzer options from this text's hash: --on-out-of-bounds=error (variant 2)
