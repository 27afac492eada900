// The transform script of tiling-checks.mlir: each function of the payload
// is tiled, or tiled and fused, the way its name says.
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f0 = transform.structured.match ops{["func.func"]} attributes{sym_name = "gather_batch_for"} in %root : (!transform.any_op) -> !transform.any_op
    %g0 = transform.structured.match ops{["gather.gather"]} in %f0 : (!transform.any_op) -> !transform.any_op
    %t0, %l0:2 = transform.structured.tile_using_for %g0 tile_sizes [2, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f1 = transform.structured.match ops{["func.func"]} attributes{sym_name = "nd_batch_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g1 = transform.structured.match ops{["gather.gather_nd"]} in %f1 : (!transform.any_op) -> !transform.any_op
    %t1, %l1 = transform.structured.tile_using_forall %g1 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f2 = transform.structured.match ops{["func.func"]} attributes{sym_name = "elements_for"} in %root : (!transform.any_op) -> !transform.any_op
    %g2 = transform.structured.match ops{["gather.gather_elements"]} in %f2 : (!transform.any_op) -> !transform.any_op
    %t2, %l2:2 = transform.structured.tile_using_for %g2 tile_sizes [2, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f3 = transform.structured.match ops{["func.func"]} attributes{sym_name = "static_result_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g3 = transform.structured.match ops{["gather.gather_nd"]} in %f3 : (!transform.any_op) -> !transform.any_op
    %t3, %l3 = transform.structured.tile_using_forall %g3 tile_sizes [4, 3] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f4 = transform.structured.match ops{["func.func"]} attributes{sym_name = "empty_result_for"} in %root : (!transform.any_op) -> !transform.any_op
    %g4 = transform.structured.match ops{["gather.gather"]} in %f4 : (!transform.any_op) -> !transform.any_op
    %t4, %l4:2 = transform.structured.tile_using_for %g4 tile_sizes [1, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f5 = transform.structured.match ops{["func.func"]} attributes{sym_name = "fused_index_producer"} in %root : (!transform.any_op) -> !transform.any_op
    %c5 = transform.structured.match ops{["linalg.generic"]} attributes{consumer} in %f5 : (!transform.any_op) -> !transform.any_op
    %t5, %l5:2 = transform.structured.fuse %c5 tile_sizes [1, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)

    %f6 = transform.structured.match ops{["func.func"]} attributes{sym_name = "elements_outer_axis_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g6 = transform.structured.match ops{["gather.gather_elements"]} in %f6 : (!transform.any_op) -> !transform.any_op
    %t6, %l6 = transform.structured.tile_using_forall %g6 tile_sizes [0, 0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f7 = transform.structured.match ops{["func.func"]} attributes{sym_name = "dynamic_result_of_static_operands"} in %root : (!transform.any_op) -> !transform.any_op
    %g7 = transform.structured.match ops{["gather.gather_nd"]} in %f7 : (!transform.any_op) -> !transform.any_op
    %t7, %l7 = transform.structured.tile_using_for %g7 tile_sizes [2, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f8 = transform.structured.match ops{["func.func"]} attributes{sym_name = "nd_elements_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g8 = transform.structured.match ops{["gather.gather_nd"]} in %f8 : (!transform.any_op) -> !transform.any_op
    %t8, %l8 = transform.structured.tile_using_forall %g8 tile_sizes [1, 8, 0, 8, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)

    %f9 = transform.structured.match ops{["func.func"]} attributes{sym_name = "streamed_rows_forall"} in %root : (!transform.any_op) -> !transform.any_op
    %g9 = transform.structured.match ops{["gather.gather"]} in %f9 : (!transform.any_op) -> !transform.any_op
    %t9, %l9 = transform.structured.tile_using_forall %g9 tile_sizes [2, 5] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
