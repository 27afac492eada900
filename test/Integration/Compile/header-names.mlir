// Generated headers in C23 and C++20 programs that include the standard C
// headers: entry points whose names are close to reserved ones (but are
// not) compile without a warning as C (gcc -std=c2x) and C++ (g++
// -std=c++20), and link and run. Two headers whose file names differ only
// in '-' and '_' (ka-b.h, ka_b.h) have different include guards, so one
// translation unit sees both headers' prototypes (before, the second
// header's were hidden and the program did not compile).

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/names.o --header=%t/names.h
// RUN: gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=from_dash -o %t/ka-b.o --header=%t/ka-b.h
// RUN: gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=from_underscore -o %t/ka_b.o --header=%t/ka_b.h
// RUN: grep -h '^#define GATHER_KERNELS' %t/ka-b.h %t/ka_b.h | sort -u | wc -l | FileCheck %s --check-prefix=GUARDS
// GUARDS: 2

// RUN: %cc -std=c2x -pedantic -Wall -Wextra -Werror -I%t -o %t/c-names %S/Inputs/header-names.c %t/names.o %t/ka-b.o %t/ka_b.o -lm
// RUN: %t/c-names | FileCheck %s --match-full-lines
// RUN: %cxx -std=c++20 -pedantic -Wall -Wextra -Werror -I%t -o %t/cxx-names -x c++ %S/Inputs/header-names.c -x none %t/names.o %t/ka-b.o %t/ka_b.o -lm
// RUN: %t/cxx-names | FileCheck %s --match-full-lines
// CHECK: string_rows 4 1
// CHECK-NEXT: total 4 1
// CHECK-NEXT: isolate 4 1
// CHECK-NEXT: memo 4 1
// CHECK-NEXT: final 4 1
// CHECK-NEXT: module 4 1
// CHECK-NEXT: import 4 1
// CHECK-NEXT: Printf 4 1
// CHECK-NEXT: INT_rows 4 1
// CHECK-NEXT: complex_rows 4 1
// CHECK-NEXT: gather_rows 4 1
// CHECK-NEXT: from_dash 4 1
// CHECK-NEXT: from_underscore 4 1

func.func @string_rows(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @total(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @isolate(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @memo(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @final(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @module(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @import(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @Printf(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @INT_rows(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @complex_rows(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
// Dynamic: also declares gather_rows_result_shapes.
func.func @gather_rows(%d: tensor<?xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
