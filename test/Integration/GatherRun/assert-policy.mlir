// --on-out-of-bounds=assert: kernels take no status record; a failure
// prints its report on stdout (the words of the status reports, with the
// run-time values) and aborts through cf.assert, naming the gather's
// location. Valid inputs give the same values as under every other policy.
// Each failure the status record reports is covered: an index out of range
// (slice gather, element gather), an index into an empty dimension, a run-time
// shape mismatch and a result too large for memory.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/d.npy', np.arange(12, dtype=np.float32).reshape(4, 3))"
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[3], [-4], [1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad-rows.npy int64 '[[3], [4], [-5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/cols.npy int32 '[[2, 0], [-1, 1], [0, 0], [1, 2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad-cols.npy int32 '[[2, 0], [-1, 1], [0, -4], [1, 2]]'

// RUN: gather-run %s -e rows --input=%t/d.npy --input=%t/rows.npy --print --on-out-of-bounds=assert | FileCheck %s --check-prefix=ROWS --match-full-lines
// ROWS: result #0: tensor<3x3xf32> = {{\[\[}}9, 10, 11], [0, 1, 2], [3, 4, 5]]
// RUN: not --crash gather-run %s -e rows --input=%t/d.npy --input=%t/bad-rows.npy --print --output=%t/rows-out.npy --on-out-of-bounds=assert > %t/bad-rows.txt
// RUN: FileCheck %s --check-prefix=BAD-ROWS --match-full-lines < %t/bad-rows.txt
// RUN: test ! -e %t/rows-out.npy
// BAD-ROWS-NOT: result
// BAD-ROWS: error: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+5]]:8: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// BAD-ROWS-NEXT: gather: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+4]]:8
// BAD-ROWS-NOT: result

func.func @rows(%d: tensor<4x3xf32>, %i: tensor<3x1xi64>) -> tensor<3x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// RUN: gather-run %s -e cols --input=%t/d.npy --input=%t/cols.npy --print --on-out-of-bounds=assert | FileCheck %s --check-prefix=COLS --match-full-lines
// COLS: result #0: tensor<4x2xf32> = {{\[\[}}2, 0], [5, 4], [6, 6], [10, 11]]
// RUN: not --crash gather-run %s -e cols --input=%t/d.npy --input=%t/bad-cols.npy --print --on-out-of-bounds=assert | FileCheck %s --check-prefix=BAD-COLS --match-full-lines
// RUN: env OMP_NUM_THREADS=2 not --crash gather-run %s -e cols --input=%t/d.npy --input=%t/bad-cols.npy --print --on-out-of-bounds=assert --parallel --parallel-min-bytes=0 | FileCheck %s --check-prefix=BAD-COLS --match-full-lines
// BAD-COLS: error: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+3]]:8: index -4 is outside the valid range [-3, 2] of data dimension 1 (element 5 of indices, row-major)
// BAD-COLS-NEXT: gather: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+2]]:8
func.func @cols(%d: tensor<4x3xf32>, %i: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<4x3xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// An index into a dimension of size 0, known at run time.
// RUN: %python %S/../Inputs/make_npy.py %t/no-rows.npy float32 --shape=0,3
// RUN: %python %S/../Inputs/make_npy.py %t/zero.npy int64 '[[0]]'
// RUN: not --crash gather-run %s -e dynamic_rows --input=%t/no-rows.npy --input=%t/zero.npy --on-out-of-bounds=assert | FileCheck %s --check-prefix=EMPTY-DIM --match-full-lines
// EMPTY-DIM: error: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+3]]:8: index 0 cannot address data dimension 0, which has size 0 (element 0 of indices, row-major)
// EMPTY-DIM-NEXT: gather: index out of bounds at {{.*}}assert-policy.mlir:[[@LINE+2]]:8
func.func @dynamic_rows(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Batch dimensions that differ at run time.
// RUN: %python %S/../Inputs/make_npy.py %t/three.npy int64 '[[0], [1], [2]]'
// RUN: not --crash gather-run %s -e batch --input=%t/d.npy --input=%t/three.npy --on-out-of-bounds=assert | FileCheck %s --check-prefix=SHAPE --match-full-lines
// SHAPE: error: shape mismatch at {{.*}}assert-policy.mlir:[[@LINE+3]]:8: batch dimension 0 of indices has size 3, but data's has size 4
// SHAPE-NEXT: gather: shape mismatch at {{.*}}assert-policy.mlir:[[@LINE+2]]:8
func.func @batch(%d: tensor<?x3xf32>, %i: tensor<?x1xi64>) -> tensor<?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xf32>, tensor<?x1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// Inputs that fit in memory, whose result (4 x 2^58 x 16 bytes) does not.
// RUN: %python %S/../Inputs/make_npy.py %t/huge-rows.npy complex128 --shape=0,288230376151711744
// RUN: %python %S/../Inputs/make_npy.py %t/four.npy int32 '[[0], [1], [2], [3]]'
// RUN: not --crash gather-run %s -e huge --input=%t/huge-rows.npy --input=%t/four.npy --on-out-of-bounds=assert | FileCheck %s --check-prefix=TOO-LARGE --match-full-lines
// TOO-LARGE: error: result too large at {{.*}}assert-policy.mlir:[[@LINE+3]]:8: the inputs' shapes imply a result of more than 2^63-1 bytes
// TOO-LARGE-NEXT: gather: result too large at {{.*}}assert-policy.mlir:[[@LINE+2]]:8
func.func @huge(%data: tensor<?x?xcomplex<f64>>, %indices: tensor<?x1xi32>) -> tensor<?x?xcomplex<f64>> {
  %0 = gather.gather_nd %data, %indices : (tensor<?x?xcomplex<f64>>, tensor<?x1xi32>) -> tensor<?x?xcomplex<f64>>
  return %0 : tensor<?x?xcomplex<f64>>
}

// gather_elements: an indices dimension longer than data's, at run time.
// RUN: %python %S/../Inputs/make_npy.py %t/five-rows.npy int32 '[[0, 1], [0, 1], [0, 1], [0, 1], [0, 1]]'
// RUN: not --crash gather-run %s -e dynamic_cols --input=%t/d.npy --input=%t/five-rows.npy --on-out-of-bounds=assert | FileCheck %s --check-prefix=ELEMENTS-DIM --match-full-lines
// ELEMENTS-DIM: error: shape mismatch at {{.*}}assert-policy.mlir:[[@LINE+3]]:8: indices dimension 0 has size 5, more than data dimension 0 (4)
// ELEMENTS-DIM-NEXT: gather: shape mismatch at {{.*}}assert-policy.mlir:[[@LINE+2]]:8
func.func @dynamic_cols(%d: tensor<?x3xf32>, %i: tensor<?x2xi32>) -> tensor<?x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x3xf32>, tensor<?x2xi32>) -> tensor<?x2xf32>
  return %0 : tensor<?x2xf32>
}
