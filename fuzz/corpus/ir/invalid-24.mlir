func.func @nd_memref_data(%d: memref<2x3xf32>, %i: tensor<4x1xi64>) -> tensor<4x3xf32> {
  %0 = gather.gather_nd %d, %i : (memref<2x3xf32>, tensor<4x1xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}
