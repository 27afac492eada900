// RUN: gather-opt %s -split-input-file '--gather-stream-row-copies=min-bytes=0 bytes-per-fence=2048 prefetch-bytes=640' -canonicalize -cse | FileCheck %s
// RUN: gather-opt %s -split-input-file --gather-stream-row-copies | FileCheck %s --check-prefix=SMALL
// RUN: gather-opt %s -split-input-file --gather-stream-row-copies=min-bytes=-1 | FileCheck %s --check-prefix=OFF

// 130 rows of 20 f32 (80 bytes), with a fence every 2048 bytes: five
// parallel chunks of 25 rows, then rows 125-129 on this thread; the last row
// of each loop fences (inside the row loop, so that no alloca scope
// convert-scf-to-openmp puts around a chunk has to stay). Rows are fetched
// 640 bytes ahead, 8 rows (clamped to the last row, 129): fetching a row
// computes its source address once, keeps it in a ring of 16 addresses and
// prefetches the row into all cache levels; each loop first fetches its
// first 8 rows. A row copies from the address kept for it: when the output
// row starts on a line boundary, each whole 64-byte line with one aligned
// non-temporal store of 16 x i32 through LLVM pointers, and the 4 elements
// after the last boundary one by one; otherwise the elements before the
// first boundary and after the last one by one, and the whole lines between
// the same way. Below the default min-bytes (4 MiB) nothing changes.
// CHECK-LABEL: func.func @static_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x20xf32>, %[[IDX:[^:]*]]: memref<130x1xi64>, %[[OUT:[^:]*]]: memref<130x20xf32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C15:.*]] = arith.constant 15 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG:     %[[C24:.*]] = arith.constant 24 : index
// CHECK-DAG:     %[[C25:.*]] = arith.constant 25 : index
// CHECK-DAG:     %[[C64:.*]] = arith.constant 64 : index
// CHECK-DAG:     %[[C125:.*]] = arith.constant 125 : index
// CHECK-DAG:     %[[C130:.*]] = arith.constant 130 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 129 : index
// CHECK:         scf.forall (%[[CHUNK:.*]]) in (5) {
// CHECK:           %[[FIRST:.*]] = arith.muli %[[CHUNK]], %[[C25]] : index
// CHECK:           %[[RING:.*]] = memref.alloca() : memref<16xindex>
// CHECK:           scf.for %[[P:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK:             %[[EARLY:.*]] = arith.addi %[[FIRST]], %[[P]] : index
// CHECK:             memref.load %[[IDX]][%[[EARLY]], %[[C0]]]
// CHECK:             %[[EARLY_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             %[[EARLY_SLOT:.*]] = arith.andi %[[EARLY]], %[[C15]] : index
// CHECK:             memref.store %{{.*}}, %[[RING]][%[[EARLY_SLOT]]] : memref<16xindex>
// CHECK:             scf.for %[[L:.*]] = %[[C0]] to %[[C20]] step %[[C16]] {
// CHECK-NEXT:          memref.prefetch %[[EARLY_SRC]][%[[L]]], read, locality<3>, data
// CHECK:           scf.for %[[K:.*]] = %[[C0]] to %[[C25]] step %[[C1]] {
// CHECK:             %[[ROW:.*]] = arith.addi %[[FIRST]], %[[K]] : index
// CHECK:             %[[AHEAD:.*]] = arith.addi %[[ROW]], %[[C8]] : index
// CHECK:             %[[NEXT:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// CHECK:             memref.load %[[IDX]][%[[NEXT]], %[[C0]]]
// CHECK:             %[[NEXT_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             %[[NEXT_PTR:.*]] = memref.extract_aligned_pointer_as_index %[[NEXT_SRC]]
// CHECK:             %{{.*}}, %[[NEXT_OFFSET:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[NEXT_SRC]]
// CHECK:             %[[NEXT_BYTES:.*]] = arith.muli %[[NEXT_OFFSET]], %[[C4]] : index
// CHECK:             %[[NEXT_ADDRESS:.*]] = arith.addi %[[NEXT_PTR]], %[[NEXT_BYTES]] : index
// CHECK:             %[[NEXT_SLOT:.*]] = arith.andi %[[NEXT]], %[[C15]] : index
// CHECK:             memref.store %[[NEXT_ADDRESS]], %[[RING]][%[[NEXT_SLOT]]] : memref<16xindex>
// CHECK:             scf.for %[[L:.*]] = %[[C0]] to %[[C20]] step %[[C16]] {
// CHECK-NEXT:          memref.prefetch %[[NEXT_SRC]][%[[L]]], read, locality<3>, data
// CHECK:             %[[SLOT:.*]] = arith.andi %[[ROW]], %[[C15]] : index
// CHECK:             %[[SRC_ADDRESS:.*]] = memref.load %[[RING]][%[[SLOT]]] : memref<16xindex>
// CHECK-NOT:         memref.load %[[IDX]]
// CHECK:             %[[DST:.*]] = memref.subview %[[OUT]][%[[ROW]], 0] [1, 20] [1, 1]
// CHECK:             %[[PTR:.*]] = memref.extract_aligned_pointer_as_index %[[DST]]
// CHECK:             %{{.*}}, %[[OFFSET:.*]], %{{.*}}, %{{.*}} = memref.extract_strided_metadata %[[DST]]
// CHECK:             %[[BYTES:.*]] = arith.muli %[[OFFSET]], %[[C4]] : index
// CHECK:             %[[ADDRESS:.*]] = arith.addi %[[PTR]], %[[BYTES]] : index
// CHECK:             %[[MISALIGNED:.*]] = arith.remui %[[ADDRESS]], %[[C64]] : index
// CHECK:             %[[AT_LINE:.*]] = arith.cmpi eq, %[[MISALIGNED]], %[[C0]] : index
// CHECK:             scf.if %[[AT_LINE]] {
// CHECK-NEXT:          %[[FROM_I64:.*]] = arith.index_cast %[[SRC_ADDRESS]] : index to i64
// CHECK-NEXT:          %[[FROM_PTR:.*]] = llvm.inttoptr %[[FROM_I64]] : i64 to !llvm.ptr
// CHECK-NEXT:          %[[LINE:.*]] = llvm.load %[[FROM_PTR]] {alignment = 4 : i64} : !llvm.ptr -> vector<16xi32>
// CHECK-NEXT:          %[[TO_I64:.*]] = arith.index_cast %[[ADDRESS]] : index to i64
// CHECK-NEXT:          %[[TO_PTR:.*]] = llvm.inttoptr %[[TO_I64]] : i64 to !llvm.ptr
// CHECK-NEXT:          llvm.store %[[LINE]], %[[TO_PTR]] {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK-NEXT:          scf.for %[[E:.*]] = %[[C16]] to %[[C20]] step %[[C1]] {
// CHECK-NEXT:            %[[E_BYTES:.*]] = arith.muli %[[E]], %[[C4]] : index
// CHECK-NEXT:            %[[E_FROM:.*]] = arith.addi %[[SRC_ADDRESS]], %[[E_BYTES]] : index
// CHECK-NEXT:            %[[E_FROM_I64:.*]] = arith.index_cast %[[E_FROM]] : index to i64
// CHECK-NEXT:            %[[E_FROM_PTR:.*]] = llvm.inttoptr %[[E_FROM_I64]] : i64 to !llvm.ptr
// CHECK-NEXT:            %[[X:.*]] = llvm.load %[[E_FROM_PTR]] {alignment = 1 : i64} : !llvm.ptr -> i32
// CHECK-NEXT:            %[[E_TO:.*]] = arith.addi %[[ADDRESS]], %[[E_BYTES]] : index
// CHECK-NEXT:            %[[E_TO_I64:.*]] = arith.index_cast %[[E_TO]] : index to i64
// CHECK-NEXT:            %[[E_TO_PTR:.*]] = llvm.inttoptr %[[E_TO_I64]] : i64 to !llvm.ptr
// CHECK-NEXT:            llvm.store %[[X]], %[[E_TO_PTR]] {alignment = 1 : i64} : i32, !llvm.ptr
// CHECK-NEXT:          }
// CHECK-NEXT:        } else {
// CHECK:               %[[GAP:.*]] = arith.subi %[[C64]], %[[MISALIGNED]] : index
// CHECK:               %[[TO_LINE:.*]] = arith.remui %[[GAP]], %[[C64]] : index
// CHECK:               %[[ODD:.*]] = arith.remui %[[MISALIGNED]], %[[C4]] : index
// CHECK:               %[[ELEMENT_ALIGNED:.*]] = arith.cmpi eq, %[[ODD]], %[[C0]] : index
// CHECK:               %[[TO_LINE_ELEMENTS:.*]] = arith.divui %[[TO_LINE]], %[[C4]] : index
// CHECK:               %[[SHORT_HEAD:.*]] = arith.minui %[[TO_LINE_ELEMENTS]], %[[C20]] : index
// CHECK:               %[[HEAD:.*]] = arith.select %[[ELEMENT_ALIGNED]], %[[SHORT_HEAD]], %[[C20]] : index
// CHECK:               %[[AFTER_HEAD:.*]] = arith.subi %[[C20]], %[[HEAD]] : index
// CHECK:               %[[TAIL:.*]] = arith.remui %[[AFTER_HEAD]], %[[C16]] : index
// CHECK:               %[[LINES_END:.*]] = arith.subi %[[C20]], %[[TAIL]] : index
// CHECK:               scf.for %[[E:.*]] = %[[C0]] to %[[HEAD]] step %[[C1]] {
// CHECK:                 llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i32
// CHECK:                 llvm.store %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr
// CHECK:               scf.for %[[AT:.*]] = %[[HEAD]] to %[[LINES_END]] step %[[C16]] {
// CHECK-NEXT:            %[[AT_BYTES:.*]] = arith.muli %[[AT]], %[[C4]] : index
// CHECK-NEXT:            %[[FROM:.*]] = arith.addi %[[SRC_ADDRESS]], %[[AT_BYTES]] : index
// CHECK:                 llvm.load %{{.*}} {alignment = 4 : i64} : !llvm.ptr -> vector<16xi32>
// CHECK:                 %[[TO:.*]] = arith.addi %[[ADDRESS]], %[[AT_BYTES]] : index
// CHECK:                 llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:               scf.for %[[E:.*]] = %[[LINES_END]] to %[[C20]] step %[[C1]] {
// CHECK:                 llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i32
// CHECK:                 llvm.store %{{.*}} {alignment = 1 : i64} : i32, !llvm.ptr
// CHECK-NEXT:          }
// CHECK-NEXT:        }
// CHECK-NEXT:        %[[LAST_OF_CHUNK:.*]] = arith.cmpi eq, %[[K]], %[[C24]] : index
// CHECK-NEXT:        scf.if %[[LAST_OF_CHUNK]] {
// CHECK-NEXT:          llvm.fence seq_cst
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK:         %[[REST_RING:.*]] = memref.alloca() : memref<16xindex>
// CHECK:         scf.for %[[P:.*]] = %[[C125]] to %[[C130]] step %[[C1]] {
// CHECK:           memref.store %{{.*}}, %[[REST_RING]]
// CHECK:         scf.for %[[REST:.*]] = %[[C125]] to %[[C130]] step %[[C1]] {
// CHECK:           memref.prefetch
// CHECK:           memref.load %[[REST_RING]]
// CHECK:           %[[REST_DST:.*]] = memref.subview %[[OUT]][%[[REST]], 0] [1, 20] [1, 1]
// CHECK:           llvm.store %{{.*}} {alignment = 64 : i64, nontemporal}
// CHECK:           %[[LAST_ROW:.*]] = arith.cmpi eq, %[[REST]], %[[LAST]] : index
// CHECK-NEXT:      scf.if %[[LAST_ROW]] {
// CHECK-NEXT:        llvm.fence seq_cst
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return
// SMALL-LABEL: func.func @static_rows(
// SMALL:         scf.forall (%{{.*}}) in (130) {
// SMALL-NOT:     llvm.store
// OFF-LABEL:   func.func @static_rows(
// OFF-NOT:       llvm.store
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

// Per-batch slices of 4x16 i8 (64 bytes), 2x64 iterations: the
// iteration space is walked as one linear range (four chunks of 32 rows,
// no rest) and split back into (batch, row) by affine.delinearize_index;
// slices are copied through 1-D views.
// CHECK-LABEL: func.func @batched_slices(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<2x9x4x16xi8>, %[[IDX:[^:]*]]: memref<2x64x1xi32>, %[[OUT:[^:]*]]: memref<2x64x4x16xi8>
// CHECK-DAG:     %[[C31:.*]] = arith.constant 31 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 127 : index
// CHECK:         scf.forall (%[[CHUNK:.*]]) in (4) {
// CHECK:           scf.for %[[K:.*]] =
// CHECK:             %[[NEXT:.*]] = arith.minui %{{.*}}, %[[LAST]] : index
// CHECK:             %[[NEXT_POS:.*]]:2 = affine.delinearize_index %[[NEXT]] into (2, 64) : index, index
// CHECK:             memref.load %[[IDX]][%[[NEXT_POS]]#0, %[[NEXT_POS]]#1, %{{.*}}]
// CHECK:             %[[NEXT_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:             %[[NEXT_FLAT:.*]] = memref.collapse_shape %[[NEXT_SRC]] {{\[\[}}0, 1]]
// CHECK:             memref.prefetch %[[NEXT_FLAT]]
// CHECK:             %[[DST:.*]] = memref.subview %[[OUT]]
// CHECK:             %[[DST_FLAT:.*]] = memref.collapse_shape %[[DST]] {{\[\[}}0, 1]] : memref<4x16xi8, strided<[16, 1], offset: ?>> into memref<64xi8, strided<[1], offset: ?>>
// CHECK:             memref.extract_aligned_pointer_as_index %[[DST_FLAT]]
// CHECK:             llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> vector<16xi32>
// CHECK:             llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:             %[[LAST_OF_CHUNK:.*]] = arith.cmpi eq, %[[K]], %[[C31]] : index
// CHECK-NEXT:        scf.if %[[LAST_OF_CHUNK]] {
// CHECK-NEXT:          llvm.fence seq_cst
// CHECK-NEXT:        }
// CHECK-NOT:     scf.for
// CHECK-NOT:     llvm.fence
// CHECK:         return
// SMALL-LABEL: func.func @batched_slices(
// SMALL-NOT:     llvm.store
// OFF-LABEL:   func.func @batched_slices(
// OFF-NOT:       llvm.store
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
// scf.if keeps the original loop for small instances; the rows per chunk
// (at least one, also for empty rows), the number of whole chunks, the rest
// and the rows fetched ahead (640 bytes' worth, 255 at most) are computed,
// and each loop's ring holds 256 addresses.
// CHECK-LABEL: func.func @dynamic_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<?x?xf64>, %[[IDX:[^:]*]]: memref<?x1xi64>, %[[OUT:[^:]*]]: memref<?x?xf64>, %[[N:[^:]*]]: index, %[[LEN:[^:]*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C255:.*]] = arith.constant 255 : index
// CHECK-DAG:     %[[C640:.*]] = arith.constant 640 : index
// CHECK-DAG:     %[[C2048:.*]] = arith.constant 2048 : index
// CHECK:         %[[ROW_BYTES:.*]] = arith.muli %[[LEN]], %[[C8]] : index
// CHECK:         %[[BYTES:.*]] = arith.muli %[[N]], %[[ROW_BYTES]] : index
// CHECK:         %[[LARGE:.*]] = arith.cmpi uge, %[[BYTES]], %[[C0]] : index
// CHECK:         scf.if %[[LARGE]] {
// CHECK:           %[[NONZERO:.*]] = arith.maxui %[[ROW_BYTES]], %[[C1]] : index
// CHECK:           %[[ROWS_IN_BYTES:.*]] = arith.ceildivui %[[C640]], %[[NONZERO]] : index
// CHECK:           %[[ROWS_AHEAD:.*]] = arith.minui %[[ROWS_IN_BYTES]], %[[C255]] : index
// CHECK:           %[[FIT:.*]] = arith.divui %[[C2048]], %[[NONZERO]] : index
// CHECK:           %[[CHUNK_ROWS:.*]] = arith.maxui %[[FIT]], %[[C1]] : index
// CHECK:           %[[CHUNKS:.*]] = arith.divui %[[N]], %[[CHUNK_ROWS]] : index
// CHECK:           %[[COVERED:.*]] = arith.muli %[[CHUNKS]], %[[CHUNK_ROWS]] : index
// CHECK:           scf.forall (%{{.*}}) in (%[[CHUNKS]]) {
// CHECK:             memref.alloca() : memref<256xindex>
// CHECK:             %[[FIRST_AHEAD:.*]] = arith.minui %[[ROWS_AHEAD]], %[[CHUNK_ROWS]] : index
// CHECK:             scf.for %{{.*}} = %[[C0]] to %[[FIRST_AHEAD]] step %[[C1]] {
// CHECK:             scf.for %{{.*}} = %[[C0]] to %[[CHUNK_ROWS]] step %[[C1]] {
// CHECK:               llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:             llvm.fence seq_cst
// CHECK:           scf.for %{{.*}} = %[[COVERED]] to %[[N]] step %[[C1]] {
// CHECK:             llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:           llvm.fence seq_cst
// CHECK:         } else {
// CHECK:           scf.forall (%{{.*}}) in (%[[N]]) {
// CHECK-NOT:         llvm.store
// CHECK:             memref.copy
// With the default min-bytes, 4 MiB; with a negative one, no rewrite.
// SMALL-LABEL: func.func @dynamic_rows(
// SMALL:         %[[MIN:.*]] = arith.constant 4194304 : index
// SMALL:         arith.cmpi uge, %{{.*}}, %[[MIN]] : index
// OFF-LABEL:   func.func @dynamic_rows(
// OFF-NOT:       llvm.store
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

// A source row defined outside the loop (the slices of a splat constant
// fold to one constant row) is the same for every row: it is prefetched and
// streamed as it is, a rank-2 row through one collapse_shape.
// CHECK-LABEL: func.func @invariant_rows(
// CHECK-SAME:      %[[ROW:[^:]*]]: memref<3x8xf32>
// CHECK:         %[[FLAT:.*]] = memref.collapse_shape %[[ROW]] {{\[\[}}0, 1]] : memref<3x8xf32> into memref<24xf32>
// CHECK:         llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
func.func @invariant_rows(%row: memref<3x8xf32>, %out: memref<?x3x8xf32>, %n: index) {
  scf.forall (%i) in (%n) {
    %dst = memref.subview %out[%i, 0, 0] [1, 3, 8] [1, 1, 1] : memref<?x3x8xf32> to memref<3x8xf32, strided<[8, 1], offset: ?>>
    memref.copy %row, %dst : memref<3x8xf32> to memref<3x8xf32, strided<[8, 1], offset: ?>>
  }
  return
}

// -----

// Lines move as bytes, so rows of any element type stream: i1 (a byte each)
// and complex<f64> (16 bytes), whose elements before the first and after
// the last line boundary are copied as integers of their width.
// CHECK-LABEL: func.func @byte_rows(
// CHECK:         llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:         llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i8
// CHECK:         llvm.store %{{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
// CHECK:         llvm.load %{{.*}} {alignment = 1 : i64} : !llvm.ptr -> i128
func.func @byte_rows(%bits: memref<9x512xi1>, %pairs: memref<9x8xcomplex<f64>>, %idx: memref<100x1xi64>,
                     %out_bits: memref<100x512xi1>, %out_pairs: memref<100x8xcomplex<f64>>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %bits[%r, 0] [1, 512] [1, 1] : memref<9x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    %dst = memref.subview %out_bits[%i, 0] [1, 512] [1, 1] : memref<100x512xi1> to memref<512xi1, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<512xi1, strided<[1], offset: ?>> to memref<512xi1, strided<[1], offset: ?>>
  }
  scf.forall (%i) in (100) {
    %t = memref.load %idx[%i, %c0] : memref<100x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %pairs[%r, 0] [1, 8] [1, 1] : memref<9x8xcomplex<f64>> to memref<8xcomplex<f64>, strided<[1], offset: ?>>
    %dst = memref.subview %out_pairs[%i, 0] [1, 8] [1, 1] : memref<100x8xcomplex<f64>> to memref<8xcomplex<f64>, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<8xcomplex<f64>, strided<[1], offset: ?>> to memref<8xcomplex<f64>, strided<[1], offset: ?>>
  }
  return
}

// -----

// Loops left alone: rows shorter than a line, rows of f80 (10-byte
// elements do not fill 64-byte lines), a body that stores besides the copy,
// and rows whose contiguity is not known (two dynamic dimensions).
// CHECK-LABEL: func.func @not_streamed(
// CHECK-NOT:     llvm.store
// CHECK-NOT:     llvm.fence
// CHECK:         return
// SMALL-LABEL: func.func @not_streamed(
// SMALL-NOT:     llvm.store
// OFF-LABEL:   func.func @not_streamed(
// OFF-NOT:       llvm.store
func.func @not_streamed(%short: memref<9x15xf32>, %bits: memref<9x512xi1>, %idx: memref<100x1xi64>,
                        %wide_float: memref<9x64xf80>, %out_wide_float: memref<100x64xf80>,
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
    %src = memref.subview %wide_float[%r, 0] [1, 64] [1, 1] : memref<9x64xf80> to memref<64xf80, strided<[1], offset: ?>>
    %dst = memref.subview %out_wide_float[%i, 0] [1, 64] [1, 1] : memref<100x64xf80> to memref<64xf80, strided<[1], offset: ?>>
    memref.copy %src, %dst : memref<64xf80, strided<[1], offset: ?>> to memref<64xf80, strided<[1], offset: ?>>
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

// -----

// A consumer fused into a row gather reads each row with a linalg op
// instead of copying it (gather-fuse-elementwise-consumers): the loop
// stays, its stores are the consumer's, and each iteration first prefetches
// the row that iteration i + 8 reads (640 bytes of rows ahead; at most the
// last, 129), found by
// cloning the ops that compute its address. Below min-bytes nothing changes.
// CHECK-LABEL: func.func @fused_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x20xf32>, %[[IDX:[^:]*]]: memref<130x1xi64>, %[[OUT:[^:]*]]: memref<130x20xf16>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[C16:.*]] = arith.constant 16 : index
// CHECK-DAG:     %[[C20:.*]] = arith.constant 20 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 129 : index
// CHECK:         scf.forall (%[[I:.*]]) in (130) {
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[I]], %[[C8]] : index
// CHECK:           %[[NEXT:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// CHECK:           memref.load %[[IDX]][%[[NEXT]], %[[C0]]]
// CHECK:           %[[NEXT_SRC:.*]] = memref.subview %[[DATA]]
// CHECK:           scf.for %[[L:.*]] = %[[C0]] to %[[C20]] step %[[C16]] {
// CHECK-NEXT:        memref.prefetch %{{.*}}[%[[L]]], read, locality<3>, data
// CHECK:           memref.load %[[IDX]][%[[I]], %[[C0]]]
// CHECK:           %[[SRC:.*]] = memref.subview %[[DATA]]
// CHECK:           %[[DST:.*]] = memref.subview %[[OUT]][%[[I]], 0] [1, 20] [1, 1]
// CHECK:           linalg.generic {{.*}} ins(%[[SRC]] : {{.*}}) outs(%[[DST]] : {{.*}})
// CHECK-NOT:     llvm.store
// SMALL-LABEL: func.func @fused_rows(
// SMALL-NOT:     memref.prefetch
// OFF-LABEL:   func.func @fused_rows(
// OFF-NOT:       memref.prefetch
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused_rows(%data: memref<40x20xf32>, %idx: memref<130x1xi64>, %out: memref<130x20xf16>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (130) {
    %t = memref.load %idx[%i, %c0] : memref<130x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %data[%r, 0] [1, 20] [1, 1] : memref<40x20xf32> to memref<1x20xf32, strided<[20, 1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 20] [1, 1] : memref<130x20xf16> to memref<1x20xf16, strided<[20, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
        ins(%src : memref<1x20xf32, strided<[20, 1], offset: ?>>) outs(%dst : memref<1x20xf16, strided<[20, 1], offset: ?>>) {
    ^bb0(%x: f32, %o: f16):
      %h = arith.truncf %x : f32 to f16
      linalg.yield %h : f16
    }
  }
  return
}

// -----

// A fused row loop over two dimensions (5 x 26 tuples): iterations count
// row-major, so the row prefetched is that of iteration
// min(5 * 26-position + 8, 129), split back into the two loop indices; the
// prefetch never addresses a tuple outside the indices.
// CHECK-LABEL: func.func @fused_rows_2d(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x20xf32>, %[[IDX:[^:]*]]: memref<5x26x1xi64>
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 129 : index
// CHECK:         scf.forall (%[[I:.*]], %[[J:.*]]) in (5, 26) {
// CHECK:           %[[CURRENT:.*]] = affine.linearize_index disjoint [%[[I]], %[[J]]] by (5, 26) : index
// CHECK:           %[[AHEAD:.*]] = arith.addi %[[CURRENT]], %[[C8]] : index
// CHECK:           %[[NEXT:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// CHECK:           %[[SPLIT:.*]]:2 = affine.delinearize_index %[[NEXT]] into (5, 26) : index, index
// CHECK:           memref.load %[[IDX]][%[[SPLIT]]#0, %[[SPLIT]]#1, %{{.*}}]
// CHECK:           memref.prefetch
// CHECK:           linalg.generic
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused_rows_2d(%data: memref<40x20xf32>, %idx: memref<5x26x1xi64>, %out: memref<5x26x20xf16>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i, %j) in (5, 26) {
    %t = memref.load %idx[%i, %j, %c0] : memref<5x26x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %data[%r, 0] [1, 20] [1, 1] : memref<40x20xf32> to memref<1x20xf32, strided<[20, 1], offset: ?>>
    %dst = memref.subview %out[%i, %j, 0] [1, 1, 20] [1, 1, 1] : memref<5x26x20xf16> to memref<1x20xf16, strided<[20, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
        ins(%src : memref<1x20xf32, strided<[20, 1], offset: ?>>) outs(%dst : memref<1x20xf16, strided<[20, 1], offset: ?>>) {
    ^bb0(%x: f32, %o: f16):
      %h = arith.truncf %x : f32 to f16
      linalg.yield %h : f16
    }
  }
  return
}

// -----

// A gather of 2-D indices along axis 1, with its consumer fused: the tile of
// data is a subview expanded to the consumer's rank. The row is the
// expanded subview, and its address (load, subview, expand_shape) is cloned
// for the iteration 4 ahead (640 bytes of rows of 160 bytes).
// CHECK-LABEL: func.func @fused_expanded_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<3x40x40xf32>, %[[IDX:[^:]*]]: memref<2x8xi64>
// CHECK:         scf.forall (%[[B:.*]], %[[I:.*]], %[[J:.*]]) in (3, 2, 8) {
// CHECK:           %[[SPLIT:.*]]:3 = affine.delinearize_index %{{.*}} into (3, 2, 8) : index, index, index
// CHECK:           memref.load %[[IDX]][%[[SPLIT]]#1, %[[SPLIT]]#2]
// CHECK:           %[[NEXT_SRC:.*]] = memref.subview %[[DATA]][%[[SPLIT]]#0,
// CHECK:           %[[NEXT_ROW:.*]] = memref.expand_shape %[[NEXT_SRC]]
// CHECK:           %[[FLAT:.*]] = memref.collapse_shape %[[NEXT_ROW]]
// CHECK:           scf.for
// CHECK-NEXT:        memref.prefetch %[[FLAT]]
// CHECK:           memref.load %[[IDX]][%[[I]], %[[J]]]
// CHECK:           linalg.generic
// SMALL-LABEL: func.func @fused_expanded_rows(
// SMALL-NOT:     memref.prefetch
#id4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @fused_expanded_rows(%data: memref<3x40x40xf32>, %idx: memref<2x8xi64>, %out: memref<3x2x8x40xf32>) {
  scf.forall (%b, %i, %j) in (3, 2, 8) {
    %t = memref.load %idx[%i, %j] : memref<2x8xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %data[%b, %r, 0] [1, 1, 40] [1, 1, 1] : memref<3x40x40xf32> to memref<1x1x40xf32, strided<[1600, 40, 1], offset: ?>>
    %row = memref.expand_shape %src [[0, 1], [2], [3]] output_shape [1, 1, 1, 40] : memref<1x1x40xf32, strided<[1600, 40, 1], offset: ?>> into memref<1x1x1x40xf32, strided<[1600, 1600, 40, 1], offset: ?>>
    %dst = memref.subview %out[%b, %i, %j, 0] [1, 1, 1, 40] [1, 1, 1, 1] : memref<3x2x8x40xf32> to memref<1x1x1x40xf32, strided<[640, 320, 40, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
        ins(%row : memref<1x1x1x40xf32, strided<[1600, 1600, 40, 1], offset: ?>>) outs(%dst : memref<1x1x1x40xf32, strided<[640, 320, 40, 1], offset: ?>>) {
    ^bb0(%x: f32, %o: f32):
      %a = math.absf %x : f32
      linalg.yield %a : f32
    }
  }
  return
}

// -----

// A row viewed from a buffer the loop allocates itself (no table outside
// the loop) is not a gathered row: no prefetch.
// CHECK-LABEL: func.func @fused_local_rows(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
#id2b = affine_map<(d0, d1) -> (d0, d1)>
func.func @fused_local_rows(%idx: memref<130x1xi64>, %out: memref<130x20xf32>) {
  %c0 = arith.constant 0 : index
  scf.forall (%i) in (130) {
    %local = memref.alloca() : memref<40x20xf32>
    %t = memref.load %idx[%i, %c0] : memref<130x1xi64>
    %r = arith.index_cast %t : i64 to index
    %src = memref.subview %local[%r, 0] [1, 20] [1, 1] : memref<40x20xf32> to memref<1x20xf32, strided<[20, 1], offset: ?>>
    %row = memref.cast %src : memref<1x20xf32, strided<[20, 1], offset: ?>> to memref<1x20xf32, strided<[20, 1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 20] [1, 1] : memref<130x20xf32> to memref<1x20xf32, strided<[20, 1], offset: ?>>
    linalg.generic {indexing_maps = [#id2b, #id2b], iterator_types = ["parallel", "parallel"]}
        ins(%row : memref<1x20xf32, strided<[20, 1], offset: ?>>) outs(%dst : memref<1x20xf32, strided<[20, 1], offset: ?>>) {
    ^bb0(%x: f32, %o: f32):
      %a = math.absf %x : f32
      linalg.yield %a : f32
    }
  }
  return
}

// -----

// A row read a vector at a time in a sequential loop and decoded (the
// quantized gather's chunks: 64-byte rows of packed values), with elements
// of another row of the same index loaded beside it (its scales): each
// iteration first prefetches both rows that iteration i + 10 reads (640
// bytes of data rows ahead), whatever the loop's size, as long as the pass
// runs.
// CHECK-LABEL: func.func @vector_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x64xi8>, %[[SCALES:[^:]*]]: memref<40x2xf32>, %[[IDX:[^:]*]]: memref<130xi64>, %[[OUT:[^:]*]]: memref<130x64xf32>
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C10:.*]] = arith.constant 10 : index
// CHECK-DAG:     %[[C32:.*]] = arith.constant 32 : index
// CHECK-DAG:     %[[LAST:.*]] = arith.constant 129 : index
// The output (33 KiB, above min-bytes = 0) starts on 32 bytes (a multiple
// of the stores' vector<8xf32>, written at multiples of 32 bytes): its rows
// are written with non-temporal stores, in 16 chunks of 8 rows (2 KiB,
// bytes-per-fence), each fenced at its last row, then the 2 rows left.
// CHECK:         %[[START:.*]] = memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK:         %[[MISALIGNED:.*]] = arith.remui %[[START]], %[[C32]] : index
// CHECK:         %[[ALIGNED:.*]] = arith.cmpi eq, %[[MISALIGNED]], %{{.*}} : index
// CHECK:         scf.if %[[ALIGNED]] {
// CHECK:           scf.forall (%[[CHUNK:.*]]) in (16) {
// CHECK:             scf.for %[[K:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:               %[[I:.*]] = arith.addi
// CHECK:               %[[AHEAD:.*]] = arith.addi %[[I]], %[[C10]] : index
// CHECK:               %[[NEXT:.*]] = arith.minui %[[AHEAD]], %[[LAST]] : index
// Both rows of iteration i + 10 from one load of its index:
// CHECK:               memref.load %[[IDX]][%[[NEXT]]]
// CHECK-NOT:           memref.load
// CHECK:               memref.subview %[[DATA]]
// CHECK:               memref.subview %[[SCALES]]
// CHECK:               memref.prefetch %{{.*}}, read, locality<3>, data
// CHECK:               memref.prefetch %{{.*}}, read, locality<3>, data
// CHECK:               memref.load %[[IDX]][%[[I]]]
// CHECK:               %[[ROW:.*]] = memref.subview %[[DATA]]
// CHECK:               %[[SCALES_ROW:.*]] = memref.subview %[[SCALES]]
// CHECK:               %[[DST:.*]] = memref.subview %[[OUT]][%[[I]], 0]
// CHECK:               memref.extract_aligned_pointer_as_index %[[DST]]
// CHECK:               scf.for %[[J:.*]] = 
// CHECK:                 vector.transfer_read %[[ROW]]
// CHECK:                 memref.load %[[SCALES_ROW]]
// CHECK:                 %[[SCALED:.*]] = arith.mulf
// CHECK:                 %[[WORDS:.*]] = vector.bitcast %[[SCALED]] : vector<8xf32> to vector<8xi32>
// CHECK-NOT:             memref.extract_aligned_pointer_as_index
// CHECK:                 arith.muli %[[J]], %{{.*}} : index
// CHECK:                 %[[POINTER:.*]] = llvm.inttoptr
// CHECK:                 llvm.store %[[WORDS]], %[[POINTER]] {alignment = 32 : i64, nontemporal} : vector<8xi32>, !llvm.ptr
// CHECK:               %[[IS_LAST:.*]] = arith.cmpi eq, %[[K]], %[[C7]] : index
// CHECK:               scf.if %[[IS_LAST]] {
// CHECK:                 llvm.fence seq_cst
// CHECK:           scf.for %[[K2:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             llvm.store {{.*}} {alignment = 32 : i64, nontemporal}
// CHECK:             arith.cmpi eq, %[[K2]], %[[LAST]] : index
// CHECK:             llvm.fence seq_cst
// Elsewhere, the loop as it was, prefetched.
// CHECK:         } else {
// CHECK:           scf.forall (%[[I2:.*]]) in (130) {
// CHECK:             memref.prefetch
// CHECK-NOT:         llvm.store
// CHECK:             vector.transfer_write
// SMALL-LABEL: func.func @vector_rows(
// SMALL-NOT:     nontemporal
// SMALL:         memref.prefetch
// SMALL-NOT:     nontemporal
// SMALL:         return
// OFF-LABEL:   func.func @vector_rows(
// OFF-NOT:       memref.prefetch
func.func @vector_rows(%data: memref<40x64xi8>, %scales: memref<40x2xf32>, %idx: memref<130xi64>, %out: memref<130x64xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c32 = arith.constant 32 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i8
  scf.forall (%i) in (130) {
    %t = memref.load %idx[%i] : memref<130xi64>
    %r = arith.index_cast %t : i64 to index
    %row = memref.subview %data[%r, 0] [1, 64] [1, 1] : memref<40x64xi8> to memref<1x64xi8, strided<[64, 1], offset: ?>>
    %scales_row = memref.subview %scales[%r, 0] [1, 2] [1, 1] : memref<40x2xf32> to memref<1x2xf32, strided<[2, 1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 64] [1, 1] : memref<130x64xf32> to memref<1x64xf32, strided<[64, 1], offset: ?>>
    scf.for %j = %c0 to %c64 step %c8 {
      %bytes = vector.transfer_read %row[%c0, %j], %zero {in_bounds = [true]} : memref<1x64xi8, strided<[64, 1], offset: ?>>, vector<8xi8>
      %block = arith.divui %j, %c32 : index
      %scale = memref.load %scales_row[%c0, %block] : memref<1x2xf32, strided<[2, 1], offset: ?>>
      %values = arith.uitofp %bytes : vector<8xi8> to vector<8xf32>
      %splat = vector.broadcast %scale : f32 to vector<8xf32>
      %scaled = arith.mulf %values, %splat : vector<8xf32>
      vector.transfer_write %scaled, %dst[%c0, %j] {in_bounds = [true]} : vector<8xf32>, memref<1x64xf32, strided<[64, 1], offset: ?>>
    }
  }
  return
}

// -----

// 4-bit rows have no views: the chunks read data itself, and the zero
// points, at the row of the loaded index (i4 and ui4 data). The rows of
// iteration i + 5 (640 bytes of data rows of 128 bytes ahead) are
// prefetched at the same indices, a line (128 4-bit values) at a time,
// with the row of scales loaded beside them; the output is streamed.
// CHECK-LABEL: func.func @four_bit_rows(
// CHECK-SAME:      %[[DATA:[^:]*]]: memref<40x256xi4>, %[[ZP:[^:]*]]: memref<40x8xi4>, %[[SCALES:[^:]*]]: memref<40x8xf32>, %[[IDX:[^:]*]]: memref<130xi64>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK-DAG:     %[[C128:.*]] = arith.constant 128 : index
// CHECK-DAG:     %[[C256:.*]] = arith.constant 256 : index
// CHECK:         scf.if
// CHECK:           scf.forall
// CHECK:             scf.for
// CHECK:               %[[AHEAD:.*]] = arith.addi %{{.*}}, %[[C5]] : index
// CHECK:               %[[NEXT:.*]] = arith.minui %[[AHEAD]]
// CHECK:               %[[T:.*]] = memref.load %[[IDX]][%[[NEXT]]]
// CHECK:               %[[R:.*]] = arith.index_cast %[[T]]
// CHECK:               scf.for %[[L:.*]] = %[[C0]] to %[[C256]] step %[[C128]] {
// CHECK:                 memref.prefetch %[[DATA]][%[[R]], %[[L]]], read, locality<3>, data : memref<40x256xi4>
// CHECK:               memref.prefetch %[[ZP]][%[[R]], %[[C0]]], read, locality<3>, data : memref<40x8xi4>
// CHECK:               memref.prefetch %[[SCALES]][%[[R]], %[[C0]]], read, locality<3>, data : memref<40x8xf32>
// CHECK:               scf.for
// CHECK:                 vector.transfer_read %[[DATA]]
// CHECK:                 llvm.store {{.*}} {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
func.func @four_bit_rows(%data: memref<40x256xi4>, %zp: memref<40x8xi4>, %scales: memref<40x8xf32>, %idx: memref<130xi64>, %out: memref<130x256xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %zero = arith.constant 0 : i4
  scf.forall (%i) in (130) {
    %t = memref.load %idx[%i] : memref<130xi64>
    %r = arith.index_cast %t : i64 to index
    %dst = memref.subview %out[%i, 0] [1, 256] [1, 1] : memref<130x256xf32> to memref<1x256xf32, strided<[256, 1], offset: ?>>
    scf.for %j = %c0 to %c256 step %c16 {
      %q = vector.transfer_read %data[%r, %j], %zero {in_bounds = [true]} : memref<40x256xi4>, vector<16xi4>
      %block = arith.divui %j, %c32 : index
      %z = memref.load %zp[%r, %block] : memref<40x8xi4>
      %scale = memref.load %scales[%r, %block] : memref<40x8xf32>
      %values = arith.extsi %q : vector<16xi4> to vector<16xi32>
      %zs = vector.broadcast %z : i4 to vector<16xi4>
      %zv = arith.extsi %zs : vector<16xi4> to vector<16xi32>
      %d = arith.subi %values, %zv : vector<16xi32>
      %f = arith.sitofp %d : vector<16xi32> to vector<16xf32>
      %splat = vector.broadcast %scale : f32 to vector<16xf32>
      %scaled = arith.mulf %f, %splat : vector<16xf32>
      vector.transfer_write %scaled, %dst[%c0, %j] {in_bounds = [true]} : vector<16xf32>, memref<1x256xf32, strided<[256, 1], offset: ?>>
    }
  }
  return
}

// -----

// A memref read at the loop's own induction variables, not at a loaded
// index, is not a gathered row: nothing is prefetched.
// CHECK-LABEL: func.func @rows_of_the_iteration(
// CHECK-NOT:     memref.prefetch
// CHECK:         return
func.func @rows_of_the_iteration(%data: memref<130x128xi4>, %out: memref<130x128xf32>) {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %c128 = arith.constant 128 : index
  %zero = arith.constant 0 : i4
  scf.forall (%i) in (130) {
    %dst = memref.subview %out[%i, 0] [1, 128] [1, 1] : memref<130x128xf32> to memref<1x128xf32, strided<[128, 1], offset: ?>>
    scf.for %j = %c0 to %c128 step %c16 {
      %q = vector.transfer_read %data[%i, %j], %zero {in_bounds = [true]} : memref<130x128xi4>, vector<16xi4>
      %f = arith.sitofp %q : vector<16xi4> to vector<16xf32>
      vector.transfer_write %f, %dst[%c0, %j] {in_bounds = [true]} : vector<16xf32>, memref<1x128xf32, strided<[128, 1], offset: ?>>
    }
  }
  return
}

// -----

// Writes of 8 bytes are too narrow for x86's non-temporal stores (16 bytes
// and up): the output keeps its
// ordinary stores (and the rows their prefetch).
// CHECK-LABEL: func.func @narrow_vector_writes(
// CHECK-NOT:     nontemporal
// CHECK:         memref.prefetch
// CHECK-NOT:     nontemporal
// CHECK:         vector.transfer_write
// CHECK-NOT:     nontemporal
// CHECK:         return
func.func @narrow_vector_writes(%data: memref<40x64xi8>, %idx: memref<130xi64>, %out: memref<130x64xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i8
  scf.forall (%i) in (130) {
    %t = memref.load %idx[%i] : memref<130xi64>
    %r = arith.index_cast %t : i64 to index
    %row = memref.subview %data[%r, 0] [1, 64] [1, 1] : memref<40x64xi8> to memref<1x64xi8, strided<[64, 1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 64] [1, 1] : memref<130x64xf32> to memref<1x64xf32, strided<[64, 1], offset: ?>>
    scf.for %j = %c0 to %c64 step %c2 {
      %bytes = vector.transfer_read %row[%c0, %j], %zero {in_bounds = [true]} : memref<1x64xi8, strided<[64, 1], offset: ?>>, vector<2xi8>
      %values = arith.uitofp %bytes : vector<2xi8> to vector<2xf32>
      vector.transfer_write %values, %dst[%c0, %j] {in_bounds = [true]} : vector<2xf32>, memref<1x64xf32, strided<[64, 1], offset: ?>>
    }
  }
  return
}

// -----

// A row view with a stride of 2 is not contiguous: its vectors keep their
// ordinary, strided writes.
// CHECK-LABEL: func.func @strided_vector_writes(
// CHECK-NOT:     nontemporal
// CHECK:         vector.transfer_write
// CHECK-NOT:     nontemporal
// CHECK:         return
func.func @strided_vector_writes(%data: memref<40x64xi8>, %idx: memref<130xi64>, %out: memref<130x128xf32>) {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0 : i8
  scf.forall (%i) in (130) {
    %t = memref.load %idx[%i] : memref<130xi64>
    %r = arith.index_cast %t : i64 to index
    %row = memref.subview %data[%r, 0] [1, 64] [1, 1] : memref<40x64xi8> to memref<1x64xi8, strided<[64, 1], offset: ?>>
    %dst = memref.subview %out[%i, 0] [1, 64] [1, 2] : memref<130x128xf32> to memref<1x64xf32, strided<[128, 2], offset: ?>>
    scf.for %j = %c0 to %c64 step %c8 {
      %bytes = vector.transfer_read %row[%c0, %j], %zero {in_bounds = [true]} : memref<1x64xi8, strided<[64, 1], offset: ?>>, vector<8xi8>
      %values = arith.uitofp %bytes : vector<8xi8> to vector<8xf32>
      vector.transfer_write %values, %dst[%c0, %j] {in_bounds = [true]} : vector<8xf32>, memref<1x64xf32, strided<[128, 2], offset: ?>>
    }
  }
  return
}
