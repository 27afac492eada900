// Kernels with dynamic (`?`) sizes in data, indices and results: a dynamic
// last indices dimension whose k the result rank fixes, results more static
// than their operands (checked at run time, see runtime-shape-checks.mlir for
// the failures), chains of gathers, gathered indices, two results, calls, and
// gathers mixed with tensor, linalg and arith ops. gather-run prints the
// actual shape of each result.
// (Elementwise arith ops applied directly to a gathered tensor are in
// dynamic-shapes-elementwise.mlir, returned slices of gathered tensors in
// dynamic-shapes-slices.mlir: each fails to run today, and a kernel that
// cannot be lowered or linked breaks every entry of its file.)

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d34.npy int32 '[[0,1,2,3],[10,11,12,13],[20,21,22,23]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d234.npy int32 '[[[0,1,2,3],[10,11,12,13],[20,21,22,23]],[[100,101,102,103],[110,111,112,113],[120,121,122,123]]]'
// RUN: %python %S/../Inputs/make_npy.py %t/f34.npy float32 '[[0.5,1.5,2.5,3.5],[10.5,11.5,12.5,13.5],[20.5,21.5,22.5,23.5]]'

// All sizes dynamic; the rank-1 result fixes k = 2 + 2 - 1 - 0 - 1 = 2.
// RUN: %python %S/../Inputs/make_npy.py %t/k2_i.npy int64 '[[2,3],[0,1],[-1,-4]]'
// RUN: gather-run %s -e nd_dynamic_k2 --input=%t/d34.npy --input=%t/k2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDK2
// NDK2: result #0: tensor<3xi32> = [23, 1, 20]
func.func @nd_dynamic_k2(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// The same operand types with a rank-2 result: k = 1, whole rows.
// RUN: %python %S/../Inputs/make_npy.py %t/k1_i.npy int64 '[[2],[0]]'
// RUN: gather-run %s -e nd_dynamic_k1 --input=%t/d34.npy --input=%t/k1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDK1
// NDK1: result #0: tensor<2x4xi32> = {{\[\[}}20, 21, 22, 23], [0, 1, 2, 3]]
func.func @nd_dynamic_k1(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Only the last indices dimension is dynamic; the static result fixes k = 2.
// RUN: %python %S/../Inputs/make_npy.py %t/depth_i.npy int32 '[[1,3],[-1,0]]'
// RUN: gather-run %s -e nd_dynamic_depth --input=%t/d34.npy --input=%t/depth_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDDEPTH
// NDDEPTH: result #0: tensor<2xi32> = [13, 20]
func.func @nd_dynamic_depth(%d: tensor<3x4xi32>, %i: tensor<2x?xi32>) -> tensor<2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x4xi32>, tensor<2x?xi32>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

// Dynamic k with batch_dims = 1: k = 2 + 3 - 1 - 1 - 2 = 1.
// RUN: %python %S/../Inputs/make_npy.py %t/bk_i.npy int64 '[[2],[0]]'
// RUN: gather-run %s -e nd_dynamic_k_batch1 --input=%t/d234.npy --input=%t/bk_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDBK
// NDBK: result #0: tensor<2x4xi32> = {{\[\[}}20, 21, 22, 23], [100, 101, 102, 103]]
func.func @nd_dynamic_k_batch1(%d: tensor<?x?x?xi32>, %i: tensor<?x?xindex>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xi32>, tensor<?x?xindex>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Dynamic data and tuple count with a static k = 2 on rank-3 data.
// RUN: %python %S/../Inputs/make_npy.py %t/sk_i.npy int64 '[[1,2],[0,0],[1,0]]'
// RUN: gather-run %s -e nd_static_k --input=%t/d234.npy --input=%t/sk_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDSK
// NDSK: result #0: tensor<3x4xi32> = {{\[\[}}120, 121, 122, 123], [0, 1, 2, 3], [100, 101, 102, 103]]
func.func @nd_static_k(%d: tensor<?x?x?xi32>, %i: tensor<?x2xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xi32>, tensor<?x2xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// batch_dims = 1 with dynamic batch and tuple dimensions.
// RUN: %python %S/../Inputs/make_npy.py %t/b1_i.npy int64 '[[[2],[0]],[[1],[1]]]'
// RUN: gather-run %s -e nd_dynamic_batch1 --input=%t/d234.npy --input=%t/b1_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDB1
// NDB1: result #0: tensor<2x2x4xi32> = {{\[\[\[}}20, 21, 22, 23], [0, 1, 2, 3]], {{\[\[}}110, 111, 112, 113], [110, 111, 112, 113]]]
func.func @nd_dynamic_batch1(%d: tensor<?x?x?xi32>, %i: tensor<?x?x1xi64>) -> tensor<?x?x?xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x?xi32>, tensor<?x?x1xi64>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

// A result more static than its operands: 2x4 from ?x? data and ?x1
// indices; the run-time sizes match.
// RUN: %python %S/../Inputs/make_npy.py %t/ms_i.npy int64 '[[1],[2]]'
// RUN: gather-run %s -e nd_more_static_result --input=%t/d34.npy --input=%t/ms_i.npy --print | FileCheck %s --match-full-lines --check-prefix=NDMS
// NDMS: result #0: tensor<2x4xi32> = {{\[\[}}10, 11, 12, 13], [20, 21, 22, 23]]
func.func @nd_more_static_result(%d: tensor<?x?xi32>, %i: tensor<?x1xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// gather_elements with every size dynamic (axis = 1).
// RUN: %python %S/../Inputs/make_npy.py %t/ge_i.npy int64 '[[3,0],[1,1],[2,-1]]'
// RUN: gather-run %s -e elements_dynamic --input=%t/d34.npy --input=%t/ge_i.npy --print | FileCheck %s --match-full-lines --check-prefix=GED
// GED: result #0: tensor<3x2xi32> = {{\[\[}}3, 0], [11, 11], [22, 23]]
func.func @elements_dynamic(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?x?xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// gather_elements with a static 2x2 result from dynamic operands (axis = 0,
// indices smaller than data off the axis).
// RUN: %python %S/../Inputs/make_npy.py %t/gems_i.npy int32 '[[2,0],[1,2]]'
// RUN: gather-run %s -e elements_more_static_result --input=%t/d34.npy --input=%t/gems_i.npy --print | FileCheck %s --match-full-lines --check-prefix=GEMS
// GEMS: result #0: tensor<2x2xi32> = {{\[\[}}20, 1], [10, 21]]
func.func @elements_more_static_result(%d: tensor<?x?xi32>, %i: tensor<?x?xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i : (tensor<?x?xi32>, tensor<?x?xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// gather_elements on rank 3 with mixed static/dynamic sizes, axis = -1.
// RUN: %python %S/../Inputs/make_npy.py %t/ge3_i.npy int64 '[[[3,0],[1,1],[2,3]],[[0,0],[3,2],[1,0]]]'
// RUN: gather-run %s -e elements_dynamic_rank3 --input=%t/d234.npy --input=%t/ge3_i.npy --print | FileCheck %s --match-full-lines --check-prefix=GE3
// GE3: result #0: tensor<2x3x2xi32> = {{\[\[\[}}3, 0], [11, 11], [22, 23]], {{\[\[}}100, 100], [113, 112], [121, 120]]]
func.func @elements_dynamic_rank3(%d: tensor<2x?x?xi32>, %i: tensor<?x3x?xi64>) -> tensor<?x?x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x?x?xi32>, tensor<?x3x?xi64>) -> tensor<?x?x2xi32>
  return %0 : tensor<?x?x2xi32>
}

// A chain: gather_nd picks rows (f32), gather_elements picks columns in each.
// RUN: %python %S/../Inputs/make_npy.py %t/chain_rows.npy int64 '[[2],[0],[1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/chain_cols.npy int32 '[[3,0],[-1,1],[2,2]]'
// RUN: gather-run %s -e chain --input=%t/f34.npy --input=%t/chain_rows.npy --input=%t/chain_cols.npy --print | FileCheck %s --match-full-lines --check-prefix=CHAIN
// CHAIN: result #0: tensor<3x2xf32> = {{\[\[}}23.5, 20.5], [3.5, 1.5], [12.5, 12.5]]
func.func @chain(%d: tensor<?x?xf32>, %rows: tensor<?x1xi64>, %cols: tensor<?x?xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %rows : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %1 = gather.gather_elements %0, %cols {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>) -> tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// Gathered indices: gather_nd picks rows of an index table, which then serve
// as the indices of gather_elements (axis = 0).
// RUN: %python %S/../Inputs/make_npy.py %t/table.npy int64 '[[0,1,2],[2,1,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/sel.npy int64 '[[1],[0]]'
// RUN: gather-run %s -e gathered_indices --input=%t/d34.npy --input=%t/table.npy --input=%t/sel.npy --print | FileCheck %s --match-full-lines --check-prefix=GIDX
// GIDX: result #0: tensor<2x3xi32> = {{\[\[}}20, 11, 2], [0, 11, 22]]
func.func @gathered_indices(%d: tensor<?x?xi32>, %table: tensor<?x?xi64>, %sel: tensor<?x1xi64>) -> tensor<?x?xi32> {
  %idx = gather.gather_nd %table, %sel : (tensor<?x?xi64>, tensor<?x1xi64>) -> tensor<?x?xi64>
  %0 = gather.gather_elements %d, %idx : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// Two results of different shapes from the same dynamic data, printed and
// written to two files.
// RUN: %python %S/../Inputs/make_npy.py %t/two_rows.npy int64 '[[1],[2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/two_cols.npy int64 '[[-1,0],[1,2]]'
// RUN: gather-run %s -e two_results --input=%t/d34.npy --input=%t/two_rows.npy --input=%t/two_cols.npy --print --output=%t/two0.npy --output=%t/two1.npy | FileCheck %s --match-full-lines --check-prefix=TWO
// TWO: result #0: tensor<2x4xi32> = {{\[\[}}10, 11, 12, 13], [20, 21, 22, 23]]
// TWO-NEXT: result #1: tensor<2x2xi32> = {{\[\[}}3, 0], [11, 12]]
// RUN: %python -c "import numpy as np; a = np.load('%t/two0.npy'); b = np.load('%t/two1.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=TWONPY
// TWONPY: <i4 {{\[\[}}10, 11, 12, 13], [20, 21, 22, 23]] <i4 {{\[\[}}3, 0], [11, 12]]
func.func @two_results(%d: tensor<?x?xi32>, %rows: tensor<?x1xi64>, %cols: tensor<?x?xi64>) -> (tensor<?x?xi32>, tensor<?x?xi32>) {
  %0 = gather.gather_nd %d, %rows : (tensor<?x?xi32>, tensor<?x1xi64>) -> tensor<?x?xi32>
  %1 = gather.gather_elements %d, %cols {axis = 1 : i64} : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?x?xi32>
  return %0, %1 : tensor<?x?xi32>, tensor<?x?xi32>
}

// Gathers mixed with other ops: every other column of the gathered rows
// (tensor.extract_slice with stride 2) is doubled by a linalg.generic
// (arith.addf), the gathered sizes are returned (tensor.dim,
// tensor.from_elements), and one gathered element is squared (tensor.extract,
// arith.mulf). (Returning the slice itself is in
// dynamic-shapes-slices.mlir.)
// RUN: %python %S/../Inputs/make_npy.py %t/mix_i.npy int64 '[[2],[0]]'
// RUN: gather-run %s -e mixed --input=%t/f34.npy --input=%t/mix_i.npy --print | FileCheck %s --match-full-lines --check-prefix=MIX
// MIX: result #0: tensor<2x2xf32> = {{\[\[}}43, 47], [3, 7]]
// MIX-NEXT: result #1: tensor<2xindex> = [2, 4]
// MIX-NEXT: result #2: tensor<1xf32> = [420.25]
#id2 = affine_map<(i, j) -> (i, j)>
func.func @mixed(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> (tensor<?x2xf32>, tensor<2xindex>, tensor<1xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %g = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  %n = tensor.dim %g, %c0 : tensor<?x?xf32>
  %m = tensor.dim %g, %c1 : tensor<?x?xf32>
  %slice = tensor.extract_slice %g[0, 1] [%n, 2] [1, 2] : tensor<?x?xf32> to tensor<?x2xf32>
  %e = tensor.empty(%n) : tensor<?x2xf32>
  %sum = linalg.generic {indexing_maps = [#id2, #id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%slice, %slice : tensor<?x2xf32>, tensor<?x2xf32>) outs(%e : tensor<?x2xf32>) {
  ^bb0(%a: f32, %b: f32, %out: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<?x2xf32>
  %dims = tensor.from_elements %n, %m : tensor<2xindex>
  %v = tensor.extract %g[%c0, %c0] : tensor<?x?xf32>
  %sq = arith.mulf %v, %v : f32
  %sqt = tensor.from_elements %sq : tensor<1xf32>
  return %sum, %dims, %sqt : tensor<?x2xf32>, tensor<2xindex>, tensor<1xf32>
}

// Gather from constant data, with the result cast to a static type.
// RUN: %python %S/../Inputs/make_npy.py %t/const_i.npy int32 '[[1,0],[0,1],[-1,-1]]'
// RUN: gather-run %s -e from_constant --input=%t/const_i.npy --print | FileCheck %s --match-full-lines --check-prefix=CONST
// CONST: result #0: tensor<3xf64> = [3.25, -2.5, 4]
func.func @from_constant(%i: tensor<?x2xi32>) -> tensor<3xf64> {
  %d = arith.constant dense<[[1.5, -2.5], [3.25, 4.0]]> : tensor<2x2xf64>
  %0 = gather.gather_nd %d, %i : (tensor<2x2xf64>, tensor<?x2xi32>) -> tensor<?xf64>
  %1 = tensor.cast %0 : tensor<?xf64> to tensor<3xf64>
  return %1 : tensor<3xf64>
}

// A call: the entry passes dynamic tensors to a function that gathers.
// RUN: gather-run %s -e calls_gather --input=%t/d34.npy --input=%t/k2_i.npy --print | FileCheck %s --match-full-lines --check-prefix=CALL
// CALL: result #0: tensor<3xi32> = [23, 1, 20]
func.func @calls_gather(%d: tensor<?x?xi32>, %i: tensor<?x?xi64>) -> tensor<?xi32> {
  %0 = func.call @nd_dynamic_k2(%d, %i) : (tensor<?x?xi32>, tensor<?x?xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}
