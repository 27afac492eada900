// RUN: gather-opt %s -split-input-file --gather-flatten-fills | FileCheck %s

// A static fill becomes one loop over a collapsed view.
// CHECK-LABEL: func.func @static_fill(
// CHECK-SAME:      %[[B:.*]]: memref<8x32x256xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[B]] {{\[\[}}0, 1, 2]] : memref<8x32x256xf32> into memref<65536xf32>
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%[[FLAT]] : memref<65536xf32>)
func.func @static_fill(%b: memref<8x32x256xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%b : memref<8x32x256xf32>)
  return
}

// -----

// Dynamic sizes collapse too.
// CHECK-LABEL: func.func @dynamic_fill(
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %{{.*}} {{\[\[}}0, 1]] : memref<?x4xi8> into memref<?xi8>
// CHECK:         linalg.fill ins(%{{.*}} : i8) outs(%[[FLAT]] : memref<?xi8>)
func.func @dynamic_fill(%b: memref<?x4xi8>) {
  %zero = arith.constant 0 : i8
  linalg.fill ins(%zero : i8) outs(%b : memref<?x4xi8>)
  return
}

// -----

// Strided views, one-dimensional buffers and tensors stay.
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     collapse_shape
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<4x4xf32, strided<[8, 1]>>)
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : memref<16xf32>)
// CHECK:         linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<4x4xf32>)
func.func @left_alone(%s: memref<4x4xf32, strided<[8, 1]>>, %v: memref<16xf32>, %t: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%s : memref<4x4xf32, strided<[8, 1]>>)
  linalg.fill ins(%zero : f32) outs(%v : memref<16xf32>)
  %r = linalg.fill ins(%zero : f32) outs(%t : tensor<4x4xf32>) -> tensor<4x4xf32>
  return %r : tensor<4x4xf32>
}
