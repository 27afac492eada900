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

// -----

// A read of 16 consecutive 4-bit values is one load of their 8 bytes when
// it is in bounds (a transfer_read whose bounds are unknown stays one, and
// masks its bytes in lowering), and each extension splits the nibbles with
// whole-vector shifts and interleaves them, low nibble first.
// CHECK-LABEL: func.func @vector_of_values
// CHECK-SAME: (%[[M:.*]]: memref<64xi8>, %[[R:.*]]: index, %[[C:.*]]: index)
// CHECK-DAG: %[[FOUR:.*]] = arith.constant dense<4> : vector<8xi8>
// CHECK-DAG: %[[LOW:.*]] = arith.constant dense<15> : vector<8xi8>
// CHECK: %[[BYTES:.*]] = vector.load %[[M]][%{{.*}}] : memref<64xi8>, vector<8xi8>
// CHECK: %[[UP:.*]] = arith.shli %[[BYTES]], %[[FOUR]] : vector<8xi8>
// CHECK: %[[EVEN:.*]] = arith.shrsi %[[UP]], %[[FOUR]] : vector<8xi8>
// CHECK: %[[ODD:.*]] = arith.shrsi %[[BYTES]], %[[FOUR]] : vector<8xi8>
// CHECK: %[[SIGNED:.*]] = vector.interleave %[[EVEN]], %[[ODD]] : vector<8xi8> -> vector<16xi8>
// CHECK: arith.extsi %[[SIGNED]] : vector<16xi8> to vector<16xi32>
// CHECK: %[[MAYBE:.*]] = vector.transfer_read %[[M]][%{{.*}}], %{{.*}} : memref<64xi8>, vector<8xi8>
// CHECK: %[[UEVEN:.*]] = arith.andi %[[MAYBE]], %[[LOW]] : vector<8xi8>
// CHECK: %[[UODD:.*]] = arith.shrui %[[MAYBE]], %[[FOUR]] : vector<8xi8>
// CHECK: %[[UNSIGNED:.*]] = vector.interleave %[[UEVEN]], %[[UODD]] : vector<8xi8> -> vector<16xi8>
// CHECK: arith.extui %[[UNSIGNED]] : vector<16xi8> to vector<16xi32>
func.func @vector_of_values(%m: memref<4x32xi4>, %r: index, %c: index) -> (vector<16xi32>, vector<16xi32>) {
  %pad = arith.constant 0 : i4
  %v = vector.transfer_read %m[%r, %c], %pad {in_bounds = [true]} : memref<4x32xi4>, vector<16xi4>
  %s = arith.extsi %v : vector<16xi4> to vector<16xi32>
  %w = vector.transfer_read %m[%r, %c], %pad : memref<4x32xi4>, vector<16xi4>
  %u = arith.extui %w : vector<16xi4> to vector<16xi32>
  return %s, %u : vector<16xi32>, vector<16xi32>
}

// -----

// A prefetch of a 4-bit value prefetches its byte: (linear index) / 2 of
// the packed buffer. Where the values have no flat packing (a dynamic
// shape), the hint is dropped.
// CHECK-LABEL: func.func @prefetches
// CHECK-SAME: (%[[M:.*]]: memref<15xi8>, %{{.*}}: memref<?xi8>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK: %[[LINEAR:.*]] = affine.linearize_index [%[[I]], %[[J]], %[[I]]] by (2, 3, 5)
// CHECK: %[[BYTE:.*]] = arith.divui %[[LINEAR]], %{{.*}} : index
// CHECK: memref.prefetch %[[M]][%[[BYTE]]], read, locality<3>, data : memref<15xi8>
// CHECK-NOT: memref.prefetch
// CHECK: return
func.func @prefetches(%m: memref<2x3x5xi4>, %d: memref<?xi4>, %i: index, %j: index) {
  memref.prefetch %m[%i, %j, %i], read, locality<3>, data : memref<2x3x5xi4>
  memref.prefetch %d[%j], read, locality<3>, data : memref<?xi4>
  return
}
