// Kernels large enough for the fast paths at their default thresholds,
// compared element for element with plain C loops (Inputs/large-kernels.c):
//   - row gathers of at least 4 MiB stream (gather-stream-row-copies): whole
//     1 MiB chunks of rows and the rows after them; rows of 1028 bytes, so
//     that each row's output starts at another place in its cache line
//     (element copies before the first line boundary and after the last);
//     f16 rows (moved as bytes); a dynamic row length (the run-time size
//     check);
//   - element gathers: along an outer axis in 1 KiB column blocks (a partial
//     last block), and scalar gathers by 3-D coordinates in blocks of 4096
//     (a partial last block);
// each into a result buffer on a cache line and one 4 bytes past it (2 for
// f16), with negative indices, and with one planted out-of-range index: the
// kernel returns 1 and the buffer is all zeros. On one thread, on OpenMP
// threads, for the host CPU (vectorised gathers where it has them), and
// under valgrind.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -O3 -o %t/kernels.o --header=%t/kernels.h
// RUN: %cc -std=c99 -O2 -Wall -Wextra -Werror -I%t -o %t/serial %S/Inputs/large-kernels.c %t/kernels.o
// RUN: %t/serial | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/serial | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O3 --parallel -o %t/parallel.o
// RUN: %cc -std=c99 -O2 -I%t -o %t/parallel %S/Inputs/large-kernels.c %t/parallel.o %link_openmp
// RUN: env OMP_NUM_THREADS=2 %t/parallel | FileCheck %s --match-full-lines
// RUN: env OMP_NUM_THREADS=1 %t/parallel | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O3 --mcpu=native --parallel -o %t/native.o
// RUN: %cc -std=c99 -O2 -I%t -o %t/native %S/Inputs/large-kernels.c %t/native.o %link_openmp
// RUN: env OMP_NUM_THREADS=2 %t/native | FileCheck %s --match-full-lines

// CHECK:      rows_f32 +0: 0 ok
// CHECK-NEXT: rows_f32 +4: 0 ok
// CHECK-NEXT: rows_f32 bad index: 1 zeros
// CHECK-NEXT: rows_dynamic +0: 0 ok
// CHECK-NEXT: rows_dynamic +4: 0 ok
// CHECK-NEXT: rows_dynamic bad index: 1 zeros
// CHECK-NEXT: rows_f16 +0: 0 ok
// CHECK-NEXT: rows_f16 +2: 0 ok
// CHECK-NEXT: rows_f16 bad index: 1 zeros
// CHECK-NEXT: outer_axis +0: 0 ok
// CHECK-NEXT: outer_axis +4: 0 ok
// CHECK-NEXT: outer_axis bad index: 1 zeros
// CHECK-NEXT: scalar_3d +0: 0 ok
// CHECK-NEXT: scalar_3d +4: 0 ok
// CHECK-NEXT: scalar_3d bad index: 1 zeros

// 4200 rows of 257 f32: 4.3 MB, four chunks of 1020 rows and 120 more.
func.func @rows_f32(%d: tensor<1024x257xf32>, %i: tensor<4200x1xi64>) -> tensor<4200x257xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<1024x257xf32>, tensor<4200x1xi64>) -> tensor<4200x257xf32>
  return %0 : tensor<4200x257xf32>
}

// 1100 rows of 2048 f16: 4.5 MB.
func.func @rows_f16(%d: tensor<512x2048xf16>, %i: tensor<1100x1xi32>) -> tensor<1100x2048xf16> {
  %0 = gather.gather_nd %d, %i : (tensor<512x2048xf16>, tensor<1100x1xi32>) -> tensor<1100x2048xf16>
  return %0 : tensor<1100x2048xf16>
}

func.func @rows_dynamic(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?xf32>, tensor<?x1xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// Blocks of 256 columns: three whole ones and 232 columns.
func.func @outer_axis(%d: tensor<300x1000xf32>, %i: tensor<700x1000xi64>) -> tensor<700x1000xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<300x1000xf32>, tensor<700x1000xi64>) -> tensor<700x1000xf32>
  return %0 : tensor<700x1000xf32>
}

// Blocks of 4096 results: two whole ones and 1808.
func.func @scalar_3d(%d: tensor<64x64x64xf32>, %i: tensor<10000x3xi64>) -> tensor<10000xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<64x64x64xf32>, tensor<10000x3xi64>) -> tensor<10000xf32>
  return %0 : tensor<10000xf32>
}
