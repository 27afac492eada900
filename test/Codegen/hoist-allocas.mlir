// RUN: gather-opt %s -split-input-file --gather-hoist-allocas | FileCheck %s

// Scratch in a loop body gets one slot at the function's entry.
// CHECK-LABEL: func.func @loop_scratch(
// CHECK-NEXT:    %[[CELL:.*]] = memref.alloca() : memref<i8>
// CHECK:         scf.for
// CHECK-NOT:       memref.alloca
// CHECK:           memref.store %{{.*}}, %[[CELL]][]
// CHECK:           memref.atomic_rmw ori %{{.*}}, %[[CELL]][]
// CHECK:           memref.load %[[CELL]][]
func.func @loop_scratch(%n: index, %out: memref<?xi8>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i8
  %one = arith.constant 1 : i8
  scf.for %i = %c0 to %n step %c1 {
    %cell = memref.alloca() : memref<i8>
    memref.store %zero, %cell[] : memref<i8>
    %old = memref.atomic_rmw ori %one, %cell[] : (i8, memref<i8>) -> i8
    %v = memref.load %cell[] : memref<i8>
    memref.store %v, %out[%i] : memref<?xi8>
  }
  return
}

// -----

// Through views and copies, and out of nested loops and ifs.
// CHECK-LABEL: func.func @nested_views(
// CHECK-NEXT:    %[[BUF:.*]] = memref.alloca() : memref<4xi64>
// CHECK:         scf.for
// CHECK:           scf.if
// CHECK-NOT:         memref.alloca
// CHECK:             memref.subview %[[BUF]]
func.func @nested_views(%n: index, %c: i1, %src: memref<2xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %buf = memref.alloca() : memref<4xi64>
      %view = memref.subview %buf[0] [2] [1] : memref<4xi64> to memref<2xi64, strided<[1]>>
      memref.copy %src, %view : memref<2xi64> to memref<2xi64, strided<[1]>>
      %d = memref.dim %view, %c0 : memref<2xi64, strided<[1]>>
    }
  }
  return
}

// -----

// A buffer that leaves its iteration (yielded, stored, passed on) keeps
// its place: iterations may need distinct ones. So does one of dynamic size.
// CHECK-LABEL: func.func @escaping(
// CHECK-NOT:     memref.alloca
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca() : memref<i8>
// CHECK-NEXT:      scf.yield
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca() : memref<i8>
// CHECK-NEXT:      memref.store
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca() : memref<i8>
// CHECK-NEXT:      func.call @use
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca(%{{.*}}) : memref<?xi8>
func.func private @use(memref<i8>)
func.func @escaping(%n: index, %init: memref<i8>, %slots: memref<memref<i8>>) -> memref<i8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init) -> memref<i8> {
    %cell = memref.alloca() : memref<i8>
    scf.yield %cell : memref<i8>
  }
  scf.for %i = %c0 to %n step %c1 {
    %cell = memref.alloca() : memref<i8>
    memref.store %cell, %slots[] : memref<memref<i8>>
  }
  scf.for %i = %c0 to %n step %c1 {
    %cell = memref.alloca() : memref<i8>
    func.call @use(%cell) : (memref<i8>) -> ()
  }
  scf.for %i = %c0 to %n step %c1 {
    %row = memref.alloca(%i) : memref<?xi8>
  }
  return %r : memref<i8>
}

// -----

// In an OpenMP loop, the slot is per thread: at the entry of the
// omp.parallel region, out of the loop body's alloca scope, which is then
// inlined.
// CHECK-LABEL: func.func @openmp(
// CHECK:         omp.parallel {
// CHECK-NEXT:      %[[CELL:.*]] = memref.alloca() : memref<i8>
// CHECK:           omp.wsloop
// CHECK-NOT:         memref.alloca_scope
// CHECK:             memref.store %{{.*}}, %[[CELL]][]
func.func @openmp(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i8
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %cell = memref.alloca() : memref<i8>
          memref.store %zero, %cell[] : memref<i8>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A checked gather's tile under `parallel`: the branch that gathers yields
// its scratch buffer, which is then only read, in the same iteration. It
// gets a slot per thread, and the alloca scope, left with no alloca, is
// inlined.
// CHECK-LABEL: func.func @yielded_by_branch(
// CHECK:         omp.parallel {
// CHECK-NEXT:      %[[TILE:.*]] = memref.alloca() : memref<4xf32>
// CHECK-NOT:       memref.alloca
// CHECK:             scf.if
// CHECK:               memref.cast %[[TILE]]
func.func @yielded_by_branch(%n: index, %bad: i1, %zeros: memref<4xf32>, %out: memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %tile = memref.alloca() : memref<4xf32>
          %r = scf.if %bad -> memref<4xf32, strided<[?], offset: ?>> {
            %z = memref.cast %zeros : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
            scf.yield %z : memref<4xf32, strided<[?], offset: ?>>
          } else {
            %t = memref.cast %tile : memref<4xf32> to memref<4xf32, strided<[?], offset: ?>>
            scf.yield %t : memref<4xf32, strided<[?], offset: ?>>
          }
          memref.copy %r, %out : memref<4xf32, strided<[?], offset: ?>> to memref<4xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A tile of embedding_bag pools its bag's columns in vectors and writes them
// into its scratch with vector.transfer_write: an access like any other.
// CHECK-LABEL: func.func @vector_scratch(
// CHECK:         omp.parallel {
// CHECK-NEXT:      %[[TILE:.*]] = memref.alloca() : memref<1x8xf32>
// CHECK-NOT:       memref.alloca_scope
// CHECK:             vector.transfer_write %{{.*}}, %[[TILE]]
// CHECK:             vector.transfer_read %[[TILE]]
func.func @vector_scratch(%n: index, %v: vector<8xf32>, %out: memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f0 = arith.constant 0.0 : f32
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %tile = memref.alloca() : memref<1x8xf32>
          vector.transfer_write %v, %tile[%c0, %c0] {in_bounds = [true]} : vector<8xf32>, memref<1x8xf32>
          %r = vector.transfer_read %tile[%c0, %c0], %f0 {in_bounds = [true]} : memref<1x8xf32>, vector<8xf32>
          vector.store %r, %out[%c0] : memref<8xf32>, vector<8xf32>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  return
}

// -----

// A branch result that leaves the iteration (here, a loop yields it) keeps
// the buffer in place.
// CHECK-LABEL: func.func @branch_result_escapes(
// CHECK-NOT:     memref.alloca
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca() : memref<i8>
func.func @branch_result_escapes(%n: index, %c: i1, %init: memref<i8>) -> memref<i8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init) -> memref<i8> {
    %cell = memref.alloca() : memref<i8>
    %pick = scf.if %c -> memref<i8> {
      scf.yield %cell : memref<i8>
    } else {
      scf.yield %prev : memref<i8>
    }
    scf.yield %pick : memref<i8>
  }
  return %r : memref<i8>
}

// -----

// An alloca scope left with no alloca of its own is inlined, also when it
// holds an op whose effects upstream's canonicalization cannot see (a
// nested omp.parallel: a gather tiled inside a parallel loop), so that
// convert-scf-to-cf may then lower control flow there. One whose alloca
// stays (dynamic size) keeps its scope.
// CHECK-LABEL: func.func @empty_scope_inlined(
// CHECK-NOT:     memref.alloca_scope
// CHECK:         omp.parallel
// CHECK:           omp.parallel
// CHECK:         return
func.func @empty_scope_inlined(%m: memref<4xf32>, %v: f32) {
  omp.parallel {
    memref.alloca_scope {
      %cell = memref.alloca() : memref<i8>
      %c0_i8 = arith.constant 0 : i8
      memref.store %c0_i8, %cell[] : memref<i8>
      omp.parallel {
        %c0 = arith.constant 0 : index
        memref.store %v, %m[%c0] : memref<4xf32>
        omp.terminator
      }
    }
    omp.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @scope_with_dynamic_alloca(
// CHECK:         memref.alloca_scope
// CHECK-NEXT:      memref.alloca(%{{.*}}) : memref<?xi8>
func.func @scope_with_dynamic_alloca(%n: index) {
  omp.parallel {
    memref.alloca_scope {
      %buffer = memref.alloca(%n) : memref<?xi8>
      %c0 = arith.constant 0 : index
      %c0_i8 = arith.constant 0 : i8
      memref.store %c0_i8, %buffer[%c0] : memref<?xi8>
    }
    omp.terminator
  }
  return
}

// -----

// A streamed row copy into a scratch tile reads the row's address to align
// its stores, and may prefetch: the buffer still stays in its iteration.
// CHECK-LABEL: func.func @streamed_row_scratch(
// CHECK:         omp.parallel {
// CHECK-NEXT:      %[[TILE:.*]] = memref.alloca() : memref<2x4xf32>
// CHECK-NOT:       memref.alloca_scope
// CHECK:           memref.extract_aligned_pointer_as_index
func.func @streamed_row_scratch(%n: index, %src: memref<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %sum = memref.alloca() : memref<index>
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          %tile = memref.alloca() : memref<2x4xf32>
          %row = memref.subview %tile[1, 0] [1, 4] [1, 1] : memref<2x4xf32> to memref<1x4xf32, strided<[4, 1], offset: 4>>
          %flat = memref.collapse_shape %row [[0, 1]] : memref<1x4xf32, strided<[4, 1], offset: 4>> into memref<4xf32, strided<[1], offset: 4>>
          %address = memref.extract_aligned_pointer_as_index %flat : memref<4xf32, strided<[1], offset: 4>> -> index
          memref.prefetch %tile[%c0, %c0], write, locality<3>, data : memref<2x4xf32>
          memref.copy %src, %flat : memref<4xf32> to memref<4xf32, strided<[1], offset: 4>>
          memref.store %address, %sum[] : memref<index>
        }
        omp.yield
      }
    }
    omp.terminator
  }
  %r = memref.load %sum[] : memref<index>
  return %r : index
}
