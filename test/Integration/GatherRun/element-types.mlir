// Every data element type of the dialect through both ops, with values that
// exercise the type (signed extremes and negatives, unsigned values above the
// signed maximum, fractional and out-of-f16-range floats, complex parts), and
// every index type (i32, i64, index) with both ops: the index types rotate
// over the element types, so each op sees each index type five times.
//
// Each function gathers from the same 2x3 data
//   [[a0, a1, a2], [a3, a4, a5]]
// with gather_nd indices [[1, 2], [0, 0]]          -> [a5, a0]
// and gather_elements (axis = 1) [[2, 0], [1, 1]]  -> [[a2, a0], [a4, a4]].
// Some results are also written with --output and read back by NumPy to
// check the .npy dtype and the exact bits (bf16 travels as raw '<u2' words).

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/nd_i32.npy int32 '[[1,2],[0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd_i64.npy int64 '[[1,2],[0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/nd_idx.npy int64 '[[1,2],[0,0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el_i32.npy int32 '[[2,0],[1,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el_i64.npy int64 '[[2,0],[1,1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/el_idx.npy int64 '[[2,0],[1,1]]'

// i1 data (signless 1-bit: true/false): gather_nd with i32 indices, gather_elements
// (axis = 1) with i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/i1.npy bool '[[False,True,True],[False,False,True]]'
// RUN: gather-run %s -e i1_types --input=%t/i1.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=I1
// I1: result #0: tensor<2xi1> = [true, false]
// I1-NEXT: result #1: tensor<2x2xi1> = {{\[\[}}true, false], [false, false]]
func.func @i1_types(%d: tensor<2x3xi1>, %i: tensor<2x2xi32>, %j: tensor<2x2xi64>) -> (tensor<2xi1>, tensor<2x2xi1>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi1>, tensor<2x2xi32>) -> tensor<2xi1>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xi1>, tensor<2x2xi64>) -> tensor<2x2xi1>
  return %0, %1 : tensor<2xi1>, tensor<2x2xi1>
}

// i8 data (INT8_MIN, INT8_MAX, -1): gather_nd with i64 indices, gather_elements
// (axis = 1) with index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/i8.npy int8 '[[-128,1,127],[2,-1,100]]'
// RUN: gather-run %s -e i8_types --input=%t/i8.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --print | FileCheck %s --match-full-lines --check-prefix=I8
// I8: result #0: tensor<2xi8> = [100, -128]
// I8-NEXT: result #1: tensor<2x2xi8> = {{\[\[}}127, -128], [-1, -1]]
func.func @i8_types(%d: tensor<2x3xi8>, %i: tensor<2x2xi64>, %j: tensor<2x2xindex>) -> (tensor<2xi8>, tensor<2x2xi8>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi8>, tensor<2x2xi64>) -> tensor<2xi8>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xi8>, tensor<2x2xindex>) -> tensor<2x2xi8>
  return %0, %1 : tensor<2xi8>, tensor<2x2xi8>
}

// i16 data (INT16_MIN, INT16_MAX, -2): gather_nd with index indices, gather_elements
// (axis = 1) with i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/i16.npy int16 '[[-32768,1,32767],[2,-2,1234]]'
// RUN: gather-run %s -e i16_types --input=%t/i16.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=I16
// I16: result #0: tensor<2xi16> = [1234, -32768]
// I16-NEXT: result #1: tensor<2x2xi16> = {{\[\[}}32767, -32768], [-2, -2]]
func.func @i16_types(%d: tensor<2x3xi16>, %i: tensor<2x2xindex>, %j: tensor<2x2xi32>) -> (tensor<2xi16>, tensor<2x2xi16>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi16>, tensor<2x2xindex>) -> tensor<2xi16>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xi16>, tensor<2x2xi32>) -> tensor<2x2xi16>
  return %0, %1 : tensor<2xi16>, tensor<2x2xi16>
}

// i32 data (INT32_MIN, INT32_MAX, -3): gather_nd with i32 indices, gather_elements
// (axis = 1) with i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/i32.npy int32 '[[-2147483648,1,2147483647],[2,-3,65536]]'
// RUN: gather-run %s -e i32_types --input=%t/i32.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=I32
// I32: result #0: tensor<2xi32> = [65536, -2147483648]
// I32-NEXT: result #1: tensor<2x2xi32> = {{\[\[}}2147483647, -2147483648], [-3, -3]]
func.func @i32_types(%d: tensor<2x3xi32>, %i: tensor<2x2xi32>, %j: tensor<2x2xi64>) -> (tensor<2xi32>, tensor<2x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi32>, tensor<2x2xi32>) -> tensor<2xi32>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %0, %1 : tensor<2xi32>, tensor<2x2xi32>
}

// i64 data (INT64_MIN, INT64_MAX, 2^32, -4): gather_nd with i64 indices, gather_elements
// (axis = 1) with index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/i64.npy int64 '[[-9223372036854775808,1,9223372036854775807],[2,-4,4294967296]]'
// RUN: gather-run %s -e i64_types --input=%t/i64.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --print | FileCheck %s --match-full-lines --check-prefix=I64
// I64: result #0: tensor<2xi64> = [4294967296, -9223372036854775808]
// I64-NEXT: result #1: tensor<2x2xi64> = {{\[\[}}9223372036854775807, -9223372036854775808], [-4, -4]]
func.func @i64_types(%d: tensor<2x3xi64>, %i: tensor<2x2xi64>, %j: tensor<2x2xindex>) -> (tensor<2xi64>, tensor<2x2xi64>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xi64>, tensor<2x2xi64>) -> tensor<2xi64>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xi64>, tensor<2x2xindex>) -> tensor<2x2xi64>
  return %0, %1 : tensor<2xi64>, tensor<2x2xi64>
}

// ui8 data (255 and 128, above INT8_MAX): gather_nd with index indices, gather_elements
// (axis = 1) with i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/ui8.npy uint8 '[[255,1,128],[2,0,200]]'
// RUN: gather-run %s -e ui8_types --input=%t/ui8.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=UI8
// UI8: result #0: tensor<2xui8> = [200, 255]
// UI8-NEXT: result #1: tensor<2x2xui8> = {{\[\[}}128, 255], [0, 0]]
func.func @ui8_types(%d: tensor<2x3xui8>, %i: tensor<2x2xindex>, %j: tensor<2x2xi32>) -> (tensor<2xui8>, tensor<2x2xui8>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xui8>, tensor<2x2xindex>) -> tensor<2xui8>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xui8>, tensor<2x2xi32>) -> tensor<2x2xui8>
  return %0, %1 : tensor<2xui8>, tensor<2x2xui8>
}

// ui16 data (65535 and 32768, above INT16_MAX): gather_nd with i32 indices, gather_elements
// (axis = 1) with i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/ui16.npy uint16 '[[65535,1,32768],[2,1,40000]]'
// RUN: gather-run %s -e ui16_types --input=%t/ui16.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=UI16
// UI16: result #0: tensor<2xui16> = [40000, 65535]
// UI16-NEXT: result #1: tensor<2x2xui16> = {{\[\[}}32768, 65535], [1, 1]]
func.func @ui16_types(%d: tensor<2x3xui16>, %i: tensor<2x2xi32>, %j: tensor<2x2xi64>) -> (tensor<2xui16>, tensor<2x2xui16>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xui16>, tensor<2x2xi32>) -> tensor<2xui16>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xui16>, tensor<2x2xi64>) -> tensor<2x2xui16>
  return %0, %1 : tensor<2xui16>, tensor<2x2xui16>
}

// ui32 data (4294967295 and 2147483648, above INT32_MAX): gather_nd with i64 indices, gather_elements
// (axis = 1) with index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/ui32.npy uint32 '[[4294967295,1,2147483648],[2,2,3000000000]]'
// RUN: gather-run %s -e ui32_types --input=%t/ui32.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --print | FileCheck %s --match-full-lines --check-prefix=UI32
// UI32: result #0: tensor<2xui32> = [3000000000, 4294967295]
// UI32-NEXT: result #1: tensor<2x2xui32> = {{\[\[}}2147483648, 4294967295], [2, 2]]
func.func @ui32_types(%d: tensor<2x3xui32>, %i: tensor<2x2xi64>, %j: tensor<2x2xindex>) -> (tensor<2xui32>, tensor<2x2xui32>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xui32>, tensor<2x2xi64>) -> tensor<2xui32>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xui32>, tensor<2x2xindex>) -> tensor<2x2xui32>
  return %0, %1 : tensor<2xui32>, tensor<2x2xui32>
}

// ui64 data (UINT64_MAX and 2^63, above INT64_MAX): gather_nd with index indices, gather_elements
// (axis = 1) with i32 indices.
// NumPy reads a literal mixing values above INT64_MAX with smaller ones as
// float64, so this array is written with an explicit dtype.
// RUN: %python -c "import numpy as np; np.save('%t/ui64.npy', np.array([[18446744073709551615,1,9223372036854775808],[2,3,12345678901234567890]], dtype=np.uint64))"
// RUN: gather-run %s -e ui64_types --input=%t/ui64.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=UI64
// UI64: result #0: tensor<2xui64> = [12345678901234567890, 18446744073709551615]
// UI64-NEXT: result #1: tensor<2x2xui64> = {{\[\[}}9223372036854775808, 18446744073709551615], [3, 3]]
func.func @ui64_types(%d: tensor<2x3xui64>, %i: tensor<2x2xindex>, %j: tensor<2x2xi32>) -> (tensor<2xui64>, tensor<2x2xui64>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xui64>, tensor<2x2xindex>) -> tensor<2xui64>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xui64>, tensor<2x2xi32>) -> tensor<2x2xui64>
  return %0, %1 : tensor<2xui64>, tensor<2x2xui64>
}

// f16 data (fractions and 65504, the largest finite f16): gather_nd with i32 indices, gather_elements
// (axis = 1) with i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/f16.npy float16 '[[-1.5,1,0.125],[2,65504,-2.75]]'
// RUN: gather-run %s -e f16_types --input=%t/f16.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=F16
// F16: result #0: tensor<2xf16> = [-2.75, -1.5]
// F16-NEXT: result #1: tensor<2x2xf16> = {{\[\[}}0.125, -1.5], [65504, 65504]]
func.func @f16_types(%d: tensor<2x3xf16>, %i: tensor<2x2xi32>, %j: tensor<2x2xi64>) -> (tensor<2xf16>, tensor<2x2xf16>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf16>, tensor<2x2xi32>) -> tensor<2xf16>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xf16>, tensor<2x2xi64>) -> tensor<2x2xf16>
  return %0, %1 : tensor<2xf16>, tensor<2x2xf16>
}

// bf16 data (fractions and 2^100, beyond the f16 range): gather_nd with i64 indices, gather_elements
// (axis = 1) with index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/bf16.npy bfloat16 '[[-1.5,1,0.5],[2,-0.25,1267650600228229401496703205376.0]]'
// RUN: gather-run %s -e bf16_types --input=%t/bf16.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --print | FileCheck %s --match-full-lines --check-prefix=BF16
// BF16: result #0: tensor<2xbf16> = [1.268E+30, -1.5]
// BF16-NEXT: result #1: tensor<2x2xbf16> = {{\[\[}}0.5, -1.5], [-0.25, -0.25]]
func.func @bf16_types(%d: tensor<2x3xbf16>, %i: tensor<2x2xi64>, %j: tensor<2x2xindex>) -> (tensor<2xbf16>, tensor<2x2xbf16>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xbf16>, tensor<2x2xi64>) -> tensor<2xbf16>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xbf16>, tensor<2x2xindex>) -> tensor<2x2xbf16>
  return %0, %1 : tensor<2xbf16>, tensor<2x2xbf16>
}

// f32 data (fractions, 0.1 rounded to f32, 1e10): gather_nd with index indices, gather_elements
// (axis = 1) with i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/f32.npy float32 '[[-1.5,1,0.1],[2,1e10,-3.25]]'
// RUN: gather-run %s -e f32_types --input=%t/f32.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=F32
// F32: result #0: tensor<2xf32> = [-3.25, -1.5]
// F32-NEXT: result #1: tensor<2x2xf32> = {{\[\[}}0.100000001, -1.5], [1.0E+10, 1.0E+10]]
func.func @f32_types(%d: tensor<2x3xf32>, %i: tensor<2x2xindex>, %j: tensor<2x2xi32>) -> (tensor<2xf32>, tensor<2x2xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf32>, tensor<2x2xindex>) -> tensor<2xf32>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xf32>, tensor<2x2xi32>) -> tensor<2x2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2x2xf32>
}

// f64 data (fractions, 0.1 rounded to f64, 1e-300 (below the f32 range)): gather_nd with i32 indices, gather_elements
// (axis = 1) with i64 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/f64.npy float64 '[[-1.5,1,0.1],[2,1e-300,123456789.125]]'
// RUN: gather-run %s -e f64_types --input=%t/f64.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --print | FileCheck %s --match-full-lines --check-prefix=F64
// F64: result #0: tensor<2xf64> = [123456789.125, -1.5]
// F64-NEXT: result #1: tensor<2x2xf64> = {{\[\[}}0.10000000000000001, -1.5], [1.0E-300, 1.0E-300]]
func.func @f64_types(%d: tensor<2x3xf64>, %i: tensor<2x2xi32>, %j: tensor<2x2xi64>) -> (tensor<2xf64>, tensor<2x2xf64>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xf64>, tensor<2x2xi32>) -> tensor<2xf64>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xf64>, tensor<2x2xi64>) -> tensor<2x2xf64>
  return %0, %1 : tensor<2xf64>, tensor<2x2xf64>
}

// complex<f32> data (fractional and negative real and imaginary parts): gather_nd with i64 indices, gather_elements
// (axis = 1) with index indices.
// RUN: %python %S/../Inputs/make_npy.py %t/c64.npy complex64 '[[1.5-2.5j,1,-0.25+0.125j],[2,3j,4]]'
// RUN: gather-run %s -e c64_types --input=%t/c64.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --print | FileCheck %s --match-full-lines --check-prefix=C64
// C64: result #0: tensor<2xcomplex<f32>> = [(4, 0), (1.5, -2.5)]
// C64-NEXT: result #1: tensor<2x2xcomplex<f32>> = {{\[\[}}(-0.25, 0.125), (1.5, -2.5)], [(0, 3), (0, 3)]]
func.func @c64_types(%d: tensor<2x3xcomplex<f32>>, %i: tensor<2x2xi64>, %j: tensor<2x2xindex>) -> (tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f32>>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xcomplex<f32>>, tensor<2x2xi64>) -> tensor<2xcomplex<f32>>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xcomplex<f32>>, tensor<2x2xindex>) -> tensor<2x2xcomplex<f32>>
  return %0, %1 : tensor<2xcomplex<f32>>, tensor<2x2xcomplex<f32>>
}

// complex<f64> data (parts that need f64 (0.1, -0.2)): gather_nd with index indices, gather_elements
// (axis = 1) with i32 indices.
// RUN: %python %S/../Inputs/make_npy.py %t/c128.npy complex128 '[[0.1-0.2j,1,-0.375+2.5j],[2,0-3j,1.5+4j]]'
// RUN: gather-run %s -e c128_types --input=%t/c128.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --print | FileCheck %s --match-full-lines --check-prefix=C128
// C128: result #0: tensor<2xcomplex<f64>> = [(1.5, 4), (0.10000000000000001, -0.20000000000000001)]
// C128-NEXT: result #1: tensor<2x2xcomplex<f64>> = {{\[\[}}(-0.375, 2.5), (0.10000000000000001, -0.20000000000000001)], [(0, -3), (0, -3)]]
func.func @c128_types(%d: tensor<2x3xcomplex<f64>>, %i: tensor<2x2xindex>, %j: tensor<2x2xi32>) -> (tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f64>>) {
  %0 = gather.gather_nd %d, %i : (tensor<2x3xcomplex<f64>>, tensor<2x2xindex>) -> tensor<2xcomplex<f64>>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<2x3xcomplex<f64>>, tensor<2x2xi32>) -> tensor<2x2xcomplex<f64>>
  return %0, %1 : tensor<2xcomplex<f64>>, tensor<2x2xcomplex<f64>>
}

//===----------------------------------------------------------------------===//
// Results written with --output and read back by NumPy
//===----------------------------------------------------------------------===//

// i1 results are NumPy bool arrays ('|b1').
// RUN: gather-run %s -e i1_types --input=%t/i1.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --output=%t/i1_nd.npy --output=%t/i1_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/i1_nd.npy'); b = np.load('%t/i1_el.npy'); print(a.dtype.str, a.shape, a.tolist(), b.dtype.str, b.shape, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=I1NPY
// I1NPY: |b1 (2,) [True, False] |b1 (2, 2) {{\[\[}}True, False], [False, False]]

// i64 extremes survive the round trip.
// RUN: gather-run %s -e i64_types --input=%t/i64.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --output=%t/i64_nd.npy --output=%t/i64_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/i64_nd.npy'); b = np.load('%t/i64_el.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=I64NPY
// I64NPY: <i8 [4294967296, -9223372036854775808] <i8 {{\[\[}}9223372036854775807, -9223372036854775808], [-4, -4]]

// ui64 values above INT64_MAX survive the round trip.
// RUN: gather-run %s -e ui64_types --input=%t/ui64.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --output=%t/ui64_nd.npy --output=%t/ui64_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/ui64_nd.npy'); b = np.load('%t/ui64_el.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=UI64NPY
// UI64NPY: <u8 [12345678901234567890, 18446744073709551615] <u8 {{\[\[}}9223372036854775808, 18446744073709551615], [3, 3]]

// f16 results are '<f2' arrays with the exact values.
// RUN: gather-run %s -e f16_types --input=%t/f16.npy --input=%t/nd_i32.npy --input=%t/el_i64.npy --output=%t/f16_nd.npy --output=%t/f16_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/f16_nd.npy'); b = np.load('%t/f16_el.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=F16NPY
// F16NPY: <f2 [-2.75, -1.5] <f2 {{\[\[}}0.125, -1.5], [65504.0, 65504.0]]

// bf16 results are raw '<u2' words: 2^100 = 0x7180, -1.5 = 0xbfc0,
// 0.5 = 0x3f00, -0.25 = 0xbe80.
// RUN: gather-run %s -e bf16_types --input=%t/bf16.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --output=%t/bf16_nd.npy --output=%t/bf16_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/bf16_nd.npy'); b = np.load('%t/bf16_el.npy'); print(a.dtype.str, [hex(x) for x in a.tolist()], b.dtype.str, [[hex(x) for x in r] for r in b.tolist()])" | FileCheck %s --match-full-lines --check-prefix=BF16NPY
// BF16NPY: <u2 ['0x7180', '0xbfc0'] <u2 {{\[\[}}'0x3f00', '0xbfc0'], ['0xbe80', '0xbe80']]

// complex<f32> and complex<f64> results are '<c8' and '<c16' arrays.
// RUN: gather-run %s -e c64_types --input=%t/c64.npy --input=%t/nd_i64.npy --input=%t/el_idx.npy --output=%t/c64_nd.npy --output=%t/c64_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/c64_nd.npy'); b = np.load('%t/c64_el.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=C64NPY
// C64NPY: <c8 [(4+0j), (1.5-2.5j)] <c8 {{\[\[}}(-0.25+0.125j), (1.5-2.5j)], [3j, 3j]]
// RUN: gather-run %s -e c128_types --input=%t/c128.npy --input=%t/nd_idx.npy --input=%t/el_i32.npy --output=%t/c128_nd.npy --output=%t/c128_el.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/c128_nd.npy'); b = np.load('%t/c128_el.npy'); print(a.dtype.str, a.tolist(), b.dtype.str, b.tolist())" | FileCheck %s --match-full-lines --check-prefix=C128NPY
// C128NPY: <c16 [(1.5+4j), (0.1-0.2j)] <c16 {{\[\[}}(-0.375+2.5j), (0.1-0.2j)], [-3j, -3j]]

//===----------------------------------------------------------------------===//
// Special float values
//===----------------------------------------------------------------------===//

// NaNs with payloads (quiet, signalling, negative), infinities, -0, the
// smallest subnormal and 1, reversed by gather_elements: printed as APFloat
// does and written back bit for bit.
// RUN: %python %S/../Inputs/make_npy.py %t/rev.npy int64 '[7,6,5,4,3,2,1,0]'
// RUN: %python -c "import numpy as np; np.save('%t/sp_f16.npy', np.array([0x7e01, 0x7c01, 0xfc00, 0x7c00, 0x8000, 0xfe00, 0x0001, 0x3c00], dtype=np.uint16).view(np.float16))"
// RUN: %python -c "import numpy as np; np.save('%t/sp_bf16.npy', np.array([0x7fc1, 0x7f81, 0xff80, 0x7f80, 0x8000, 0xffc0, 0x0001, 0x3f80], dtype=np.uint16))"
// RUN: %python -c "import numpy as np; np.save('%t/sp_f32.npy', np.array([0x7fc00001, 0x7f800001, 0xff800000, 0x7f800000, 0x80000000, 0xffc00000, 0x00000001, 0x3f800000], dtype=np.uint32).view(np.float32))"
// RUN: %python -c "import numpy as np; np.save('%t/sp_f64.npy', np.array([0x7ff8000000000001, 0x7ff0000000000001, 0xfff0000000000000, 0x7ff0000000000000, 0x8000000000000000, 0xfff8000000000000, 0x0000000000000001, 0x3ff0000000000000], dtype=np.uint64).view(np.float64))"
// RUN: gather-run %s -e specials_f16 --input=%t/sp_f16.npy --input=%t/rev.npy --print --output=%t/sp_f16_out.npy | FileCheck %s --match-full-lines --check-prefix=SPF16
// RUN: gather-run %s -e specials_bf16 --input=%t/sp_bf16.npy --input=%t/rev.npy --print --output=%t/sp_bf16_out.npy | FileCheck %s --match-full-lines --check-prefix=SPBF16
// RUN: gather-run %s -e specials_f32 --input=%t/sp_f32.npy --input=%t/rev.npy --print --output=%t/sp_f32_out.npy | FileCheck %s --match-full-lines --check-prefix=SPF32
// RUN: gather-run %s -e specials_f64 --input=%t/sp_f64.npy --input=%t/rev.npy --print --output=%t/sp_f64_out.npy | FileCheck %s --match-full-lines --check-prefix=SPF64
// SPF16: result #0: tensor<8xf16> = [1, 5.9605E-8, NaN, -0, +Inf, -Inf, NaN, NaN]
// SPBF16: result #0: tensor<8xbf16> = [1, 9.184E-41, NaN, -0, +Inf, -Inf, NaN, NaN]
// SPF32: result #0: tensor<8xf32> = [1, 1.40129846E-45, NaN, -0, +Inf, -Inf, NaN, NaN]
// SPF64: result #0: tensor<8xf64> = [1, 4.9406564584124654E-324, NaN, -0, +Inf, -Inf, NaN, NaN]
// RUN: %python -c "import numpy as np; print([hex(x) for x in np.load('%t/sp_f16_out.npy').view(np.uint16).tolist()])" | FileCheck %s --match-full-lines --check-prefix=SPF16BITS
// RUN: %python -c "import numpy as np; print([hex(x) for x in np.load('%t/sp_bf16_out.npy').view(np.uint16).tolist()])" | FileCheck %s --match-full-lines --check-prefix=SPBF16BITS
// RUN: %python -c "import numpy as np; print([hex(x) for x in np.load('%t/sp_f32_out.npy').view(np.uint32).tolist()])" | FileCheck %s --match-full-lines --check-prefix=SPF32BITS
// RUN: %python -c "import numpy as np; print([hex(x) for x in np.load('%t/sp_f64_out.npy').view(np.uint64).tolist()])" | FileCheck %s --match-full-lines --check-prefix=SPF64BITS
// SPF16BITS: ['0x3c00', '0x1', '0xfe00', '0x8000', '0x7c00', '0xfc00', '0x7c01', '0x7e01']
// SPBF16BITS: ['0x3f80', '0x1', '0xffc0', '0x8000', '0x7f80', '0xff80', '0x7f81', '0x7fc1']
// SPF32BITS: ['0x3f800000', '0x1', '0xffc00000', '0x80000000', '0x7f800000', '0xff800000', '0x7f800001', '0x7fc00001']
// SPF64BITS: ['0x3ff0000000000000', '0x1', '0xfff8000000000000', '0x8000000000000000', '0x7ff0000000000000', '0xfff0000000000000', '0x7ff0000000000001', '0x7ff8000000000001']
func.func @specials_f16(%d: tensor<8xf16>, %i: tensor<8xi64>) -> tensor<8xf16> {
  %0 = gather.gather_elements %d, %i : (tensor<8xf16>, tensor<8xi64>) -> tensor<8xf16>
  return %0 : tensor<8xf16>
}
func.func @specials_bf16(%d: tensor<8xbf16>, %i: tensor<8xi64>) -> tensor<8xbf16> {
  %0 = gather.gather_elements %d, %i : (tensor<8xbf16>, tensor<8xi64>) -> tensor<8xbf16>
  return %0 : tensor<8xbf16>
}
func.func @specials_f32(%d: tensor<8xf32>, %i: tensor<8xi64>) -> tensor<8xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<8xf32>, tensor<8xi64>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}
func.func @specials_f64(%d: tensor<8xf64>, %i: tensor<8xi64>) -> tensor<8xf64> {
  %0 = gather.gather_elements %d, %i : (tensor<8xf64>, tensor<8xi64>) -> tensor<8xf64>
  return %0 : tensor<8xf64>
}
