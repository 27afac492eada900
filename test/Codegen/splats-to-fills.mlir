// RUN: gather-opt %s --gather-splats-to-fills | FileCheck %s

// Splat tensors of integers and floats become fills of their scalar.
// CHECK-LABEL: func.func @splats
// CHECK-DAG: %[[F:.*]] = arith.constant 1.500000e+00 : f32
// CHECK-DAG: %[[I:.*]] = arith.constant 7 : i16
// CHECK-DAG: %[[FE:.*]] = tensor.empty() : tensor<1024x256xf32>
// CHECK-DAG: %[[IE:.*]] = tensor.empty() : tensor<3x5xi16>
// CHECK-DAG: %[[FF:.*]] = linalg.fill ins(%[[F]] : f32) outs(%[[FE]] : tensor<1024x256xf32>) -> tensor<1024x256xf32>
// CHECK-DAG: %[[IF:.*]] = linalg.fill ins(%[[I]] : i16) outs(%[[IE]] : tensor<3x5xi16>) -> tensor<3x5xi16>
// CHECK: return %[[FF]], %[[IF]]
func.func @splats() -> (tensor<1024x256xf32>, tensor<3x5xi16>) {
  %f = arith.constant dense<1.5> : tensor<1024x256xf32>
  %i = arith.constant dense<7> : tensor<3x5xi16>
  return %f, %i : tensor<1024x256xf32>, tensor<3x5xi16>
}

// Complex and unsigned splats too: arith has no scalar constants of them,
// so their scalar is read from a one-element tensor constant (which the
// complex dialect folds to a scalar constant of its own).
// CHECK-LABEL: func.func @other_element_types
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C:.*]] = complex.constant [1.000000e+00 : f32, 2.000000e+00 : f32] : complex<f32>
// CHECK-DAG: %[[U1:.*]] = arith.constant dense<5> : tensor<1xui8>
// CHECK-DAG: %[[U:.*]] = tensor.extract %[[U1]][%[[ZERO]]] : tensor<1xui8>
// CHECK-DAG: %[[CF:.*]] = linalg.fill ins(%[[C]] : complex<f32>) outs(%{{.*}} : tensor<4096xcomplex<f32>>) -> tensor<4096xcomplex<f32>>
// CHECK-DAG: %[[UF:.*]] = linalg.fill ins(%[[U]] : ui8) outs(%{{.*}} : tensor<64x64xui8>) -> tensor<64x64xui8>
// CHECK: return %[[CF]], %[[UF]]
func.func @other_element_types() -> (tensor<4096xcomplex<f32>>, tensor<64x64xui8>) {
  %c = arith.constant dense<(1.0, 2.0)> : tensor<4096xcomplex<f32>>
  %u = arith.constant dense<5> : tensor<64x64xui8>
  return %c, %u : tensor<4096xcomplex<f32>>, tensor<64x64xui8>
}

// Left alone: non-splat data, one element (no larger than its scalar),
// scalars.
// CHECK-LABEL: func.func @kept
// CHECK: arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK: arith.constant dense<3.000000e+00> : tensor<1xf32>
// CHECK: arith.constant dense<5> : tensor<1xui8>
// CHECK: arith.constant 4.000000e+00 : f32
// CHECK-NOT: linalg.fill
func.func @kept() -> (tensor<2xf32>, tensor<1xf32>, tensor<1xui8>, f32) {
  %a = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %b = arith.constant dense<3.0> : tensor<1xf32>
  %u = arith.constant dense<5> : tensor<1xui8>
  %d = arith.constant 4.0 : f32
  return %a, %b, %u, %d : tensor<2xf32>, tensor<1xf32>, tensor<1xui8>, f32
}
