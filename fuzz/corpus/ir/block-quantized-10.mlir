func.func @hoisting(%d: tensor<8x32xui8>, %i: tensor<?xi64>, %s: tensor<8x2xf32>, %n: index) -> (tensor<2x64xf32>, tensor<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a0 = tensor.empty() : tensor<2x64xf32>
  %b0 = tensor.empty(%n) : tensor<?x64xf32>
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<2x64xf32>, tensor<?x64xf32>) {
    %x = gather.gather_block_quantized %d, %k, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
    %y = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<?xi64>, tensor<8x2xf32>) -> tensor<?x64xf32>
    scf.yield %x, %y : tensor<2x64xf32>, tensor<?x64xf32>
  }
  return %r#0, %r#1 : tensor<2x64xf32>, tensor<?x64xf32>
}
