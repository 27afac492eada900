// gather-compile itself under a memory checker (%memcheck: valgrind in a
// plain build, the sanitizers in a sanitized one), in one batch, since
// valgrind takes ten seconds to start gather-compile: kernels with static
// and dynamic shapes on OpenMP threads to a shared library of two variants
// (its dispatcher and both variants' code) and a header, a command-line
// kernel with dynamic shapes to an object file, and input that fails to
// verify. Each further variant runs the same code for another CPU, and
// valgrind takes a minute a variant; every default variant is built under
// the sanitizers by Tools/gather-compile/variants.mlir. The compiled kernels
// run under valgrind in test/Integration/Compile.

// RUN: rm -rf %t && mkdir -p %t
// RUN: echo "%s --parallel -O3 --target-cpus=x86-64,x86-64-v3 -o %t/kernels.so --header=%t/kernels.h" > %t/runs.txt
// RUN: echo "--gather-nd --data='tensor<?x?x5xbf16>' --indices='tensor<?x?x2xi32>' --batch-dims=1 --target-cpus=x86-64 -o %t/single.o" >> %t/runs.txt
// RUN: echo "%S/Inputs/invalid-axis.mlir -o %t/invalid.o" >> %t/runs.txt
// RUN: not %memcheck gather-compile --batch=%t/runs.txt 2>&1 >/dev/null | FileCheck %s --check-prefix=BATCH --match-full-lines --implicit-check-not='=='
// RUN: llvm-nm -D %t/kernels.so | FileCheck %s --check-prefix=SYMBOLS
// RUN: llvm-nm %t/single.o | FileCheck %s --check-prefix=SINGLE
// RUN: FileCheck %s --check-prefix=HEADER < %t/kernels.h
// RUN: test ! -e %t/invalid.o
// BATCH: gather-compile: run 1: exit status 0
// BATCH-NEXT: gather-compile: run 2: exit status 0
// BATCH-NEXT: {{.*}}invalid-axis.mlir:2:8: error: 'gather.gather_elements' op axis (2) must be in [-2, 1] for data of rank 2
// BATCH-NEXT: {{.*}}%0 = gather.gather_elements{{.*}}
// BATCH-NEXT: {{ *}}^
// BATCH-NEXT: gather-compile: run 3: exit status 1
// BATCH-EMPTY:
// SYMBOLS-DAG: T rows
// SYMBOLS-DAG: T rows_result_shapes
// SYMBOLS-DAG: T pick
// SINGLE: T kernel
// HEADER: int32_t rows(

func.func @rows(%d: tensor<?x16xf32>, %i: tensor<?x1xi64>) -> tensor<?x16xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x16xf32>, tensor<?x1xi64>) -> tensor<?x16xf32>
  return %0 : tensor<?x16xf32>
}

func.func @pick(%d: tensor<4x8xcomplex<f32>>, %i: tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<4x8xcomplex<f32>>, tensor<4x2xi32>) -> tensor<4x2xcomplex<f32>>
  return %0 : tensor<4x2xcomplex<f32>>
}
