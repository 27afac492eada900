// Scatters under each out-of-bounds policy, through gather-run:
//   - error: every index is checked before anything is written; the first
//     bad one is reported (value, range, data dimension, position), exit
//     status 1, no output;
//   - clamp: updates whose index is out of range are skipped (a clamped
//     update would overwrite the border); the others apply;
//   - assert: the report, then the process aborts;
//   - unchecked: valid indices give the same result as under error.
// A run-time shape mismatch (dynamic updates of the wrong size) is reported
// under error.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/good.npy int64 '[[0,0],[-1,-1],[0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int64 '[[0,0],[1,5],[-4,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/u.npy int32 '[10,20,30]'

// RUN: gather-run %s -e nd_add --input=%t/d.npy --input=%t/good.npy --input=%t/u.npy --print | FileCheck %s --match-full-lines --check-prefix=GOOD
// RUN: gather-run %s -e nd_add --input=%t/d.npy --input=%t/good.npy --input=%t/u.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=GOOD
// RUN: gather-run %s -e nd_add --input=%t/d.npy --input=%t/good.npy --input=%t/u.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=GOOD
// GOOD: result #0: tensor<3x2xi32> = {{\[\[}}40, 1], [2, 3], [4, 25]]

// RUN: %python %S/../GatherRun/Inputs/exit-status.py 1 gather-run %s -e nd_add --input=%t/d.npy --input=%t/bad.npy --input=%t/u.npy --print --output=%t/bad.npy.out 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ERROR --implicit-check-not='{{.}}'
// RUN: test ! -e %t/bad.npy.out
// ERROR: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+24]]:8: index 5 is outside the valid range [-2, 1] of data dimension 1 (element 3 of indices, row-major)

// RUN: gather-run %s -e nd_add --input=%t/d.npy --input=%t/bad.npy --input=%t/u.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=SKIP
// SKIP: result #0: tensor<3x2xi32> = {{\[\[}}10, 1], [2, 3], [4, 5]]

// RUN: not --crash gather-run %s -e nd_add --input=%t/d.npy --input=%t/bad.npy --input=%t/u.npy --on-out-of-bounds=assert 2>&1 | FileCheck %s -DFILE=%s --check-prefix=ASSERT
// ASSERT: error: index out of bounds at [[FILE]]:[[@LINE+18]]:8: index 5 is outside the valid range [-2, 1] of data dimension 1 (element 3 of indices, row-major)

// scatter_elements: the bad index -3 at position 2 of indices (axis 1 of
// size 2).
// RUN: %python %S/../Inputs/make_npy.py %t/el_bad.npy int64 '[[1,0],[-3,1],[0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el_u.npy int32 '[[7,8],[9,10],[11,12]]'
// RUN: %python %S/../GatherRun/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d.npy --input=%t/el_bad.npy --input=%t/el_u.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELERROR --implicit-check-not='{{.}}'
// ELERROR: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+15]]:8: index -3 is outside the valid range [-2, 1] of data dimension 1 (element 2 of indices, row-major)
// RUN: gather-run %s -e elements --input=%t/d.npy --input=%t/el_bad.npy --input=%t/el_u.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELSKIP
// ELSKIP: result #0: tensor<3x2xi32> = {{\[\[}}8, 7], [2, 10], [12, 5]]

// Updates of the wrong size in a dynamic dimension.
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[0],[2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/u23.npy int32 '[[1,1,1],[2,2,2]]'
// RUN: %python %S/../GatherRun/Inputs/exit-status.py 1 gather-run %s -e dynamic --input=%t/d.npy --input=%t/rows.npy --input=%t/u23.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=SHAPE --implicit-check-not='{{.}}'
// SHAPE: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+11]]:8: updates dimension 1 has size 3, but indices and data give it size 2

func.func @nd_add(%d: tensor<3x2xi32>, %i: tensor<3x2xi64>, %u: tensor<3xi32>) -> tensor<3x2xi32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<3x2xi32>, tensor<3x2xi64>, tensor<3xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
func.func @elements(%d: tensor<3x2xi32>, %i: tensor<3x2xi64>, %u: tensor<3x2xi32>) -> tensor<3x2xi32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 1 : i64} : (tensor<3x2xi32>, tensor<3x2xi64>, tensor<3x2xi32>) -> tensor<3x2xi32>
  return %0 : tensor<3x2xi32>
}
func.func @dynamic(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>, %u: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<?x?xi32>, tensor<?x1xi64>, tensor<?x?xi32>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}
