// Optimization levels, CPUs, features and policies.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -O0 -o %t/o0.ll
// RUN: gather-compile %s -O3 -o %t/o3.ll
// RUN: FileCheck %s --check-prefix=IR < %t/o0.ll
// RUN: FileCheck %s --check-prefix=IR < %t/o3.ll
// IR: define {{.*}}i32 @rows(

// By default every kernel comes in variants for x86-64 levels (see
// variants.mlir); --target-cpus= alone gives the portable x86-64 baseline;
// --mcpu pins one CPU.
// RUN: gather-compile %s --target-cpus= -o %t/default.ll
// RUN: FileCheck %s --check-prefix=BASELINE < %t/default.ll
// BASELINE-NOT: gather.select_variant
// BASELINE: "target-cpu"="x86-64"
// BASELINE-NOT: "target-cpu"="x86-64-v
// RUN: gather-compile %s --mcpu=skylake-avx512 -o %t/skx.ll
// RUN: FileCheck %s --check-prefix=SKX < %t/skx.ll
// SKX: "target-cpu"="skylake-avx512"
// RUN: gather-compile %s --mcpu=x86-64 --mattr=+avx2,-fma -o %t/features.ll
// RUN: FileCheck %s --check-prefix=FEATURES < %t/features.ll
// FEATURES: "target-features"="{{.*}}+avx2{{.*}}"
// RUN: gather-compile %s --mcpu=native -o %t/native.o
// RUN: llvm-nm --defined-only %t/native.o | FileCheck %s --check-prefix=NATIVE
// NATIVE: T rows

// The policy reaches the kernel: only checked kernels search for the first
// bad index (whose "none found" sentinel is INT64_MAX).
// RUN: gather-compile %s -o %t/checked.mlir
// RUN: FileCheck %s --check-prefix=CHECKED < %t/checked.mlir
// CHECKED-LABEL: llvm.func internal @__gather_kernel_rows
// CHECKED: llvm.mlir.constant(9223372036854775807 : index)
// RUN: gather-compile %s --on-out-of-bounds=unchecked -o %t/unchecked.mlir
// RUN: FileCheck %s --check-prefix=UNCHECKED < %t/unchecked.mlir
// UNCHECKED-LABEL: llvm.func internal @__gather_kernel_rows
// UNCHECKED-NOT: 9223372036854775807
// UNCHECKED: llvm.func @rows

func.func @rows(%table: tensor<16x8xf32>, %ids: tensor<4x1xi64>) -> tensor<4x8xf32> {
  %0 = gather.gather_nd %table, %ids : (tensor<16x8xf32>, tensor<4x1xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
