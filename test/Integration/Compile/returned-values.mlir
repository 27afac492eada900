// Results that are not simply fresh gather outputs: the same value returned
// twice (static and dynamic shapes, also on an error), an argument returned
// (once, twice, beside a gather result, with dynamic shapes), constants, and
// slices of a gather result and of an argument (strided views). Each result
// buffer must receive its own dense row-major copy; nothing may be freed
// twice or read after it was freed (valgrind), and the process must not
// abort.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/with-cc %S/Inputs/returned-values.c %t/kernels.o
// RUN: %t/with-cc | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/with-cc | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O0 -o %t/kernels-O0.o
// RUN: %clang -std=c99 -Wall -Wextra -Werror -I%t -o %t/O0 %S/Inputs/returned-values.c %t/kernels-O0.o
// RUN: valgrind -q --error-exitcode=9 %t/O0 | FileCheck %s --match-full-lines

// data = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]], indices [[2], [-1]]

// CHECK:      argument and gather: 0 [2, -1] [6, 7, 8, 9, 10, 11]
func.func @argument_and_gather(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> (tensor<2x1xi64>, tensor<2x3xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %i, %0 : tensor<2x1xi64>, tensor<2x3xf32>
}

// CHECK-NEXT: argument twice: 0 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
func.func @argument_twice(%d: tensor<4x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  return %d, %d : tensor<4x3xf32>, tensor<4x3xf32>
}

// CHECK-NEXT: dynamic argument shapes: 0 [4, 3]
// CHECK-NEXT: dynamic argument: 0 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
func.func @dynamic_argument(%d: tensor<?x3xf32>) -> tensor<?x3xf32> {
  return %d : tensor<?x3xf32>
}

// CHECK-NEXT: constants: 0 [4, 5, 6, 1, 2, 3] [7, 8, 9]
// CHECK-NEXT: constants: 0 [4, 5, 6, 1, 2, 3] [7, 8, 9]
func.func @constants(%i: tensor<2x1xi64>) -> (tensor<2x3xf32>, tensor<3xf32>) {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %k = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %0 = gather.gather_nd %c, %i : (tensor<2x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0, %k : tensor<2x3xf32>, tensor<3xf32>
}

// CHECK-NEXT: slice of gather: 0 [7, 8, 10, 11]
func.func @slice_of_gather(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  %1 = tensor.extract_slice %0[0, 1] [2, 2] [1, 1] : tensor<2x3xf32> to tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// A public function that another one calls: its entry writes in place, the
// caller gets the value of a separate copy.
// CHECK-NEXT: caller of a public function: 0 [10, 11, 7, 8]
func.func @calls_slice_of_gather(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x2xf32> {
  %0 = func.call @slice_of_gather(%d, %i) : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x2xf32>
  %1 = tensor.extract_slice %0[1, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %2 = tensor.extract_slice %0[0, 0] [1, 2] [1, 1] : tensor<2x2xf32> to tensor<1x2xf32>
  %3 = tensor.concat dim(0) %1, %2 : (tensor<1x2xf32>, tensor<1x2xf32>) -> tensor<2x2xf32>
  return %3 : tensor<2x2xf32>
}

// CHECK-NEXT: strided slice of argument: 0 [1, 7]
func.func @slice_of_argument(%d: tensor<4x3xf32>) -> tensor<2xf32> {
  %1 = tensor.extract_slice %d[0, 1] [2, 1] [2, 1] : tensor<4x3xf32> to tensor<2xf32>
  return %1 : tensor<2xf32>
}

// The same gather result twice.
// CHECK-NEXT: same twice: 0 [6, 7, 8, 9, 10, 11] [6, 7, 8, 9, 10, 11]
// CHECK-NEXT: same twice out of bounds: 1 [0, 0, 0, 0, 0, 0] [0, 0, 0, 0, 0, 0]
func.func @same_twice(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> (tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0, %0 : tensor<2x3xf32>, tensor<2x3xf32>
}

// CHECK-NEXT: same twice dynamic shapes: 0 [2, 3] [2, 3]
// CHECK-NEXT: same twice dynamic: 0 [6, 7, 8, 9, 10, 11] [6, 7, 8, 9, 10, 11]
func.func @same_twice_dynamic(%d: tensor<?x3xf32>, %i: tensor<?x1xi64>) -> (tensor<?x3xf32>, tensor<?x3xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<?x3xf32>, tensor<?x1xi64>) -> tensor<?x3xf32>
  return %0, %0 : tensor<?x3xf32>, tensor<?x3xf32>
}

// A gather next to an indirect call of a function that reaches none (which
// takes no status record), and an entry that reaches none.
// CHECK-NEXT: beside func.constant: 0 [6, 7, 8, 9, 10, 11]
// CHECK-NEXT: out of bounds beside func.constant: 1 [0, 0, 0, 0, 0, 0]
func.func private @identity(%x: index) -> index {
  return %x : index
}
func.func @beside_constant(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>) -> tensor<2x3xf32> {
  %fn = func.constant @identity : (index) -> index
  %c0 = arith.constant 0 : index
  %x = func.call_indirect %fn(%c0) : (index) -> index
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<2x1xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// CHECK-NEXT: no gather through func.constant: 0 [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
func.func @no_gather_constant(%d: tensor<4x3xf32>) -> tensor<4x3xf32> {
  %fn = func.constant @identity : (index) -> index
  %c0 = arith.constant 0 : index
  %x = func.call_indirect %fn(%c0) : (index) -> index
  return %d : tensor<4x3xf32>
}
// CHECK-NEXT: done
