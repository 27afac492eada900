// Each --emit kind, chosen explicitly or by the output's extension.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/k.mlir
// RUN: FileCheck %s --check-prefix=MLIR --implicit-check-not=_mlir_ciface < %t/k.mlir
// RUN: gather-compile %s -o %t/k.ll
// RUN: FileCheck %s --check-prefix=LLVM --implicit-check-not=_mlir_ciface < %t/k.ll
// RUN: gather-compile %s -o %t/k.s
// RUN: FileCheck %s --check-prefix=ASM < %t/k.s
// RUN: gather-compile %s -o %t/k.o --header=%t/k.h
// RUN: llvm-nm --defined-only %t/k.o | FileCheck %s --check-prefix=DEFINED --implicit-check-not=' T ' --implicit-check-not=' D '
// RUN: llvm-nm --undefined-only %t/k.o | FileCheck %s --check-prefix=UNDEFINED --implicit-check-not=' U '
// RUN: gather-compile %s -o %t/libk.so
// RUN: llvm-nm -D --defined-only %t/libk.so | FileCheck %s --check-prefix=DEFINED --implicit-check-not=' T '
// RUN: gather-compile %s --emit=llvm -o %t/k.txt
// RUN: FileCheck %s --check-prefix=LLVM < %t/k.txt
// RUN: gather-compile %s --emit=shared -o %t/k.bin
// RUN: llvm-nm -D --defined-only %t/k.bin | FileCheck %s --check-prefix=DEFINED --implicit-check-not=' T '
// LLVM IR for this machine, with and without extra features, is a module
// LLVM reads back (its "target-features" list has no empty entry).
// RUN: gather-compile %s --mcpu=native --emit=llvm -o %t/native.ll
// RUN: llvm-as %t/native.ll -o /dev/null
// RUN: gather-compile %s --mcpu=native --mattr=+sse2 --emit=llvm -o %t/native-sse2.ll
// RUN: llvm-as %t/native-sse2.ll -o /dev/null

// The LLVM-dialect module: the internal kernel and the C entry point, and
// no C interface wrapper (`_mlir_ciface_`, which only the JIT calls). The
// kernel learns from the entry that the pointers of its result descriptor
// (allocated and aligned) overlap nothing; LLVM reads that attribute itself
// (alias scopes are added only in OpenMP regions: gather-noalias-scopes).
// MLIR-LABEL: llvm.func internal @__gather_kernel_embed(
// MLIR-SAME:      %{{[^:]*}}: !llvm.ptr {llvm.noalias}, %{{[^:]*}}: !llvm.ptr {llvm.noalias}
// MLIR-NOT:     llvm.intr.experimental.noalias.scope.decl
// The result buffer overlaps no argument (the ABI's contract), which the
// entry tells LLVM.
// MLIR-LABEL: llvm.func @embed(%{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr, %{{.*}}: !llvm.ptr {llvm.noalias}) -> i32
// The kernel writes into the caller's buffer; the entry zero-fills it when
// the kernel fails.
// MLIR: llvm.alloca
// MLIR: llvm.call @__gather_kernel_embed
// MLIR-NOT: llvm.call @free
// MLIR: "llvm.intr.memset"
// MLIR: llvm.return

// LLVM: define {{.*}}i32 @embed(ptr {{.*}}, ptr {{.*}}, ptr noalias {{.*}})
// LLVM: define {{.*}}i32 @pick(ptr {{.*}}, ptr {{.*}}, ptr noalias {{.*}})

// ASM: .globl embed
// ASM: embed:
// ASM: .globl pick

// DEFINED-DAG: T embed
// DEFINED-DAG: T pick

// Static kernels with small scratch buffers need no heap. The dispatchers
// of the variants read GATHER_KERNEL_VARIANT and refuse a variant the CPU
// lacks on standard error.
// UNDEFINED: U abort
// UNDEFINED-NEXT: U getenv
// UNDEFINED-NEXT: U memset
// UNDEFINED-NEXT: U strcmp
// UNDEFINED-NEXT: U write

func.func @embed(%table: tensor<16x8xf32>, %ids: tensor<4x1xi64>) -> tensor<4x8xf32> {
  %0 = gather.gather_nd %table, %ids : (tensor<16x8xf32>, tensor<4x1xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}

func.func @pick(%data: tensor<4x8xf32>, %idx: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %0 = gather.gather_elements %data, %idx {axis = -1 : i64} : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}
