// Issue 15 (c): gather_elements applied to the value an scf.for carries.
func.func @repeat(%d: tensor<2x3xf32>, %i: tensor<2x3xi64>) -> tensor<2x3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %d) -> (tensor<2x3xf32>) {
    %g = gather.gather_elements %acc, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
    scf.yield %g : tensor<2x3xf32>
  }
  return %r : tensor<2x3xf32>
}
