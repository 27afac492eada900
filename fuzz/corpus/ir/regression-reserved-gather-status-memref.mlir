// Issue 15 (d): gather.status written by the user on a private function
// whose last argument looks like a status record, next to a kernel.
func.func private @user_status(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %s: memref<6xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i {gather.site = 0 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

func.func @kernel(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// gather-ir-fuzzer options from this text's hash: --on-out-of-bounds=error (variant 1)
