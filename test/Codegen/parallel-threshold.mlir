// RUN: gather-opt %s -split-input-file --gather-parallel-threshold=min-bytes=4096 | FileCheck %s

// A loop of 1 KiB row copies forks only from 4096 bytes on: 1024 bytes per
// iteration times ceil((ub - lb) / step) iterations.
// CHECK-LABEL: func.func @row_copies(
// CHECK-SAME:      %{{[^:]*}}: memref<64x256xf32>, %{{[^:]*}}: memref<16x256xf32>, %[[N:[^:]*]]: index
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[ROW:.*]] = arith.constant 1024 : index
// CHECK:         %[[SPAN:.*]] = arith.subi %[[N]], %[[C0]] : index
// CHECK:         %[[TRIPS:.*]] = arith.ceildivsi %[[SPAN]], %[[C1]] : index
// CHECK:         %[[WORK:.*]] = arith.muli %[[ROW]], %[[TRIPS]] : index
// CHECK:         %[[MIN:.*]] = arith.constant 4096 : index
// CHECK:         %[[WORTH:.*]] = arith.cmpi sge, %[[WORK]], %[[MIN]] : index
// CHECK:         omp.parallel if(%[[WORTH]])
func.func @row_copies(%src: memref<64x256xf32>, %dst: memref<16x256xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %s = memref.subview %src[%i, 0] [1, 256] [1, 1] : memref<64x256xf32> to memref<256xf32, strided<[1], offset: ?>>
          %d = memref.subview %dst[%i, 0] [1, 256] [1, 1] : memref<16x256xf32> to memref<256xf32, strided<[1], offset: ?>>
          memref.copy %s, %d : memref<256xf32, strided<[1], offset: ?>> to memref<256xf32, strided<[1], offset: ?>>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Element stores over a two-dimensional nest: 2 bytes per iteration.
// CHECK-LABEL: func.func @element_stores(
// CHECK:         %[[TWO:.*]] = arith.constant 2 : index
// CHECK:         %[[W0:.*]] = arith.muli %[[TWO]], %{{.*}} : index
// CHECK:         %[[W1:.*]] = arith.muli %[[W0]], %{{.*}} : index
// CHECK:         %[[WORTH:.*]] = arith.cmpi sge, %[[W1]], %{{.*}} : index
// CHECK:         omp.parallel if(%[[WORTH]])
func.func @element_stores(%dst: memref<?x?xf16>, %m: index, %n: index, %v: f16) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i, %j) : index = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
        memref.store %v, %dst[%i, %j] : memref<?x?xf16>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Unknown work per iteration (a nested loop of dynamic trip count, a
// dynamically sized copy) stays parallel.
// CHECK-LABEL: func.func @unknown_work(
// CHECK:         omp.parallel {
// CHECK:         omp.parallel {
func.func @unknown_work(%dst: memref<?x?xf32>, %src: memref<?xf32>, %m: index, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%m) step (%c1) {
        scf.for %j = %c0 to %n step %c1 {
          memref.store %v, %dst[%i, %j] : memref<?x?xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%m) step (%c1) {
        %row = memref.subview %dst[%i, 0] [1, %n] [1, 1] : memref<?x?xf32> to memref<?xf32, strided<[1], offset: ?>>
        memref.copy %src, %row : memref<?xf32> to memref<?xf32, strided<[1], offset: ?>>
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A chunk of 64 rows, each one 64-byte vector store on either branch of an
// scf.if (the larger counts), a 64-byte llvm.store and a copy of 16 f32;
// prefetches and the fence store nothing: 64 * (64 + 64 + 64) = 12288
// bytes per iteration.
// CHECK-LABEL: func.func @chunks(
// CHECK-DAG:     %[[CHUNK:.*]] = arith.constant 12288 : index
// CHECK:         %[[WORK:.*]] = arith.muli %[[CHUNK]], %{{.*}} : index
// CHECK:         %[[WORTH:.*]] = arith.cmpi sge, %[[WORK]], %{{.*}} : index
// CHECK:         omp.parallel if(%[[WORTH]])
func.func @chunks(%src: memref<80xf32>, %dst: memref<80xf32>, %chunks: index, %aligned: i1, %ptr: !llvm.ptr) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%chunks) step (%c1) {
        memref.alloca_scope {
          scf.for %k = %c0 to %c64 step %c1 {
            memref.prefetch %src[%c0], read, locality<3>, data : memref<80xf32>
            %line = vector.load %src[%c0] : memref<80xf32>, vector<16xf32>
            scf.if %aligned {
              vector.store %line, %dst[%c0] {alignment = 16 : i64, nontemporal = true} : memref<80xf32>, vector<16xf32>
            } else {
              vector.store %line, %dst[%c0] {nontemporal = true} : memref<80xf32>, vector<16xf32>
            }
            %bytes = llvm.load %ptr : !llvm.ptr -> vector<16xi32>
            llvm.store %bytes, %ptr {alignment = 64 : i64, nontemporal} : vector<16xi32>, !llvm.ptr
            %s = memref.subview %src[64] [16] [1] : memref<80xf32> to memref<16xf32, strided<[1], offset: 64>>
            %d = memref.subview %dst[64] [16] [1] : memref<80xf32> to memref<16xf32, strided<[1], offset: 64>>
            memref.copy %s, %d : memref<16xf32, strided<[1], offset: 64>> to memref<16xf32, strided<[1], offset: 64>>
          }
          llvm.fence seq_cst
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// Blocks of an element gather: each iteration stores min(4096, n - first)
// f32, so at most 4096 * 4 bytes; its iterations are counted at that.
// CHECK-LABEL: func.func @element_blocks(
// CHECK-DAG:     %[[BLOCK:.*]] = arith.constant 16384 : index
// CHECK:         %[[WORK:.*]] = arith.muli %[[BLOCK]], %{{.*}} : index
// CHECK:         %[[WORTH:.*]] = arith.cmpi sge, %[[WORK]], %{{.*}} : index
// CHECK:         omp.parallel if(%[[WORTH]])
func.func @element_blocks(%dst: memref<?xf32>, %blocks: index, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4096 = arith.constant 4096 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%b) : index = (%c0) to (%blocks) step (%c1) {
        %first = arith.muli %b, %c4096 : index
        %rest = arith.subi %n, %first : index
        %length = arith.minui %c4096, %rest : index
        scf.for %j = %c0 to %length step %c1 {
          %at = arith.addi %first, %j : index
          memref.store %v, %dst[%at] : memref<?xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}
