func.func @block_quantized_fuse(%d: tensor<3x6x40xi4>, %i: tensor<5xi32>, %s: tensor<3x6x3xf16>) -> tensor<3x5x40xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s {gather_axis = 1 : i64, quantize_axis = 2 : i64, block_size = 16 : i64} : (tensor<3x6x40xi4>, tensor<5xi32>, tensor<3x6x3xf16>) -> tensor<3x5x40xf16>
  %init = tensor.empty() : tensor<3x5x40xf16>
  %1 = linalg.negf ins(%0 : tensor<3x5x40xf16>) outs(%init : tensor<3x5x40xf16>) -> tensor<3x5x40xf16>
  return %1 : tensor<3x5x40xf16>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %n = transform.structured.match ops{["linalg.negf"]} in %root : (!transform.any_op) -> !transform.any_op
    %g = transform.structured.generalize %n : (!transform.any_op) -> !transform.any_op
    %f, %l = transform.structured.fuse %g tile_sizes [0, 1] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
