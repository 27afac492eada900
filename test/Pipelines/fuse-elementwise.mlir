// RUN: gather-opt %s --gather-to-llvm | FileCheck %s --check-prefix=FUSED
// RUN: gather-opt %s '--gather-to-llvm=fuse-elementwise=false' | FileCheck %s --check-prefix=UNFUSED

// gather-to-llvm computes elementwise consumers in the gathers' loops: the
// gathered values (MiBs here) are never stored whole, so the only heap
// buffer is the function's result; with fuse-elementwise=false the gathered
// tensor gets a buffer of its own before the cast.

// FUSED-LABEL: llvm.func @scaled_rows
// FUSED-COUNT-1: llvm.call @malloc
// FUSED-NOT: llvm.call @malloc
// FUSED: llvm.return
// UNFUSED-LABEL: llvm.func @scaled_rows
// UNFUSED-COUNT-2: llvm.call @malloc
// UNFUSED-NOT: llvm.call @malloc
// UNFUSED: llvm.return
func.func @scaled_rows(%d: tensor<4096x256xf32>, %i: tensor<4096x1xi64>) -> tensor<4096x256xf16> {
  %rows = gather.gather_nd %d, %i : (tensor<4096x256xf32>, tensor<4096x1xi64>) -> tensor<4096x256xf32>
  %scale = arith.constant dense<0.125> : tensor<4096x256xf32>
  %scaled = arith.mulf %rows, %scale : tensor<4096x256xf32>
  %half = arith.truncf %scaled : tensor<4096x256xf32> to tensor<4096x256xf16>
  return %half : tensor<4096x256xf16>
}

// FUSED-LABEL: llvm.func @absolute_elements
// FUSED-COUNT-1: llvm.call @malloc
// FUSED-NOT: llvm.call @malloc
// FUSED: llvm.return
// UNFUSED-LABEL: llvm.func @absolute_elements
// UNFUSED-COUNT-2: llvm.call @malloc
// UNFUSED-NOT: llvm.call @malloc
// UNFUSED: llvm.return
func.func @absolute_elements(%d: tensor<4096x256xf32>, %i: tensor<2048x256xi32>) -> tensor<2048x256xf16> {
  %g = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<4096x256xf32>, tensor<2048x256xi32>) -> tensor<2048x256xf32>
  %abs = math.absf %g : tensor<2048x256xf32>
  %half = arith.truncf %abs : tensor<2048x256xf32> to tensor<2048x256xf16>
  return %half : tensor<2048x256xf16>
}
