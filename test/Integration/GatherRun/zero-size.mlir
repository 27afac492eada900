// Size-0 dimensions: empty indices (no tuples), empty results from size-0
// slice dimensions, empty batches, empty gather_elements operands, and, under
// each policy, a gather from a size-0 data dimension into a non-empty result.
// Empty results are valid under every policy and print as nested []. With
// nothing to clamp to, a gather from a size-0 dimension into a non-empty
// result is an index error under `error` and `clamp` alike (never run with
// `unchecked`); such runs exit with status 1 and write no output file.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d23.npy int32 '[[0,1,2],[10,11,12]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d30.npy int32 --shape=3,0
// RUN: %python %S/../Inputs/make_npy.py %t/d03.npy int32 --shape=0,3
// RUN: %python %S/../Inputs/make_npy.py %t/d20.npy int32 --shape=2,0
// RUN: %python %S/../Inputs/make_npy.py %t/d203.npy int32 --shape=2,0,3
// RUN: %python %S/../Inputs/make_npy.py %t/d023.npy int32 --shape=0,2,3
// RUN: %python %S/../Inputs/make_npy.py %t/i01.npy int64 --shape=0,1
// RUN: %python %S/../Inputs/make_npy.py %t/i02.npy int64 --shape=0,2
// RUN: %python %S/../Inputs/make_npy.py %t/i20.npy int64 --shape=2,0

//===----------------------------------------------------------------------===//
// gather_nd, k = 1
//===----------------------------------------------------------------------===//

// Empty indices (shape 0x1) on 3x2 data: a 0x2 result, under every policy,
// also written to a file.
// RUN: gather-run %s -e nd_rows --input=%t/d32.npy --input=%t/i01.npy --print --output=%t/nd_empty.npy | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// RUN: gather-run %s -e nd_rows --input=%t/d32.npy --input=%t/i01.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// RUN: gather-run %s -e nd_rows --input=%t/d32.npy --input=%t/i01.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=NDEMPTY
// NDEMPTY: result #0: tensor<0x2xi32> = []
// RUN: %python -c "import numpy as np; a = np.load('%t/nd_empty.npy'); print(a.dtype.str, a.shape)" | FileCheck %s --match-full-lines --check-prefix=NDEMPTYNPY
// NDEMPTYNPY: <i4 (0, 2)

// An empty slice dimension: rows of 3x0 data are empty, so the result is 2x0
// under every policy (the indices are in range).
// RUN: %python %S/../Inputs/make_npy.py %t/rows_ok.npy int64 '[[1],[-3]]'
// RUN: gather-run %s -e nd_rows --input=%t/d30.npy --input=%t/rows_ok.npy --print --output=%t/nd_slice0.npy | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
// RUN: gather-run %s -e nd_rows --input=%t/d30.npy --input=%t/rows_ok.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
// RUN: gather-run %s -e nd_rows --input=%t/d30.npy --input=%t/rows_ok.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
// NDSLICE0: result #0: tensor<2x0xi32> = {{\[\[}}], []]
// RUN: %python -c "import numpy as np; a = np.load('%t/nd_slice0.npy'); print(a.dtype.str, a.shape)" | FileCheck %s --match-full-lines --check-prefix=NDSLICE0NPY
// NDSLICE0NPY: <i4 (2, 0)

// An out-of-range index is an error even when the result is empty (error
// policy); clamp clamps it and returns the empty 2x0 result.
// RUN: %python %S/../Inputs/make_npy.py %t/rows_bad.npy int64 '[[1],[5]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_rows --input=%t/d30.npy --input=%t/rows_bad.npy --print --output=%t/nd_slice0_bad.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=NDSLICE0BAD --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_slice0_bad.npy
// RUN: gather-run %s -e nd_rows --input=%t/d30.npy --input=%t/rows_bad.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
// NDSLICE0BAD: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+18]]:8: index 5 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)

// Empty indices on data whose indexed dimension has size 0: an empty 0x3
// result under every policy.
// RUN: gather-run %s -e nd_rows --input=%t/d03.npy --input=%t/i01.npy --print | FileCheck %s --match-full-lines --check-prefix=ND0DIMEMPTY
// RUN: gather-run %s -e nd_rows --input=%t/d03.npy --input=%t/i01.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ND0DIMEMPTY
// RUN: gather-run %s -e nd_rows --input=%t/d03.npy --input=%t/i01.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ND0DIMEMPTY
// ND0DIMEMPTY: result #0: tensor<0x3xi32> = []

// A row of 0x3 data into a non-empty 1x3 result: an index error under error
// and clamp.
// RUN: %python %S/../Inputs/make_npy.py %t/row0.npy int64 '[[0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_rows --input=%t/d03.npy --input=%t/row0.npy --print --output=%t/nd_0dim_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ND0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_0dim_err.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_rows --input=%t/d03.npy --input=%t/row0.npy --print --output=%t/nd_0dim_clamp.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=ND0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/nd_0dim_clamp.npy
// ND0DIM: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 0 cannot address data dimension 0, which has size 0 (element 0 of indices, row-major)
func.func @nd_rows(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Static size-0 data dimensions: a 0x3 data type (empty indices, so an empty
// result) and a 3x0 data type (empty slices of static 2x1 indices).
// (Statically empty indices types are in zero-size-static-indices.mlir.)
// RUN: gather-run %s -e nd_static_data_rows0 --input=%t/d03.npy --input=%t/i01.npy --print | FileCheck %s --match-full-lines --check-prefix=ND0DIMEMPTY
// RUN: gather-run %s -e nd_static_data_rows0 --input=%t/d03.npy --input=%t/i01.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ND0DIMEMPTY
// RUN: gather-run %s -e nd_static_data_cols0 --input=%t/d30.npy --input=%t/rows_ok.npy --print | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
// RUN: gather-run %s -e nd_static_data_cols0 --input=%t/d30.npy --input=%t/rows_ok.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=NDSLICE0
func.func @nd_static_data_rows0(%d: tensor<0x3xi32>, %i: tensor<?x1xi64>) -> tensor<?x3xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<0x3xi32>, tensor<?x1xi64>) -> tensor<?x3xi32>
  return %0 : tensor<?x3xi32>
}
func.func @nd_static_data_cols0(%d: tensor<3x0xi32>, %i: tensor<2x1xi64>) -> tensor<2x0xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x0xi32>, tensor<2x1xi64>) -> tensor<2x0xi32>
  return %0 : tensor<2x0xi32>
}

//===----------------------------------------------------------------------===//
// gather_nd, k = 2
//===----------------------------------------------------------------------===//

// No tuples (indices 0x2) on 3x0 data: an empty result under every policy.
// RUN: gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/i02.npy --print | FileCheck %s --match-full-lines --check-prefix=PAIRSEMPTY
// RUN: gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/i02.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=PAIRSEMPTY
// RUN: gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/i02.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=PAIRSEMPTY
// PAIRSEMPTY: result #0: tensor<0xi32> = []

// The tuple (0, 0) on 3x0 data: its second component addresses the size-0
// dimension 1 (element 1 of indices), under error and clamp.
// RUN: %python %S/../Inputs/make_npy.py %t/pair00.npy int64 '[[0,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/pair00.npy --print --output=%t/pairs00_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=PAIRS00 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/pairs00_err.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/pair00.npy --print --output=%t/pairs00_clamp.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=PAIRS00 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/pairs00_clamp.npy
// PAIRS00: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+12]]:8: index 0 cannot address data dimension 1, which has size 0 (element 1 of indices, row-major)

// The tuple (5, 1) on 3x0 data. Under error, 5 (element 0) is the first
// out-of-range index. Under clamp, 5 is clamped to 2 and is not an error; the
// failure is the second component, which addresses the size-0 dimension 1
// (that run is the last of the file).
// RUN: %python %S/../Inputs/make_npy.py %t/pair51.npy int64 '[[5,1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/pair51.npy --print --output=%t/pairs51_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=PAIRS51ERR --implicit-check-not='{{.}}'
// RUN: test ! -e %t/pairs51_err.npy
// PAIRS51ERR: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+3]]:8: index 5 is outside the valid range [-3, 2] of data dimension 0 (element 0 of indices, row-major)
// PAIRS51CLAMP: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 1 cannot address data dimension 1, which has size 0 (element 1 of indices, row-major)
func.func @nd_pairs(%d: tensor<?x?xi32>, %i: tensor<?x2xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x2xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

//===----------------------------------------------------------------------===//
// gather_nd, batch_dims = 1
//===----------------------------------------------------------------------===//

// An empty batch (0x2x3 data, 0x1 indices): an empty 0x3 result.
// RUN: gather-run %s -e nd_batch --input=%t/d023.npy --input=%t/i01.npy --print | FileCheck %s --match-full-lines --check-prefix=BATCHEMPTY
// RUN: gather-run %s -e nd_batch --input=%t/d023.npy --input=%t/i01.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=BATCHEMPTY
// RUN: gather-run %s -e nd_batch --input=%t/d023.npy --input=%t/i01.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=BATCHEMPTY
// BATCHEMPTY: result #0: tensor<0x3xi32> = []

// Two batches whose indexed dimension has size 0 (2x0x3 data) into a
// non-empty 2x3 result: an index error under error and clamp.
// RUN: %python %S/../Inputs/make_npy.py %t/batch_i.npy int64 '[[0],[0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_batch --input=%t/d203.npy --input=%t/batch_i.npy --print --output=%t/batch_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/batch_err.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_batch --input=%t/d203.npy --input=%t/batch_i.npy --print --output=%t/batch_clamp.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=BATCH0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/batch_clamp.npy
// BATCH0DIM: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 0 cannot address data dimension 1, which has size 0 (element 0 of indices, row-major)
func.func @nd_batch(%d: tensor<?x?x?xi32>, %i: tensor<?x1xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xi32>, tensor<?x1xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

// Empty indices along the axis (2x0 on 2x3 data, axis = 1): a 2x0 result.
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/i20.npy --print | FileCheck %s --match-full-lines --check-prefix=ELEMPTYAXIS
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/i20.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELEMPTYAXIS
// RUN: gather-run %s -e elements --input=%t/d23.npy --input=%t/i20.npy --print --on-out-of-bounds=unchecked | FileCheck %s --match-full-lines --check-prefix=ELEMPTYAXIS
// ELEMPTYAXIS: result #0: tensor<2x0xi32> = {{\[\[}}], []]

// Empty data and indices off the axis (0x3 data, 0x2 indices): a 0x2 result.
// RUN: gather-run %s -e elements --input=%t/d03.npy --input=%t/i02.npy --print | FileCheck %s --match-full-lines --check-prefix=ELEMPTYOFF
// RUN: gather-run %s -e elements --input=%t/d03.npy --input=%t/i02.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELEMPTYOFF
// ELEMPTYOFF: result #0: tensor<0x2xi32> = []

// A size-0 axis with empty indices (2x0 data, 2x0 indices): a 2x0 result.
// RUN: gather-run %s -e elements --input=%t/d20.npy --input=%t/i20.npy --print | FileCheck %s --match-full-lines --check-prefix=ELEMPTYAXIS
// RUN: gather-run %s -e elements --input=%t/d20.npy --input=%t/i20.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=ELEMPTYAXIS

// A size-0 axis (2x0 data) into a non-empty 2x1 result: an index error under
// error and clamp.
// RUN: %python %S/../Inputs/make_npy.py %t/el_i.npy int64 '[[0],[-1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d20.npy --input=%t/el_i.npy --print --output=%t/el_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/el_err.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e elements --input=%t/d20.npy --input=%t/el_i.npy --print --output=%t/el_clamp.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=EL0DIM --implicit-check-not='{{.}}'
// RUN: test ! -e %t/el_clamp.npy
// EL0DIM: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+2]]:8: index 0 cannot address data dimension 1, which has size 0 (element 0 of indices, row-major)
func.func @elements(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// The clamp run of the tuple (5, 1) on 3x0 data (PAIRS51CLAMP above).
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd_pairs --input=%t/d30.npy --input=%t/pair51.npy --print --output=%t/pairs51_clamp.npy --on-out-of-bounds=clamp 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=PAIRS51CLAMP --implicit-check-not='{{.}}'
// RUN: test ! -e %t/pairs51_clamp.npy

// gather_block_quantized whose rows hold no value (4x0 packed bytes): the
// result is empty, but its ids are checked as every gather's are (the JIT
// fuzzer found them unchecked): an error under error, none under clamp,
// which has no id to clamp.
// RUN: %python %S/../Inputs/make_npy.py %t/q40.npy uint8 --shape=4,0
// RUN: %python %S/../Inputs/make_npy.py %t/q4s.npy float32 --shape=4,0
// RUN: %python %S/../Inputs/make_npy.py %t/q_ids.npy int64 '[1, 4]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e quantized_empty_rows --input=%t/q40.npy --input=%t/q_ids.npy --input=%t/q4s.npy --print --output=%t/q_err.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%s --check-prefix=QEMPTY --implicit-check-not='{{.}}'
// RUN: test ! -e %t/q_err.npy
// RUN: gather-run %s -e quantized_empty_rows --input=%t/q40.npy --input=%t/q_ids.npy --input=%t/q4s.npy --print --on-out-of-bounds=clamp | FileCheck %s --match-full-lines --check-prefix=QEMPTYCLAMP
// QEMPTY: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+3]]:8: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// QEMPTYCLAMP: result #0: tensor<2x0xf32> = {{\[\[}}], []]
func.func @quantized_empty_rows(%d: tensor<?x?xui8>, %i: tensor<?xi64>, %s: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64} : (tensor<?x?xui8>, tensor<?xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
