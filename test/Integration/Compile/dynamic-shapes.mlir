// The dynamic-shape entry points: NAME_result_shapes gives the result shapes
// from the argument shapes, then NAME runs with the argument and result
// shapes. One kernel runs with two different sets of shapes; a function has
// two results. GATHER_STATUS_SHAPE_MISMATCH (2), with the result buffers
// left as filled (-777, -7.5), for: a wrong result shape (also one with the
// right element count), an argument shape contradicting a static dimension
// (from both entry points), a negative size, a batch dimension of data and
// indices that differ at run time, a gather_elements indices dimension
// larger than data's, a dynamic last indices dimension that is not the k the
// result rank fixes, and a static result size that its dynamic source does
// not have. Empty results are fine.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: FileCheck %s --check-prefix=HEADER --input-file=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/with-cc %S/Inputs/dynamic-shapes.c %t/kernels.o
// RUN: %t/with-cc | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/with-cc | FileCheck %s --match-full-lines
// RUN: %clang -std=c99 -Wall -Wextra -Werror -I%t -o %t/with-clang %S/Inputs/dynamic-shapes.c %t/kernels.o
// RUN: %t/with-clang | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O0 -o %t/kernels-O0.o
// RUN: %cc -std=c99 -I%t -o %t/O0 %S/Inputs/dynamic-shapes.c %t/kernels-O0.o
// RUN: valgrind -q --error-exitcode=9 %t/O0 | FileCheck %s --match-full-lines

// HEADER: GATHER_STATUS_SHAPE_MISMATCH = 2,
// HEADER: GATHER_STATUS_RESULT_TOO_LARGE = 3,
// HEADER: GATHER_STATUS_OVERLAPPING_BUFFERS = 4
// HEADER: int32_t batched_result_shapes(const int64_t *arg0_shape, const int64_t *arg1_shape, int64_t *result0_shape);
// HEADER-NEXT: int32_t batched(const float *arg0, const int64_t *arg0_shape, const int64_t *arg1, const int64_t *arg1_shape, float *result0, const int64_t *result0_shape);
// HEADER: int32_t two_result_shapes(const int64_t *arg0_shape, const int64_t *arg1_shape, const int64_t *arg2_shape, const int64_t *arg3_shape, int64_t *result0_shape, int64_t *result1_shape);
// HEADER-NEXT: int32_t two(const int32_t *arg0, const int64_t *arg0_shape, const int32_t *arg1, const int64_t *arg1_shape, const int16_t *arg2, const int64_t *arg2_shape, const int64_t *arg3, const int64_t *arg3_shape, int32_t *result0, const int64_t *result0_shape, int16_t *result1, const int64_t *result1_shape);

// gather_nd, batch_dims = 1, everything dynamic.
// CHECK:      batched A shapes: 0 [2, 3, 3]
// CHECK-NEXT: batched A: 0 [3.5, 4.5, 5.5, 0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5, 6.5, 7.5, 8.5]
// CHECK-NEXT: batched wrong result shape: 2 [-7.5, -7.5, -7.5, -7.5, -7.5, -7.5]
// CHECK-NEXT: batched permuted result shape: 2 [-7.5, -7.5, -7.5, -7.5, -7.5, -7.5]
// CHECK-NEXT: batched batch mismatch: 2 [0, 0, 0, 0, 0, 0]
// CHECK-NEXT: batched out of bounds: 1 [0, 0, 0, 0, 0, 0]
// CHECK-NEXT: batched empty shapes: 0 [2, 0, 3]
// CHECK-NEXT: batched empty: 0 [-7.5]
// CHECK-NEXT: batched B shapes: 0 [1, 2, 3]
// CHECK-NEXT: batched B: 0 [3, 4, 5, -6, -5, -4]
func.func @batched(%d: tensor<?x?x3xf32>, %i: tensor<?x?x1xi64>) -> tensor<?x?x3xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x?x3xf32>, tensor<?x?x1xi64>) -> tensor<?x?x3xf32>
  return %0 : tensor<?x?x3xf32>
}

// Two results: gather_nd of a tensor<?x4xi32>, gather_elements (axis -1)
// of a tensor<?x?xi16>.
// CHECK-NEXT: two shapes: 0 [3] [2, 4]
// CHECK-NEXT: two: 0 [23, 20, 1] [3, 3, 1, 1, 5, 4, 6, 5]
// CHECK-NEXT: two wrong second result shape: 2 [-777, -777, -777] [-777, -777, -777, -777, -777, -777, -777, -777]
// CHECK-NEXT: two static dimension contradicted, shapes: 2
// CHECK-NEXT: two static dimension contradicted: 2 [-777, -777, -777] [-777, -777, -777, -777, -777, -777, -777, -777]
// CHECK-NEXT: two negative size, shapes: 2
// CHECK-NEXT: two negative size: 2 [-777, -777, -777] [-777, -777, -777, -777, -777, -777, -777, -777]
// CHECK-NEXT: two elements dimension too large: 2 [0, 0, 0] [0, 0, 0, -777, -777, -777, -777, -777]
func.func @two(%d: tensor<?x4xi32>, %i: tensor<?x2xi32>, %e: tensor<?x?xi16>, %j: tensor<?x?xindex>) -> (tensor<?xi32>, tensor<?x?xi16>) {
  %0 = gather.gather_nd %d, %i : (tensor<?x4xi32>, tensor<?x2xi32>) -> tensor<?xi32>
  %1 = gather.gather_elements %e, %j {axis = -1 : i64} : (tensor<?x?xi16>, tensor<?x?xindex>) -> tensor<?x?xi16>
  return %0, %1 : tensor<?xi32>, tensor<?x?xi16>
}

// A dynamic last indices dimension: the result rank fixes k = 2.
// CHECK-NEXT: depth shapes: 0 [2]
// CHECK-NEXT: depth: 0 [55, 11]
// CHECK-NEXT: depth wrong k: 2 [0, 0]
func.func @depth(%d: tensor<3x2xi32>, %i: tensor<?x?xi64>) -> tensor<?xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<?x?xi64>) -> tensor<?xi32>
  return %0 : tensor<?xi32>
}

// A static result size (3) taken from a dynamic indices dimension.
// CHECK-NEXT: fixed shapes: 0 [3, 2]
// CHECK-NEXT: fixed: 0 [3.5, 4.5, 1.5, 2.5, 3.5, 4.5]
// CHECK-NEXT: fixed wrong indices count: 2 [0, 0, 0, 0, 0, 0]
func.func @fixed(%d: tensor<?x2xf32>, %i: tensor<?x1xi32>) -> tensor<3x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x2xf32>, tensor<?x1xi32>) -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}
// A result whose sizes, implied by the argument shapes, would take more than
// 2^63-1 bytes: data of shape (0, 2^61) holds no bytes, but two index tuples
// make a 2 x 2^61 result of f32, 2^64 bytes. Both entry points answer
// GATHER_STATUS_RESULT_TOO_LARGE (3) and write nothing; one tuple of a
// narrower table, and no tuple at all, fit.
// CHECK-NEXT: rows too large, shapes: 3 [-777, -777]
// CHECK-NEXT: rows too large: 3 [-7.5, -7.5, -7.5, -7.5]
// CHECK-NEXT: rows largest shapes: 0 [1, 1152921504606846976]
// CHECK-NEXT: rows no tuple shapes: 0 [0, 2305843009213693952]
func.func @rows(%d: tensor<?x?xf32>, %i: tensor<?x1xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
// CHECK-NEXT: done
