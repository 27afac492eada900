// The transform script of tiling.mlir: each function of the payload is
// tiled, or tiled and fused, the way its name says.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "nd_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g0 = transform.structured.match ops{["gather.gather_nd"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0 = transform.structured.tile_using_forall %g0 tile_sizes [3, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "elements_for"} in %root : (!transform.any_op) -> !transform.any_op
    %g1 = transform.structured.match ops{["gather.gather_elements"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1:2 = transform.structured.tile_using_for %g1 tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "nd_batch_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g2 = transform.structured.match ops{["gather.gather_nd"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %t2, %l2 = transform.structured.tile_using_forall %g2 tile_sizes [1, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f3 = transform.structured.match ops{["func.func"]} attributes{sym_name = "fuse_elementwise"} in %root : (!transform.any_op) -> !transform.any_op
    %c3 = transform.structured.match ops{["linalg.generic"]} in %f3 : (!transform.any_op) -> !transform.any_op
    %t3, %l3:2 = transform.structured.fuse %c3 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f4 = transform.structured.match ops{["func.func"]} attributes{sym_name = "fuse_into_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %c4 = transform.structured.match ops{["linalg.generic"]} in %f4 : (!transform.any_op) -> !transform.any_op
    %g4 = transform.structured.match ops{["gather.gather_elements"]} in %f4 : (!transform.any_op) -> !transform.any_op
    %t4, %forall4 = transform.structured.tile_using_forall %c4 tile_sizes [1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    %fused4, %new4 = transform.structured.fuse_into_containing_op %g4 into %forall4 : (!transform.any_op, !transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f5 = transform.structured.match ops{["func.func"]} attributes{sym_name = "fuse_matmul_rows"} in %root : (!transform.any_op) -> !transform.any_op
    %c5 = transform.structured.match ops{["linalg.matmul"]} in %f5 : (!transform.any_op) -> !transform.any_op
    %t5, %l5 = transform.structured.fuse %c5 tile_sizes [2, 0, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f6 = transform.structured.match ops{["func.func"]} attributes{sym_name = "gather_batch_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g6 = transform.structured.match ops{["gather.gather"]} in %f6 : (!transform.any_op) -> !transform.any_op
    %t6, %l6 = transform.structured.tile_using_forall %g6 tile_sizes [1, 2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
