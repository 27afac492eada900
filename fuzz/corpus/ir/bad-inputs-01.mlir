func.func @nd(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

func.func @two(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> (tensor<4xi32>, tensor<4x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  %r = tensor.extract_slice %i[0, 0] [4, 1] [1, 1] : tensor<4x2xi64> to tensor<4x1xi64>
  %1 = gather.gather_nd %d, %r : (tensor<3x2xi32>, tensor<4x1xi64>) -> tensor<4x2xi32>
  return %0, %1 : tensor<4xi32>, tensor<4x2xi32>
}

func.func @bools(%d: tensor<2x2xi1>, %i: tensor<2x1xi64>) -> tensor<2x2xi1> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi1>, tensor<2x1xi64>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

func.func @bf16_index(%d: tensor<2xbf16>, %i: tensor<2x1xindex>) -> tensor<2xbf16> {
  %0 = gather.gather_nd %d, %i : (tensor<2xbf16>, tensor<2x1xindex>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}






















func.func @scalar_arg(%x: f32) -> f32 {
  return %x : f32
}
func.func @memref_result(%x: tensor<2xf16>) -> memref<2xf16> {
  %m = bufferization.to_buffer %x : tensor<2xf16> to memref<2xf16>
  return %m : memref<2xf16>
}
func.func @i4_arg(%x: tensor<2xi4>) -> tensor<2xi4> {
  return %x : tensor<2xi4>
}
func.func @signed_result(%x: tensor<3x2xi32>) -> tensor<2xsi32> {
  %c = arith.constant dense<[1, -1]> : tensor<2xsi32>
  return %c : tensor<2xsi32>
}
