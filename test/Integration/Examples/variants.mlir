// The README's example kernel, compiled as gather-compile does by default
// (variants for x86-64, x86-64-v3 and x86-64-v4, and the latter two tuned for
// AMD's Zen 3 and Zen 4), linked into the C program
// of examples/: the variant the CPU picks and each variant that
// GATHER_KERNEL_VARIANT forces print the same values. A variant name the
// object lacks, or one the CPU cannot run, is refused on standard error with
// an abort, never run. Valgrind's CPU has no AVX-512: there the dispatcher
// picks a lower variant by itself, and refuses x86-64-v4 when forced.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %gather_src_root/examples/gather.mlir -o %t/gather_kernels.o --header=%t/gather_kernels.h
// RUN: %cc -std=c99 -Wall -Werror -I%t %gather_src_root/examples/main.c %t/gather_kernels.o -o %t/main
// RUN: %t/main | FileCheck %s
// RUN: env GATHER_KERNEL_VARIANT=x86-64 %t/main | FileCheck %s
// RUN: env GATHER_KERNEL_VARIANT=x86-64-v3 %t/main | FileCheck %s
// RUN: env GATHER_KERNEL_VARIANT=x86-64-v3:znver3 %t/main | FileCheck %s
// On a CPU without AVX-512 the x86-64-v4 variants are refused when forced.
// RUN: %if host-runs-x86-64-v4 %{ env GATHER_KERNEL_VARIANT=x86-64-v4 %t/main | FileCheck %s %} %else %{ env GATHER_KERNEL_VARIANT=x86-64-v4 not --crash %t/main 2>&1 | FileCheck %s --check-prefix=LACKS %}
// RUN: %if host-runs-x86-64-v4 %{ env GATHER_KERNEL_VARIANT=x86-64-v4:znver4 %t/main | FileCheck %s %} %else %{ env GATHER_KERNEL_VARIANT=x86-64-v4:znver4 not --crash %t/main 2>&1 | FileCheck %s --check-prefix=LACKS-ZEN4 %}
// LACKS-ZEN4: gather kernels: GATHER_KERNEL_VARIANT=x86-64-v4:znver4, but this CPU cannot run x86-64-v4 code
// CHECK: embed_and_pick: status 0, shape 3x2
// CHECK-NEXT: {{\[}}[43, 40], [53, 51], [2, 2]]
// CHECK-NEXT: with token 6: status 1 (GATHER_STATUS_INDEX_OUT_OF_BOUNDS = 1)

// RUN: env GATHER_KERNEL_VARIANT=skylake not --crash %t/main > %t/unknown.out 2> %t/unknown.err
// RUN: FileCheck %s --check-prefix=UNKNOWN < %t/unknown.err
// RUN: not test -s %t/unknown.out
// UNKNOWN: gather kernels: GATHER_KERNEL_VARIANT names none of their variants (x86-64, x86-64-v3, x86-64-v3:znver3, x86-64-v4, x86-64-v4:znver4)

// RUN: valgrind -q --error-exitcode=9 %t/main | FileCheck %s
// RUN: env GATHER_KERNEL_VARIANT=x86-64-v3 valgrind -q --error-exitcode=9 %t/main | FileCheck %s
// RUN: env GATHER_KERNEL_VARIANT=x86-64-v4 not --crash valgrind -q %t/main 2>&1 | FileCheck %s --check-prefix=LACKS
// LACKS: gather kernels: GATHER_KERNEL_VARIANT=x86-64-v4, but this CPU cannot run x86-64-v4 code
// LACKS-NOT: embed_and_pick
