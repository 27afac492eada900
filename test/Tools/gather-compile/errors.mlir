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
// UNWRITABLE: gather-compile: error: 'missing/out.o': cannot create a temporary file: no such file or directory
// RUN: not gather-compile ok.mlir -o out.o --header=missing/out.h 2>&1 | FileCheck %s --check-prefix=UNWRITABLE-HEADER
// UNWRITABLE-HEADER: gather-compile: error: 'missing/out.h': cannot create a temporary file: no such file or directory
// RUN: not gather-compile ok.mlir --on-out-of-bounds=assert -o out.o 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: gather-compile: error: --on-out-of-bounds=assert is for compilers that lower gathers in their own functions; compiled kernels report failures through their status result (use error, clamp or unchecked)
// RUN: not gather-compile ok.mlir -O4 -o out.o 2>&1 | FileCheck %s --check-prefix=LEVEL
// LEVEL: gather-compile: error: -O4 is not one of -O0..-O3
// RUN: not gather-compile -o out.o 2>&1 | FileCheck %s --check-prefix=NOINPUT
// NOINPUT: gather-compile: error: no input: give a .mlir file, or one of --gather-nd, --gather-elements, --gather, --scatter-nd, --scatter-elements, --gather-block-quantized and --embedding-bag
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
// LIBC: gather-compile: error: @free is declared by <stdlib.h>, which C programs include, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=memset -o out.o 2>&1 | FileCheck %s --check-prefix=MEMSET
// MEMSET: gather-compile: error: @memset is declared by <string.h>, which C programs include, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=int -o out.o 2>&1 | FileCheck %s --check-prefix=KEYWORD
// KEYWORD: gather-compile: error: @int is a C or C++ keyword, so it cannot name a C entry point
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --name=__kernel -o out.o 2>&1 | FileCheck %s --check-prefix=RESERVED
// RESERVED: gather-compile: error: @__kernel is reserved for the C and C++ implementations, so it cannot name a C entry point
// RUN: not gather-compile clash.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=CLASH
// CLASH: clash.mlir:5:1: error: @f_result_shapes would clash with the result shapes entry of @f

// Names a C23 or C++20 program including the header and the standard C
// headers could not compile (each was accepted before): keywords of either
// language, reserved identifiers, names the header declares, and names the
// standard C headers declare. Each fails before anything is written.
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o --header=out.h --batch=names.txt 2>&1 >/dev/null | FileCheck %s --check-prefix=NAMES --match-full-lines
// NAMES: gather-compile: error: @wchar_t is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 1: exit status 1
// NAMES-NEXT: gather-compile: error: @char8_t is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 2: exit status 1
// NAMES-NEXT: gather-compile: error: @decltype is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 3: exit status 1
// NAMES-NEXT: gather-compile: error: @typeof_unqual is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 4: exit status 1
// NAMES-NEXT: gather-compile: error: @co_await is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 5: exit status 1
// NAMES-NEXT: gather-compile: error: @constinit is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 6: exit status 1
// NAMES-NEXT: gather-compile: error: @bitor is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 7: exit status 1
// NAMES-NEXT: gather-compile: error: @reinterpret_cast is a C or C++ keyword, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 8: exit status 1
// NAMES-NEXT: gather-compile: error: @_kernel is reserved for the C and C++ implementations, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 9: exit status 1
// NAMES-NEXT: gather-compile: error: @my__kernel is reserved for the C and C++ implementations, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 10: exit status 1
// NAMES-NEXT: gather-compile: error: @int32_t is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 11: exit status 1
// NAMES-NEXT: gather-compile: error: @gather_complex64 is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 12: exit status 1
// NAMES-NEXT: gather-compile: error: @GATHER_STATUS_OK is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 13: exit status 1
// NAMES-NEXT: gather-compile: error: @GATHER_STATUS_RESULT_TOO_LARGE is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 14: exit status 1
// NAMES-NEXT: gather-compile: error: @GatherStatusCode is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 15: exit status 1
// NAMES-NEXT: gather-compile: error: @GATHER_KERNELS_OUT_H is declared by the generated header, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 16: exit status 1
// NAMES-NEXT: gather-compile: error: @size_t is reserved for the C library's types and <stdint.h>'s macros, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 17: exit status 1
// NAMES-NEXT: gather-compile: error: @uint_least16_t is reserved for the C library's types and <stdint.h>'s macros, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 18: exit status 1
// NAMES-NEXT: gather-compile: error: @INT64_MAX is reserved for the C library's types and <stdint.h>'s macros, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 19: exit status 1
// NAMES-NEXT: gather-compile: error: @main is the program's entry point, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 20: exit status 1
// NAMES-NEXT: gather-compile: error: @strlen is declared by <string.h>, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 21: exit status 1
// NAMES-NEXT: gather-compile: error: @puts is declared by <stdio.h>, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 22: exit status 1
// NAMES-NEXT: gather-compile: error: @printf is declared by <stdio.h>, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 23: exit status 1
// NAMES-NEXT: gather-compile: error: @NULL is declared by <stddef.h>, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 24: exit status 1
// NAMES-NEXT: gather-compile: error: @sqrtf is declared by <math.h>, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 25: exit status 1
// NAMES-NEXT: gather-compile: error: @assert is declared by a standard C header, which C programs include, so it cannot name a C entry point
// NAMES-NEXT: gather-compile: error: stopped after the errors above
// NAMES-NEXT: gather-compile: run 26: exit status 1
// NAMES-EMPTY:
// The result shapes entry of a dynamic kernel is checked too: `f_` would
// declare `f__result_shapes`.
// RUN: not gather-compile underscore.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=N-SHAPES
// N-SHAPES: underscore.mlir:1:1: error: the result shapes entry of @f_, f__result_shapes, is reserved for the C and C++ implementations

// A header that is the output file (it replaced the object before), by the
// same path, another spelling of it, or a link; and a directory.
// RUN: mkdir sub && ln -s . link
// RUN: not gather-compile ok.mlir -o out.o --header=out.o 2>&1 | FileCheck %s --check-prefix=SAME
// SAME: gather-compile: error: 'out.o' and 'out.o' are the same file: each output needs its own
// RUN: not gather-compile ok.mlir -o out.o --header=sub/../out.o 2>&1 | FileCheck %s --check-prefix=SAMEDOTS
// SAMEDOTS: gather-compile: error: 'out.o' and 'sub/../out.o' are the same file: each output needs its own
// RUN: not gather-compile ok.mlir -o out.o --header=link/out.o 2>&1 | FileCheck %s --check-prefix=SAMELINK
// SAMELINK: gather-compile: error: 'out.o' and 'link/out.o' are the same file: each output needs its own
// RUN: not gather-compile ok.mlir -o out.o --header=sub 2>&1 | FileCheck %s --check-prefix=DIRHEADER
// DIRHEADER: gather-compile: error: 'sub': cannot write: is a directory
// RUN: not gather-compile ok.mlir --emit=llvm -o - --header=- 2>&1 | FileCheck %s --check-prefix=STDOUT
// STDOUT: gather-compile: error: '-' and '-' are the same file: each output needs its own

// Element types outside ONNX's numeric types fail type inference and
// verification cleanly (the size rule knows no size for them).
// RUN: not gather-compile --gather-nd --data='tensor<4xvector<2xf32>>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=VECTOR
// VECTOR: gather-compile: error: 'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4xvector<2xf32>>'
// RUN: not gather-compile --gather-elements --data='tensor<4x!llvm.ptr>' --indices='tensor<4xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=POINTER
// POINTER: gather-compile: error: 'gather.gather_elements' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4x!llvm.ptr>'
// RUN: not gather-compile --gather-nd --data='tensor<4x!async.token>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=TOKEN
// TOKEN: gather-compile: error: 'gather.gather_nd' op operand #0 must be ranked tensor of ONNX numeric type {{.*}} but got 'tensor<4x!async.token>'
// RUN: not gather-compile --gather-nd --gather-elements --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: gather-compile: error: --gather-nd, --gather-elements, --gather, --scatter-nd, --scatter-elements, --gather-block-quantized and --embedding-bag exclude each other
// RUN: not gather-compile ok.mlir --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=FILEANDOP
// FILEANDOP: gather-compile: error: give either a .mlir file or one of --gather-nd, --gather-elements, --gather, --scatter-nd, --scatter-elements, --gather-block-quantized and --embedding-bag

// The scatters' single-op options: --updates is required, --reduction
// names one of the five reductions, and neither belongs to a gather; an
// invalid scatter is a verifier error. An attribute option that the chosen
// op does not take is refused, never silently ignored.
// RUN: not gather-compile --scatter-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOUPDATES
// NOUPDATES: gather-compile: error: --updates needs a ranked tensor type, e.g. updates='tensor<4x8xf32>', got ''
// RUN: not gather-compile --scatter-elements --data='tensor<4xf32>' --indices='tensor<2xi64>' --updates='tensor<2xf32>' --reduction=sum -o out.o 2>&1 | FileCheck %s --check-prefix=BADREDUCTION
// BADREDUCTION: gather-compile: error: --reduction must be none, add, mul, max or min, got 'sum'
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --reduction=add -o out.o 2>&1 | FileCheck %s --check-prefix=GATHERREDUCTION
// GATHERREDUCTION: gather-compile: error: --reduction belongs to --scatter-nd and --scatter-elements
// RUN: not gather-compile --gather --data='tensor<4xf32>' --indices='tensor<2xi64>' --updates='tensor<2xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=GATHERUPDATES
// GATHERUPDATES: gather-compile: error: --updates belongs to --scatter-nd and --scatter-elements
// RUN: not gather-compile --scatter-nd --batch-dims=1 --data='tensor<2x4xf32>' --indices='tensor<2x1x1xi64>' --updates='tensor<2x1xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOBATCHDIMS
// RUN: not gather-compile --scatter-elements --batch-dims=0 --data='tensor<4xf32>' --indices='tensor<2xi64>' --updates='tensor<2xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOBATCHDIMS
// RUN: not gather-compile --gather-elements --batch-dims=1 --data='tensor<4xf32>' --indices='tensor<2xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOBATCHDIMS
// NOBATCHDIMS: gather-compile: error: --batch-dims belongs to --gather-nd and --gather
// RUN: not gather-compile --scatter-nd --axis=1 --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --updates='tensor<2xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOAXIS
// RUN: not gather-compile --gather-nd --axis=0 --data='tensor<4xf32>' --indices='tensor<2x1xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOAXIS
// NOAXIS: gather-compile: error: --axis belongs to --gather-elements, --gather and --scatter-elements
// RUN: not gather-compile --scatter-nd --scatter-elements --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --updates='tensor<2xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=BOTH
// RUN: not gather-compile --scatter-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --updates='tensor<3xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=BADUPDATES
// BADUPDATES: gather-compile: error: 'gather.scatter_nd' op updates dimension 0 (3) does not match indices dimension 0 (2)
// RUN: not gather-compile --scatter-elements --data='tensor<2x2xcomplex<f32>>' --indices='tensor<2x2xi64>' --updates='tensor<2x2xcomplex<f32>>' --reduction=max -o out.o 2>&1 | FileCheck %s --check-prefix=COMPLEXMAX
// COMPLEXMAX: gather-compile: error: 'gather.scatter_elements' op reduction 'max' needs ordered elements, but 'complex<f32>' has no order

// The quantized gather's options: --scales is required, the quantization
// options belong to it alone, and its verifier's rules apply.
// RUN: not gather-compile --gather-block-quantized --data='tensor<4x16xui8>' --indices='tensor<2xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOSCALES
// NOSCALES: gather-compile: error: --scales needs a ranked tensor type, e.g. scales='tensor<4x8xf32>', got ''
// RUN: not gather-compile --gather --data='tensor<4xf32>' --indices='tensor<2xi64>' --bits=4 -o out.o 2>&1 | FileCheck %s --check-prefix=GATHERBITS
// GATHERBITS: gather-compile: error: --bits belongs to --gather-block-quantized
// RUN: not gather-compile --gather-nd --data='tensor<4xf32>' --indices='tensor<2x1xi64>' --scales='tensor<4xf32>' -o out.o 2>&1 | FileCheck %s --check-prefix=GATHERSCALES
// GATHERSCALES: gather-compile: error: --scales belongs to --gather-block-quantized
// RUN: not gather-compile --gather-block-quantized --data='tensor<4x16xui8>' --indices='tensor<2xi64>' --scales='tensor<4x1xf32>' --bits=3 -o out.o 2>&1 | FileCheck %s --check-prefix=BADBITS
// BADBITS: gather-compile: error: 'gather.gather_block_quantized' op bits (3) must be 2, 4 or 8 for ui8 data
// RUN: not gather-compile --gather-block-quantized --data='tensor<4x16xui8>' --indices='tensor<2xi64>' --scales='tensor<4x1xf32>' --zero-points='tensor<4x2xui8>' --block-size=32 -o out.o 2>&1 | FileCheck %s --check-prefix=BADZEROPOINTS
// BADZEROPOINTS: gather-compile: error: 'gather.gather_block_quantized' op zero_points dimension 1 (2) must be 1: the zero points of a row packed 2 per byte, as data's values

// embedding_bag's options: --mode is required and one of three, the
// pooling options belong to it alone, and its verifier's rules apply.
// RUN: not gather-compile --embedding-bag --data='tensor<4x8xf32>' --indices='tensor<2x3xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=NOMODE
// NOMODE: gather-compile: error: --embedding-bag needs --mode=sum, mean or max
// RUN: not gather-compile --embedding-bag --data='tensor<4x8xf32>' --indices='tensor<2x3xi64>' --mode=median -o out.o 2>&1 | FileCheck %s --check-prefix=BADMODE
// BADMODE: gather-compile: error: --embedding-bag needs --mode=sum, mean or max, got 'median'
// RUN: not gather-compile --gather --data='tensor<4xf32>' --indices='tensor<2xi64>' --offsets='tensor<2xi64>' -o out.o 2>&1 | FileCheck %s --check-prefix=GATHEROFFSETS
// GATHEROFFSETS: gather-compile: error: --offsets belongs to --embedding-bag
// RUN: not gather-compile --gather --data='tensor<4xf32>' --indices='tensor<2xi64>' --padding-idx=0 -o out.o 2>&1 | FileCheck %s --check-prefix=GATHERPADDING
// GATHERPADDING: gather-compile: error: --padding-idx belongs to --embedding-bag
// RUN: not gather-compile --embedding-bag --data='tensor<4x8xf32>' --indices='tensor<3xi64>' --offsets='tensor<2xi64>' --per-sample-weights='tensor<3xf32>' --mode=max -o out.o 2>&1 | FileCheck %s --check-prefix=BAGWEIGHTS
// BAGWEIGHTS: gather-compile: error: 'gather.embedding_bag' op takes per_sample_weights only in mode sum, not max

// 4-bit tensors cross the C ABI as static arguments only.
// RUN: not gather-compile %t/four-bit-dynamic.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=FOURBITDYNAMIC
// FOURBITDYNAMIC: error: argument #0 of @dynamic has type 'tensor<?xi4>'; C kernels take 4-bit tensors as arguments of static shape only (their packed bytes do not give the shape)
// RUN: not gather-compile %t/four-bit-result.mlir -o out.o 2>&1 | FileCheck %s --check-prefix=FOURBITRESULT
// FOURBITRESULT: error: result #0 of @returned has type 'tensor<4xui4>'; C kernels take 4-bit tensors as arguments of static shape only (their packed bytes do not give the shape)

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
//--- underscore.mlir
func.func @f_(%d: tensor<?xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
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

//--- four-bit-dynamic.mlir
func.func @dynamic(%d: tensor<?xi4>) -> tensor<1xf32> {
  %c = arith.constant dense<1.0> : tensor<1xf32>
  return %c : tensor<1xf32>
}
//--- four-bit-result.mlir
func.func @returned(%d: tensor<4xui4>) -> tensor<4xui4> {
  return %d : tensor<4xui4>
}
//--- names.txt
--name=wchar_t
--name=char8_t
--name=decltype
--name=typeof_unqual
--name=co_await
--name=constinit
--name=bitor
--name=reinterpret_cast
--name=_kernel
--name=my__kernel
--name=int32_t
--name=gather_complex64
--name=GATHER_STATUS_OK
--name=GATHER_STATUS_RESULT_TOO_LARGE
--name=GatherStatusCode
--name=GATHER_KERNELS_OUT_H
--name=size_t
--name=uint_least16_t
--name=INT64_MAX
--name=main
--name=strlen
--name=puts
--name=printf
--name=NULL
--name=sqrtf
--name=assert
