// RUN: gather-opt %s --gather-pack-four-bit-memory -canonicalize -split-input-file -verify-diagnostics | FileCheck %s

// 4-bit buffers become their bytes, packed flat, low nibble first: the
// function argument memref<2x3x5xi4> (30 values) is memref<15xi8>, and a
// load reads byte (linear index) / 2 and shifts it by 4 x (linear index
// % 2). ui4 travels as i4. i1 buffers keep a byte per value.

// CHECK-DAG: #[[BYTE:.*]] = affine_map<()[s0, s1] -> (s0 * 8 + (s1 * 5) floordiv 2)>
// CHECK-DAG: #[[BIT:.*]] = affine_map<()[s0] -> (s0 * 20 - ((s0 * 5) floordiv 2) * 8)>
// CHECK-LABEL: func.func @signed_values
// CHECK-SAME: (%[[M:.*]]: memref<15xi8>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[AT:.*]] = affine.apply #[[BYTE]]()[%[[I]], %[[J]]]
// CHECK: %[[B:.*]] = memref.load %[[M]][%[[AT]]] : memref<15xi8>
// CHECK: %[[SHIFT:.*]] = affine.apply #[[BIT]]()[%[[J]]]
// CHECK: %[[S8:.*]] = arith.index_cast %[[SHIFT]] : index to i8
// CHECK: %[[V:.*]] = arith.shrsi %[[B]], %[[S8]] : i8
// CHECK: %[[Q:.*]] = arith.trunci %[[V]] : i8 to i4
// CHECK: arith.extsi %[[Q]] : i4 to i32
func.func @signed_values(%m: memref<2x3x5xi4>, %i: index, %j: index) -> i32 {
  %v = memref.load %m[%i, %j, %i] : memref<2x3x5xi4>
  %e = arith.extsi %v : i4 to i32
  return %e : i32
}

// -----

// CHECK-LABEL: func.func @unsigned_values
// CHECK-SAME: (%[[M:.*]]: memref<3xi8>, %{{.*}}: memref<4xi1>
// CHECK: %[[B:.*]] = memref.load %[[M]]
// CHECK: %[[Q:.*]] = arith.trunci %{{.*}} : i8 to i4
// CHECK: arith.extui %[[Q]] : i4 to i32
// CHECK: memref.load %{{.*}} : memref<4xi1>
func.func @unsigned_values(%m: memref<6xui4>, %flags: memref<4xi1>, %i: index) -> (i32, i1) {
  %v = memref.load %m[%i] : memref<6xui4>
  %s = builtin.unrealized_conversion_cast %v : ui4 to i4
  %e = arith.extui %s : i4 to i32
  %f = memref.load %flags[%i] : memref<4xi1>
  return %e, %f : i32, i1
}

// -----

// A 4-bit buffer of dynamic shape has no packed layout to take.
func.func @dynamic_shape(%m: memref<?xi4>, %i: index) -> i4 {
  // expected-error @+1 {{failed to legalize operation 'memref.load'}}
  %v = memref.load %m[%i] : memref<?xi4>
  return %v : i4
}
