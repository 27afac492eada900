// bf16 kernels need no more than the f32 ones: no __truncsfbf2 (which
// Debian 12's libgcc lacks), whether bf16 values are only moved (LLVM
// merges the stores of a loaded value and of a zero into a phi, held as an
// f32 on x86 without AVX512-BF16) or computed by an elementwise truncation.
// Every variant of the default set, and each baseline alone at -O1 to -O3.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -O3 -o %t/k.o
// RUN: llvm-nm --undefined-only %t/k.o | FileCheck %s --implicit-check-not=' U '
// RUN: gather-compile %s -O1 --on-out-of-bounds=clamp --target-cpus= -o %t/k1.o
// RUN: llvm-nm --undefined-only %t/k1.o | FileCheck %s --check-prefix=BASELINE --allow-empty --implicit-check-not=' U __'
// RUN: gather-compile %s -O3 --on-out-of-bounds=unchecked --mcpu=x86-64 -o %t/k3.o
// RUN: llvm-nm --undefined-only %t/k3.o | FileCheck %s --check-prefix=BASELINE --allow-empty --implicit-check-not=' U __'
// The multi-versioned object's dispatchers call these; nothing else.
// CHECK: U abort
// CHECK-NEXT: U getenv
// CHECK-NEXT: U memset
// CHECK-NEXT: U strcmp
// CHECK-NEXT: U write
// Single-variant objects: at most memset, no compiler runtime function.
// BASELINE-NOT: __truncsfbf2

func.func @move(%d: tensor<?x2xbf16>, %i: tensor<2xi64>) -> tensor<bf16> {
  %0 = gather.gather_nd %d, %i : (tensor<?x2xbf16>, tensor<2xi64>) -> tensor<bf16>
  return %0 : tensor<bf16>
}

func.func @take(%d: tensor<1xbf16>, %i: tensor<3x4xi32>) -> tensor<3x4xbf16> {
  %0 = gather.gather %d, %i : (tensor<1xbf16>, tensor<3x4xi32>) -> tensor<3x4xbf16>
  return %0 : tensor<3x4xbf16>
}

func.func @to_bf16(%d: tensor<8x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x4xbf16> {
  %0 = gather.gather_nd %d, %i : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  %1 = arith.truncf %0 : tensor<3x4xf32> to tensor<3x4xbf16>
  return %1 : tensor<3x4xbf16>
}

func.func @from_bf16(%d: tensor<8x4xbf16>, %i: tensor<3x1xi64>) -> tensor<3x4xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<8x4xbf16>, tensor<3x1xi64>) -> tensor<3x4xbf16>
  %1 = arith.extf %0 : tensor<3x4xbf16> to tensor<3x4xf32>
  return %1 : tensor<3x4xf32>
}
