// RUN: gather-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// Updates that may land on the same elements cannot be split across the
// concurrent tiles of an scf.forall: the reduction dimensions of a scatter
// (here scatter_nd's tuple dimension) refuse it. (Upstream only warns.)
func.func @forall_reduction(%d: tensor<8x16xf32>, %i: tensor<10x1xi64>, %u: tensor<10x16xf32>) -> tensor<8x16xf32> {
  // expected-warning @+5 {{tiling is not thread safe at axis #0}}
  // expected-note @+4 {{when applied to this op}}
  // expected-error @+3 {{'gather.scatter_nd' op cannot be tiled along updates dimension 0: its updates may land on the same elements as other tiles', so its tiles cannot run in parallel (tile it with scf.for)}}
  // expected-error @+2 {{faild to tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<8x16xf32>, tensor<10x1xi64>, tensor<10x16xf32>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    // expected-error @+1 {{transform.structured.tile_using_forall failed to apply}}
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [4, 8] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// With two tuple dimensions, splitting the inner one would apply the
// updates out of row-major order ((1, 2) tiles apply [0, 0..2) and
// [1, 0..2) before [0, 2..4)), which duplicates make visible.
func.func @inner_reduction(%d: tensor<8xf32>, %i: tensor<3x4x1xi64>, %u: tensor<3x4xf32>) -> tensor<8xf32> {
  // expected-error @+3 {{'gather.scatter_nd' op cannot be tiled along updates dimension 1: its updates may land on the same elements as other tiles', so only the outermost such dimension may be split, keeping the row-major update order}}
  // expected-error @+2 {{faild to tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<8xf32>, tensor<3x4x1xi64>, tensor<3x4xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0, %l1 = transform.structured.tile_using_for %g tile_sizes [1, 2] : (!transform.any_op) -> (!transform.any_op, !transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// As for the gathers, an operand with a static size-0 dimension cannot be
// sliced (LLVM 22's tensor.extract_slice rejects any offset into it).
func.func @zero_size_data(%d: tensor<0x4xf32>, %i: tensor<3x1xi64>, %u: tensor<3x4xf32>) -> tensor<0x4xf32> {
  // expected-error @+3 {{'gather.scatter_nd' op cannot be tiled: an operand has a dimension of static size 0, which tensor.extract_slice cannot slice}}
  // expected-error @+2 {{faild to tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %0 = gather.scatter_nd %d, %i, %u : (tensor<0x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<0x4xf32>
  return %0 : tensor<0x4xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.scatter_nd"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l0 = transform.structured.tile_using_for %g tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
