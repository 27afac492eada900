// RUN: gather-opt %s --generate-runtime-verification | FileCheck %s

// A tensor.cast to sizes that do not hold is undefined behaviour, outside
// what the gather lowering checks (docs/Security.md). gather-opt carries
// upstream's run-time verification, which checks such casts while
// debugging (aborting when one fails).
// CHECK-LABEL: func.func @cast_then_gather
// CHECK: %[[DIM:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<?xf32>
// CHECK: %[[HOLDS:.*]] = arith.cmpi eq, %[[DIM]], %{{.*}} : index
// CHECK: cf.assert %[[HOLDS]], "{{.*}}size mismatch of dim 0
// CHECK: tensor.cast
// CHECK: gather.gather_nd
func.func @cast_then_gather(%d: tensor<?xf32>, %i: tensor<1x1xi64>) -> tensor<1xf32> {
  %c = tensor.cast %d : tensor<?xf32> to tensor<8xf32>
  %0 = gather.gather_nd %c, %i : (tensor<8xf32>, tensor<1x1xi64>) -> tensor<1xf32>
  return %0 : tensor<1xf32>
}
