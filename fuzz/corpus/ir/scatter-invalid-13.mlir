func.func @nd_max_of_complex(%d: tensor<4xcomplex<f32>>, %i: tensor<2x1xi64>, %u: tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>> {
  %0 = gather.scatter_nd %d, %i, %u reduction(max) : (tensor<4xcomplex<f32>>, tensor<2x1xi64>, tensor<2xcomplex<f32>>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}
