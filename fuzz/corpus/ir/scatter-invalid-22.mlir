func.func @elements_min_of_complex(%d: tensor<4xcomplex<f64>>, %i: tensor<2xi32>, %u: tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>> {
  %0 = gather.scatter_elements %d, %i, %u reduction(min) : (tensor<4xcomplex<f64>>, tensor<2xi32>, tensor<2xcomplex<f64>>) -> tensor<4xcomplex<f64>>
  return %0 : tensor<4xcomplex<f64>>
}
