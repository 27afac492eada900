// RUN: gather-opt %s --gather-expand-strided-copies --split-input-file | FileCheck %s

// A copy out of a strided view would lower to a call of memrefCopy from the
// C runner utilities; it becomes linalg.copy (then plain loops) instead.
// CHECK-LABEL: func.func @strided_source
// CHECK-SAME: (%[[SRC:.*]]: memref<4x8xf32>, %[[DST:.*]]: memref<4x2xf32>)
// CHECK: %[[VIEW:.*]] = memref.subview %[[SRC]]
// CHECK-NOT: memref.copy
// CHECK: linalg.copy ins(%[[VIEW]] : memref<4x2xf32, strided<[8, 1], offset: 3>>) outs(%[[DST]] : memref<4x2xf32>)
func.func @strided_source(%src: memref<4x8xf32>, %dst: memref<4x2xf32>) {
  %view = memref.subview %src[0, 3] [4, 2] [1, 1] : memref<4x8xf32> to memref<4x2xf32, strided<[8, 1], offset: 3>>
  memref.copy %view, %dst : memref<4x2xf32, strided<[8, 1], offset: 3>> to memref<4x2xf32>
  return
}

// -----

// A contiguous view of static shape (a row) becomes llvm.memcpy: it stays.
// CHECK-LABEL: func.func @contiguous_row
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
// CHECK-NOT: linalg.copy
func.func @contiguous_row(%src: memref<16x8xf32>, %dst: memref<4x8xf32>, %i: index, %j: index) {
  %row = memref.subview %src[%i, 0] [1, 8] [1, 1] : memref<16x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  %out = memref.subview %dst[%j, 0] [1, 8] [1, 1] : memref<4x8xf32> to memref<8xf32, strided<[1], offset: ?>>
  memref.copy %row, %out : memref<8xf32, strided<[1], offset: ?>> to memref<8xf32, strided<[1], offset: ?>>
  return
}

// -----

// Copies between identity layouts stay memref.copy: they become llvm.memcpy.
// CHECK-LABEL: func.func @contiguous
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<?xi8> to memref<?xi8>
// CHECK-NOT: linalg.copy
func.func @contiguous(%src: memref<?xi8>, %dst: memref<?xi8>) {
  memref.copy %src, %dst : memref<?xi8> to memref<?xi8>
  return
}

// -----

// Unranked copies have no linalg form; they are left alone.
// CHECK-LABEL: func.func @unranked
// CHECK: memref.copy %{{.*}}, %{{.*}} : memref<*xf32> to memref<*xf32>
func.func @unranked(%src: memref<*xf32>, %dst: memref<*xf32>) {
  memref.copy %src, %dst : memref<*xf32> to memref<*xf32>
  return
}
