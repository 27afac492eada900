// gather.gather run through gather-run and compared exactly with values
// worked out by hand from the op's definition (ONNX Gather, with OpenVINO
// Gather-8's batch_dims): row slices and single elements, negative indices,
// 0-d indices, batch_dims (negative spellings too), dynamic shapes, every
// policy, parallel and streamed loops, and the failures: an index out of
// range, an empty axis, a batch dimension that differs at run time, each a
// located `error:` and exit status 1 with no output file (or an abort under
// the assert policy). The ONNX documentation's examples are in
// spec-examples.mlir.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d234.npy float32 '[[[1,2,3,4],[5,6,7,8],[9,10,11,12]],[[13,14,15,16],[17,18,19,20],[21,22,23,24]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d25.npy int32 '[[1,2,3,4,5],[6,7,8,9,10]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d225.npy int32 '[[[1,2,3,4,5],[6,7,8,9,10]],[[11,12,13,14,15],[16,17,18,19,20]]]'

// Axis 1 of 2x3x4 with 2x2 indices (one negative): rows of 4 move whole;
// the result is 2x2x2x4.
// RUN: %python %S/../Inputs/make_npy.py %t/rows_i.npy int64 '[[0,-1],[1,2]]'
// RUN: gather-run %s -e rows --input=%t/d234.npy --input=%t/rows_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ROWS
// RUN: gather-run %s -e rows --input=%t/d234.npy --input=%t/rows_i.npy --print --stream-min-bytes=0 | FileCheck %s --match-full-lines --check-prefix=ROWS
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e rows --input=%t/d234.npy --input=%t/rows_i.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --match-full-lines --check-prefix=ROWS
// RUN: gather-run %s -e rows_dynamic --input=%t/d234.npy --input=%t/rows_i.npy --print | FileCheck %s --match-full-lines --check-prefix=ROWS
// ROWS: result #0: tensor<2x2x2x4xf32> = {{\[\[\[\[}}1, 2, 3, 4], [9, 10, 11, 12]], {{\[\[}}5, 6, 7, 8], [9, 10, 11, 12]]], {{\[\[\[}}13, 14, 15, 16], [21, 22, 23, 24]], {{\[\[}}17, 18, 19, 20], [21, 22, 23, 24]]]]
func.func @rows(%d: tensor<2x3x4xf32>, %i: tensor<2x2xi64>) -> tensor<2x2x2x4xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<2x2xi64>) -> tensor<2x2x2x4xf32>
  return %0 : tensor<2x2x2x4xf32>
}
func.func @rows_dynamic(%d: tensor<?x?x?xf32>, %i: tensor<?x?xi64>) -> tensor<?x?x?x?xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<?x?x?xf32>, tensor<?x?xi64>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}

// The last axis (spelled -1) with i32 indices: single elements.
// RUN: %python %S/../Inputs/make_npy.py %t/last_i.npy int32 '[[3,-4,0]]'
// RUN: gather-run %s -e last_axis --input=%t/d234.npy --input=%t/last_i.npy --print | FileCheck %s --match-full-lines --check-prefix=LAST
// RUN: env OMP_NUM_THREADS=2 gather-run %s -e last_axis --input=%t/d234.npy --input=%t/last_i.npy --print --parallel --parallel-min-bytes=0 | FileCheck %s --match-full-lines --check-prefix=LAST
// LAST: result #0: tensor<2x3x1x3xf32> = {{\[\[\[\[}}4, 1, 1]], {{\[\[}}8, 5, 5]], {{\[\[}}12, 9, 9]]], {{\[\[\[}}16, 13, 13]], {{\[\[}}20, 17, 17]], {{\[\[}}24, 21, 21]]]]
func.func @last_axis(%d: tensor<2x3x4xf32>, %i: tensor<1x3xi32>) -> tensor<2x3x1x3xf32> {
  %0 = gather.gather %d, %i {axis = -1 : i64} : (tensor<2x3x4xf32>, tensor<1x3xi32>) -> tensor<2x3x1x3xf32>
  return %0 : tensor<2x3x1x3xf32>
}

// A 0-d index along the middle axis: the axis disappears.
// RUN: %python %S/../Inputs/make_npy.py %t/scalar_i.npy int64 '-2'
// RUN: gather-run %s -e scalar_index --input=%t/d234.npy --input=%t/scalar_i.npy --print | FileCheck %s --match-full-lines --check-prefix=SCALAR
// SCALAR: result #0: tensor<2x4xf32> = {{\[\[}}5, 6, 7, 8], [17, 18, 19, 20]]
func.func @scalar_index(%d: tensor<2x3x4xf32>, %i: tensor<i64>) -> tensor<2x4xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<2x3x4xf32>, tensor<i64>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// batch_dims = 1, axis = 1: each row of data takes the elements its own row
// of indices names; spelled positively, and negatively (-1 of 2x3 indices,
// -1 of rank-2 data).
// RUN: %python %S/../Inputs/make_npy.py %t/batch_i.npy int64 '[[0,0,4],[4,0,-5]]'
// RUN: gather-run %s -e batch_axis1 --input=%t/d25.npy --input=%t/batch_i.npy --print | FileCheck %s --match-full-lines --check-prefix=BATCH1
// RUN: gather-run %s -e batch_axis1_negative --input=%t/d25.npy --input=%t/batch_i.npy --print | FileCheck %s --match-full-lines --check-prefix=BATCH1
// BATCH1: result #0: tensor<2x3xi32> = {{\[\[}}1, 1, 5], [10, 6, 6]]
func.func @batch_axis1(%d: tensor<2x5xi32>, %i: tensor<2x3xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
func.func @batch_axis1_negative(%d: tensor<2x5xi32>, %i: tensor<2x3xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather %d, %i {axis = -1 : i64, batch_dims = -1 : i64} : (tensor<2x5xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// batch_dims = 1, axis = 2: data's dimension 1 lies between the batch and
// the axis, and every one of its rows uses the batch's indices.
// RUN: %python %S/../Inputs/make_npy.py %t/batch2_i.npy int32 '[[1,2,4],[4,3,2]]'
// RUN: gather-run %s -e batch_axis2 --input=%t/d225.npy --input=%t/batch2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=BATCH2
// BATCH2: result #0: tensor<2x2x3xi32> = {{\[\[\[}}2, 3, 5], [7, 8, 10]], {{\[\[}}15, 14, 13], [20, 19, 18]]]
func.func @batch_axis2(%d: tensor<2x2x5xi32>, %i: tensor<2x3xi32>) -> tensor<2x2x3xi32> {
  %0 = gather.gather %d, %i {axis = 2 : i64, batch_dims = 1 : i64} : (tensor<2x2x5xi32>, tensor<2x3xi32>) -> tensor<2x2x3xi32>
  return %0 : tensor<2x2x3xi32>
}

// Out-of-range indices. error (the default): the first bad index in
// row-major order is reported, with its range, dimension and position, and
// nothing is written. clamp: indices are clamped into range after
// normalisation. assert: the report, then an abort.
// RUN: %python %S/../Inputs/make_npy.py %t/bad_rows_i.npy int64 '[[0,3],[-4,1]]'
// RUN: not gather-run %s -e rows --input=%t/d234.npy --input=%t/bad_rows_i.npy --output=%t/bad_rows.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=BADROWS
// BADROWS: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE - 59]]:8: index 3 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// RUN: not ls %t/bad_rows.npy
// RUN: gather-run %s -e rows --input=%t/d234.npy --input=%t/bad_rows_i.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=CLAMPROWS
// CLAMPROWS: result #0: tensor<2x2x2x4xf32> = {{\[\[\[\[}}1, 2, 3, 4], [9, 10, 11, 12]], {{\[\[}}1, 2, 3, 4], [5, 6, 7, 8]]], {{\[\[\[}}13, 14, 15, 16], [21, 22, 23, 24]], {{\[\[}}13, 14, 15, 16], [17, 18, 19, 20]]]]
// RUN: %python %S/../Inputs/make_npy.py %t/bad_last_i.npy int32 '[[0,-5,4]]'
// RUN: not gather-run %s -e last_axis --input=%t/d234.npy --input=%t/bad_last_i.npy --output=%t/bad_last.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=BADLAST
// BADLAST: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE - 51]]:8: index -5 is outside the valid range [-4, 3] of data dimension 2 (element 1 of indices, row-major)
// RUN: not ls %t/bad_last.npy
// RUN: gather-run %s -e last_axis --input=%t/d234.npy --input=%t/bad_last_i.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=CLAMPLAST
// CLAMPLAST: result #0: tensor<2x3x1x3xf32> = {{\[\[\[\[}}1, 1, 4]], {{\[\[}}5, 5, 8]], {{\[\[}}9, 9, 12]]], {{\[\[\[}}13, 13, 16]], {{\[\[}}17, 17, 20]], {{\[\[}}21, 21, 24]]]]
// RUN: not --crash gather-run %s -e last_axis --input=%t/d234.npy --input=%t/bad_last_i.npy --on-out-of-bounds=assert --output=%t/assert.npy > %t/assert.out 2>&1
// RUN: FileCheck %s --match-full-lines --check-prefix=ASSERT < %t/assert.out
// ASSERT: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE - 57]]:8: index -5 is outside the valid range [-4, 3] of data dimension 2 (element 1 of indices, row-major)
// ASSERT-NEXT: gather: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE - 58]]:8
// RUN: not ls %t/assert.npy

// The bad index of a 0-d index is element 0.
// RUN: %python %S/../Inputs/make_npy.py %t/bad_scalar_i.npy int64 '3'
// RUN: not gather-run %s -e scalar_index --input=%t/d234.npy --input=%t/bad_scalar_i.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=BADSCALAR
// BADSCALAR: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE - 55]]:8: index 3 is outside the valid range [-3, 2] of data dimension 1 (element 0 of indices, row-major)

// An empty axis cannot be addressed; empty indices give an empty result.
// RUN: %python %S/../Inputs/make_npy.py %t/d20.npy float32 '[[],[]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i3.npy int64 '[0,1,2]'
// RUN: %python %S/../Inputs/make_npy.py %t/i0.npy int64 '[]'
// RUN: not gather-run %s -e dynamic_last --input=%t/d20.npy --input=%t/i3.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=EMPTYAXIS
// EMPTYAXIS: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE + 17]]:8: index 0 cannot address data dimension 1, which has size 0 (element 0 of indices, row-major)
// RUN: gather-run %s -e dynamic_last --input=%t/d20.npy --input=%t/i0.npy --print | FileCheck %s --match-full-lines --check-prefix=EMPTYINDICES
// EMPTYINDICES: result #0: tensor<2x0xf32> = {{\[}}[], []]
// A result that is empty because data has no rows still has its indices
// checked (as slice gathers check theirs): the element loops read none, a
// scan does. Dynamic, and static (empty_rows).
// RUN: %python -c "import numpy as np; np.save('%t/d03.npy', np.zeros((0, 3), dtype=np.float32))"
// RUN: %python %S/../Inputs/make_npy.py %t/i15.npy int64 '[1,5]'
// RUN: %python %S/../Inputs/make_npy.py %t/i12.npy int64 '[1,2]'
// RUN: not gather-run %s -e dynamic_last --input=%t/d03.npy --input=%t/i15.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=NOROWS
// NOROWS: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE + 7]]:8: index 5 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// RUN: not gather-run %s -e empty_rows --input=%t/d03.npy --input=%t/i15.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=NOROWSSTATIC
// NOROWSSTATIC: gather-run: error: index out of bounds at {{.*}}gather-op.mlir:[[# @LINE + 9]]:8: index 5 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// RUN: gather-run %s -e dynamic_last --input=%t/d03.npy --input=%t/i12.npy --print | FileCheck %s --match-full-lines --check-prefix=NOROWSVALID
// RUN: gather-run %s -e empty_rows --input=%t/d03.npy --input=%t/i12.npy --print | FileCheck %s --match-full-lines --check-prefix=NOROWSVALID
// NOROWSVALID: result #0: tensor<0x2xf32> = []
func.func @dynamic_last(%d: tensor<?x?xf32>, %i: tensor<?xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather %d, %i {axis = -1 : i64} : (tensor<?x?xf32>, tensor<?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @empty_rows(%d: tensor<0x3xf32>, %i: tensor<2xi64>) -> tensor<0x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<0x3xf32>, tensor<2xi64>) -> tensor<0x2xf32>
  return %0 : tensor<0x2xf32>
}

// A batch dimension that differs at run time is a shape mismatch.
// RUN: %python %S/../Inputs/make_npy.py %t/d132.npy float32 '[[[1,2],[3,4],[5,6]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/ib2.npy int32 '[[0,2],[1,-1]]'
// RUN: not gather-run %s -e dynamic_batch --input=%t/d132.npy --input=%t/ib2.npy --output=%t/batch.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=BATCHMISMATCH
// BATCHMISMATCH: gather-run: error: shape mismatch at {{.*}}gather-op.mlir:[[# @LINE + 3]]:8: batch dimension 0 of indices has size 2, but data's has size 1
// RUN: not ls %t/batch.npy
func.func @dynamic_batch(%d: tensor<?x3x2xf32>, %i: tensor<?x2xi32>) -> tensor<?x2x2xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x3x2xf32>, tensor<?x2xi32>) -> tensor<?x2x2xf32>
  return %0 : tensor<?x2x2xf32>
}
