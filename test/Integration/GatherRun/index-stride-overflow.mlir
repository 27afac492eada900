// Indices whose products with strides overflow 64 bits: rows of 8 f64 are
// 64 bytes apart, so index 2^58 is 2^64 bytes in, which wraps to row 0, and
// 2^58 + 1 wraps to row 1. Each must be an out-of-range index (under
// `clamp`, the last row), never a read of the row the wrapped offset names.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/table.npy float64 '[[0,1,2,3,4,5,6,7],[10,11,12,13,14,15,16,17],[20,21,22,23,24,25,26,27]]'
// RUN: %python %S/../Inputs/make_npy.py %t/wrap0.npy int64 '[[1],[288230376151711744]]'
// RUN: %python %S/../Inputs/make_npy.py %t/wrap1.npy int64 '[[-288230376151711743],[0]]'
// RUN: not gather-run %s -e rows --input=%t/table.npy --input=%t/wrap0.npy 2>&1 | FileCheck %s --check-prefix=WRAP0
// WRAP0: gather-run: error: index out of bounds at {{.*}}: index 288230376151711744 is outside the valid range [-3, 2] of data dimension 0 (element 1 of indices, row-major)
// RUN: not gather-run %s -e rows --input=%t/table.npy --input=%t/wrap1.npy 2>&1 | FileCheck %s --check-prefix=WRAP1
// WRAP1: gather-run: error: index out of bounds at {{.*}}: index -288230376151711743 is outside the valid range [-3, 2] of data dimension 0 (element 0 of indices, row-major)
// RUN: gather-run %s -e rows --input=%t/table.npy --input=%t/wrap0.npy --on-out-of-bounds=clamp --print | FileCheck %s --check-prefix=CLAMP
// CLAMP: result #0: tensor<2x8xf64> = {{\[}}[10, 11, 12, 13, 14, 15, 16, 17], [20, 21, 22, 23, 24, 25, 26, 27]]

// The same through gather_elements, whose strides are those of data.
// RUN: %python %S/../Inputs/make_npy.py %t/wrap-el.npy int64 '[[0,0,0,0,0,0,0,0],[288230376151711745,1,1,1,1,1,1,1]]'
// RUN: not gather-run %s -e elements --input=%t/table.npy --input=%t/wrap-el.npy 2>&1 | FileCheck %s --check-prefix=WRAP-EL
// WRAP-EL: gather-run: error: index out of bounds at {{.*}}: index 288230376151711745 is outside the valid range [-3, 2] of data dimension 0 (element 8 of indices, row-major)

func.func @rows(%d: tensor<3x8xf64>, %i: tensor<?x1xi64>) -> tensor<?x8xf64> {
  %0 = gather.gather_nd %d, %i : (tensor<3x8xf64>, tensor<?x1xi64>) -> tensor<?x8xf64>
  return %0 : tensor<?x8xf64>
}

func.func @elements(%d: tensor<3x8xf64>, %i: tensor<2x8xi64>) -> tensor<2x8xf64> {
  %0 = gather.gather_elements %d, %i : (tensor<3x8xf64>, tensor<2x8xi64>) -> tensor<2x8xf64>
  return %0 : tensor<2x8xf64>
}
