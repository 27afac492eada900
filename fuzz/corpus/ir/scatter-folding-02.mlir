func.func @hoisting(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %good = arith.constant dense<[[1], [-1]]> : tensor<2x1xi64>
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %d, %b = %d) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
    %1 = gather.scatter_nd %d, %good, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
    scf.yield %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
