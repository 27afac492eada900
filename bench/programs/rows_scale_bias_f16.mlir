// A row gather (32768 rows of 1 KiB from a 64 MiB table) followed by an
// elementwise epilogue: scale by a splat constant (arith on tensors), add a
// bias row (a broadcasting linalg.generic), cast to f16. gather-bench
// instantiates @KERNEL once with the epilogue fused into the gather's loop
// and once with --fuse-elementwise=false.
#rows = affine_map<(d0, d1) -> (d0, d1)>
#columns = affine_map<(d0, d1) -> (d1)>
func.func @KERNEL(%data: tensor<65536x256xf32>, %indices: tensor<32768x1xi64>,
                  %bias: tensor<256xf32>) -> tensor<32768x256xf16> {
  %rows = gather.gather_nd %data, %indices
      : (tensor<65536x256xf32>, tensor<32768x1xi64>) -> tensor<32768x256xf32>
  %scale = arith.constant dense<0.125> : tensor<32768x256xf32>
  %scaled = arith.mulf %rows, %scale : tensor<32768x256xf32>
  %init = tensor.empty() : tensor<32768x256xf32>
  %shifted = linalg.generic {indexing_maps = [#rows, #columns, #rows],
                             iterator_types = ["parallel", "parallel"]}
      ins(%scaled, %bias : tensor<32768x256xf32>, tensor<256xf32>)
      outs(%init : tensor<32768x256xf32>) {
  ^bb0(%value: f32, %shift: f32, %unused: f32):
    %sum = arith.addf %value, %shift : f32
    linalg.yield %sum : f32
  } -> tensor<32768x256xf32>
  %half = arith.truncf %shifted : tensor<32768x256xf32> to tensor<32768x256xf16>
  return %half : tensor<32768x256xf16>
}
