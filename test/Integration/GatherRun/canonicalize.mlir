// The gather folders and canonicalization patterns change no result and no
// status: each function runs before and after gather-opt --canonicalize,
// under every policy (unchecked only on in-range indices), with the same
// output and exit status (same-runs.py), and the values are checked.
// Functions whose constant index is out of range, or whose data size is
// only known at run time, keep their gather and its checks.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --canonicalize --mlir-print-debuginfo -o %t/canon.mlir
// RUN: FileCheck %s --check-prefix=IR < %t/canon.mlir
// RUN: %python -c "import numpy as np; np.save('%t/d43.npy', np.arange(12, dtype=np.float32).reshape(4, 3)); np.save('%t/d83.npy', np.arange(24, dtype=np.float32).reshape(8, 3)); np.save('%t/d243.npy', np.arange(24, dtype=np.float32).reshape(2, 4, 3)); np.save('%t/d37.npy', np.arange(21, dtype=np.int32).reshape(3, 7)); np.save('%t/d84.npy', np.arange(32, dtype=np.float32).reshape(8, 4)); np.save('%t/d25.npy', np.arange(10, dtype=np.int64).reshape(2, 5)); np.save('%t/d13.npy', np.arange(3, dtype=np.float32).reshape(1, 3))"
// RUN: %python %S/../Inputs/make_npy.py %t/d40.npy float32 --shape=4,0
// RUN: %python %S/../Inputs/make_npy.py %t/bad-rows.npy int64 '[[9], [1], [-5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/d23.npy int32 '[[1, 2, 3], [4, 5, 6]]'

// IR-LABEL: func.func @nd_one_tuple
// IR-NOT: gather.
// IR: tensor.extract_slice
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e nd_one_tuple --input=%t/d43.npy --print | FileCheck %s --check-prefix=ONE --match-full-lines
// ONE: policy error: exit 0
// ONE-NEXT: result #0: tensor<3xf32> = [6, 7, 8]
// ONE-NEXT: policy clamp: exit 0
// ONE-NEXT: result #0: tensor<3xf32> = [6, 7, 8]
// ONE-NEXT: policy unchecked: exit 0
// ONE-NEXT: result #0: tensor<3xf32> = [6, 7, 8]
func.func @nd_one_tuple(%d: tensor<4x3xf32>) -> tensor<3xf32> {
  %i = arith.constant dense<[-2]> : tensor<1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<1xi64>) -> tensor<3xf32>
  return %0 : tensor<3xf32>
}

// IR-LABEL: func.func @nd_strided_iota
// IR-NOT: gather.
// IR: tensor.extract_slice
// IR: tensor.expand_shape
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e nd_strided_iota --input=%t/d83.npy --print | FileCheck %s --check-prefix=IOTA --match-full-lines
// IOTA-COUNT-3: result #0: tensor<2x2x3xf32> = {{\[\[\[}}3, 4, 5], [9, 10, 11]], {{\[\[}}15, 16, 17], [21, 22, 23]]]
func.func @nd_strided_iota(%d: tensor<8x3xf32>) -> tensor<2x2x3xf32> {
  %i = arith.constant dense<[[[1], [3]], [[5], [-1]]]> : tensor<2x2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<8x3xf32>, tensor<2x2x1xi64>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

// IR-LABEL: func.func @nd_equal_tuples_per_batch
// IR-NOT: gather.
// IR: tensor.extract_slice
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e nd_equal_tuples_per_batch --input=%t/d243.npy --print | FileCheck %s --check-prefix=BATCH --match-full-lines
// BATCH-COUNT-3: result #0: tensor<2x3xf32> = {{\[\[}}3, 4, 5], [15, 16, 17]]
func.func @nd_equal_tuples_per_batch(%d: tensor<2x4x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[[1], [-3]]> : tensor<2x1xi32>
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x4x3xf32>, tensor<2x1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// IR-LABEL: func.func @nd_identity
// IR-NEXT: return %arg0
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e nd_identity --input=%t/d43.npy --print | FileCheck %s --check-prefix=NDID --match-full-lines
// NDID-COUNT-3: result #0: tensor<4x3xf32> = {{\[\[}}0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]
func.func @nd_identity(%d: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %i = arith.constant dense<[[0], [1], [-2], [3]]> : tensor<4x1xindex>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<4x1xindex>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// IR-LABEL: func.func @nd_walk_second_component
// IR-NOT: gather.
// IR: tensor.extract_slice
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e nd_walk_second_component --input=%t/d37.npy --print | FileCheck %s --check-prefix=SECOND --match-full-lines
// SECOND-COUNT-3: result #0: tensor<3xi32> = [7, 10, 13]
func.func @nd_walk_second_component(%d: tensor<3x7xi32>) -> tensor<3xi32> {
  %i = arith.constant dense<[[1, 0], [1, 3], [1, -1]]> : tensor<3x2xi64>
  %0 = gather.gather_nd %d, %i : (tensor<3x7xi32>, tensor<3x2xi64>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}

// IR-LABEL: func.func @elements_identity
// IR-NEXT: return %arg0
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e elements_identity --input=%t/d43.npy --print | FileCheck %s --check-prefix=ELID --match-full-lines
// ELID-COUNT-3: result #0: tensor<4x3xf32> = {{\[\[}}0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]
func.func @elements_identity(%d: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %i = arith.constant dense<[[0, 1, 2], [0, 1, -1], [-3, 1, 2], [0, -2, 2]]> : tensor<4x3xi64>
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<4x3xf32>, tensor<4x3xi64>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// IR-LABEL: func.func @elements_strided
// IR-NOT: gather.
// IR: tensor.extract_slice
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e elements_strided --input=%t/d84.npy --print | FileCheck %s --check-prefix=ELSTRIDE --match-full-lines
// ELSTRIDE-COUNT-3: result #0: tensor<3x2xf32> = {{\[\[}}4, 5], [16, 17], [28, 29]]
func.func @elements_strided(%d: tensor<8x4xf32>) -> tensor<3x2xf32> {
  %i = arith.constant dense<[[1, 1], [4, 4], [7, -1]]> : tensor<3x2xi32>
  %0 = gather.gather_elements %d, %i : (tensor<8x4xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// IR-LABEL: func.func @elements_one_column
// IR-NOT: gather.
// IR: tensor.extract_slice
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e elements_one_column --input=%t/d25.npy --print | FileCheck %s --check-prefix=COLUMN --match-full-lines
// COLUMN-COUNT-3: result #0: tensor<2x1xi64> = {{\[\[}}4], [9]]
func.func @elements_one_column(%d: tensor<2x5xi64>) -> tensor<2x1xi64> {
  %i = arith.constant dense<[[4], [-1]]> : tensor<2x1xi64>
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x5xi64>, tensor<2x1xi64>) -> tensor<2x1xi64>
  return %0 : tensor<2x1xi64>
}

// Constant data at constant indices (ONNX GatherElements example 2), and a
// splat.
// IR-LABEL: func.func @constant_folds
// IR-NOT: gather.
// IR: return
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e constant_folds --print | FileCheck %s --check-prefix=CONST --match-full-lines
// CONST-COUNT-3: result #0: tensor<2x3xi32> = {{\[\[}}4, 8, 3], [7, 2, 3]]
func.func @constant_folds() -> (tensor<2x3xi32>, tensor<2x2xf64>) {
  %d = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %i = arith.constant dense<[[1, 2, 0], [2, 0, 0]]> : tensor<2x3xi64>
  %0 = gather.gather_elements %d, %i : (tensor<3x3xi32>, tensor<2x3xi64>) -> tensor<2x3xi32>
  %s = arith.constant dense<-0.5> : tensor<5x2xf64>
  %j = arith.constant dense<[[4], [-5]]> : tensor<2x1xi32>
  %1 = gather.gather_nd %s, %j : (tensor<5x2xf64>, tensor<2x1xi32>) -> tensor<2x2xf64>
  return %0, %1 : tensor<2x3xi32>, tensor<2x2xf64>
}
// CONST-DAG: result #1: tensor<2x2xf64> = {{\[\[}}-0.5, -0.5], [-0.5, -0.5]]

// Empty indices: nothing to check, the empty result folds.
// IR-LABEL: func.func @empty_indices
// IR-NOT: gather.
// IR: arith.constant dense<> : tensor<0x3xf32>
// RUN: %python %S/../Inputs/make_npy.py %t/i01.npy int64 --shape=0,1
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e empty_indices --input=%t/d43.npy --input=%t/i01.npy --print | FileCheck %s --check-prefix=EMPTY --match-full-lines
// EMPTY-COUNT-3: result #0: tensor<0x3xf32> = []
func.func @empty_indices(%d: tensor<4x3xf32>, %i: tensor<0x1xi64>) -> tensor<0x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<0x1xi64>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}

// Unknown indices: canonicalization only absorbs the cast operand and
// refines the result type (with a cast back); the checks stay, and report
// the same under each policy.
// IR-LABEL: func.func @refined_result
// IR: gather.gather_nd %arg0, %arg1 {{.*}} -> tensor<2x3xf32>
// IR: tensor.cast
// RUN: %python %S/../Inputs/make_npy.py %t/rows-good.npy int64 '[[3], [-4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/rows-bad.npy int64 '[[3], [4]]'
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e refined_result --input=%t/d43.npy --input=%t/rows-good.npy --print | FileCheck %s --check-prefix=REFINED --match-full-lines
// REFINED-COUNT-3: result #0: tensor<2x3xf32> = {{\[\[}}9, 10, 11], [0, 1, 2]]
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e refined_result --input=%t/d43.npy --input=%t/rows-bad.npy --print | FileCheck %s --check-prefix=REFINEDBAD --match-full-lines -DFILE=%s
// REFINEDBAD: policy error: exit 1
// REFINEDBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+5]]:8: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// REFINEDBAD-NEXT: policy clamp: exit 0
// REFINEDBAD-NEXT: result #0: tensor<2x3xf32> = {{\[\[}}9, 10, 11], [9, 10, 11]]
func.func @refined_result(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<?x?xf32> {
  %dc = tensor.cast %d : tensor<4x3xf32> to tensor<?x3xf32>
  %0 = gather.gather_nd %dc, %i : (tensor<?x3xf32>, tensor<2x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

//===----------------------------------------------------------------------===//
// Left to the policy
//===----------------------------------------------------------------------===//

// An otherwise even walk with an index past the end (4 rows).
// IR-LABEL: func.func @nd_walk_out_of_range
// IR: gather.gather_nd
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e nd_walk_out_of_range --input=%t/d43.npy --print | FileCheck %s --check-prefix=WALKBAD --match-full-lines -DFILE=%s
// WALKBAD: policy error: exit 1
// WALKBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+5]]:8: index 4 is outside the valid range [-4, 3] of data dimension 0 (element 2 of indices, row-major)
// WALKBAD-NEXT: policy clamp: exit 0
// WALKBAD-NEXT: result #0: tensor<3x3xf32> = {{\[\[}}0, 1, 2], [6, 7, 8], [9, 10, 11]]
func.func @nd_walk_out_of_range(%d: tensor<4x3xf32>) -> tensor<3x3xf32> {
  %i = arith.constant dense<[[0], [2], [4]]> : tensor<3x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<3x1xi64>) -> tensor<3x3xf32>
  return %0 : tensor<3x3xf32>
}

// An iota into data whose size is only known at run time: one row here, so
// index 1 is out of range.
// IR-LABEL: func.func @elements_walk_dynamic_data
// IR: gather.gather_elements
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e elements_walk_dynamic_data --input=%t/d13.npy --print | FileCheck %s --check-prefix=DYNAMIC --match-full-lines -DFILE=%s
// DYNAMIC: policy error: exit 1
// DYNAMIC-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+5]]:8: index 1 is outside the valid range [-1, 0] of data dimension 0 (element 3 of indices, row-major)
// DYNAMIC-NEXT: policy clamp: exit 0
// DYNAMIC-NEXT: result #0: tensor<2x3xf32> = {{\[\[}}0, 1, 2], [0, 1, 2]]
func.func @elements_walk_dynamic_data(%d: tensor<?x3xf32>) -> tensor<2x3xf32> {
  %i = arith.constant dense<[[0, 0, 0], [1, 1, 1]]> : tensor<2x3xi64>
  %0 = gather.gather_elements %d, %i : (tensor<?x3xf32>, tensor<2x3xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Constant and splat data at an out-of-range constant index (-4 of 3, 5 of
// 4).
// IR-LABEL: func.func @fold_out_of_range
// IR: gather.gather_elements
// IR: gather.gather_nd
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e fold_out_of_range --print | FileCheck %s --check-prefix=FOLDBAD --match-full-lines -DFILE=%s
// FOLDBAD: policy error: exit 1
// FOLDBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+7]]:8: index -4 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// FOLDBAD-NEXT: policy clamp: exit 0
// FOLDBAD-NEXT: result #0: tensor<2xf32> = [1, 1]
// FOLDBAD-NEXT: result #1: tensor<1xf32> = [2.5]
func.func @fold_out_of_range() -> (tensor<2xf32>, tensor<1xf32>) {
  %d = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %i = arith.constant dense<[0, -4]> : tensor<2xi64>
  %0 = gather.gather_elements %d, %i : (tensor<3xf32>, tensor<2xi64>) -> tensor<2xf32>
  %s = arith.constant dense<2.5> : tensor<4xf32>
  %j = arith.constant dense<[[5]]> : tensor<1x1xi64>
  %1 = gather.gather_nd %s, %j : (tensor<4xf32>, tensor<1x1xi64>) -> tensor<1xf32>
  return %0, %1 : tensor<2xf32>, tensor<1xf32>
}

// One constant tuple out of range: the lowering still compiles (its slice
// offset is clamped, never a negative or overflowed constant) and the
// policy decides at run time.
// IR-LABEL: func.func @nd_one_tuple_out_of_range
// IR-COUNT-2: gather.gather_nd
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e nd_one_tuple_out_of_range --input=%t/d23.npy --print | FileCheck %s --check-prefix=ONEBAD --match-full-lines -DFILE=%s
// ONEBAD: policy error: exit 1
// ONEBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+6]]:8: index -3 is outside the valid range [-2, 1] of data dimension 0 (element 0 of indices, row-major)
// ONEBAD-NEXT: policy clamp: exit 0
// ONEBAD-NEXT: result #0: tensor<3xi32> = [1, 2, 3]
// ONEBAD-NEXT: result #1: tensor<3xi32> = [4, 5, 6]
func.func @nd_one_tuple_out_of_range(%d: tensor<2x3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %i = arith.constant dense<[-3]> : tensor<1xindex>
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi32>, tensor<1xindex>) -> tensor<3xi32>
  %j = arith.constant dense<[9223372036854775807]> : tensor<1xi64>
  %1 = gather.gather_nd %d, %j : (tensor<2x3xi32>, tensor<1xi64>) -> tensor<3xi32>
  return %0, %1 : tensor<3xi32>, tensor<3xi32>
}

// Empty slices with unknown indices: the error policy still reports an
// out-of-range index (9), as ONNX requires; clamp returns the empty result.
// IR-LABEL: func.func @empty_slices
// IR: gather.gather_nd
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e empty_slices --input=%t/d40.npy --input=%t/bad-rows.npy --print | FileCheck %s --check-prefix=SLICES0 --match-full-lines -DFILE=%s
// SLICES0: policy error: exit 1
// SLICES0-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+4]]:8: index 9 is outside the valid range [-4, 3] of data dimension 0 (element 0 of indices, row-major)
// SLICES0-NEXT: policy clamp: exit 0
// SLICES0-NEXT: result #0: tensor<3x0xf32> = {{\[\[}}], [], []]
func.func @empty_slices(%d: tensor<4x0xf32>, %i: tensor<3x1xi64>) -> tensor<3x0xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x0xf32>, tensor<3x1xi64>) -> tensor<3x0xf32>
  return %0 : tensor<3x0xf32>
}

// A scatter keeps a cast whose more static type would contradict its other
// operands (k = 2 from indices, k = 1 from the rank of updates): the module
// stays valid, and both runs report the run-time mismatch. Casts that agree
// are absorbed, with the same values.
// IR-LABEL: func.func @scatter_contradicting_cast
// IR: tensor.cast %{{.*}} : tensor<2x2xi64> to tensor<2x?xi64>
// IR-LABEL: func.func @scatter_absorbed_casts
// IR-NOT: tensor.cast %arg
// RUN: %python %S/../Inputs/make_npy.py %t/i22.npy int64 '[[0, 1], [3, 2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i21.npy int64 '[[3], [-4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/u23.npy float32 '[[10, 20, 30], [40, 50, 60]]'
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/canon.mlir gather-run -e scatter_contradicting_cast --input=%t/d43.npy --input=%t/i22.npy --input=%t/u23.npy --print | FileCheck %s --check-prefix=SCASTBAD --match-full-lines -DFILE=%s
// SCASTBAD: policy error: exit 1
// SCASTBAD-NEXT: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+7]]:8: the last dimension of indices has size 2, but the ranks of the op's types fix k = 1
// SCASTBAD-NEXT: policy clamp: exit 1
// SCASTBAD-NEXT: gather-run: error: shape mismatch at [[FILE]]:[[@LINE+5]]:8: the last dimension of indices has size 2, but the ranks of the op's types fix k = 1
// RUN: %python %S/Inputs/same-runs.py %s %t/canon.mlir gather-run -e scatter_absorbed_casts --input=%t/d43.npy --input=%t/i21.npy --input=%t/u23.npy --print | FileCheck %s --check-prefix=SCAST --match-full-lines
// SCAST-COUNT-3: result #0: tensor<4x3xf32> = {{\[\[}}40, 51, 62], [3, 4, 5], [6, 7, 8], [19, 30, 41]]
func.func @scatter_contradicting_cast(%d: tensor<4x3xf32>, %i: tensor<2x2xi64>, %u: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %ci = tensor.cast %i : tensor<2x2xi64> to tensor<2x?xi64>
  %0 = gather.scatter_nd %d, %ci, %u : (tensor<4x3xf32>, tensor<2x?xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

func.func @scatter_absorbed_casts(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %cd = tensor.cast %d : tensor<4x3xf32> to tensor<?x?xf32>
  %ci = tensor.cast %i : tensor<2x1xi64> to tensor<?x?xi64>
  %cu = tensor.cast %u : tensor<2x3xf32> to tensor<?x3xf32>
  %0 = gather.scatter_nd %cd, %ci, %cu reduction(add) : (tensor<?x?xf32>, tensor<?x?xi64>, tensor<?x3xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
