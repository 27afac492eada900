// tosa.gather run two ways: lowered by upstream's tosa-to-linalg, and
// rewritten into gather_nd by convert-tosa-to-gather; both give the same
// values (checked against NumPy's take_along_axis) under every policy, for
// static and dynamic shapes and i32 and i64 indices. An index outside
// [0, K-1], which TOSA leaves undefined, is an error after the rewrite.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-linalg))' -o %t/upstream.mlir
// RUN: gather-opt %s --convert-tosa-to-gather --mlir-print-debuginfo -o %t/gather.mlir
// RUN: %python -c "import numpy as np; np.save('%t/v.npy', np.arange(30, dtype=np.float32).reshape(2, 5, 3)); np.save('%t/v8.npy', np.arange(24, dtype=np.int8).reshape(2, 4, 3) - 12)"
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int32 '[[4, 0, 2, 2], [1, 3, 0, 4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i64.npy int64 '[[3, 1], [0, 2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int32 '[[4, 0, 2, 2], [1, 5, 0, 4]]'

// RUN: %python %S/Inputs/same-runs.py %t/upstream.mlir %t/gather.mlir gather-run -e rows --input=%t/v.npy --input=%t/i.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// RUN: %python %S/Inputs/same-runs.py %t/upstream.mlir %t/gather.mlir gather-run -e rows_dynamic --input=%t/v.npy --input=%t/i.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// ROWS-COUNT-3: result #0: tensor<2x4x3xf32> = {{\[\[\[}}12, 13, 14], [0, 1, 2], [6, 7, 8], [6, 7, 8]], {{\[\[}}18, 19, 20], [24, 25, 26], [15, 16, 17], [27, 28, 29]]]
func.func @rows(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %0 : tensor<2x4x3xf32>
}

func.func @rows_dynamic(%v: tensor<?x?x?xf32>, %i: tensor<?x?xi32>) -> tensor<?x?x?xf32> {
  %0 = tosa.gather %v, %i : (tensor<?x?x?xf32>, tensor<?x?xi32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// RUN: %python %S/Inputs/same-runs.py %t/upstream.mlir %t/gather.mlir gather-run -e i64_indices --input=%t/v8.npy --input=%t/i64.npy --print | FileCheck %s --check-prefix=I64 --match-full-lines
// I64-COUNT-3: result #0: tensor<2x2x3xi8> = {{\[\[\[}}-3, -2, -1], [-9, -8, -7]], {{\[\[}}0, 1, 2], [6, 7, 8]]]
func.func @i64_indices(%v: tensor<2x4x3xi8>, %i: tensor<2x2xi64>) -> tensor<2x2x3xi8> {
  %0 = tosa.gather %v, %i : (tensor<2x4x3xi8>, tensor<2x2xi64>) -> tensor<2x2x3xi8>
  return %0 : tensor<2x2x3xi8>
}

// RUN: %python %S/Inputs/exit-status.py 1 gather-run %t/gather.mlir -e rows --input=%t/v.npy --input=%t/bad.npy --print 2>&1 | FileCheck %s --check-prefix=BAD
// BAD-NOT: result
// BAD: gather-run: error: index out of bounds at {{.*}}tosa-gather.mlir:[[@LINE-18]]:8: index 5 is outside the valid range [-5, 4] of data dimension 1 (element 5 of indices, row-major)
