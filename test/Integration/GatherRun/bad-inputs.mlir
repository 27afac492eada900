// Bad inputs to gather-run: the wrong number of inputs, a wrong dtype, rank
// or static size, unreadable, truncated, malformed or unsupported .npy files,
// an unknown entry function, a missing or invalid kernel file, an --output
// count that does not match the results, an output that cannot be written,
// a boolean byte that is neither 0 nor 1, function signatures gather-run
// cannot bind, and bad command lines. Each run fails with exit status 1 and
// the exact message, prints nothing else (the runs ask for --print) and writes
// no output file (each asks for --output=%t/out.npy).
//
// Every function of this file must lower and link: gather-run compiles the
// whole module, so the functions with unbindable signatures here are ones
// that do (functions that do not are in other-functions.mlir).

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i42.npy int64 '[[0,0],[1,1],[2,1],[-1,-2]]'

// The kernels run on good inputs.
// RUN: gather-run %s -e nd --input=%t/d32.npy --input=%t/i42.npy --print | FileCheck %s --match-full-lines --check-prefix=GOOD
// GOOD: result #0: tensor<4xi32> = [0, 3, 5, 4]
func.func @nd(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// RUN: gather-run %s -e two --input=%t/d32.npy --input=%t/i42.npy --print | FileCheck %s --match-full-lines --check-prefix=GOODTWO
// GOODTWO: result #0: tensor<4xi32> = [0, 3, 5, 4]
// GOODTWO-NEXT: result #1: tensor<4x2xi32> = {{\[\[}}0, 1], [2, 3], [4, 5], [4, 5]]
func.func @two(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> (tensor<4xi32>, tensor<4x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  %r = tensor.extract_slice %i[0, 0] [4, 1] [1, 1] : tensor<4x2xi64> to tensor<4x1xi64>
  %1 = gather.gather_nd %d, %r : (tensor<3x2xi32>, tensor<4x1xi64>) -> tensor<4x2xi32>
  return %0, %1 : tensor<4xi32>, tensor<4x2xi32>
}

// RUN: %python %S/../Inputs/make_npy.py %t/b22.npy bool '[[True,False],[False,True]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i21.npy int64 '[[1],[0]]'
// RUN: gather-run %s -e bools --input=%t/b22.npy --input=%t/i21.npy --print | FileCheck %s --match-full-lines --check-prefix=GOODBOOL
// GOODBOOL: result #0: tensor<2x2xi1> = {{\[\[}}false, true], [true, false]]
func.func @bools(%d: tensor<2x2xi1>, %i: tensor<2x1xi64>) -> tensor<2x2xi1> {
  %0 = gather.gather_nd %d, %i : (tensor<2x2xi1>, tensor<2x1xi64>) -> tensor<2x2xi1>
  return %0 : tensor<2x2xi1>
}

// RUN: %python %S/../Inputs/make_npy.py %t/bf2.npy bfloat16 '[1.5,-2.5]'
// RUN: %python %S/../Inputs/make_npy.py %t/idx21.npy int64 '[[1],[0]]'
// RUN: gather-run %s -e bf16_index --input=%t/bf2.npy --input=%t/idx21.npy --print | FileCheck %s --match-full-lines --check-prefix=GOODBF16
// GOODBF16: result #0: tensor<2xbf16> = [-2.5, 1.5]
func.func @bf16_index(%d: tensor<2xbf16>, %i: tensor<2x1xindex>) -> tensor<2xbf16> {
  %0 = gather.gather_nd %d, %i : (tensor<2xbf16>, tensor<2x1xindex>) -> tensor<2xbf16>
  return %0 : tensor<2xbf16>
}

//===----------------------------------------------------------------------===//
// The number of inputs
//===----------------------------------------------------------------------===//

// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=FEWER --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// FEWER: gather-run: error: @nd takes 2 inputs, got 1
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t/i42.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=MORE --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// MORE: gather-run: error: @nd takes 2 inputs, got 3
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=NONE --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// NONE: gather-run: error: @nd takes 2 inputs, got 0

//===----------------------------------------------------------------------===//
// dtype, rank and static size mismatches
//===----------------------------------------------------------------------===//

// int32 indices for an i64 argument.
// RUN: %python %S/../Inputs/make_npy.py %t/i42_i32.npy int32 '[[0,0],[1,1],[2,1],[-1,-2]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t/i42_i32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DTYPEIDX --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DTYPEIDX: gather-run: error: input #1 ([[T]]/i42_i32.npy) has dtype '<i4', but argument #1 is tensor<4x2xi64>, which needs '<i8'

// float32 data for an i32 argument.
// RUN: %python %S/../Inputs/make_npy.py %t/f32.npy float32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/f32.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DTYPEDATA --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DTYPEDATA: gather-run: error: input #0 ([[T]]/f32.npy) has dtype '<f4', but argument #0 is tensor<3x2xi32>, which needs '<i4'

// int8 data for an i1 argument.
// RUN: %python %S/../Inputs/make_npy.py %t/i8_22.npy int8 '[[1,0],[0,1]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e bools --input=%t/i8_22.npy --input=%t/i21.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DTYPEBOOL --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DTYPEBOOL: gather-run: error: input #0 ([[T]]/i8_22.npy) has dtype '|i1', but argument #0 is tensor<2x2xi1>, which needs '|b1'

// float16 data for a bf16 argument (bf16 travels as '<u2' words).
// RUN: %python %S/../Inputs/make_npy.py %t/f16_2.npy float16 '[1.5,-2.5]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e bf16_index --input=%t/f16_2.npy --input=%t/idx21.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DTYPEBF16 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DTYPEBF16: gather-run: error: input #0 ([[T]]/f16_2.npy) has dtype '<f2', but argument #0 is tensor<2xbf16>, which needs '<u2'

// int32 indices for an index argument (index travels as '<i8').
// RUN: %python %S/../Inputs/make_npy.py %t/idx21_i32.npy int32 '[[1],[0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e bf16_index --input=%t/bf2.npy --input=%t/idx21_i32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DTYPEINDEX --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DTYPEINDEX: gather-run: error: input #1 ([[T]]/idx21_i32.npy) has dtype '<i4', but argument #1 is tensor<2x1xindex>, which needs '<i8'

// Rank 1 data for a rank-2 argument.
// RUN: %python %S/../Inputs/make_npy.py %t/d6.npy int32 '[0,1,2,3,4,5]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d6.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=RANK --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// RANK: gather-run: error: input #0 ([[T]]/d6.npy) has rank 1, but argument #0 is tensor<3x2xi32>

// Static sizes: 4 rows of data for 3, then 3 index columns for 2.
// RUN: %python %S/../Inputs/make_npy.py %t/d42.npy int32 '[[0,1],[2,3],[4,5],[6,7]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d42.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SIZE0 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// SIZE0: gather-run: error: input #0 ([[T]]/d42.npy) has size 4 in dimension 0, but argument #0 is tensor<3x2xi32>
// RUN: %python %S/../Inputs/make_npy.py %t/i43.npy int64 '[[0,0,0],[1,1,1],[2,1,0],[0,0,0]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t/i43.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=SIZE1 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// SIZE1: gather-run: error: input #1 ([[T]]/i43.npy) has size 3 in dimension 1, but argument #1 is tensor<4x2xi64>

//===----------------------------------------------------------------------===//
// Unreadable, malformed and unsupported .npy files
//===----------------------------------------------------------------------===//

// A missing file, and a directory.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/missing.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=MISSING --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// MISSING: gather-run: error: '[[T]]/missing.npy': cannot read the file: no such file or directory
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=DIR --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DIR: gather-run: error: '[[T]]': cannot read the file: is a directory

// Truncated files: inside the header (np.save writes a 128-byte prefix, so
// the header length field says 118), inside the data (2 of 24 bytes), and
// inside the magic string; an empty file; 3 bytes too many.
// RUN: head -c 100 %t/d32.npy > %t/trunc_header.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/trunc_header.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=TRUNCHEADER --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// TRUNCHEADER: gather-run: error: '[[T]]/trunc_header.npy': truncated header: the header length 118 points past the end of the file (90 bytes follow the length field)
// RUN: head -c 130 %t/d32.npy > %t/trunc_data.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/trunc_data.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=TRUNCDATA --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// TRUNCDATA: gather-run: error: '[[T]]/trunc_data.npy': truncated data: the header describes 24 bytes, the file holds 2
// RUN: head -c 4 %t/d32.npy > %t/trunc_magic.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/trunc_magic.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=TRUNCMAGIC --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// TRUNCMAGIC: gather-run: error: '[[T]]/trunc_magic.npy': truncated magic string: 4 of 6 bytes
// RUN: head -c 0 %t/d32.npy > %t/empty.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/empty.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=EMPTY --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// EMPTY: gather-run: error: '[[T]]/empty.npy': not a .npy file (empty)
// RUN: %python -c "open('%t/extra.npy', 'wb').write(open('%t/d32.npy', 'rb').read() + b'abc')"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/extra.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=EXTRA --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// EXTRA: gather-run: error: '[[T]]/extra.npy': extra bytes after the array data (the header describes 24 bytes)

// Not a .npy file at all (the indices input).
// RUN: echo hello > %t/hello.npy
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t/hello.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=HELLO --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// HELLO: gather-run: error: '[[T]]/hello.npy': not a .npy file (bad magic)

// A Fortran-order 3x2 array.
// RUN: %python %S/../Inputs/make_npy.py %t/fortran.npy int32 '[[0,1],[2,3],[4,5]]' --fortran
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/fortran.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=FORTRAN --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// FORTRAN: gather-run: error: '[[T]]/fortran.npy': Fortran-order arrays are not supported; save with np.ascontiguousarray

// Big-endian, string and object arrays.
// RUN: %python -c "import numpy as np; np.save('%t/big.npy', np.array([[0,1],[2,3],[4,5]], dtype='>i4'))"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/big.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=BIGENDIAN --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// BIGENDIAN: gather-run: error: '[[T]]/big.npy': big-endian data is not supported (dtype descriptor '>i4'); save with arr.astype('<i4')
// RUN: %python -c "import numpy as np; np.save('%t/str.npy', np.array(['ab', 'c']))"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/str.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=STRING --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// STRING: gather-run: error: '[[T]]/str.npy': unsupported dtype descriptor '<U2' (string arrays are not supported)
// RUN: %python -c "import numpy as np; np.save('%t/obj.npy', np.array([1, 'a'], dtype=object), allow_pickle=True)"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/obj.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=OBJECT --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// OBJECT: gather-run: error: '[[T]]/obj.npy': unsupported dtype descriptor '|O' (object arrays are not supported)

// A boolean array holding the byte 2.
// RUN: %python -c "import numpy as np; np.save('%t/badbool.npy', np.array([[1,2],[0,1]], dtype=np.uint8).view(np.bool_))"
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e bools --input=%t/badbool.npy --input=%t/i21.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=BADBOOL --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// BADBOOL: gather-run: error: input #0 ([[T]]/badbool.npy) holds a boolean that is neither 0 nor 1

//===----------------------------------------------------------------------===//
// Entry functions and kernel files
//===----------------------------------------------------------------------===//

// An unknown entry function.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nosuch --input=%t/d32.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=NOSUCH --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// NOSUCH: gather-run: error: no function @nosuch in the module

// A missing kernel file.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %t/nosuch.mlir -e nd --input=%t/d32.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=NOFILE --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// NOFILE: gather-run: error: cannot open input file '[[T]]/nosuch.mlir': No such file or directory

// Invalid IR: a parse error and a verifier error, reported with their
// locations.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %S/Inputs/invalid-syntax.mlir.txt -e f --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%S/Inputs/invalid-syntax.mlir.txt --check-prefix=SYNTAX
// RUN: test ! -e %t/out.npy
// SYNTAX: [[FILE]]:3:10: error: use of undeclared SSA value name
// SYNTAX-NEXT: return %x : tensor<2xf32>
// SYNTAX-NEXT: ^
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %S/Inputs/invalid-verifier.mlir.txt -e f --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines -DFILE=%S/Inputs/invalid-verifier.mlir.txt --check-prefix=VERIFIER
// RUN: test ! -e %t/out.npy
// VERIFIER: [[FILE]]:4:8: error: 'gather.gather_nd' op result rank (1) does not match the inferred rank (2)
// VERIFIER-NEXT: %0 = gather.gather_nd %d, %i : (tensor<2x2xi32>, tensor<2x1xi64>) -> tensor<3xi32>
// VERIFIER-NEXT: ^

// Signatures gather-run cannot bind: a scalar argument, a memref result, an
// element type .npy has no dtype for (i4), a signed integer type.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e scalar_arg --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=SCALAR --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// SCALAR: gather-run: error: @scalar_arg's argument #0 has type f32; gather-run binds ranked tensors of .npy element types only
func.func @scalar_arg(%x: f32) -> f32 {
  return %x : f32
}
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e memref_result --input=%t/f16_2.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=MEMREF --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// MEMREF: gather-run: error: @memref_result's result #0 has type memref<2xf16>; gather-run binds ranked tensors of .npy element types only
func.func @memref_result(%x: tensor<2xf16>) -> memref<2xf16> {
  %m = bufferization.to_buffer %x : tensor<2xf16> to memref<2xf16>
  return %m : memref<2xf16>
}
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e i4_arg --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=I4 --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// I4: gather-run: error: @i4_arg's result #0 has type tensor<2xi4>; gather-run returns no 4-bit tensors (their packed bytes do not give the shape)
func.func @i4_arg(%x: tensor<2xi4>) -> tensor<2xi4> {
  return %x : tensor<2xi4>
}
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e dynamic_i4_arg --input=%t/d32.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=DYNI4 --implicit-check-not='{{.}}'
// DYNI4: gather-run: error: @dynamic_i4_arg's argument #0 has type tensor<?xi4>; gather-run binds 4-bit tensors of static shape only (their packed bytes do not give the shape)
// A static 4-bit argument takes exactly its packed bytes, as uint8.
// RUN: %python %S/../Inputs/make_npy.py %t/three-bytes.npy uint8 '[1, 2, 3]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e packed_i4_arg --input=%t/three-bytes.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=PACKEDI4 --implicit-check-not='{{.}}'
// PACKEDI4: gather-run: error: input #0 ({{.*}}three-bytes.npy) holds 3 bytes, but argument #0 is tensor<2x2xi4>, whose values take 2 bytes packed two per byte
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e packed_i4_arg --input=%t/d32.npy --print 2>&1 | FileCheck %s --match-full-lines --check-prefix=PACKEDDTYPE --implicit-check-not='{{.}}'
// PACKEDDTYPE: gather-run: error: input #0 ({{.*}}d32.npy) has dtype '<i4', but argument #0 is tensor<2x2xi4>, which needs '|u1'
func.func @packed_i4_arg(%x: tensor<2x2xi4>) -> tensor<1xf32> {
  %c = arith.constant dense<1.0> : tensor<1xf32>
  return %c : tensor<1xf32>
}
func.func @dynamic_i4_arg(%x: tensor<?xi4>) -> index {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?xi4>
  return %n : index
}
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e signed_result --input=%t/d32.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=SIGNED --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// SIGNED: gather-run: error: @signed_result's result #0 has type tensor<2xsi32>; gather-run binds ranked tensors of .npy element types only
func.func @signed_result(%x: tensor<3x2xi32>) -> tensor<2xsi32> {
  %c = arith.constant dense<[1, -1]> : tensor<2xsi32>
  return %c : tensor<2xsi32>
}

//===----------------------------------------------------------------------===//
// Outputs and the command line
//===----------------------------------------------------------------------===//

// Three --output files for two results.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e two --input=%t/d32.npy --input=%t/i42.npy --print --output=%t/out.npy --output=%t/out1.npy --output=%t/out2.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=OUTPUTS --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// RUN: test ! -e %t/out1.npy
// RUN: test ! -e %t/out2.npy
// OUTPUTS: gather-run: error: @two has 2 results, but 3 --output files were given

// An output that cannot be written (its directory does not exist): the
// first output, written already, is taken back.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e two --input=%t/d32.npy --input=%t/i42.npy --output=%t/out.npy --output=%t/nodir/out1.npy 2>&1 | FileCheck %s --match-full-lines -DT=%t --check-prefix=UNWRITABLE --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// UNWRITABLE: gather-run: error: '[[T]]/nodir/out1.npy': cannot create a temporary file: no such file or directory

// Bad command lines (LLVM's option parser reports these).
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e nd --input=%t/d32.npy --input=%t/i42.npy --print --output=%t/out.npy --on-out-of-bounds=bogus 2>&1 | FileCheck %s --match-full-lines --check-prefix=BADPOLICY --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// BADPOLICY: gather-run: error: for the --on-out-of-bounds option: Cannot find option named 'bogus'!
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s --input=%t/d32.npy --input=%t/i42.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=NOENTRY --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// NOENTRY: gather-run: error: no -e NAME: the function to run

// An existing output file is left as it was when a later output cannot be
// written (this run is the last of the file).
// RUN: %python %S/../Inputs/make_npy.py %t/keep.npy int32 '[7,7,7]'
// RUN: not gather-run %s -e two --input=%t/d32.npy --input=%t/i42.npy --output=%t/keep.npy --output=%t/nodir/out1.npy
// RUN: %python -c "import numpy as np; a = np.load('%t/keep.npy'); print(a.dtype.str, a.tolist())" | FileCheck %s --match-full-lines --check-prefix=KEEP
// KEEP: <i4 [7, 7, 7]
