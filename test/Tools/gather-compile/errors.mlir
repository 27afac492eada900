// Every failure of gather-compile: one error line (or a located diagnostic
// plus one), exit status 1, and no output file.
// RUN: rm -rf %t && split-file %s %t && cd %t

// RUN: not gather-compile ok.mlir --mcpu=pentium9 -o out.o 2>&1 | FileCheck %s --check-prefix=CPU --implicit-check-not=warning
// CPU: gather-compile: error: unknown CPU 'pentium9' (see llc-22 -mcpu=help)
// RUN: not gather-compile ok.mlir --mattr=+nosuch -o out.o 2>&1 | FileCheck %s --check-prefix=FEATURE
// FEATURE: gather-compile: error: unknown target feature '+nosuch' (see llc-22 -mattr=help)
// RUN: not gather-compile ok.mlir -o out.zip 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: gather-compile: error: cannot tell what to emit from 'out.zip'; use --emit=mlir|llvm|asm|obj|shared
// RUN: not gather-compile ok.mlir -o missing/out.o 2>&1 | FileCheck %s --check-prefix=UNWRITABLE
// UNWRITABLE: gather-compile: error: 'missing/out.o': No such file or directory
// RUN: not gather-compile ok.mlir -o out.o --header=missing/out.h 2>&1 | FileCheck %s --check-prefix=UNWRITABLE-HEADER
// UNWRITABLE-HEADER: gather-compile: error: 'missing/out.h': No such file or directory
// RUN: not gather-compile ok.mlir -O4 -o out.o 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: gather-compile: error: -O4 is not one of -O0..-O3
// RUN: not gather-compile -o out.o 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: gather-compile: error: no input: give a .mlir file, or --gather-nd/--gather-elements
// RUN: not gather-compile nosuch.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=MISSING
// MISSING: gather-compile: error: cannot open input file 'nosuch.mlir': No such file or directory
// RUN: not gather-compile syntax.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: syntax.mlir:2:{{[0-9]+}}: error:
// RUN: not gather-compile invalid.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=INVALID
// INVALID: invalid.mlir:2:8: error: 'gather.gather_nd' op batch_dims (2) must be in [0, min(rank(data), rank(indices))) = [0, 2)
// RUN: not gather-compile scalar.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=SCALAR
// SCALAR: scalar.mlir:1:1: error: argument #0 of @f has type 'i32'; C kernels take ranked tensors of numeric element types
// SCALAR: gather-compile: error: stopped after the errors above
// RUN: not gather-compile private.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=PRIVATE
// PRIVATE: error: no public function with a body to compile
// RUN: not gather-compile data-dependent.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=DATA
// DATA: data-dependent.mlir:1:1: error: @f has dynamic shapes, but its result shapes cannot be derived from its argument shapes ('tensor.extract' is in the way)

// Command-line kernels.
// RUN: not gather-compile --gather-nd --data='tensor<4x8xf32>' --indices='tensor<2x3xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=DEPTH
// DEPTH: gather-compile: error: 'gather.gather_nd' op the last dimension of indices (k = 3) must be in [1, rank(data) - batch_dims] = [1, 2]
// RUN: not gather-compile --gather-elements --data='tensor<4x8xf32>' --indices='tensor<4x2xi64>' --axis=-3 -o out.o 2>&1 | FileCheck %s --check-prefix=AXIS
// AXIS: gather-compile: error: 'gather.gather_elements' op axis (-3) must be in [-2, 1] for data of rank 2
// RUN: not gather-compile --gather-nd --data='tensor<4x8xf32' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=TYPE
// TYPE: gather-compile: error: --data needs a ranked tensor type, e.g. data='tensor<4x8xf32>', got 'tensor<4x8xf32'
// RUN: not gather-compile --gather-nd --data='tensor<4x8xf32>' --indices='tensor<2x1xi64>' --name=a.b -o out.o 2>&1 | FileCheck %s --check-prefix=NAME
// NAME: gather-compile: error: @a.b is not a C identifier, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=free -o out.o 2>&1 | FileCheck %s --check-prefix=LIBC
// LIBC: gather-compile: error: @free is a C library function that kernels call, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=memset -o out.o 2>&1 | FileCheck %s --check-prefix=MEMSET
// MEMSET: gather-compile: error: @memset is a C library function that kernels call, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=int -o out.o 2>&1 | FileCheck %s --check-prefix=KEYWORD
// KEYWORD: gather-compile: error: @int is a C or C++ keyword, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=__kernel -o out.o 2>&1 | FileCheck %s --check-prefix=RESERVED
// RESERVED: gather-compile: error: @__kernel is reserved for the C implementation, so it cannot name a C entry point
// RUN: not gather-compile clash.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=CLASH
// CLASH: clash.mlir:5:1: error: @f_result_shapes would clash with the result shapes entry of @f
// Element types outside ONNX's numeric types fail type inference and
// verification cleanly (the size rule knows no size for them).
// RUN: not gather-compile --gather-nd --data='tensor<4xvector<2xf32>>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR: gather-compile: error: 'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4xvector<2xf32>>'
// RUN: not gather-compile --gather-elements --data='tensor<4x!llvm.ptr>' --indices='tensor<4xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=POINTER
// POINTER: gather-compile: error: 'gather.gather_elements' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4x!llvm.ptr>'
// RUN: not gather-compile --gather-nd --data='tensor<4x!async.token>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=TOKEN
// TOKEN: gather-compile: error: 'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4x!async.token>'
// RUN: not gather-compile --gather-nd --gather-elements --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: gather-compile: error: --gather-nd and --gather-elements exclude each other
// RUN: not gather-compile ok.mlir --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=FILEANDOP
// FILEANDOP: gather-compile: error: give either a .mlir file or --gather-nd/--gather-elements

// Nothing was written by any of the runs above.
// RUN: ls | FileCheck %s --check-prefix=NOTHING --implicit-check-not=out
// NOTHING: data-dependent.mlir

//--- ok.mlir
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
//--- clash.mlir
func.func @f(%d: tensor<?xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @f_result_shapes(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }
//--- syntax.mlir
func.func @f(%d: tensor<4xf32>) {
  %0 = gather.gather_nd %d, : (
}
//--- invalid.mlir
func.func @f(%d: tensor<4x4xf32>, %i: tensor<4x1xi64>) -> tensor<4xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 2 : i64} : (tensor<4x4xf32>, tensor<4x1xi64>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
//--- scalar.mlir
func.func @f(%x: i32) -> i32 { return %x : i32 }
//--- private.mlir
func.func private @f(%x: tensor<2xf32>) -> tensor<2xf32> { return %x : tensor<2xf32> }
//--- data-dependent.mlir
func.func @f(%x: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant 0 : index
  %v = tensor.extract %x[%c] : tensor<?xf32>
  %n = arith.fptosi %v : f32 to i64
  %i = arith.index_cast %n : i64 to index
  %e = tensor.empty(%i) : tensor<?xf32>
  return %e : tensor<?xf32>
}
