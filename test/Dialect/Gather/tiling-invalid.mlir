// RUN: gather-opt %s --transform-interpreter --split-input-file --verify-diagnostics

// An operand with a static size-0 dimension cannot be sliced into tiles
// (LLVM 22's tensor.extract_slice rejects any offset into it): tiling
// fails with a diagnostic, never with invalid IR.
func.func @zero_size_data(%d: tensor<2x0xf32>, %i: tensor<2x1xi64>) -> tensor<2x1xf32> {
  // expected-error @+3 {{'gather.gather_elements' op cannot be tiled: an operand has a dimension of static size 0, which tensor.extract_slice cannot slice}}
  // expected-error @+2 {{faild to tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x0xf32>, tensor<2x1xi64>) -> tensor<2x1xf32>
  return %0 : tensor<2x1xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_elements"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}

// -----

// So is embedding_bag's.
func.func @zero_size_bags(%w: tensor<4x8xf32>, %i: tensor<0xi64>, %o: tensor<2xi64>) -> tensor<2x8xf32> {
  // expected-error @+3 {{'gather.embedding_bag' op cannot be tiled: an operand has a dimension of static size 0, which tensor.extract_slice cannot slice}}
  // expected-error @+2 {{faild to tile operation}}
  // expected-error @+1 {{failed to generate tiling loops}}
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<0xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.embedding_bag"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_for %g tile_sizes [1, 0] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
