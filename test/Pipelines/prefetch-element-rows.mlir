// RUN: gather-opt %s --gather-to-llvm | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{stream-min-bytes=-1})' | mlir-translate --mlir-to-llvmir | FileCheck %s
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{prefetch-min-bytes=-1})' | mlir-translate --mlir-to-llvmir | FileCheck %s --check-prefix=OFF

// gather-to-llvm prefetches the next data row in the element loops of
// gathers along the last axis (gather-prefetch-element-rows) when their rows
// take at least prefetch-min-bytes (4 MiB by default): 1024 rows of 4 KiB do
// (gather_elements; gather, reading 256 of each row's 1024 elements), 64
// rows of 256 bytes do not. prefetch-min-bytes=-1 turns it off;
// stream-min-bytes, the row gathers' threshold, does not.
// CHECK-LABEL: define {{.*}} @large_rows(
// CHECK:         call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 3, i32 1)
// CHECK-LABEL: define {{.*}} @gather_last_axis(
// CHECK:         call void @llvm.prefetch.p0(ptr %{{.*}}, i32 0, i32 3, i32 1)
// CHECK-LABEL: define {{.*}} @small_rows(
// CHECK-NOT:     @llvm.prefetch
// CHECK:         ret
// OFF-NOT:       @llvm.prefetch
func.func @large_rows(%data: tensor<1024x1024xf32>, %indices: tensor<1024x1024xi64>) -> tensor<1024x1024xf32> {
  %0 = gather.gather_elements %data, %indices {axis = -1 : i64} : (tensor<1024x1024xf32>, tensor<1024x1024xi64>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

func.func @gather_last_axis(%data: tensor<1024x1024xf32>, %indices: tensor<256xi32>) -> tensor<1024x256xf32> {
  %0 = gather.gather %data, %indices {axis = 1 : i64} : (tensor<1024x1024xf32>, tensor<256xi32>) -> tensor<1024x256xf32>
  return %0 : tensor<1024x256xf32>
}

func.func @small_rows(%data: tensor<64x64xf32>, %indices: tensor<64x64xi64>) -> tensor<64x64xf32> {
  %0 = gather.gather_elements %data, %indices {axis = -1 : i64} : (tensor<64x64xf32>, tensor<64x64xi64>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}
