func.func @kernel(%d: tensor<?x9xf32>, %i: tensor<?x4xi64>) -> tensor<?x4xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x9xf32>, tensor<?x4xi64>) -> tensor<?x4xf32>
  return %0 : tensor<?x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}
