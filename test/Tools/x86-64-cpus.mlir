// CPUs and features that cannot run x86-64 code are one `error:` naming the
// option, exit status 1 and no output: not LLVM's fatal "64-bit code
// requested on a subtarget that doesn't support it!" (--mcpu=i386, i686,
// pentium4), nor a crash in instruction selection (--mattr=-64bit-mode).
// RUN: rm -rf %t && mkdir -p %t

// DEFINE: %{check} = FileCheck %s --implicit-check-not='LLVM ERROR' --implicit-check-not='Stack dump' --implicit-check-not=warning

// RUN: not gather-compile %s --mcpu=i386 -o %t/out.o 2>&1 | %{check} --check-prefix=COMPILE-CPU -DCPU=i386
// RUN: not gather-compile %s --mcpu=i686 -o %t/out.o 2>&1 | %{check} --check-prefix=COMPILE-CPU -DCPU=i686
// RUN: not gather-compile %s --mcpu=pentium4 -o %t/out.o 2>&1 | %{check} --check-prefix=COMPILE-CPU -DCPU=pentium4
// RUN: not gather-compile %s --mcpu=i386 --emit=llvm -o %t/out.ll 2>&1 | %{check} --check-prefix=COMPILE-CPU -DCPU=i386
// COMPILE-CPU: gather-compile: error: CPU '[[CPU]]' cannot run x86-64 code (it has no 64-bit mode); --mcpu takes a 64-bit CPU, e.g. x86-64

// RUN: not gather-run %s -e f --mcpu=i386 2>&1 | %{check} --check-prefix=RUN-CPU -DCPU=i386
// RUN: not gather-run %s -e f --mcpu=i686 2>&1 | %{check} --check-prefix=RUN-CPU -DCPU=i686
// RUN: not gather-run %s -e f --mcpu=pentium4 2>&1 | %{check} --check-prefix=RUN-CPU -DCPU=pentium4
// RUN-CPU: gather-run: error: CPU '[[CPU]]' cannot run x86-64 code (it has no 64-bit mode); --mcpu takes a 64-bit CPU, e.g. x86-64

// Features, with the default variants and with one CPU.
// RUN: not gather-compile %s --mattr=-64bit-mode -o %t/out.o 2>&1 | %{check} --check-prefix=FEATURES -DFEATURES=-64bit-mode
// RUN: not gather-compile %s --mcpu=x86-64 --mattr=-64bit-mode -o %t/out.o 2>&1 | %{check} --check-prefix=FEATURES -DFEATURES=-64bit-mode
// RUN: not gather-compile %s --mattr=-64bit -o %t/out.o 2>&1 | %{check} --check-prefix=FEATURES -DFEATURES=-64bit
// RUN: not gather-compile %s --mcpu=native --mattr=+avx2,-64bit -o %t/out.o 2>&1 | %{check} --check-prefix=FEATURES -DFEATURES=+avx2,-64bit
// FEATURES: gather-compile: error: target features '[[FEATURES]]' turn off the 64-bit mode x86-64 code needs; --mattr cannot take away '64bit' or '64bit-mode'

// --target-cpus takes x86-64 levels only, and tunes for 64-bit CPUs only.
// RUN: not gather-compile %s --target-cpus=x86-64,i386 -o %t/out.o 2>&1 | %{check} --check-prefix=LEVELS
// LEVELS: gather-compile: error: target CPUs are x86-64 levels (x86-64, x86-64-v2, x86-64-v3, x86-64-v4), each optionally tuned for a CPU (x86-64-v4:znver4), not 'i386'
// RUN: not gather-compile %s --target-cpus=x86-64:pentium4 -o %t/out.o 2>&1 | %{check} --check-prefix=TUNE
// TUNE: gather-compile: error: 'pentium4' in 'x86-64:pentium4' is not a CPU to tune for

// Nothing was written.
// RUN: test ! -e %t/out.o && test ! -e %t/out.ll

// 64-bit CPUs still compile.
// RUN: gather-compile %s --mcpu=nocona -o %t/nocona.o
// RUN: gather-run %s -e f --mcpu=x86-64 --print | FileCheck %s --check-prefix=RAN
// RAN: result #0: tensor<2xi32> = [3, 1]

// Several CPUs: the kernel compiled and run for each, one outcome if all
// agree; a variant that cannot compile differs from one that ran.
// RUN: gather-run %s -e f --mcpu=x86-64,x86-64-v2 -O3 --print | FileCheck %s --check-prefix=RAN
// RUN: not gather-run %s -e f --mcpu=x86-64,i386 --print 2>&1 | %{check} --check-prefix=VARIANT-CPU
// VARIANT-CPU: gather-run: error: --mcpu=i386 and --mcpu=x86-64 differ: `CPU 'i386' cannot run x86-64 code (it has no 64-bit mode); --mcpu takes a 64-bit CPU, e.g. x86-64` and success
// VARIANT-CPU-NOT: result

func.func @f() -> tensor<2xi32> {
  %data = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %ids = arith.constant dense<[[2], [0]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %data, %ids : (tensor<3xi32>, tensor<2x1xi64>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}
