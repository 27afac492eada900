// RUN: gather-opt %s -split-input-file --gather-prefetch-element-rows=min-bytes=0 -canonicalize -cse | FileCheck %s
// RUN: gather-opt %s -split-input-file --gather-prefetch-element-rows | FileCheck %s --check-prefix=SMALL
// RUN: gather-opt %s -split-input-file --gather-prefetch-element-rows=min-bytes=-1 | FileCheck %s --check-prefix=OFF

// With the pass off, nothing changes.
// OFF-NOT: memref.prefetch

// A gather_elements along the last axis after bufferization: 64 rows of 64
// f32 read at loaded columns. The element loop becomes strips of 16
// elements (one 64-byte line of the row); each first prefetches the line at
// the strip's column of the next row (row 63 at most), clamped to the row's
// last column. 64 is a multiple of 16: the strips have a static length.
// Below the default min-bytes (4 MiB of rows) it is left alone.
// SMALL-LABEL: func.func @static_rows(
// SMALL-NOT:     memref.prefetch
// SMALL:         return
// CHECK-LABEL: func.func @static_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<64x64xf32>, %[[IDX:[^:]*]]: memref<64x64xi64>, %[[OUT:[^:]*]]: memref<64x64xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[FALSE:.*]] = arith.constant false
// CHECK:         scf.forall (%[[I:.*]]) in (64) {
// CHECK:           %[[AFTER:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK:           %[[NEXT:.*]] = arith.minui %[[AFTER]], %[[C63]] : index
// CHECK:           %[[BAD:.*]] = scf.for %[[FIRST:.*]] = %[[C0]] to %[[C64]] step %[[C16]] iter_args(%[[B:.*]] = %[[FALSE]]) -> (i1) {
// CHECK:             %[[COLUMN:.*]] = arith.minui %[[FIRST]], %[[C63]] : index
// CHECK:             memref.prefetch %[[DATA]][%[[NEXT]], %[[COLUMN]]], read, locality<3>, data : memref<64x64xf32>
// CHECK:             %[[END:.*]] = arith.addi %[[FIRST]], %[[C16]] : index
// CHECK:             %[[STRIP:.*]] = scf.for %[[J:.*]] = %[[FIRST]] to %[[END]] step %[[C1]] iter_args(%[[B2:.*]] = %[[B]]) -> (i1) {
// CHECK:               %[[T:.*]] = memref.load %[[IDX]][%[[I]], %[[J]]]
// CHECK:               %[[V:.*]] = memref.load %[[DATA]][%[[I]], %{{.*}}]
// CHECK:               memref.store %[[V]], %[[OUT]][%[[I]], %[[J]]]
// CHECK:               scf.yield %{{.*}} : i1
// CHECK:             }
// CHECK:             scf.yield %[[STRIP]] : i1
// CHECK:           }
// CHECK:           scf.if %[[BAD]]
func.func @static_rows(%data: memref<64x64xf32>, %indices: memref<64x64xi64>,
                       %out: memref<64x64xf32>, %flag: memref<i8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %false = arith.constant false
  %one = arith.constant 1 : i8
  scf.forall (%i) in (64) {
    %bad = scf.for %j = %c0 to %c64 step %c1 iter_args(%b = %false) -> (i1) {
      %t = memref.load %indices[%i, %j] : memref<64x64xi64>
      %x = arith.index_cast %t : i64 to index
      %out_of_range = arith.cmpi uge, %x, %c64 : index
      %safe = arith.select %out_of_range, %c0, %x : index
      %v = memref.load %data[%i, %safe] : memref<64x64xf32>
      memref.store %v, %out[%i, %j] : memref<64x64xf32>
      %any = arith.ori %b, %out_of_range : i1
      scf.yield %any : i1
    }
    scf.if %bad {
      %r = memref.atomic_rmw ori %one, %flag[] : (i8, memref<i8>) -> i8
    }
  }
  return
}

// -----

// Dynamic sizes over two outer dimensions, f16 rows (32 elements a line):
// the next iteration is the row-major successor of (%i, %k) (the last
// iteration at most), each strip prefetches ceil(lines of the row / strips)
// lines from its share of the row, the last strip ends at the loop's end,
// and the prefetched columns are clamped to the row's last column. Dynamic
// rows may be large enough: rewritten whatever min-bytes is.
// SMALL-LABEL: func.func @dynamic_rows(
// SMALL:         memref.prefetch
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<?x?x?xf16>, %[[IDX:[^:]*]]: memref<?x?x?xi32>, %[[OUT:[^:]*]]: memref<?x?x?xf16>, %[[N:[^:]*]]: index, %[[M:[^:]*]]: index, %[[LEN:[^:]*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK:         scf.forall (%[[I:.*]], %[[K:.*]]) in (%[[N]], %[[M]]) {
// CHECK:           %[[COUNT:.*]] = arith.muli %[[N]], %[[M]] : index
// CHECK:           %[[LAST:.*]] = arith.subi %[[COUNT]], %[[C1]] : index
// CHECK:           %[[CURRENT:.*]] = affine.linearize_index disjoint [%[[I]], %[[K]]] by (%[[N]], %[[M]]) : index
// CHECK:           %[[AFTER:.*]] = arith.addi %[[CURRENT]], %[[C1]] : index
// CHECK:           %[[NEXT:.*]] = arith.minui %[[AFTER]], %[[LAST]] : index
// CHECK:           %[[NEXT_IVS:.*]]:2 = affine.delinearize_index %[[NEXT]] into (%[[N]], %[[M]]) : index, index
// CHECK:           %[[ROW:.*]] = memref.dim %[[DATA]], %[[C2]] : memref<?x?x?xf16>
// CHECK:           %[[LAST_COLUMN:.*]] = arith.subi %[[ROW]], %[[C1]] : index
// CHECK:           %[[ROW_LINES:.*]] = arith.ceildivui %[[ROW]], %[[C32]] : index
// CHECK:           %[[STRIPS:.*]] = arith.ceildivui %[[LEN]], %[[C32]] : index
// CHECK:           %[[SOME_STRIPS:.*]] = arith.maxui %[[STRIPS]], %[[C1]] : index
// CHECK:           %[[LINES:.*]] = arith.ceildivui %[[ROW_LINES]], %[[SOME_STRIPS]] : index
// CHECK:           scf.for %[[FIRST:.*]] = %[[C0]] to %[[LEN]] step %[[C32]] {
// CHECK:             %[[SHARE:.*]] = arith.muli %[[FIRST]], %[[LINES]] : index
// CHECK:             %[[SHARE_ELEMENTS:.*]] = arith.muli %[[LINES]], %[[C32]] : index
// CHECK:             %[[SHARE_END:.*]] = arith.addi %[[SHARE]], %[[SHARE_ELEMENTS]] : index
// CHECK:             scf.for %[[AT:.*]] = %[[SHARE]] to %[[SHARE_END]] step %[[C32]] {
// CHECK:               %[[COLUMN:.*]] = arith.minui %[[AT]], %[[LAST_COLUMN]] : index
// CHECK:               memref.prefetch %[[DATA]][%[[NEXT_IVS]]#0, %[[NEXT_IVS]]#1, %[[COLUMN]]], read, locality<3>, data : memref<?x?x?xf16>
// CHECK:             }
// CHECK:             %[[AFTER_STRIP:.*]] = arith.addi %[[FIRST]], %[[C32]] : index
// CHECK:             %[[END:.*]] = arith.minui %[[AFTER_STRIP]], %[[LEN]] : index
// CHECK:             scf.for %[[J:.*]] = %[[FIRST]] to %[[END]] step %[[C1]] {
// CHECK:               memref.load %[[IDX]][%[[I]], %[[K]], %[[J]]]
// CHECK:               memref.load %[[DATA]][%[[I]], %[[K]], %{{.*}}]
func.func @dynamic_rows(%data: memref<?x?x?xf16>, %indices: memref<?x?x?xi32>,
                        %out: memref<?x?x?xf16>, %n: index, %m: index,
                        %len: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i, %k) in (%n, %m) {
    scf.for %j = %c0 to %len step %c1 {
      %t = memref.load %indices[%i, %k, %j] : memref<?x?x?xi32>
      %x = arith.index_cast %t : i32 to index
      %v = memref.load %data[%i, %k, %x] : memref<?x?x?xf16>
      memref.store %v, %out[%i, %k, %j] : memref<?x?x?xf16>
    }
  }
  return
}

// -----

// A loop shorter than the row (8 elements, one strip, of a 64-element row
// of 4 lines): its one strip prefetches all 4 lines of the next row.
// CHECK-LABEL: func.func @short_loop(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<64x64xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C63:.*]] = arith.constant 63 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK:         scf.forall (%[[I:.*]]) in (64) {
// CHECK:           %[[NEXT:.*]] = arith.minui %{{.*}}, %[[C63]] : index
// CHECK:           scf.for %[[AT:.*]] = %[[C0]] to %[[C64]] step %[[C16]] {
// CHECK-NEXT:        %[[COLUMN:.*]] = arith.minui %[[AT]], %[[C63]] : index
// CHECK-NEXT:        memref.prefetch %[[DATA]][%[[NEXT]], %[[COLUMN]]], read, locality<3>, data : memref<64x64xf32>
// CHECK-NEXT:      }
// CHECK:           scf.for %{{.*}} = %[[C0]] to %{{.*}} step %{{.*}} {
// CHECK:             memref.load %[[DATA]][%[[I]], %{{.*}}]
func.func @short_loop(%data: memref<64x64xf32>, %indices: memref<64x64xi64>,
                      %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.forall (%i) in (64) {
    scf.for %j = %c0 to %c8 step %c1 {
      %t = memref.load %indices[%i, %j] : memref<64x64xi64>
      %x = arith.index_cast %t : i64 to index
      %v = memref.load %data[%i, %x] : memref<64x64xf32>
      memref.store %v, %out[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// Left alone: rows shorter than a line (8 f32), reads whose row is not the
// forall's (a column gather), and reads at columns that no load computes (a
// copy).
// CHECK-LABEL: func.func @left_alone(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @left_alone(%data: memref<64x64xf32>, %indices: memref<64x64xi64>,
                      %narrow: memref<64x8xf32>, %out: memref<64x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  scf.forall (%i) in (64) {
    scf.for %j = %c0 to %c64 step %c1 {
      %t = memref.load %indices[%i, %j] : memref<64x64xi64>
      %x = arith.index_cast %t : i64 to index
      %v = memref.load %narrow[%i, %x] : memref<64x8xf32>
      memref.store %v, %out[%i, %j] : memref<64x64xf32>
    }
  }
  scf.forall (%i) in (64) {
    scf.for %j = %c0 to %c64 step %c1 {
      %t = memref.load %indices[%i, %j] : memref<64x64xi64>
      %x = arith.index_cast %t : i64 to index
      %v = memref.load %data[%x, %i] : memref<64x64xf32>
      memref.store %v, %out[%i, %j] : memref<64x64xf32>
    }
  }
  scf.forall (%i) in (64) {
    scf.for %j = %c0 to %c64 step %c1 {
      %v = memref.load %data[%i, %j] : memref<64x64xf32>
      memref.store %v, %out[%i, %j] : memref<64x64xf32>
    }
  }
  return
}

// -----

// A scatter_elements line after bufferization: each iteration combines
// updates into its row of data, a view, at loaded columns. The next
// iteration's row is prefetched for writing: here all four of its lines
// from the loop's one strip of 16 elements.
// CHECK-LABEL: func.func @scatter_lines(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<64x64xf32>
// CHECK:         scf.forall (%[[I:.*]]) in (64) {
// CHECK:           %[[NEXT:.*]] = arith.minui
// CHECK:           scf.for %[[L:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             %[[COLUMN:.*]] = arith.minui %[[L]], %{{.*}} : index
// CHECK:             memref.prefetch %[[DATA]][%[[NEXT]], %[[COLUMN]]], write, locality<3>, data : memref<64x64xf32>
// CHECK:           scf.for
// CHECK:             arith.maximumf
// CHECK:             memref.store
func.func @scatter_lines(%data: memref<64x64xf32>, %indices: memref<64x16xi64>,
                         %updates: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (64) {
    %row = memref.subview %data[%i, 0] [1, 64] [1, 1] : memref<64x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    scf.for %j = %c0 to %c16 step %c1 {
      %t = memref.load %indices[%i, %j] : memref<64x16xi64>
      %x = arith.index_cast %t : i64 to index
      %u = memref.load %updates[%i, %j] : memref<64x16xf32>
      %old = memref.load %row[%x] : memref<64xf32, strided<[1], offset: ?>>
      %m = arith.maximumf %old, %u : f32
      memref.store %m, %row[%x] : memref<64xf32, strided<[1], offset: ?>>
    }
  }
  return
}

// -----

// A view of another row than the iteration's (here the row of a loaded
// index, a gather's row) is not the row of the iteration: left alone.
// CHECK-LABEL: func.func @view_of_another_row(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @view_of_another_row(%data: memref<64x64xf32>, %indices: memref<64x16xi64>,
                               %updates: memref<64x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  scf.forall (%i) in (64) {
    %r = memref.load %indices[%i, %c0] : memref<64x16xi64>
    %ri = arith.index_cast %r : i64 to index
    %row = memref.subview %data[%ri, 0] [1, 64] [1, 1] : memref<64x64xf32> to memref<64xf32, strided<[1], offset: ?>>
    scf.for %j = %c0 to %c16 step %c1 {
      %t = memref.load %indices[%i, %j] : memref<64x16xi64>
      %x = arith.index_cast %t : i64 to index
      %u = memref.load %updates[%i, %j] : memref<64x16xf32>
      memref.store %u, %row[%x] : memref<64xf32, strided<[1], offset: ?>>
    }
  }
  return
}
