// RUN: gather-opt %s -split-input-file --gather-prefetch-pooled-rows=min-bytes=0 -canonicalize -cse | FileCheck %s
// RUN: gather-opt %s -split-input-file '--gather-prefetch-pooled-rows=min-bytes=0 rows-ahead=2' -canonicalize -cse | FileCheck %s --check-prefix=TWO
// RUN: gather-opt %s -split-input-file --gather-prefetch-pooled-rows | FileCheck %s --check-prefix=SMALL
// RUN: gather-opt %s -split-input-file --gather-prefetch-pooled-rows=min-bytes=-1 | FileCheck %s --check-prefix=OFF
// RUN: not gather-opt %s -split-input-file --gather-prefetch-pooled-rows=rows-ahead=0 2>&1 | FileCheck %s --check-prefix=BAD

// With the pass off, nothing changes.
// OFF-NOT: memref.prefetch
// BAD: gather-prefetch-pooled-rows: rows-ahead must be >= 1

// embedding_bag's id loop after bufferization (a bag's ids [start, end) of
// the flat ids; 64 f32 of a row, 4 lines, read at its loaded id): each
// iteration first prefetches the 4 lines of the row that the id 16 places
// later names (the last id at most, its row clamped into the table),
// crossing into later bags. Tables below the default min-bytes (4 MiB) are
// left alone.
// SMALL-LABEL: func.func @bag_rows(
// SMALL-NOT:     memref.prefetch
// SMALL:         return
// CHECK-LABEL: func.func @bag_rows(
// CHECK-SAME:      %[[W:[^:]*]]: memref<100x64xf32>, %[[IDS:[^:]*]]: memref<40xi64>
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C39:.*]] = arith.constant 39 : index
// CHECK-DAG:     %[[C99:.*]] = arith.constant 99 : index
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[J]], %[[C16]] : index
// CHECK:           %[[LATER:.*]] = arith.minui %[[AHEAD]], %[[C39]] : index
// CHECK:           %[[ID:.*]] = memref.load %[[IDS]][%[[LATER]]]
// CHECK:           %[[ROW:.*]] = arith.index_cast %[[ID]]
// CHECK:           %[[ABOVE:.*]] = arith.maxsi %[[ROW]], %c0
// CHECK:           %[[CLAMPED:.*]] = arith.minsi %[[ABOVE]], %[[C99]]
// CHECK:           memref.prefetch %[[W]][%[[CLAMPED]], %c0], read, locality<3>, data
// CHECK:           memref.prefetch %[[W]][%[[CLAMPED]], %c16], read, locality<3>, data
// CHECK:           memref.prefetch %[[W]][%[[CLAMPED]], %c32], read, locality<3>, data
// CHECK:           memref.prefetch %[[W]][%[[CLAMPED]], %c48], read, locality<3>, data
// CHECK:           memref.load %[[IDS]][%[[J]]]
// CHECK:           vector.transfer_read %[[W]]
// TWO-LABEL: func.func @bag_rows(
// TWO:           arith.addi %{{.*}}, %c2 : index
func.func @bag_rows(%w: memref<100x64xf32>, %ids: memref<40xi64>, %start: index, %end: index) -> vector<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %zeros = arith.constant dense<0.0> : vector<64xf32>
  %sum = scf.for %j = %start to %end step %c1 iter_args(%acc = %zeros) -> (vector<64xf32>) {
    %id = memref.load %ids[%j] : memref<40xi64>
    %row = arith.index_cast %id : i64 to index
    %v = vector.transfer_read %w[%row, %c0], %pad {in_bounds = [true]} : memref<100x64xf32>, vector<64xf32>
    %next = arith.addf %acc, %v : vector<64xf32>
    scf.yield %next : vector<64xf32>
  }
  return %sum : vector<64xf32>
}

// -----

// A read whose row does not come from the loop's id (a row of the carried
// value) is left alone, as is one whose column is computed in the loop.
// CHECK-LABEL: func.func @not_pooled(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @not_pooled(%w: memref<100x64xf32>, %ids: memref<40xi64>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  %r = scf.for %j = %c0 to %n step %c1 iter_args(%row = %c0) -> (index) {
    %v = vector.transfer_read %w[%row, %c0], %pad {in_bounds = [true]} : memref<100x64xf32>, vector<64xf32>
    %id = memref.load %ids[%j] : memref<40xi64>
    %column = arith.index_cast %id : i64 to index
    %u = vector.transfer_read %w[%c0, %column], %pad : memref<100x64xf32>, vector<16xf32>
    %next = arith.addi %row, %c1 : index
    scf.yield %next : index
  }
  return %r : index
}

// -----

// A loop over update numbers that reads each update's row element after
// element (scatter_nd's owners: the numbers sorted by owner, so the rows
// come in no order a hardware prefetcher follows): each iteration first
// prefetches every line of the row the number 16 places later names, in a
// loop over its 256 f32 (16 lines). The rows of data it lands on are read
// at a row computed from a second load (the index), and are not matched.
// CHECK-LABEL: func.func @update_rows(
// CHECK-SAME:      %[[U:[^:]*]]: memref<300x256xf32>, %[[ORDER:[^:]*]]: memref<300xindex>
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-DAG:     %[[C256:.*]] = arith.constant 256 : index
// CHECK:         scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[J]], %[[C16]] : index
// CHECK:           %[[LATER:.*]] = arith.minui %[[AHEAD]]
// CHECK:           %[[NUMBER:.*]] = memref.load %[[ORDER]][%[[LATER]]]
// CHECK:           %[[ABOVE:.*]] = arith.maxsi %[[NUMBER]], %c0
// CHECK:           %[[ROW:.*]] = arith.minsi %[[ABOVE]]
// CHECK:           scf.for %[[L:.*]] = %c0 to %[[C256]] step %[[C16]] {
// CHECK:             %[[AT:.*]] = arith.minui %[[L]], %[[C255]] : index
// CHECK:             memref.prefetch %[[U]][%[[ROW]], %[[AT]]], read, locality<3>, data
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @update_rows(%u: memref<300x256xf32>, %order: memref<300xindex>, %idx: memref<300x1xi64>, %data: memref<100x256xf32>, %start: index, %end: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c256 = arith.constant 256 : index
  scf.for %j = %start to %end step %c1 {
    %m = memref.load %order[%j] : memref<300xindex>
    %t = memref.load %idx[%m, %c0] : memref<300x1xi64>
    %r = arith.index_cast %t : i64 to index
    scf.for %c = %c0 to %c256 step %c1 {
      %x = memref.load %u[%m, %c] : memref<300x256xf32>
      %old = memref.load %data[%r, %c] : memref<100x256xf32>
      %sum = arith.addf %old, %x : f32
      memref.store %sum, %data[%r, %c] : memref<100x256xf32>
    }
  }
  return
}
