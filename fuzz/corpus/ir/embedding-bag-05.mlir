func.func @unused(%w: tensor<4x8xf32>, %i: tensor<3xi64>) {
  %good = arith.constant dense<[3, 0, 1]> : tensor<3xi64>
  %bad = arith.constant dense<[3, 4, 1]> : tensor<3xi64>
  %o = arith.constant dense<[0, 2]> : tensor<2xi64>
  %down = arith.constant dense<[0, 2, 1]> : tensor<3xi64>
  %0 = gather.embedding_bag sum %w, %good offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  %1 = gather.embedding_bag sum %w, %bad offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  %2 = gather.embedding_bag sum %w, %good offsets(%down) : (tensor<4x8xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<3x8xf32>
  %3 = gather.embedding_bag mean %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return
}
