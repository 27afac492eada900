// tosa.scatter run two ways: lowered by upstream's tosa-to-scf (scalar
// loops, no checks), and rewritten into gather.scatter_nd by
// convert-tosa-to-gather; both give the same values, for static and dynamic
// shapes and i32 and i64 indices, checked against the expected rows. An
// index outside [0, K-1], which TOSA leaves undefined, is an error after
// the rewrite.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --pass-pipeline='builtin.module(func.func(tosa-to-scf))' -o %t/upstream.mlir
// RUN: gather-opt %s --convert-tosa-to-gather --mlir-print-debuginfo -o %t/gather.mlir
// RUN: %python -c "import numpy as np; np.save('%t/v.npy', np.arange(30, dtype=np.float32).reshape(2, 5, 3)); np.save('%t/u.npy', -np.arange(24, dtype=np.float32).reshape(2, 4, 3) - 1)"
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int32 '[[4, 0, 2, 1], [1, 3, 0, 4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i64.npy int64 '[[4, 0, 2, 1], [1, 3, 0, 4]]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int32 '[[4, 0, 2, 1], [1, 5, 0, 4]]'

// RUN: %python %S/../GatherRun/Inputs/same-runs.py %t/upstream.mlir %t/gather.mlir gather-run -e rows --input=%t/v.npy --input=%t/i.npy --input=%t/u.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// RUN: %python %S/../GatherRun/Inputs/same-runs.py %t/upstream.mlir %t/gather.mlir gather-run -e rows_dynamic --input=%t/v.npy --input=%t/i64.npy --input=%t/u.npy --print | FileCheck %s --check-prefix=ROWS --match-full-lines
// ROWS-COUNT-3: result #0: tensor<2x5x3xf32> = {{\[\[\[}}-4, -5, -6], [-10, -11, -12], [-7, -8, -9], [9, 10, 11], [-1, -2, -3]], {{\[\[}}-19, -20, -21], [-13, -14, -15], [21, 22, 23], [-16, -17, -18], [-22, -23, -24]]]
func.func @rows(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>, %u: tensor<2x4x3xf32>) -> tensor<2x5x3xf32> {
  %0 = tosa.scatter %v, %i, %u : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
  return %0 : tensor<2x5x3xf32>
}

func.func @rows_dynamic(%v: tensor<?x?x?xf32>, %i: tensor<?x?xi64>, %u: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.scatter %v, %i, %u : (tensor<?x?x?xf32>, tensor<?x?xi64>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// RUN: not gather-run %t/gather.mlir -e rows --input=%t/v.npy --input=%t/bad.npy --input=%t/u.npy 2>&1 | FileCheck %s --check-prefix=BAD -DFILE=%s
// The position is among the tuples' components (two per index value:
// index [1, 1] is component 1 of tuple 5).
// BAD: gather-run: error: index out of bounds at [[FILE]]:20:8: index 5 is outside the valid range [-5, 4] of data dimension 1 (element 11 of indices, row-major)
