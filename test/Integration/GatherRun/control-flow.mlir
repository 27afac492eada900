// Gathers inside the caller's control flow: loops that carry a gather's
// result from one iteration to the next, a result materialized into a
// tensor.empty, a user's scf.forall (sequential and on OpenMP threads), and
// a gather run millions of times in one call (its scratch must not grow the
// stack).

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d4.npy float32 '[0,1,2,3]'
// RUN: %python %S/../Inputs/make_npy.py %t/rotate.npy int64 '[1,2,3,-4]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int64 '[1,2,4,0]'

// d[rotate] applied 3 times rotates by 3.
// RUN: gather-run %s -e for_loop --input=%t/d4.npy --input=%t/rotate.npy --print | FileCheck %s --check-prefix=ROTATED
// RUN: gather-run %s -e for_loop --input=%t/d4.npy --input=%t/rotate.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=ROTATED
// RUN: gather-run %s -e while_loop --input=%t/d4.npy --input=%t/rotate.npy --print | FileCheck %s --check-prefix=ROTATED
// RUN: gather-run %s -e while_loop --input=%t/d4.npy --input=%t/rotate.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=ROTATED
// ROTATED: result #0: tensor<4xf32> = [3, 0, 1, 2]
// A bad index in a loop is reported like anywhere else.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e for_loop --input=%t/d4.npy --input=%t/bad.npy --print 2>&1 | FileCheck %s --check-prefix=FOR-BAD
// FOR-BAD: gather-run: error: index out of bounds at {{.*}}control-flow.mlir:[[@LINE+6]]:10: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 2 of indices, row-major)
func.func @for_loop(%d: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %d) -> tensor<4xf32> {
    %g = gather.gather_elements %acc, %i {axis = 0 : i64} : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xf32>
    scf.yield %g : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @while_loop(%d: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.while (%k = %c0, %acc = %d) : (index, tensor<4xf32>) -> (index, tensor<4xf32>) {
    %more = arith.cmpi slt, %k, %c3 : index
    scf.condition(%more) %k, %acc : index, tensor<4xf32>
  } do {
  ^bb0(%k: index, %acc: tensor<4xf32>):
    %g = gather.gather_elements %acc, %i {axis = 0 : i64} : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xf32>
    %next = arith.addi %k, %c1 : index
    scf.yield %next, %g : index, tensor<4xf32>
  }
  return %r#1 : tensor<4xf32>
}

// An element gather (checked as it reads) and a slice gather (checked
// first), each materialized into a tensor.empty.
// RUN: gather-run %s -e materialize_elements --input=%t/d4.npy --input=%t/rotate.npy --print | FileCheck %s --check-prefix=MATERIALIZED
// MATERIALIZED: result #0: tensor<4xf32> = [1, 2, 3, 0]
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e materialize_elements --input=%t/d4.npy --input=%t/bad.npy --print 2>&1 | FileCheck %s --check-prefix=MATERIALIZED-BAD
// MATERIALIZED-BAD: gather-run: error: index out of bounds at {{.*}}control-flow.mlir:[[@LINE+3]]:8: index 4 is
func.func @materialize_elements(%d: tensor<4xf32>, %i: tensor<4xi64>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %g = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<4xf32>, tensor<4xi64>) -> tensor<4xf32>
  %m = bufferization.materialize_in_destination %g in %e : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// RUN: %python %S/../Inputs/make_npy.py %t/d42.npy float32 '[[0,1],[2,3],[4,5],[6,7]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[3],[-4]]'
// RUN: gather-run %s -e materialize_slices --input=%t/d42.npy --input=%t/rows.npy --print | FileCheck %s --check-prefix=SLICES
// SLICES: result #0: tensor<2x2xf32> = {{\[}}[6, 7], [0, 1]]
func.func @materialize_slices(%d: tensor<4x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %e = tensor.empty() : tensor<2x2xf32>
  %g = gather.gather_nd %d, %i : (tensor<4x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  %m = bufferization.materialize_in_destination %g in %e : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  return %m : tensor<2x2xf32>
}

// A gather per iteration of a user's scf.forall, sequentially and on two
// threads; each iteration has its own check cell, so a bad index in one
// iteration is reported however the iterations interleave.
// RUN: %python %S/../Inputs/make_npy.py %t/d43.npy float32 '[[0,1,2],[3,4,5],[6,7,8],[9,10,11]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i43.npy int64 '[[2,0,1],[1,-1,0],[0,0,2],[-3,2,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i43bad.npy int64 '[[2,0,1],[1,-1,0],[0,3,2],[-3,2,1]]'
// RUN: gather-run %s -e forall_rows --input=%t/d43.npy --input=%t/i43.npy --print | FileCheck %s --check-prefix=FORALL
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e forall_rows --input=%t/d43.npy --input=%t/i43.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=FORALL
// FORALL: result #0: tensor<4x3xf32> = {{\[}}[2, 0, 1], [4, 5, 3], [6, 6, 8], [9, 11, 10]]
// RUN: env OMP_NUM_THREADS=2 %python %S/Inputs/exit-status.py 1 gather-run %s -e forall_rows --input=%t/d43.npy --input=%t/i43bad.npy --print --parallel --parallel-min-bytes=0 2>&1 | FileCheck %s --check-prefix=FORALL-BAD
// FORALL-BAD: gather-run: error: index out of bounds at {{.*}}control-flow.mlir:[[@LINE+16]]:10: index 3 is outside the valid range [-3, 2] of data dimension 0
// Two iterations that fail, on two threads: whichever reports first, the
// record holds one whole report (the record is claimed atomically), never
// the value of one with the position of the other. Which one that is
// varies from run to run, so the variants of scripts/check.sh's
// gather_run_cpu run (each its own run, compared) leave this one out.
// RUN: %python %S/../Inputs/make_npy.py %t/i43bad2.npy int64 '[[2,5,1],[1,-1,0],[0,0,2],[-3,2,-7]]'
// RUN: %if !gather-run-variants %{ env OMP_NUM_THREADS=2 %python %S/Inputs/exit-status.py 1 gather-run %s -e forall_rows --input=%t/d43.npy --input=%t/i43bad2.npy --print --parallel --parallel-min-bytes=0 2>&1 | FileCheck %s --check-prefix=FORALL-TWO-BAD %}
// FORALL-TWO-BAD-NOT: result
// FORALL-TWO-BAD: gather-run: error: index out of bounds at {{.*}}control-flow.mlir:[[@LINE+7]]:10: {{(index 5 is outside the valid range \[-3, 2\] of data dimension 0 \(element 1 of indices, row-major\)|index -7 is outside the valid range \[-3, 2\] of data dimension 0 \(element 2 of indices, row-major\))}}
// FORALL-TWO-BAD-NOT: result
func.func @forall_rows(%d: tensor<4x3xf32>, %i: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = scf.forall (%row) in (4) shared_outs(%o = %e) -> tensor<4x3xf32> {
    %dr = tensor.extract_slice %d[%row, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
    %ir = tensor.extract_slice %i[%row, 0] [1, 3] [1, 1] : tensor<4x3xi64> to tensor<3xi64>
    %g = gather.gather_elements %dr, %ir {axis = 0 : i64} : (tensor<3xf32>, tensor<3xi64>) -> tensor<3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%row, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x3xf32>
    }
  }
  return %r : tensor<4x3xf32>
}

// 300,000 checked gathers in one call on a 2 MiB stack: their check scratch
// has one stack slot, not one per iteration (which overflowed the stack:
// 8 bytes an iteration would take 2.4 MB).
// RUN: prlimit --stack=2097152 gather-run %s -e many_gathers --input=%t/d42.npy --input=%t/rows.npy --print | FileCheck %s --check-prefix=SLICES
// RUN: env OMP_NUM_THREADS=2 prlimit --stack=2097152 gather-run %s -e many_gathers --input=%t/d42.npy --input=%t/rows.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=SLICES
func.func @many_gathers(%d: tensor<4x2xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 300000 : index
  %e = tensor.empty() : tensor<2x2xf32>
  %r = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %e) -> tensor<2x2xf32> {
    %g = gather.gather_nd %d, %i : (tensor<4x2xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
    scf.yield %g : tensor<2x2xf32>
  }
  return %r : tensor<2x2xf32>
}
