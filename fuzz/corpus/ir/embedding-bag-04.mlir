func.func @hoisting(%w: tensor<4x8xf32>, %i: tensor<?xi64>, %n: index) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<[3, 0, 1]> : tensor<3xi64>
  %o = arith.constant dense<[0, 2]> : tensor<2xi64>
  %a0 = tensor.empty() : tensor<2x8xf32>
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %a0, %b = %a0) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %x = gather.embedding_bag sum %w, %k offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
    %y = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<?xi64>, tensor<2xi64>) -> tensor<2x8xf32>
    scf.yield %x, %y : tensor<2x8xf32>, tensor<2x8xf32>
  }
  return %r#0, %r#1 : tensor<2x8xf32>, tensor<2x8xf32>
}
