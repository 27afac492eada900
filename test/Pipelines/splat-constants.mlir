// RUN: gather-opt %s --gather-to-llvm -split-input-file | FileCheck %s

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

// -----

// A splat as the data of a gather with unknown indices is built by a fill
// when the kernel runs, not stored.
// CHECK-NOT: llvm.mlir.global {{.*}}dense<2.500000e+00>
// CHECK-LABEL: llvm.func @splat_data
// CHECK: llvm.mlir.constant(2.500000e+00 : f32) : f32
// CHECK-NOT: llvm.mlir.global {{.*}}dense<2.500000e+00>
func.func @splat_data(%i: tensor<3x1xi64>) -> tensor<3x256xf32> {
  %d = arith.constant dense<2.5> : tensor<4096x256xf32>
  %rows = gather.gather_nd %d, %i : (tensor<4096x256xf32>, tensor<3x1xi64>) -> tensor<3x256xf32>
  return %rows : tensor<3x256xf32>
}
