// RUN: gather-opt %s --gather-to-llvm | FileCheck %s

// A splat constant operand of an elementwise op on a gathered tensor folds
// into a scalar of the fused loop: the kernel holds no buffer of its size
// (the issue's 32768x256 case compiled to a 33 MB object before).
// CHECK-NOT: llvm.mlir.global {{.*}}dense<1.250000e-01>
// CHECK-LABEL: llvm.func @scale
// CHECK: %[[EIGHTH:.*]] = llvm.mlir.constant(1.250000e-01 : f32) : f32
// CHECK: llvm.fmul %{{.*}}, %[[EIGHTH]] : f32
// CHECK-NOT: llvm.mlir.global {{.*}}dense<1.250000e-01>
func.func @scale(%d: tensor<8x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x4xf32> {
  %rows = gather.gather_nd %d, %i : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  %scale = arith.constant dense<0.125> : tensor<3x4xf32>
  %r = arith.mulf %rows, %scale : tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}
