// RUN: gather-opt %s -split-input-file --gather-stream-row-copies=min-bytes=0 -canonicalize -cse | FileCheck %s
// RUN: gather-opt %s -split-input-file --gather-stream-row-copies | FileCheck %s --check-prefix=SMALL
// RUN: gather-opt %s -split-input-file --gather-stream-row-copies=min-bytes=-1 | FileCheck %s --check-prefix=OFF

// 130 rows of 20 f32 (80 bytes): two chunks of 64 rows, each row prefetched
// 8 rows ahead (clamped to the last row, 129) and stored as one 64-byte
// non-temporal vector (16-byte aligned or not) plus an ordinary copy of the
// 4-element tail; a fence ends each chunk; rows 128 and 129 keep the
// original loop. Below the default min-bytes (4 MiB) nothing changes.
// CHECK-LABEL: func.func @static_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x20xf32>, %[[IDX:[^:]*]]: memref<130x1xi64>, %[[OUT:[^:]*]]: memref<130x20xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 129 : index
// CHECK:         scf.forall (%[[CHUNK:.*]]) in (2) {
// CHECK:           %[[FIRST:.*]] = arith.muli %[[CHUNK]], %[[C64]] : index
// CHECK:           scf.for %[[K:.*]] = %[[C0]] to %[[C64]] step %[[C1]] {
// CHECK:             %[[ROW:.*]] = arith.addi %[[FIRST]], %[[K]] : index
// CHECK:             %[[AHEAD:.*]] = arith.addi %[[ROW]], %[[C8]] : index
// CHECK:             %[[NEXT:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// CHECK:             memref.load %[[IDX]][%[[NEXT]], %[[C0]]]
// CHECK:             %[[NEXT_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             scf.for %[[L:.*]] = %[[C0]] to %[[C20]] step %[[C16]] {
// CHECK-NEXT:          memref.prefetch %[[NEXT_SRC]][%[[L]]], read, locality<0>, data
// CHECK:             memref.load %[[IDX]][%[[ROW]], %[[C0]]]
// CHECK:             %[[SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             %[[DST:.*]] = memref.subview %[[OUT]][%[[ROW]], 0] [1, 20] [1, 1]
// CHECK:             %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[DST]]
// CHECK:             %{{.*}}, %[[OFFSET:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[DST]]
// CHECK:             %[[BYTES:.*]] = arith.muli %[[OFFSET]], %[[C4]] : index
// CHECK:             %[[ADDRESS:.*]] = arith.addi %[[PTR]], %[[BYTES]] : index
// CHECK:             %[[MISALIGNED:.*]] = arith.remui %[[ADDRESS]], %[[C16]] : index
// CHECK:             %[[ALIGNED:.*]] = arith.cmpi eq, %[[MISALIGNED]], %[[C0]] : index
// CHECK:             scf.if %[[ALIGNED]] {
// CHECK-NEXT:          %[[LINE:.*]] = vector.load %[[SRC]][%[[C0]]] : {{.*}}, vector<16xf32>
// CHECK-NEXT:          vector.store %[[LINE]], %[[DST]][%[[C0]]] {alignment = 16 : i64, nontemporal = true}
// CHECK-NEXT:        } else {
// CHECK-NEXT:          %[[LINE:.*]] = vector.load %[[SRC]][%[[C0]]] : {{.*}}, vector<16xf32>
// CHECK-NEXT:          vector.store %[[LINE]], %[[DST]][%[[C0]]] {nontemporal = true}
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[SRC_TAIL:.*]] = memref.subview %[[SRC]][16] [4] [1]
// CHECK-NEXT:        %[[DST_TAIL:.*]] = memref.subview %[[DST]][16] [4] [1]
// CHECK-NEXT:        memref.copy %[[SRC_TAIL]], %[[DST_TAIL]]
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.fence seq_cst
// CHECK-NEXT:    }
// CHECK:         scf.forall (%[[I:.*]]) = (128) to (130) step (1) {
// CHECK:           %[[REST_DST:.*]] = memref.subview %[[OUT]][%[[I]], 0] [1, 20] [1, 1]
// CHECK:           memref.copy %{{.*}}, %[[REST_DST]]
// CHECK-NOT:     scf.forall
// SMALL-LABEL: func.func @static_rows(
// SMALL:         scf.forall (%{{.*}}) in (130) {
// SMALL-NOT:     vector.store
// OFF-LABEL:   func.func @static_rows(
// OFF-NOT:       vector.store
func.func @static_rows(%data: memref<40x20xf32>, %indices: memref<130x1xi64>, %out: memref<130x20xf32>) {
  %c0 = arith.constant 0 : index
  %c40 = arith.constant 40 : index
  scf.forall (%i) in (130) {
    %t = memref.load %indices[%i, %c0] : memref<130x1xi64>
    %r = arith.index_cast %t : i64 to index
    %neg = arith.cmpi slt, %r, %c0 : index
    %wrapped = arith.addi %r, %c40 : index
    %row = arith.select %neg, %wrapped, %r : index
    %src = memref.subview %data[%row, 0] [1, 20] [1, 1] : memref<40x20xf32> to memref<20xf32, strided<[1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 20] [1, 1] : memref<130x20xf32> to memref<20xf32, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<20xf32, strided<[1], offset: ?>> to memref<20xf32, strided<[1], offset: ?>>
  }
  return
}

// -----

// Per-batch slices of 4x16 i8 (64 bytes, no tail), 2x64 iterations: the
// iteration space is walked as one linear range (two chunks, no rest) and
// split back into (batch, row); slices are copied through 1-D views.
// CHECK-LABEL: func.func @batched_slices(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<2x9x4x16xi8>, %[[IDX:[^:]*]]: memref<2x64x1xi32>, %[[OUT:[^:]*]]: memref<2x64x4x16xi8>
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 127 : index
// CHECK:         scf.forall (%[[CHUNK:.*]]) in (2) {
// CHECK:           scf.for
// CHECK:             %[[NEXT:.*]] = arith.minui %{{.*}}, %[[LAST]] : index
// CHECK:             %[[NEXT_ROW:.*]] = arith.remui %[[NEXT]], %[[C64]] : index
// CHECK:             %[[NEXT_BATCH:.*]] = arith.divui %[[NEXT]], %[[C64]] : index
// CHECK:             memref.load %[[IDX]][%[[NEXT_BATCH]], %[[NEXT_ROW]], %{{.*}}]
// CHECK:             %[[NEXT_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             %[[NEXT_FLAT:.*]] = memref.collapse_shape %[[NEXT_SRC]] {{\[\[}}0, 1]]
// CHECK:             memref.prefetch %[[NEXT_FLAT]]
// CHECK:             %[[DST:.*]] = memref.subview %[[OUT]]
// CHECK:             %[[DST_FLAT:.*]] = memref.collapse_shape %[[DST]] {{\[\[}}0, 1]] : memref<4x16xi8, strided<[16, 1], offset: ?>> into memref<64xi8, strided<[1], offset: ?>>
// CHECK:             vector.store %{{.*}}, %[[DST_FLAT]][%{{.*}}] {alignment = 16 : i64, nontemporal = true} : {{.*}}, vector<64xi8>
// CHECK:             vector.store %{{.*}}, %[[DST_FLAT]][%{{.*}}] {nontemporal = true} : {{.*}}, vector<64xi8>
// CHECK-NOT:         memref.copy
// CHECK:           llvm.fence seq_cst
// CHECK-NOT:     scf.forall
// SMALL-LABEL: func.func @batched_slices(
// SMALL-NOT:     vector.store
// OFF-LABEL:   func.func @batched_slices(
// OFF-NOT:       vector.store
func.func @batched_slices(%data: memref<2x9x4x16xi8>, %indices: memref<2x64x1xi32>, %out: memref<2x64x4x16xi8>) {
  %c0 = arith.constant 0 : index
  scf.forall (%b, %i) in (2, 64) {
    %t = memref.load %indices[%b, %i, %c0] : memref<2x64x1xi32>
    %r = arith.index_cast %t : i32 to index
    %src = memref.subview %data[%b, %r, 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : memref<2x9x4x16xi8> to memref<4x16xi8, strided<[16, 1], offset: ?>>
    %dst = memref.subview %out[%b, %i, 0, 0] [1, 1, 4, 16] [1, 1, 1, 1] : memref<2x64x4x16xi8> to memref<4x16xi8, strided<[16, 1], offset: ?>>
    memref.copy %src, %dst : memref<4x16xi8, strided<[16, 1], offset: ?>> to memref<4x16xi8, strided<[16, 1], offset: ?>>
  }
  return
}

// -----

// Dynamic rows and row length: the traffic is known at run time, so an
// scf.if keeps the original loop for small instances; the number of whole
// chunks, the rest and the vector tail are computed.
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<?x?xf64>, %[[IDX:[^:]*]]: memref<?x1xi64>, %[[OUT:[^:]*]]: memref<?x?xf64>, %[[N:[^:]*]]: index, %[[LEN:[^:]*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         %[[ROW_BYTES:.*]] = arith.muli %[[LEN]], %[[C8]] : index
// CHECK:         %[[BYTES:.*]] = arith.muli %[[N]], %[[ROW_BYTES]] : index
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %[[BYTES]], %[[C0]] : index
// CHECK:         scf.if %[[LARGE]] {
// CHECK:           %[[CHUNKS:.*]] = arith.divui %[[N]], %[[C64]] : index
// CHECK:           %[[COVERED:.*]] = arith.muli %[[CHUNKS]], %[[C64]] : index
// CHECK:           scf.forall (%{{.*}}) in (%[[CHUNKS]]) {
// CHECK:             %[[MAIN:.*]] = arith.subi %[[LEN]], %{{.*}} : index
// CHECK:             scf.for %{{.*}} = %[[C0]] to %[[MAIN]] step %[[C8]] {
// CHECK:               vector.store {{.*}} {alignment = 16 : i64, nontemporal = true} : memref<?xf64, strided<[1], offset: ?>>, vector<8xf64>
// CHECK:             %[[TAIL:.*]] = arith.subi %[[LEN]], %[[MAIN]] : index
// CHECK:             memref.subview %{{.*}}[%[[MAIN]]] [%[[TAIL]]] [1]
// CHECK:             memref.copy
// CHECK:             llvm.fence seq_cst
// CHECK:           scf.forall (%{{.*}}) = (%[[COVERED]]) to (%[[N]]) step (1) {
// CHECK:         } else {
// CHECK:           scf.forall (%{{.*}}) in (%[[N]]) {
// CHECK-NOT:         vector.store
// CHECK:             memref.copy
// With the default min-bytes, 4 MiB; with a negative one, no rewrite.
// SMALL-LABEL: func.func @dynamic_rows(
// SMALL:         %[[MIN:.*]] = arith.constant 4194304 : index
// SMALL:         arith.cmpi uge, %{{.*}}, %[[MIN]] : index
// OFF-LABEL:   func.func @dynamic_rows(
// OFF-NOT:       vector.store
func.func @dynamic_rows(%data: memref<?x?xf64>, %indices: memref<?x1xi64>, %out: memref<?x?xf64>, %n: index, %len: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (%n) {
    %t = memref.load %indices[%i, %c0] : memref<?x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %data[%r, 0] [1, %len] [1, 1] : memref<?x?xf64> to memref<?xf64, strided<[1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, %len] [1, 1] : memref<?x?xf64> to memref<?xf64, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<?xf64, strided<[1], offset: ?>> to memref<?xf64, strided<[1], offset: ?>>
  }
  return
}

// -----

// Loops left alone: rows shorter than a line, i1 rows (bit-packed in
// vectors), a body that stores besides the copy, and rows whose
// contiguity is not known (two dynamic dimensions).
// CHECK-LABEL: func.func @not_streamed(
// CHECK-NOT:     vector.store
// CHECK-NOT:     llvm.fence
// CHECK:         return
// SMALL-LABEL: func.func @not_streamed(
// SMALL-NOT:     vector.store
// OFF-LABEL:   func.func @not_streamed(
// OFF-NOT:       vector.store
func.func @not_streamed(%short: memref<9x15xf32>, %bits: memref<9x512xi1>, %idx: memref<100x1xi64>,
                        %out_short: memref<100x15xf32>, %out_bits: memref<100x512xi1>, %log: memref<100xi64>,
                        %wide: memref<9x?x?xf32>, %out_wide: memref<100x?x?xf32>, %m: index, %n: index) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %short[%r, 0] [1, 15] [1, 1] : memref<9x15xf32> to memref<15xf32, strided<[1], offset: ?>>
    %dst = memref.subview %out_short[%i, 0] [1, 15] [1, 1] : memref<100x15xf32> to memref<15xf32, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<15xf32, strided<[1], offset: ?>> to memref<15xf32, strided<[1], offset: ?>>
  }
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %bits[%r, 0] [1, 512] [1, 1] : memref<9x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    %dst = memref.subview %out_bits[%i, 0] [1, 512] [1, 1] : memref<100x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<512xi1, strided<[1], offset: ?>> to memref<512xi1, strided<[1], offset: ?>>
  }
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    memref.store %t, %log[%i] : memref<100xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %bits[%r, 0] [1, 512] [1, 1] : memref<9x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    %dst = memref.subview %out_bits[%i, 0] [1, 512] [1, 1] : memref<100x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<512xi1, strided<[1], offset: ?>> to memref<512xi1, strided<[1], offset: ?>>
  }
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %wide[%r, 0, 0] [1, %m, %n] [1, 1, 1] : memref<9x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    %dst = memref.subview %out_wide[%i, 0, 0] [1, %m, %n] [1, 1, 1] : memref<100x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
    memref.copy %src, %dst : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  }
  return
}
