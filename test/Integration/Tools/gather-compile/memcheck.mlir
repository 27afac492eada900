// gather-compile itself under a memory checker (%memcheck: valgrind in a
// plain build, the sanitizers in a sanitized one): kernels with static and
// dynamic shapes to an object file and header, on OpenMP threads to a shared
// library, a command-line kernel, and input that fails to verify. The
// first builds a multi-versioned object of two variants (its dispatcher and
// both variants' code); the others, which only add options, build the
// baseline alone (each further variant runs the same code for another CPU,
// and valgrind takes a minute a variant; every default variant is built
// under the sanitizers by Tools/gather-compile/variants.mlir). The compiled
// kernels run under valgrind in test/Integration/Compile.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %memcheck gather-compile %s --target-cpus=x86-64,x86-64-v3 -o %t/kernels.o --header=%t/kernels.h
// RUN: %memcheck gather-compile %s --parallel -O3 --target-cpus=x86-64 -o %t/kernels.so
// RUN: %memcheck gather-compile --gather-nd --data='tensor<?x?x5xbf16>' --indices='tensor<?x?x2xi32>' --batch-dims=1 --target-cpus=x86-64 -o %t/single.o
// RUN: llvm-nm %t/kernels.o | FileCheck %s --check-prefix=SYMBOLS
// RUN: llvm-nm -D %t/kernels.so | FileCheck %s --check-prefix=SYMBOLS
// RUN: not %memcheck gather-compile %S/Inputs/invalid-axis.mlir -o %t/invalid.o 2>&1 | FileCheck %s --check-prefix=INVALID
// SYMBOLS-DAG: T rows
// SYMBOLS-DAG: T rows_result_shapes
// SYMBOLS-DAG: T pick
// INVALID: invalid-axis.mlir:2:8: error: 'gather.gather_elements' op axis (2) must be in [-2, 1] for data of rank 2
// INVALID-NOT: ==

func.func @rows(%d: tensor<?x16xf32>, %i: tensor<?x1xi64>) -> tensor<?x16xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x16xf32>, tensor<?x1xi64>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

func.func @pick(%d: tensor<4x8xcomplex<f32>>, %i: tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<4x8xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>>
  return %0 : tensor<4x2xcomplex<f32>>
}
