// RUN: gather-opt %s -split-input-file --gather-inline-alloca-scopes | FileCheck %s

// A scope around a loop body that allocates nothing is inlined, even with
// an op of undeclared effects (llvm.fence) inside, which keeps the
// canonicalizer from inlining it.
// CHECK-LABEL: func.func @no_alloca(
// CHECK:         omp.loop_nest
// CHECK-NOT:     memref.alloca_scope
// CHECK:           scf.for
// CHECK:             memref.store
// CHECK:           llvm.fence seq_cst
// CHECK-NEXT:      omp.yield
func.func @no_alloca(%dst: memref<?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  omp.parallel {
    omp.wsloop {
      omp.loop_nest (%i) : index = (%c0) to (%n) step (%c1) {
        memref.alloca_scope {
          scf.for %j = %c0 to %n step %c1 {
            memref.store %v, %dst[%j] : memref<?xf32>
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

// A scope with an alloca of its own stays: it releases the stack each
// iteration.
// CHECK-LABEL: func.func @with_alloca(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-NEXT:        memref.alloca() : memref<4xf32>
func.func @with_alloca(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %scratch = memref.alloca() : memref<4xf32>
      memref.store %v, %scratch[%c0] : memref<4xf32>
    }
  }
  return
}

// -----

// The outer scope's only alloca belongs to a nested scope, which releases
// it: the outer one is inlined, the inner one stays.
// CHECK-LABEL: func.func @nested_alloca(
// CHECK:         scf.for
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-NEXT:        memref.alloca() : memref<4xf32>
// CHECK-NOT:     memref.alloca_scope
func.func @nested_alloca(%n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      memref.alloca_scope {
        %scratch = memref.alloca() : memref<4xf32>
        memref.store %v, %scratch[%c0] : memref<4xf32>
      }
    }
  }
  return
}
