// Result buffers that share bytes with an argument or with each other break
// the ABI's contract; the entry points check it and return
// GATHER_STATUS_OVERLAPPING_BUFFERS (4) without running the kernel or
// writing anything. (A slice gather whose result overlapped its indices
// used to read index tuples it had overwritten: SIGSEGV.) Adjacent buffers
// and empty results overlap nothing.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/overlap %S/Inputs/overlapping-buffers.c %t/kernels.o
// RUN: valgrind -q --error-exitcode=9 %t/overlap | FileCheck %s --match-full-lines

// CHECK:      result on indices: 4 [2, 0, 1, 1]
// CHECK-NEXT: result on data: 4 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
// CHECK-NEXT: result after indices: 0 [2, 0, 1, 1] [6, 7, 8, 0, 1, 2, 3, 4, 5, 3, 4, 5]
// CHECK-NEXT: result before indices: 0 [6, 7, 8, 0, 1, 2, 3, 4, 5, 3, 4, 5] [2, 0, 1, 1]
func.func @rows(%d: tensor<4x3xi64>, %i: tensor<4x1xi64>) -> tensor<4x3xi64> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi64>, tensor<4x1xi64>) -> tensor<4x3xi64>
  return %0 : tensor<4x3xi64>
}

// CHECK-NEXT: results on each other: 4 [-777, -777, -777, -777, -777, -777]
// CHECK-NEXT: results apart: 0 [2, 0] [2, 0]
func.func @twice(%d: tensor<3xi64>, %i: tensor<2x1xi64>) -> (tensor<2xi64>, tensor<2xi64>) {
  %0 = gather.gather_nd %d, %i : (tensor<3xi64>, tensor<2x1xi64>) -> tensor<2xi64>
  return %0, %0 : tensor<2xi64>, tensor<2xi64>
}

// CHECK-NEXT: empty result inside indices: 0 [2, 0, 1, 1]
func.func @empty(%d: tensor<4x3xi64>, %i: tensor<0x1xi64>) -> tensor<0x3xi64> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xi64>, tensor<0x1xi64>) -> tensor<0x3xi64>
  return %0 : tensor<0x3xi64>
}
// CHECK-NEXT: done
