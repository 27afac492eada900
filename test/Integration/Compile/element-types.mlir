// Compiled kernels called from C: many element types (i1 as uint8_t, i8,
// i16, i32, i64, ui8, ui16, ui32, ui64, f16 and bf16 as uint16_t bits, f32,
// f64, complex<f32>, complex<f64>), all three index types (i32, i64, index as
// int64_t), gather_nd with batch_dims 0, 1 and 2, gather_elements with
// positive and negative axes, and negative index values everywhere. Floats
// that must travel bit-exactly (signalling NaNs, -0, denormals) are printed
// as hex bit patterns. Expected values follow the ONNX definitions (ONNX
// GatherND example 4 and 5, GatherElements examples 1 and 2 among them).
//
// The same program runs against objects built at -O0, -O2 (the default) and
// -O3, for --mcpu=native, linked by cc (gcc) and by clang, and under
// valgrind.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/kernels.o --header=%t/kernels.h
// RUN: %cc -std=c99 -Wall -Wextra -Werror -I%t -o %t/with-cc %S/Inputs/element-types.c %t/kernels.o
// RUN: %t/with-cc | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/with-cc | FileCheck %s --match-full-lines
// RUN: %clang -std=c99 -Wall -Wextra -Werror -I%t -o %t/with-clang %S/Inputs/element-types.c %t/kernels.o
// RUN: %t/with-clang | FileCheck %s --match-full-lines
//
// RUN: gather-compile %s -O0 -o %t/kernels-O0.o
// RUN: %cc -std=c99 -I%t -o %t/O0 %S/Inputs/element-types.c %t/kernels-O0.o
// RUN: %t/O0 | FileCheck %s --match-full-lines
// RUN: valgrind -q --error-exitcode=9 %t/O0 | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O3 -o %t/kernels-O3.o
// RUN: %cc -std=c99 -I%t -o %t/O3 %S/Inputs/element-types.c %t/kernels-O3.o
// RUN: %t/O3 | FileCheck %s --match-full-lines
// On OpenMP threads, every loop forked (no size threshold):
// RUN: gather-compile %s --parallel --parallel-min-bytes=0 -o %t/kernels-parallel.o
// RUN: llvm-nm --undefined-only %t/kernels-parallel.o | FileCheck %s --check-prefix=OPENMP
// OPENMP: U __kmpc_fork_call_if
// RUN: %cc -std=c99 -I%t -o %t/parallel %S/Inputs/element-types.c %t/kernels-parallel.o %link_openmp
// RUN: env OMP_NUM_THREADS=2 %t/parallel | FileCheck %s --match-full-lines
// RUN: env OMP_NUM_THREADS=1 %t/parallel | FileCheck %s --match-full-lines
// RUN: gather-compile %s --parallel -o %t/libparallel.so
// RUN: %cc -std=c99 -I%t -o %t/parallel-shared %S/Inputs/element-types.c %t/libparallel.so -Wl,-rpath,%t
// RUN: env OMP_NUM_THREADS=2 %t/parallel-shared | FileCheck %s --match-full-lines
// RUN: gather-compile %s -O3 --mcpu=native -o %t/kernels-native.o
// RUN: %cc -std=c99 -I%t -o %t/native %S/Inputs/element-types.c %t/kernels-native.o
// RUN: %t/native | FileCheck %s --match-full-lines

// CHECK: nd_i8_rows: 0 [7, 8, -128, 127, 7, 8]
func.func @nd_i8_rows(%d: tensor<3x2xi8>, %i: tensor<3x1xi32>) -> tensor<3x2xi8> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi8>, tensor<3x1xi32>) -> tensor<3x2xi8>
  return %0 : tensor<3x2xi8>
}

// ONNX GatherND example 5 (batch_dims = 1), with a negative index.
// CHECK-NEXT: nd_i32_batch1: 0 [2, 3, 4, 5]
func.func @nd_i32_batch1(%d: tensor<2x2x2xi32>, %i: tensor<2x1xi64>) -> tensor<2x2xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x2x2xi32>, tensor<2x1xi64>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// CHECK-NEXT: nd_i64_batch2: 0 [-9223372036854775808, -1, 12, 10, 21, 21, 31, 4294967296]
func.func @nd_i64_batch2(%d: tensor<2x2x3xi64>, %i: tensor<2x2x2x1xindex>) -> tensor<2x2x2xi64> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<2x2x3xi64>, tensor<2x2x2x1xindex>) -> tensor<2x2x2xi64>
  return %0 : tensor<2x2x2xi64>
}

// ONNX GatherND example 4 (k = 2 of rank 3), once with the ONNX indices and
// once with their negative equivalents.
// CHECK-NEXT: nd_f32_example4: 0 [1.00000002e+30, -0, inf, -inf]
// CHECK-NEXT: nd_f32_example4: 0 [1.00000002e+30, -0, inf, -inf]
func.func @nd_f32_example4(%d: tensor<2x2x2xf32>, %i: tensor<2x1x2xi32>) -> tensor<2x1x2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2x2xf32>, tensor<2x1x2xi32>) -> tensor<2x1x2xf32>
  return %0 : tensor<2x1x2xf32>
}

// k = rank(data): one scalar per index tuple.
// CHECK-NEXT: nd_f64_points: 0 [7.75, 0.10000000000000001, 1.0000000000000001e+300, 6]
func.func @nd_f64_points(%d: tensor<2x3xf64>, %i: tensor<4x2xi64>) -> tensor<4xf64> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf64>, tensor<4x2xi64>) -> tensor<4xf64>
  return %0 : tensor<4xf64>
}

// Unsigned values above the signed maximum.
// CHECK-NEXT: nd_ui16_batch1: 0 [65535, 32768, 40000, 65534]
func.func @nd_ui16_batch1(%d: tensor<2x4xui16>, %i: tensor<2x2x1xi32>) -> tensor<2x2xui16> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x4xui16>, tensor<2x2x1xi32>) -> tensor<2x2xui16>
  return %0 : tensor<2x2xui16>
}

// bf16 bits: 1.0, -inf, a signalling NaN (0x7f81), -0, the smallest
// denormal, 3.140625.
// CHECK-NEXT: nd_bf16_batch1: 0 [0x7f81, 0x3f80, 0x0001, 0x4049]
func.func @nd_bf16_batch1(%d: tensor<2x3xbf16>, %i: tensor<2x2x1xi64>) -> tensor<2x2xbf16> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3xbf16>, tensor<2x2x1xi64>) -> tensor<2x2xbf16>
  return %0 : tensor<2x2xbf16>
}

// i1 elements are bytes holding 0 or 1.
// CHECK-NEXT: nd_i1_points: 0 [1, 1, 0, 0]
func.func @nd_i1_points(%d: tensor<2x3xi1>, %i: tensor<4x2xindex>) -> tensor<4xi1> {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi1>, tensor<4x2xindex>) -> tensor<4xi1>
  return %0 : tensor<4xi1>
}

// CHECK-NEXT: nd_c64: 0 [(-0, -7), (1, 2), (-3.5, 0.25), (-0, -7)]
func.func @nd_c64(%d: tensor<3xcomplex<f32>>, %i: tensor<4x1xi64>) -> tensor<4xcomplex<f32>> {
  %0 = gather.gather_nd %d, %i : (tensor<3xcomplex<f32>>, tensor<4x1xi64>) -> tensor<4xcomplex<f32>>
  return %0 : tensor<4xcomplex<f32>>
}

// f16 bits: 1.0, -2.0, inf, -0, a signalling NaN (0x7d00), the smallest
// denormal; axis -1 (= 1).
// CHECK-NEXT: el_f16_axis-1: 0 [0x7c00, 0x3c00, 0x7d00, 0x0001]
func.func @el_f16_last(%d: tensor<2x3xf16>, %i: tensor<2x2xi64>) -> tensor<2x2xf16> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xf16>, tensor<2x2xi64>) -> tensor<2x2xf16>
  return %0 : tensor<2x2xf16>
}

// ONNX GatherElements example 1 (axis = 1).
// CHECK-NEXT: el_example1_i32: 0 [1, 1, 4, 3]
func.func @el_example1_i32(%d: tensor<2x2xi32>, %i: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %0 : tensor<2x2xi32>
}

// ONNX GatherElements example 2 (axis = 0) with 200 added to the data and
// the indices written as negative values.
// CHECK-NEXT: el_example2_ui8: 0 [204, 208, 203, 207, 202, 203]
func.func @el_example2_ui8(%d: tensor<3x3xui8>, %i: tensor<2x3xi64>) -> tensor<2x3xui8> {
  %0 = gather.gather_elements %d, %i : (tensor<3x3xui8>, tensor<2x3xi64>) -> tensor<2x3xui8>
  return %0 : tensor<2x3xui8>
}

// axis -2 (= 1) of rank 3; indices longer than data along the axis and
// shorter in the last dimension.
// CHECK-NEXT: el_ui32_axis-2: 0 [4004000000, 4000000000, 4004000000, 4002000000, 4006000000, 4006000000, 4008000000, 4010000000]
func.func @el_ui32_axis_m2(%d: tensor<2x3x2xui32>, %i: tensor<2x4x1xindex>) -> tensor<2x4x1xui32> {
  %0 = gather.gather_elements %d, %i {axis = -2 : i64} : (tensor<2x3x2xui32>, tensor<2x4x1xindex>) -> tensor<2x4x1xui32>
  return %0 : tensor<2x4x1xui32>
}

// axis -3 (= 0) of rank 3.
// CHECK-NEXT: el_ui64_axis-3: 0 [5, 6, 18446744073709551615, 1, 18446744073709551615, 6]
func.func @el_ui64_axis_m3(%d: tensor<2x2x2xui64>, %i: tensor<3x1x2xi32>) -> tensor<3x1x2xui64> {
  %0 = gather.gather_elements %d, %i {axis = -3 : i64} : (tensor<2x2x2xui64>, tensor<3x1x2xi32>) -> tensor<3x1x2xui64>
  return %0 : tensor<3x1x2xui64>
}

// CHECK-NEXT: el_i16_axis2: 0 [-1, -1, -32768, 32767, 4, 5, 5, 4]
func.func @el_i16_axis2(%d: tensor<2x2x3xi16>, %i: tensor<2x1x4xi64>) -> tensor<2x1x4xi16> {
  %0 = gather.gather_elements %d, %i {axis = 2 : i64} : (tensor<2x2x3xi16>, tensor<2x1x4xi64>) -> tensor<2x1x4xi16>
  return %0 : tensor<2x1x4xi16>
}

// CHECK-NEXT: el_c128_axis0: 0 [(3, -4), (-1.0000000000000001e+300, 1e-300), (3, -4), (0.10000000000000001, 0.20000000000000001)]
func.func @el_c128_axis0(%d: tensor<2x2xcomplex<f64>>, %i: tensor<2x2xindex>) -> tensor<2x2xcomplex<f64>> {
  %0 = gather.gather_elements %d, %i : (tensor<2x2xcomplex<f64>>, tensor<2x2xindex>) -> tensor<2x2xcomplex<f64>>
  return %0 : tensor<2x2xcomplex<f64>>
}

// f32 bits: -1.5, 2.25, a signalling NaN (0x7fa00001), -3.0.
// CHECK-NEXT: el_f32_axis1: 0 [0x40100000, 0xbfc00000, 0x40100000, 0xbfc00000, 0x7fa00001, 0x7fa00001, 0xc0400000, 0xc0400000]
func.func @el_f32_axis1(%d: tensor<2x2xf32>, %i: tensor<2x4xi32>) -> tensor<2x4xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<2x2xf32>, tensor<2x4xi32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
// CHECK-NEXT: done
