// RUN: gather-opt %s --convert-tensor-to-gather --split-input-file --verify-diagnostics

// A tensor larger than 2^63-1 bytes, which upstream's tensor ops accept and
// gather ops cannot address: the rewritten op fails verification at the
// tensor op's location (the pass fails; nothing crashes).
func.func @scatter_too_large(%s: tensor<3x1152921504606846976xf32>, %d: tensor<4x1152921504606846976xf32>, %i: tensor<3x1xindex>) -> tensor<4x1152921504606846976xf32> {
  // expected-error @+1 {{'gather.scatter_nd' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0]) unique : (tensor<3x1152921504606846976xf32>, tensor<4x1152921504606846976xf32>, tensor<3x1xindex>) -> tensor<4x1152921504606846976xf32>
  return %0 : tensor<4x1152921504606846976xf32>
}

// -----

func.func @gather_too_large(%s: tensor<4x1152921504606846976xf32>, %i: tensor<3x1xindex>) -> tensor<3x1152921504606846976xf32> {
  // expected-error @+1 {{'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type}}
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x1152921504606846976xf32>, tensor<3x1xindex>) -> tensor<3x1152921504606846976xf32>
  return %0 : tensor<3x1152921504606846976xf32>
}
