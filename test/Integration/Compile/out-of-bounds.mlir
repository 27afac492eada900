// Out-of-range indices through the C ABI. Under the default policy (and an
// explicit --on-out-of-bounds=error) a kernel returns
// GATHER_STATUS_INDEX_OUT_OF_BOUNDS (1) and zero-fills every result buffer
// (the caller filled them with sentinels: -777 for integers, -7.5 for
// floats), also the buffers of results that did not fail and when the bad
// index is inside a private callee; the next call with good indices works. Under
// --on-out-of-bounds=clamp the same calls return 0 with indices normalised
// (i < 0 -> i + s) and clamped into [0, s-1]. Under unchecked, valid inputs
// still give the right values. Boundaries: -s and s-1 are valid, s and
// -s-1 are not; also the extremes of i64 and i32 indices.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/error.o --header=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/error %S/Inputs/out-of-bounds.c %t/error.o
// RUN: %t/error all | FileCheck %s --match-full-lines --check-prefixes=CHECK,ERROR
// RUN: valgrind -q --error-exitcode=9 %t/error all | FileCheck %s --match-full-lines --check-prefixes=CHECK,ERROR
// RUN: gather-compile %s --on-out-of-bounds=error -o %t/explicit-error.o
// RUN: %clang -std=c99 -Wall -Wextra -Werror -I%t -o %t/explicit-error %S/Inputs/out-of-bounds.c %t/explicit-error.o
// RUN: %t/explicit-error all | FileCheck %s --match-full-lines --check-prefixes=CHECK,ERROR
//
// RUN: gather-compile %s --on-out-of-bounds=clamp -o %t/clamp.o
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/clamp %S/Inputs/out-of-bounds.c %t/clamp.o
// RUN: %t/clamp all | FileCheck %s --match-full-lines --check-prefixes=CHECK,CLAMP
// RUN: valgrind -q --error-exitcode=9 %t/clamp all | FileCheck %s --match-full-lines --check-prefixes=CHECK,CLAMP
//
// RUN: gather-compile %s --on-out-of-bounds=unchecked -o %t/unchecked.o
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/unchecked %S/Inputs/out-of-bounds.c %t/unchecked.o
// RUN: %t/unchecked valid | FileCheck %s --match-full-lines --check-prefix=CHECK

// data = [[0, 11], [22, 33], [44, 55]]
// CHECK:            nd valid: 0 [0, 55, 44, 11]
// ERROR-NEXT:       nd s: 1 [0, 0, 0, 0]
// ERROR-NEXT:       nd -s-1: 1 [0, 0, 0, 0]
// ERROR-NEXT:       nd column s: 1 [0, 0, 0, 0]
// ERROR-NEXT:       nd i64 extremes: 1 [0, 0, 0, 0]
// CLAMP-NEXT:       nd s: 0 [0, 44, 0, 0]
// CLAMP-NEXT:       nd -s-1: 0 [0, 0, 0, 0]
// CLAMP-NEXT:       nd column s: 0 [0, 0, 0, 33]
// CLAMP-NEXT:       nd i64 extremes: 0 [44, 11, 22, 55]
// CHECK-NEXT:       nd valid again: 0 [0, 55, 44, 11]
func.func @nd_pairs(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// data = [[1.5, 2.5, 3.5], [-1.5, -2.5, -3.5]], axis = 1, i32 indices
// CHECK-NEXT:       el valid: 0 [1.5, 3.5, -3.5, -3.5]
// ERROR-NEXT:       el s: 1 [0, 0, 0, 0]
// ERROR-NEXT:       el -s-1: 1 [0, 0, 0, 0]
// ERROR-NEXT:       el i32 extremes: 1 [0, 0, 0, 0]
// CLAMP-NEXT:       el s: 0 [3.5, 1.5, -1.5, -1.5]
// CLAMP-NEXT:       el -s-1: 0 [1.5, 1.5, -1.5, -1.5]
// CLAMP-NEXT:       el i32 extremes: 0 [1.5, 3.5, -1.5, -3.5]
func.func @el_columns(%d: tensor<2x3xf32>, %i: tensor<2x2xi32>) -> tensor<2x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0 : tensor<2x2xf32>
}

// data = 100 * arange(12) as 2x3x2, batch_dims = 1, index indices
// CHECK-NEXT:       nd batch valid: 0 [400, 500, 0, 100, 1000, 1100, 600, 700]
// ERROR-NEXT:       nd batch bad: 1 [0, 0, 0, 0, 0, 0, 0, 0]
// CLAMP-NEXT:       nd batch bad: 0 [400, 500, 0, 100, 600, 700, 600, 700]
func.func @nd_batch(%d: tensor<2x3x2xi64>, %i: tensor<2x2x1xindex>) -> tensor<2x2x2xi64> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x2xi64>, tensor<2x2x1xindex>) -> tensor<2x2x2xi64>
  return %0 : tensor<2x2x2xi64>
}

// Two results; only the second gather has a bad index, and neither result
// buffer may change.
// CHECK-NEXT:       two valid: 0 [0, 55, 44, 11] 0 [1.5, 3.5, -3.5, -3.5]
// ERROR-NEXT:       two bad second: 1 [0, 0, 0, 0] 1 [0, 0, 0, 0]
// CLAMP-NEXT:       two bad second: 0 [0, 55, 44, 11] 0 [3.5, 1.5, -1.5, -1.5]
func.func @two(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>, %e: tensor<2x3xf32>, %j: tensor<2x2xi32>) -> (tensor<4xi32>, tensor<2x2xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  %1 = gather.gather_elements %e, %j {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<4xi32>, tensor<2x2xf32>
}

// A private callee gathers rows, the public function gathers elements of
// them: a bad index in either makes the call fail.
// CHECK-NEXT:       chain valid: 0 [55, 44, 22, 33]
// ERROR-NEXT:       chain bad in callee: 1 [0, 0, 0, 0]
// ERROR-NEXT:       chain bad in caller: 1 [0, 0, 0, 0]
// CLAMP-NEXT:       chain bad in callee: 0 [55, 44, 0, 11]
// CLAMP-NEXT:       chain bad in caller: 0 [44, 44, 33, 22]
func.func private @rows(%d: tensor<3x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
func.func @chain(%d: tensor<3x2xi32>, %i: tensor<2x1xi64>, %j: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %rows = func.call @rows(%d, %i) : (tensor<3x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  %0 = gather.gather_elements %rows, %j {axis = 1 : i64} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}
// Zero sizes: gathering from a data dimension of size 0 into a non-empty
// result has no valid index (not even under clamp); an empty indices tensor
// needs none.
// ERROR-NEXT:       from empty: 1 [0, 0, 0, 0, 0, 0]
// CLAMP-NEXT:       from empty: 1 [0, 0, 0, 0, 0, 0]
// CHECK-NEXT:       no indices: 0 [-7.5]
func.func @from_empty(%d: tensor<0x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<0x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
func.func @no_indices(%d: tensor<4x3xf32>, %i: tensor<0x1xi64>) -> tensor<0x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<0x1xi64>) -> tensor<0x3xf32>
  return %0 : tensor<0x3xf32>
}
// CHECK-NEXT: done
