// A scatter's result may be its `data` argument's buffer itself: the kernel
// then updates it in place (no copy of data, CABI.md "In place"), and a
// kernel that fails leaves it as it was, where a separate result buffer is
// zero-filled. Only that exact buffer may be shared: a result that overlaps
// its data partly, or any other argument, is GATHER_STATUS_OVERLAPPING_BUFFERS
// (4). A function where the argument is read elsewhere, or where another op
// may fail, gets no in-place result (its header says none), so sharing
// buffers there is refused too. The single-op kernels of gather-compile
// --scatter-nd / --scatter-elements are in-place kernels.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: gather-compile --scatter-elements --data='tensor<2x4xi32>' --indices='tensor<2x2xi64>' --updates='tensor<2x2xi32>' --axis=-1 --reduction=max --name=row_max -o %t/row_max.o --header=%t/row_max.h
// RUN: FileCheck %s --check-prefix=HEADER < %t/kernels.h
// RUN: FileCheck %s --check-prefix=SINGLE < %t/row_max.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/in-place %S/Inputs/in-place.c %t/kernels.o %t/row_max.o
// RUN: valgrind -q --error-exitcode=9 %t/in-place | FileCheck %s --match-full-lines

// HEADER:      /* add_rows: (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> (tensor<4x3xf32>)
// HEADER-NEXT:  * result0 may be arg0 itself: then it is updated in place, and keeps its values if
// HEADER-NEXT:  * the kernel fails. */
// SINGLE:      /* row_max: (tensor<2x4xi32>, tensor<2x2xi64>, tensor<2x2xi32>) -> (tensor<2x4xi32>)
// SINGLE-NEXT:  * result0 may be arg0 itself: then it is updated in place, and keeps its values if

// CHECK:      in place: 0 [0, 1, 2, 13, 14, 15, 6, 7, 8, 109, 110, 111]
// CHECK-NEXT: apart: 0 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] [0, 1, 2, 13, 14, 15, 6, 7, 8, 109, 110, 111]
// CHECK-NEXT: in place, bad index: 1 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
// CHECK-NEXT: apart, bad index: 1 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
// CHECK-NEXT: shifted by one: 4 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
// CHECK-NEXT: on the updates: 4 [10, 10, 10, 100, 100, 100]
func.func @add_rows(%data: tensor<4x3xf32>, %rows: tensor<2x1xi64>, %new: tensor<2x3xf32>) -> tensor<4x3xf32> {
  %0 = gather.scatter_nd %data, %rows, %new reduction(add) : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  return %0 : tensor<4x3xf32>
}

// Dynamic shapes: the shapes entry, then the same buffer for both.
// CHECK-NEXT: dynamic in place: 0 [0, 1, -1, 3, 4, 5, -2, 7, 8, 9, 10, 11]
// CHECK-NEXT: dynamic in place, bad shape: 2 [0, 1, -1, 3, 4, 5, -2, 7, 8, 9, 10, 11]
func.func @set_elements(%data: tensor<?x?xf32>, %at: tensor<?x?xi32>, %new: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = gather.scatter_elements %data, %at, %new {axis = 1 : i64} : (tensor<?x?xf32>, tensor<?x?xi32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// The single-op kernel: max along the last axis, in place.
// CHECK-NEXT: row_max in place: 0 [5, 1, 9, 3, 4, 8, 6, 7]

// data is also returned: no in-place result, so one buffer for both is
// refused and writes nothing.
// HEADER:      /* also_returned: (tensor<4xf32>, tensor<1x1xi64>, tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>) */
// CHECK-NEXT: data also returned: 4 [0, 1, 2, 3]
func.func @also_returned(%data: tensor<4xf32>, %at: tensor<1x1xi64>, %new: tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = gather.scatter_nd %data, %at, %new : (tensor<4xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<4xf32>
  return %0, %data : tensor<4xf32>, tensor<4xf32>
}

// A gather that may fail after the scatter ran: no in-place result.
// HEADER:      /* scatter_then_gather: (tensor<4xf32>, tensor<1x1xi64>, tensor<1xf32>, tensor<2x1xi64>) -> (tensor<4xf32>, tensor<2xf32>) */
// CHECK-NEXT: another op may fail: 4 [0, 1, 2, 3]
func.func @scatter_then_gather(%data: tensor<4xf32>, %at: tensor<1x1xi64>, %new: tensor<1xf32>, %read: tensor<2x1xi64>) -> (tensor<4xf32>, tensor<2xf32>) {
  %0 = gather.scatter_nd %data, %at, %new : (tensor<4xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<4xf32>
  %1 = gather.gather_nd %0, %read : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %1 : tensor<4xf32>, tensor<2xf32>
}
// CHECK-NEXT: done
