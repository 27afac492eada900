// tensor.gather, which upstream cannot lower, rewritten into gather_nd by
// convert-tensor-to-gather and run: leading, middle and non-adjacent
// gather_dims, the rank-reducing and rank-preserving forms, index, i1, i8
// and i16 indices, static and dynamic sizes. Expected values are NumPy
// advanced indexing of the same arrays. A coordinate outside its dimension,
// which tensor.gather leaves undefined, is an error at the tensor.gather.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --convert-tensor-to-gather --mlir-print-debuginfo -o %t/gather.mlir
// RUN: %python -c "import numpy as np; np.save('%t/s2.npy', np.arange(20, dtype=np.float32).reshape(4, 5)); np.save('%t/s3.npy', np.arange(30, dtype=np.float32).reshape(2, 5, 3))"
// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int64 '[[3], [0], [2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/mid.npy int8 '[[4], [0], [2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/mid-bad.npy int8 '[[4], [5], [2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/pairs.npy int16 '[[1, 2], [0, 0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/flags.npy bool '[[True], [False]]'
// RUN: %python %S/../Inputs/make_npy.py %t/point.npy int64 '[3, 1]'

// RUN: gather-run %t/gather.mlir -e leading --input=%t/s2.npy --input=%t/rows.npy --print | FileCheck %s --check-prefix=LEADING --match-full-lines
// LEADING: result #0: tensor<3x5xf32> = {{\[\[}}15, 16, 17, 18, 19], [0, 1, 2, 3, 4], [10, 11, 12, 13, 14]]
func.func @leading(%s: tensor<4x5xf32>, %i: tensor<3x1xindex>) -> tensor<3x5xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5xf32>, tensor<3x1xindex>) -> tensor<3x5xf32>
  return %0 : tensor<3x5xf32>
}

// RUN: gather-run %t/gather.mlir -e middle --input=%t/s3.npy --input=%t/mid.npy --print | FileCheck %s --check-prefix=MIDDLE --match-full-lines
// MIDDLE: result #0: tensor<3x2x1x3xf32> = {{\[\[\[\[}}12, 13, 14]], {{\[\[}}27, 28, 29]]], {{\[\[\[}}0, 1, 2]], {{\[\[}}15, 16, 17]]], {{\[\[\[}}6, 7, 8]], {{\[\[}}21, 22, 23]]]]
func.func @middle(%s: tensor<2x5x3xf32>, %i: tensor<3x1xi8>) -> tensor<3x2x1x3xf32> {
  %0 = tensor.gather %s[%i] gather_dims([1]) unique : (tensor<2x5x3xf32>, tensor<3x1xi8>) -> tensor<3x2x1x3xf32>
  return %0 : tensor<3x2x1x3xf32>
}

// The completed tuples are [3, 2, 2]; the bad coordinate is component 1 of
// tuple (1, 0), element 5 of them.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %t/gather.mlir -e middle --input=%t/s3.npy --input=%t/mid-bad.npy --print 2>&1 | FileCheck %s --check-prefix=BAD
// BAD-NOT: result
// BAD: gather-run: error: index out of bounds at {{.*}}tensor-gather.mlir:[[@LINE-8]]:8: index 5 is outside the valid range [-5, 4] of data dimension 1 (element 5 of indices, row-major)

// RUN: gather-run %t/gather.mlir -e apart --input=%t/s3.npy --input=%t/pairs.npy --print | FileCheck %s --check-prefix=APART --match-full-lines
// APART: result #0: tensor<2x5xf32> = {{\[\[}}17, 20, 23, 26, 29], [0, 3, 6, 9, 12]]
func.func @apart(%s: tensor<?x?x?xf32>, %i: tensor<?x2xi16>) -> tensor<?x?xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<?x?x?xf32>, tensor<?x2xi16>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// RUN: gather-run %t/gather.mlir -e flags --input=%t/s3.npy --input=%t/flags.npy --print | FileCheck %s --check-prefix=FLAGS --match-full-lines
// FLAGS: result #0: tensor<2x2x3xf32> = {{\[\[\[}}3, 4, 5], [18, 19, 20]], {{\[\[}}0, 1, 2], [15, 16, 17]]]
func.func @flags(%s: tensor<2x5x3xf32>, %i: tensor<2x1xi1>) -> tensor<2x2x3xf32> {
  %0 = tensor.gather %s[%i] gather_dims([1]) : (tensor<2x5x3xf32>, tensor<2x1xi1>) -> tensor<2x2x3xf32>
  return %0 : tensor<2x2x3xf32>
}

// RUN: gather-run %t/gather.mlir -e point --input=%t/s2.npy --input=%t/point.npy --print | FileCheck %s --check-prefix=POINT --match-full-lines
// POINT: result #0: tensor<1x1xf32> = {{\[\[}}16]]
func.func @point(%s: tensor<?x5xf32>, %i: tensor<2xindex>) -> tensor<1x1xf32> {
  %0 = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<?x5xf32>, tensor<2xindex>) -> tensor<1x1xf32>
  return %0 : tensor<1x1xf32>
}
