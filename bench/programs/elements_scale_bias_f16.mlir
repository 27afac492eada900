// An element gather (gather_elements along the outer axis of a 64 MiB
// table, 32 MiB of results) followed by an elementwise epilogue: scale by a
// splat constant (arith on tensors), add a bias row (a broadcasting
// linalg.generic), cast to f16. gather-bench instantiates @KERNEL once with
// the epilogue fused into the gather's loop and once with
// --fuse-elementwise=false.
#rows = affine_map<(d0, d1) -> (d0, d1)>
#columns = affine_map<(d0, d1) -> (d1)>
func.func @KERNEL(%data: tensor<4096x4096xf32>, %indices: tensor<2048x4096xi32>,
                  %bias: tensor<4096xf32>) -> tensor<2048x4096xf16> {
  %gathered = gather.gather_elements %data, %indices {axis = 0 : i64}
      : (tensor<4096x4096xf32>, tensor<2048x4096xi32>) -> tensor<2048x4096xf32>
  %scale = arith.constant dense<0.125> : tensor<2048x4096xf32>
  %scaled = arith.mulf %gathered, %scale : tensor<2048x4096xf32>
  %init = tensor.empty() : tensor<2048x4096xf32>
  %shifted = linalg.generic {indexing_maps = [#rows, #columns, #rows],
                             iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %bias : tensor<2048x4096xf32>, tensor<4096xf32>)
      outs(%init : tensor<2048x4096xf32>) {
  ^bb0(%value: f32, %shift: f32, %unused: f32):
    %sum = arith.addf %value, %shift : f32
    linalg.yield %sum : f32
  } -> tensor<2048x4096xf32>
  %half = arith.truncf %shifted : tensor<2048x4096xf32> to tensor<2048x4096xf16>
  return %half : tensor<2048x4096xf16>
}
