// The out-of-bounds policies of gather-run (--on-out-of-bounds):
//   - error (the default): the first out-of-range index in row-major order of
//     indices is reported with the op's location, its value, the valid range
//     [-s, s-1] and the data dimension; exit status 1, no output file written
//     (and an existing one left alone), nothing printed on stdout;
//   - clamp: indices are normalised (i < 0 -> i + s), then clamped into
//     [0, s-1];
//   - unchecked: no checks (run on valid inputs only).
// Boundaries: -s and s-1 are valid, s and -s-1 are not; the extremes of i64
// and i32 indices are reported exactly and clamped correctly.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d23.npy int32 '[[0,1,2],[10,11,12]]'

//===----------------------------------------------------------------------===//
// Valid inputs, including the boundaries -s and s-1, under every policy
//===----------------------------------------------------------------------===//

// RUN: %python %S/../Inputs/make_npy.py %t/nd_valid.npy int64 '[[-3,-2],[2,1],[1,0]]'
// RUN: gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_valid.npy --print | FileCheck %s --match-full-lines --check-prefix=NDVALID
// RUN: gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_valid.npy --print --on-out-of-bounds=error | FileCheck %s --match-full-lines --check-prefix=NDVALID
// RUN: gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_valid.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDVALID
// RUN: gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_valid.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=NDVALID
// NDVALID: result #0: tensor<3xi32> = [0, 5, 2]

// RUN: %python %S/../Inputs/make_npy.py %t/el_valid.npy int64 '[[-3,2],[2,-3]]'
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/el_valid.npy --print | FileCheck %s --match-full-lines --check-prefix=ELVALID
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/el_valid.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELVALID
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/el_valid.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ELVALID
// ELVALID: result #0: tensor<2x2xi32> = {{\[\[}}0, 2], [12, 10]]

//===----------------------------------------------------------------------===//
// error: gather_nd, i64 indices
//===----------------------------------------------------------------------===//

// An index past the end of dimension 1 (the fourth index value, element 3).
// The run asks for --print and --output: nothing is printed, nothing written.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_bad.npy int64 '[[0,0],[1,5]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_bad.npy --print --output=%t/nd_bad_out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDBAD --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_bad_out.npy
// NDBAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+55]]:8: index 5 is outside the valid range [-2, 1] of data dimension 1 (element 3 of indices, row-major)

// The default policy is error: the same run with --on-out-of-bounds=error.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_bad.npy --print --output=%t/nd_bad_out.npy --on-out-of-bounds=error 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDBAD --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_bad_out.npy

// An existing output file is left as it was when the run fails.
// RUN: %python %S/../Inputs/make_npy.py %t/keep.npy int32 '[7,7,7]'
// RUN: not gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_bad.npy --output=%t/keep.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/keep.npy'); print(a.dtype.str, a.tolist())" | FileCheck %s --match-full-lines --check-prefix=KEEP
// KEEP: <i4 [7, 7, 7]

// The first out-of-range index in row-major order is reported: 9 in tuple 0
// (element 1), not 9 or -9 in the later tuples.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_first.npy int64 '[[0,9],[9,0],[-9,1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_first.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDFIRST --implicit-check-not='{{.}}'
// NDFIRST: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+39]]:8: index 9 is outside the valid range [-2, 1] of data dimension 1 (element 1 of indices, row-major)

// The first component is reported when the later one is bad too.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_first2.npy int64 '[[1,1],[-5,7]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_first2.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDFIRST2 --implicit-check-not='{{.}}'
// NDFIRST2: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+34]]:8: index -5 is outside the valid range [-3, 2] of data dimension 0 (element 2 of indices, row-major)

// An index equal to s (3 on dimension 0).
// RUN: %python %S/../Inputs/make_npy.py %t/nd_s.npy int64 '[[1,1],[3,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_s.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDS --implicit-check-not='{{.}}'
// NDS: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+29]]:8: index 3 is outside the valid range [-3, 2] of data dimension 0 (element 2 of indices, row-major)

// An index equal to -s-1 (-3 on dimension 1).
// RUN: %python %S/../Inputs/make_npy.py %t/nd_ms1.npy int64 '[[0,-3]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_ms1.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDMS1 --implicit-check-not='{{.}}'
// NDMS1: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+24]]:8: index -3 is outside the valid range [-2, 1] of data dimension 1 (element 1 of indices, row-major)

// INT64_MIN.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_min64.npy int64 '[[0,0],[0,-9223372036854775808]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_min64.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDMIN64 --implicit-check-not='{{.}}'
// NDMIN64: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+19]]:8: index -9223372036854775808 is outside the valid range [-2, 1] of data dimension 1 (element 3 of indices, row-major)

// INT64_MAX.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_max64.npy int64 '[[9223372036854775807,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_max64.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDMAX64 --implicit-check-not='{{.}}'
// NDMAX64: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+14]]:8: index 9223372036854775807 is outside the valid range [-3, 2] of data dimension 0 (element 0 of indices, row-major)

//===----------------------------------------------------------------------===//
// clamp: gather_nd, i64 indices
//===----------------------------------------------------------------------===//

// 7 -> 2 and -9 -> 0 on size 3; -4 (-s-1) -> 0 and 3 (s) -> 2; -3 -> 0 on
// size 2; INT64_MAX -> s-1 and INT64_MIN -> 0; -1 -> s-1.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_clamp.npy int64 '[[7,0],[-9,1],[-4,-3],[3,2],[9223372036854775807,-9223372036854775808],[-1,-1]]'
// RUN: gather-run %s -e nd_pairs --input=%t/d32.npy --input=%t/nd_clamp.npy --print --output=%t/nd_clamp_out.npy --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDCLAMP
// NDCLAMP: result #0: tensor<6xi32> = [4, 1, 0, 5, 4, 5]
// RUN: %python -c "import numpy as np; a = np.load('%t/nd_clamp_out.npy'); print(a.dtype.str, a.tolist())" | FileCheck %s --match-full-lines --check-prefix=NDCLAMPNPY
// NDCLAMPNPY: <i4 [4, 1, 0, 5, 4, 5]
func.func @nd_pairs(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

//===----------------------------------------------------------------------===//
// gather_nd, i32 and index indices
//===----------------------------------------------------------------------===//

// INT32_MIN and INT32_MAX (i32 indices) under error, then clamped.
// RUN: %python %S/../Inputs/make_npy.py %t/nd_min32.npy int32 '[[0,0],[-2147483648,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs_i32 --input=%t/d32.npy --input=%t/nd_min32.npy --output=%t/nd_min32_out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDMIN32 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_min32_out.npy
// NDMIN32: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+11]]:8: index -2147483648 is outside the valid range [-3, 2] of data dimension 0 (element 2 of indices, row-major)
// RUN: %python %S/../Inputs/make_npy.py %t/nd_max32.npy int32 '[[1,2147483647]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs_i32 --input=%t/d32.npy --input=%t/nd_max32.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDMAX32 --implicit-check-not='{{.}}'
// NDMAX32: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+8]]:8: index 2147483647 is outside the valid range [-2, 1] of data dimension 1 (element 1 of indices, row-major)
// RUN: %python %S/../Inputs/make_npy.py %t/nd_clamp32.npy int32 '[[2147483647,-2147483648],[-2147483648,2147483647]]'
// RUN: gather-run %s -e nd_pairs_i32 --input=%t/d32.npy --input=%t/nd_clamp32.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDCLAMP32
// NDCLAMP32: result #0: tensor<2xi32> = [4, 1]
// RUN: %python %S/../Inputs/make_npy.py %t/nd_valid32.npy int32 '[[-3,-2],[2,1],[1,0]]'
// RUN: gather-run %s -e nd_pairs_i32 --input=%t/d32.npy --input=%t/nd_valid32.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=NDVALID32
// NDVALID32: result #0: tensor<3xi32> = [0, 5, 2]
func.func @nd_pairs_i32(%d: tensor<3x2xi32>, %i: tensor<?x2xi32>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi32>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// index indices, rows: -4 (-s-1) is reported; clamping maps 7, 3 -> 2 and
// -9, -4 -> 0; unchecked on valid rows.
// RUN: %python %S/../Inputs/make_npy.py %t/rows_bad.npy int64 '[[1],[-4]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_rows_index --input=%t/d32.npy --input=%t/rows_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ROWSBAD --implicit-check-not='{{.}}'
// ROWSBAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+8]]:8: index -4 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// RUN: %python %S/../Inputs/make_npy.py %t/rows_clamp.npy int64 '[[7],[-9],[3],[-4],[-1]]'
// RUN: gather-run %s -e nd_rows_index --input=%t/d32.npy --input=%t/rows_clamp.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ROWSCLAMP
// ROWSCLAMP: result #0: tensor<5x2xi32> = {{\[\[}}4, 5], [0, 1], [4, 5], [0, 1], [4, 5]]
// RUN: %python %S/../Inputs/make_npy.py %t/rows_valid.npy int64 '[[-1],[0],[-3]]'
// RUN: gather-run %s -e nd_rows_index --input=%t/d32.npy --input=%t/rows_valid.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ROWSVALID
// ROWSVALID: result #0: tensor<3x2xi32> = {{\[\[}}4, 5], [0, 1], [0, 1]]
func.func @nd_rows_index(%d: tensor<3x2xi32>, %i: tensor<?x1xindex>) -> tensor<?x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x1xindex>) -> tensor<?x2xi32>
  return %0 : tensor<?x2xi32>
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

// axis = 1 (s = 3): an index equal to s, then one equal to -s-1.
// RUN: %python %S/../Inputs/make_npy.py %t/el_s.npy int64 '[[0,3],[1,1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d23.npy --input=%t/el_s.npy --print --output=%t/el_s_out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELS --implicit-check-not='{{.}}'
// RUN: test ! -e %t/el_s_out.npy
// ELS: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+17]]:8: index 3 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// RUN: %python %S/../Inputs/make_npy.py %t/el_ms1.npy int64 '[[0,1],[-4,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d23.npy --input=%t/el_ms1.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELMS1 --implicit-check-not='{{.}}'
// ELMS1: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+14]]:8: index -4 is outside the valid range [-3, 2] of data dimension 1 (element 2 of indices, row-major)

// INT64_MIN is the first bad index (element 0), INT64_MAX comes later.
// RUN: %python %S/../Inputs/make_npy.py %t/el_ext.npy int64 '[[-9223372036854775808,0],[0,9223372036854775807]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d23.npy --input=%t/el_ext.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ELEXT --implicit-check-not='{{.}}'
// ELEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+9]]:8: index -9223372036854775808 is outside the valid range [-3, 2] of data dimension 1 (element 0 of indices, row-major)

// Clamping: 7 -> 2, -9 -> 0, 3 (s) -> 2, -4 (-s-1) -> 0, then the extremes.
// RUN: %python %S/../Inputs/make_npy.py %t/el_clamp.npy int64 '[[7,-9],[3,-4]]'
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/el_clamp.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELCLAMP
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/el_ext.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELCLAMPEXT
// ELCLAMP: result #0: tensor<2x2xi32> = {{\[\[}}2, 0], [12, 10]]
// ELCLAMPEXT: result #0: tensor<2x2xi32> = {{\[\[}}0, 0], [10, 12]]
func.func @elements(%d: tensor<2x3xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// axis = 0 (s = 2), i32 indices: the first bad index in row-major order is
// -3 (element 3), not 2 (element 5); then INT32_MAX (element 3) before
// INT32_MIN (element 5); clamping maps INT32_MAX -> 1 and INT32_MIN -> 0.
// RUN: %python %S/../Inputs/make_npy.py %t/el0_bad.npy int32 '[[0,1,0],[-3,0,2]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_axis0 --input=%t/d23.npy --input=%t/el0_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL0BAD --implicit-check-not='{{.}}'
// EL0BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+10]]:8: index -3 is outside the valid range [-2, 1] of data dimension 0 (element 3 of indices, row-major)
// RUN: %python %S/../Inputs/make_npy.py %t/el0_ext.npy int32 '[[0,1,0],[2147483647,0,-2147483648]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_axis0 --input=%t/d23.npy --input=%t/el0_ext.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL0EXT --implicit-check-not='{{.}}'
// EL0EXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+7]]:8: index 2147483647 is outside the valid range [-2, 1] of data dimension 0 (element 3 of indices, row-major)
// RUN: gather-run %s -e elements_axis0 --input=%t/d23.npy --input=%t/el0_ext.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=EL0CLAMP
// EL0CLAMP: result #0: tensor<2x3xi32> = {{\[\[}}0, 11, 2], [10, 1, 2]]
// RUN: %python %S/../Inputs/make_npy.py %t/el0_valid.npy int32 '[[-1,-2,1],[0,-1,-2]]'
// RUN: gather-run %s -e elements_axis0 --input=%t/d23.npy --input=%t/el0_valid.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=EL0VALID
// EL0VALID: result #0: tensor<2x3xi32> = {{\[\[}}10, 1, 12], [0, 11, 2]]
func.func @elements_axis0(%d: tensor<2x3xi32>, %i: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}

//===----------------------------------------------------------------------===//
// Batch dimensions and rank 3: positions and data dimensions
//===----------------------------------------------------------------------===//

// RUN: %python %S/../Inputs/make_npy.py %t/d234.npy int32 '[[[0,1,2,3],[10,11,12,13],[20,21,22,23]],[[100,101,102,103],[110,111,112,113],[120,121,122,123]]]'

// batch_dims = 1, k = 1: the bad index of the second batch is element 3 of
// indices and addresses data dimension 1 (= batch_dims + 0). Clamped: 5 -> 2.
// RUN: %python %S/../Inputs/make_npy.py %t/b1_bad.npy int64 '[[[0],[1]],[[2],[5]]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch1_rows --input=%t/d234.npy --input=%t/b1_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=B1BAD --implicit-check-not='{{.}}'
// RUN: gather-run %s -e batch1_rows --input=%t/d234.npy --input=%t/b1_bad.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=B1CLAMP
// B1BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+3]]:8: index 5 is outside the valid range [-3, 2] of data dimension 1 (element 3 of indices, row-major)
// B1CLAMP: result #0: tensor<2x2x4xi32> = {{\[\[\[}}0, 1, 2, 3], [10, 11, 12, 13]], {{\[\[}}120, 121, 122, 123], [120, 121, 122, 123]]]
func.func @batch1_rows(%d: tensor<2x3x4xi32>, %i: tensor<2x2x1xi64>) -> tensor<2x2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x1xi64>) -> tensor<2x2x4xi32>
  return %0 : tensor<2x2x4xi32>
}

// batch_dims = 1, k = 2: -5 is the second component of the second tuple
// (element 3) and addresses data dimension 2 (size 4). Clamped: -5 -> -1 -> 0.
// RUN: %python %S/../Inputs/make_npy.py %t/b1k2_bad.npy int64 '[[[0,3]],[[1,-5]]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e batch1_pairs --input=%t/d234.npy --input=%t/b1k2_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=B1K2BAD --implicit-check-not='{{.}}'
// RUN: gather-run %s -e batch1_pairs --input=%t/d234.npy --input=%t/b1k2_bad.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=B1K2CLAMP
// B1K2BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+3]]:8: index -5 is outside the valid range [-4, 3] of data dimension 2 (element 3 of indices, row-major)
// B1K2CLAMP: result #0: tensor<2x1xi32> = {{\[\[}}3], [110]]
func.func @batch1_pairs(%d: tensor<2x3x4xi32>, %i: tensor<2x1x2xi64>) -> tensor<2x1xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1x2xi64>) -> tensor<2x1xi32>
  return %0 : tensor<2x1xi32>
}

// gather_elements on rank 3, axis = 1: the last index (element 7) is bad.
// Clamped: 3 -> 2.
// RUN: %python %S/../Inputs/make_npy.py %t/el3_bad.npy int64 '[[[0,1],[2,0]],[[1,1],[0,3]]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements_rank3 --input=%t/d234.npy --input=%t/el3_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL3BAD --implicit-check-not='{{.}}'
// RUN: gather-run %s -e elements_rank3 --input=%t/d234.npy --input=%t/el3_bad.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=EL3CLAMP
// EL3BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+3]]:8: index 3 is outside the valid range [-3, 2] of data dimension 1 (element 7 of indices, row-major)
// EL3CLAMP: result #0: tensor<2x2x2xi32> = {{\[\[\[}}0, 11], [20, 1]], {{\[\[}}110, 111], [100, 121]]]
func.func @elements_rank3(%d: tensor<2x3x4xi32>, %i: tensor<2x2x2xi64>) -> tensor<2x2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x2x2xi64>) -> tensor<2x2x2xi32>
  return %0 : tensor<2x2x2xi32>
}

//===----------------------------------------------------------------------===//
// Several gathers in one call
//===----------------------------------------------------------------------===//

// Two gathers with two results. When both fail, the first one (in program
// order) is reported; when only the second fails, its own location is; no
// output file is written either way. Under clamp both results come back.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e two_gathers --input=%t/d32.npy --input=%t/nd_bad.npy --input=%t/d23.npy --input=%t/el_s.npy --output=%t/two0.npy --output=%t/two1.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=TWOBOTH --implicit-check-not='{{.}}'
// RUN: test ! -e %t/two0.npy
// RUN: test ! -e %t/two1.npy
// TWOBOTH: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+9]]:8: index 5 is outside the valid range [-2, 1] of data dimension 1 (element 3 of indices, row-major)
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e two_gathers --input=%t/d32.npy --input=%t/nd_valid.npy --input=%t/d23.npy --input=%t/el_s.npy --output=%t/two0.npy --output=%t/two1.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=TWOSECOND --implicit-check-not='{{.}}'
// RUN: test ! -e %t/two0.npy
// RUN: test ! -e %t/two1.npy
// TWOSECOND: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+6]]:8: index 3 is outside the valid range [-3, 2] of data dimension 1 (element 1 of indices, row-major)
// RUN: gather-run %s -e two_gathers --input=%t/d32.npy --input=%t/nd_bad.npy --input=%t/d23.npy --input=%t/el_s.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=TWOCLAMP
// TWOCLAMP: result #0: tensor<2xi32> = [0, 3]
// TWOCLAMP-NEXT: result #1: tensor<2x2xi32> = {{\[\[}}0, 2], [11, 11]]
func.func @two_gathers(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>, %e: tensor<2x3xi32>, %j: tensor<?x?xi64>) -> (tensor<?xi32>, tensor<?x?xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  %1 = gather.gather_elements %e, %j {axis = 1 : i64} : (tensor<2x3xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0, %1 : tensor<?xi32>, tensor<?x?xi32>
}

// A failure inside a called function is reported at the callee's op (the
// location NDBAD names).
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e calls_nd_pairs --input=%t/d32.npy --input=%t/nd_bad.npy --print --output=%t/call_out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDBAD --implicit-check-not='{{.}}'
// RUN: test ! -e %t/call_out.npy
func.func @calls_nd_pairs(%d: tensor<3x2xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = func.call @nd_pairs(%d, %i) : (tensor<3x2xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// A chain (gather_nd rows, then gather_elements columns): when the first
// gather fails, its failure is reported, not the second gather's bad index 9.
// When only the second fails, the second is reported.
// RUN: %python %S/../Inputs/make_npy.py %t/chain_rows_bad.npy int64 '[[1],[5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/chain_rows.npy int64 '[[1],[2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/chain_cols.npy int64 '[[0],[9]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e chain --input=%t/d32.npy --input=%t/chain_rows_bad.npy --input=%t/chain_cols.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=CHAINFIRST --implicit-check-not='{{.}}'
// CHAINFIRST: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+6]]:8: index 5 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e chain --input=%t/d32.npy --input=%t/chain_rows.npy --input=%t/chain_cols.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=CHAINSECOND --implicit-check-not='{{.}}'
// CHAINSECOND: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+5]]:8: index 9 is outside the valid range [-2, 1] of data dimension 1 (element 1 of indices, row-major)
// RUN: gather-run %s -e chain --input=%t/d32.npy --input=%t/chain_rows.npy --input=%t/chain_cols.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=CHAINCLAMP
// CHAINCLAMP: result #0: tensor<2x1xi32> = {{\[\[}}2], [5]]
func.func @chain(%d: tensor<3x2xi32>, %rows: tensor<?x1xi64>, %cols: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %rows : (tensor<3x2xi32>, tensor<?x1xi64>) -> tensor<?x2xi32>
  %1 = gather.gather_elements %0, %cols {axis = 1 : i64} : (tensor<?x2xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %1 : tensor<?x?xi32>
}
