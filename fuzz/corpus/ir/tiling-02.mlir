module attributes {transform.with_named_sequence} {
  func.func @kernel(%d: tensor<?x6xf32>, %i: tensor<?x3xi64>, %j: tensor<?x1xi64>) -> tensor<?x3xf32> {
    %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x6xf32>, tensor<?x3xi64>) -> tensor<?x3xf32>
    %1 = gather.gather_nd %0, %j : (tensor<?x3xf32>, tensor<?x1xi64>) -> tensor<?x3xf32>
    return %1 : tensor<?x3xf32>
  }
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %outer = transform.structured.match ops{["gather.gather_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %inner = transform.structured.match ops{["gather.gather_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %forall = transform.structured.tile_using_forall %outer tile_sizes [1, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused, %new = transform.structured.fuse_into_containing_op %inner into %forall : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
