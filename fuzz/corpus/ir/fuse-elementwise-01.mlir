#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @rows(%d: tensor<8x4xf32>, %i: tensor<?x1xi64>, %b: tensor<4xf32>) -> tensor<?x4xf16> {
  %r = gather.gather_nd %d, %i : (tensor<8x4xf32>, tensor<?x1xi64>) -> tensor<?x4xf32>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %r, %c0 : tensor<?x4xf32>
  %e = tensor.empty(%n) : tensor<?x4xf16>
  %o = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%r, %b : tensor<?x4xf32>, tensor<4xf32>) outs(%e : tensor<?x4xf16>) {
  ^bb0(%x: f32, %y: f32, %z: f16):
    %s = arith.addf %x, %y : f32
    %h = arith.truncf %s : f32 to f16
    linalg.yield %h : f16
  } -> tensor<?x4xf16>
  return %o : tensor<?x4xf16>
}
func.func @elements(%d: tensor<8x4xf32>, %i: tensor<2x4xi32>) -> tensor<2x4xf32> {
  %g = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<8x4xf32>, tensor<2x4xi32>) -> tensor<2x4xf32>
  %s = arith.constant dense<0.5> : tensor<2x4xf32>
  %m = arith.mulf %g, %s : tensor<2x4xf32>
  %a = math.absf %m : tensor<2x4xf32>
  return %a : tensor<2x4xf32>
}
