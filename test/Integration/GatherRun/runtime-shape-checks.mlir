// Shape mismatches that only show at run time, behind `?` sizes the verifier
// accepted: batch dimensions of data and indices that differ, a dynamic last
// indices dimension other than the k the result rank fixes, gather_elements
// indices larger than data off the axis, and static result sizes that differ
// from the sizes found at run time. Each is reported as a `shape mismatch` at
// the op's location, under the error and the clamp policy, with exit status 1,
// nothing printed on stdout and no output file written. Shape checks come
// before index checks.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d23.npy int32 '[[0,1,2],[10,11,12]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d33.npy int32 '[[0,1,2],[10,11,12],[20,21,22]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d234.npy int32 '[[[0,1,2,3],[10,11,12,13],[20,21,22,23]],[[100,101,102,103],[110,111,112,113],[120,121,122,123]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i21.npy int64 '[[1],[0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i31.npy int64 '[[1],[0],[2]]'

//===----------------------------------------------------------------------===//
// gather_nd: batch dimensions
//===----------------------------------------------------------------------===//

// batch_dims = 1: 3 index rows for 2 data batches. Matching sizes run.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch1 --input=%t/d23.npy --input=%t/i31.npy --print --output=%t/batch1.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH1 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/batch1.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch1 --input=%t/d23.npy --input=%t/i31.npy --print --output=%t/batch1.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH1 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/batch1.npy
// BATCH1: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+4]]:8: batch dimension 0 of indices has size 3, but data's has size 2
// RUN: gather-run %s -e batch1 --input=%t/d23.npy --input=%t/i21.npy --print | FileCheck %s --match-full-lines --check-prefix=BATCH1OK
// BATCH1OK: result #0: tensor<2xi32> = [1, 10]
func.func @batch1(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// batch_dims = 1 with static data and dynamic indices.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch1_static_data --input=%t/d23.npy --input=%t/i31.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH1SD --implicit-check-not='{{.}}'
// BATCH1SD: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: batch dimension 0 of indices has size 3, but data's has size 2
func.func @batch1_static_data(%d: tensor<2x3xi32>, %i: tensor<?x1xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3xi32>, tensor<?x1xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// batch_dims = 2: the first batch dimension matches (2), the second does not
// (2 index rows for 3 data rows).
// RUN: %python %S/../Inputs/make_npy.py %t/b2_i.npy int64 '[[[0],[1]],[[2],[3]]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch2 --input=%t/d234.npy --input=%t/b2_i.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH2 --implicit-check-not='{{.}}'
// BATCH2: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: batch dimension 1 of indices has size 2, but data's has size 3
func.func @batch2(%d: tensor<?x?x4xi32>, %i: tensor<?x?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<?x?x4xi32>, tensor<?x?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

//===----------------------------------------------------------------------===//
// gather_nd: a dynamic last indices dimension (k)
//===----------------------------------------------------------------------===//

// The rank-1 result fixes k = 2; indices with 3 and with 1 columns. Two
// columns run.
// RUN: %python %S/../Inputs/make_npy.py %t/k3.npy int64 '[[0,1,2],[1,1,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/k2.npy int64 '[[0,1],[1,2]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e depth2 --input=%t/d23.npy --input=%t/k3.npy --print --output=%t/depth.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=DEPTH3 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/depth.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e depth2 --input=%t/d23.npy --input=%t/k3.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=DEPTH3 --implicit-check-not='{{.}}'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e depth2 --input=%t/d23.npy --input=%t/i21.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=DEPTH1 --implicit-check-not='{{.}}'
// RUN: gather-run %s -e depth2 --input=%t/d23.npy --input=%t/k2.npy --print | FileCheck %s --match-full-lines --check-prefix=DEPTHOK
// DEPTH3: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+4]]:8: the last dimension of indices has size 3, but the ranks of the op's types fix k = 2
// DEPTH1: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+3]]:8: the last dimension of indices has size 1, but the ranks of the op's types fix k = 2
// DEPTHOK: result #0: tensor<2xi32> = [1, 12]
func.func @depth2(%d: tensor<2x3xi32>, %i: tensor<2x?xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi32>, tensor<2x?xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// Every size dynamic; the rank-2 result fixes k = 1; indices with 2 columns.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e depth1_dynamic --input=%t/d23.npy --input=%t/k2.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=DEPTHDYN --implicit-check-not='{{.}}'
// DEPTHDYN: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: the last dimension of indices has size 2, but the ranks of the op's types fix k = 1
func.func @depth1_dynamic(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

//===----------------------------------------------------------------------===//
// gather_nd: static result sizes
//===----------------------------------------------------------------------===//

// A static result size 2 taken from indices dimension 0, which is 3.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e result_from_indices --input=%t/d23.npy --input=%t/i31.npy --output=%t/res.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=RESIDX --implicit-check-not='{{.}}'
// RUN: test ! -e %t/res.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e result_from_indices --input=%t/d23.npy --input=%t/i31.npy --output=%t/res.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=RESIDX --implicit-check-not='{{.}}'
// RUN: test ! -e %t/res.npy
// RESIDX: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: result dimension 0 has size 3, but the result type says 2
func.func @result_from_indices(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<2x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

// A static result size 4 taken from data dimension 1, which is 3.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e result_from_data --input=%t/d33.npy --input=%t/i21.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=RESDATA --implicit-check-not='{{.}}'
// RESDATA: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: result dimension 1 has size 3, but the result type says 4
func.func @result_from_data(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<?x4xi32>
  return %0 : tensor<?x4xi32>
}

// The first failing check is reported: the batch dimension (3 vs 2) before
// the static result size (3 vs 2); and a shape mismatch before the
// out-of-range index 7.
// RUN: %python %S/../Inputs/make_npy.py %t/i31_bad.npy int64 '[[7],[0],[2]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch_and_result --input=%t/d23.npy --input=%t/i31_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCHFIRST --implicit-check-not='{{.}}'
// BATCHFIRST: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: batch dimension 0 of indices has size 3, but data's has size 2
func.func @batch_and_result(%d: tensor<?x3xi32>, %i: tensor<?x1xi64>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xi32>, tensor<?x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

// axis = 1: indices dimension 0 (3) exceeds data dimension 0 (2). Along the
// axis indices may be larger (3 columns on 3, fine; see the rank-3 case).
// RUN: %python %S/../Inputs/make_npy.py %t/el32.npy int64 '[[0,1],[1,1],[2,2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el22.npy int64 '[[0,2],[1,-1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_off_axis --input=%t/d23.npy --input=%t/el32.npy --print --output=%t/el.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELOFF --implicit-check-not='{{.}}'
// RUN: test ! -e %t/el.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_off_axis --input=%t/d23.npy --input=%t/el32.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELOFF --implicit-check-not='{{.}}'
// RUN: gather-run %s -e elements_off_axis --input=%t/d23.npy --input=%t/el22.npy --print | FileCheck %s --match-full-lines --check-prefix=ELOFFOK
// ELOFF: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+3]]:8: indices dimension 0 has size 3, more than data dimension 0 (2)
// ELOFFOK: result #0: tensor<2x2xi32> = {{\[\[}}0, 2], [11, 12]]
func.func @elements_off_axis(%d: tensor<?x3xi32>, %i: tensor<?x2xi64>) -> tensor<?x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x3xi32>, tensor<?x2xi64>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

// Rank 3, axis = 0, all sizes dynamic: 5 > 2 along the axis is fine,
// dimension 1 fits (3 <= 3), dimension 2 does not (5 > 4).
// RUN: %python %S/../Inputs/make_npy.py %t/el3_ok.npy int64 '[[[1,0,1,0]],[[0,0,0,0]],[[-1,-1,-1,-1]],[[1,1,0,0]],[[-2,0,-2,0]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el3_bad.npy int64 --shape=1,3,5
// RUN: gather-run %s -e elements_rank3 --input=%t/d234.npy --input=%t/el3_ok.npy --print | FileCheck %s --match-full-lines --check-prefix=EL3OK
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_rank3 --input=%t/d234.npy --input=%t/el3_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL3 --implicit-check-not='{{.}}'
// EL3OK: result #0: tensor<5x1x4xi32> = {{\[\[\[}}100, 1, 102, 3]], {{\[\[}}0, 1, 2, 3]], {{\[\[}}100, 101, 102, 103]], {{\[\[}}100, 101, 2, 3]], {{\[\[}}0, 1, 2, 3]]]
// EL3: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: indices dimension 2 has size 5, more than data dimension 2 (4)
func.func @elements_rank3(%d: tensor<?x?x?xi32>, %i: tensor<?x?x?xi64>) -> tensor<?x?x?xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<?x?x?xi32>, tensor<?x?x?xi64>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

// A static 2x2 result from 2x1 indices.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_result --input=%t/d23.npy --input=%t/i21.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELRES --implicit-check-not='{{.}}'
// ELRES: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+2]]:8: result dimension 1 has size 1, but the result type says 2
func.func @elements_result(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
