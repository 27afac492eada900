// Issue 15 (c): an scf.for whose carried value starts as a gather's result
// and is a gather's result in every iteration (trip count from a shape).
func.func @from_gather(%d: tensor<?x4xi8>, %i: tensor<5x1xi32>) -> tensor<5x4xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %d, %c0 : tensor<?x4xi8>
  %0 = gather.gather_nd %d, %i : (tensor<?x4xi8>, tensor<5x1xi32>) -> tensor<5x4xi8>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %0) -> (tensor<5x4xi8>) {
    %g = gather.gather_nd %d, %i : (tensor<?x4xi8>, tensor<5x1xi32>) -> tensor<5x4xi8>
    scf.yield %g : tensor<5x4xi8>
  }
  return %r : tensor<5x4xi8>
}
