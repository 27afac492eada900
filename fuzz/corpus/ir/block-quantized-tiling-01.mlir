func.func @block_quantized_rows(%d: tensor<64x16xui8>, %i: tensor<10xi64>, %s: tensor<64x1xf32>, %z: tensor<64x1xui8>) -> tensor<10x32xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 32 : i64} : (tensor<64x16xui8>, tensor<10xi64>, tensor<64x1xf32>, tensor<64x1xui8>) -> tensor<10x32xf32>
  return %0 : tensor<10x32xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %g = transform.structured.match ops{["gather.gather_block_quantized"]} in %root : (!transform.any_op) -> !transform.any_op
    %t, %l = transform.structured.tile_using_forall %g tile_sizes [4] : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
