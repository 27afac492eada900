// Multi-versioned kernels: by default gather-compile emits every kernel for
// x86-64, x86-64-v3 and x86-64-v4, and for x86-64-v3 and x86-64-v4 tuned for
// AMD's Zen 3 and Zen 4, each variant's functions marked with its CPU and
// tuning, behind an entry point of the same name and type that dispatches to
// the variant chosen on the first call (CPUID, or GATHER_KERNEL_VARIANT).
// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -O0 -o %t/default.ll
// RUN: FileCheck %s --check-prefix=DEFAULT < %t/default.ll

// DEFAULT-DAG: @gather.variant = internal {{.*}}global i32 -1
// DEFAULT-DAG: c"GATHER_KERNEL_VARIANT\00"
// DEFAULT-DAG: c"gather kernels: GATHER_KERNEL_VARIANT=x86-64-v4, but this CPU cannot run x86-64-v4 code\0A\00"
// DEFAULT-DAG: c"gather kernels: GATHER_KERNEL_VARIANT=x86-64-v4:znver4, but this CPU cannot run x86-64-v4 code\0A\00"
// DEFAULT-DAG: c"gather kernels: GATHER_KERNEL_VARIANT names none of their variants (x86-64, x86-64-v3, x86-64-v3:znver3, x86-64-v4, x86-64-v4:znver4)\0A\00"
// The entry point: load the choice, choose once if none, call the variant.
// DEFAULT-LABEL: define i32 @rows(
// DEFAULT: %[[KNOWN:.*]] = load atomic i32, ptr @gather.variant monotonic, align 4
// DEFAULT: icmp slt i32 %[[KNOWN]], 0
// DEFAULT: call i32 @gather.select_variant()
// DEFAULT: switch i32
// DEFAULT-NEXT: i32 1, label %[[V3:.*]]
// DEFAULT-NEXT: i32 2, label %[[V3ZEN:.*]]
// DEFAULT-NEXT: i32 3, label %[[V4:.*]]
// DEFAULT-NEXT: i32 4, label %[[V4ZEN:.*]]
// DEFAULT: tail call i32 @rows.x86-64(
// DEFAULT: [[V3]]:
// DEFAULT-NEXT: tail call i32 @rows.x86-64-v3(
// DEFAULT: [[V3ZEN]]:
// DEFAULT-NEXT: tail call i32 @rows.x86-64-v3.znver3(
// DEFAULT: [[V4]]:
// DEFAULT-NEXT: tail call i32 @rows.x86-64-v4(
// DEFAULT: [[V4ZEN]]:
// DEFAULT-NEXT: tail call i32 @rows.x86-64-v4.znver4(
// DEFAULT-DAG: define internal i32 @rows.x86-64({{.*}} #[[BASE:[0-9]+]]
// DEFAULT-DAG: define internal i32 @rows.x86-64-v3({{.*}} #[[V3ATTR:[0-9]+]]
// DEFAULT-DAG: define internal i32 @rows.x86-64-v3.znver3({{.*}} #[[V3ZENATTR:[0-9]+]]
// DEFAULT-DAG: define internal i32 @rows.x86-64-v4({{.*}} #[[V4ATTR:[0-9]+]]
// DEFAULT-DAG: define internal i32 @rows.x86-64-v4.znver4({{.*}} #[[V4ZENATTR:[0-9]+]]
// The choice: CPUID (level and vendor) and XGETBV, then the environment.
// DEFAULT-DAG: define internal i32 @gather.cpu_level()
// DEFAULT-DAG: define internal i32 @gather.cpu_vendor()
// DEFAULT-DAG: asm sideeffect "cpuid"
// DEFAULT-DAG: asm sideeffect "xgetbv"
// DEFAULT-DAG: define internal i32 @gather.select_variant()
// DEFAULT-DAG: call ptr @getenv(
// DEFAULT-DAG: store atomic i32 {{.*}}, ptr @gather.variant monotonic, align 4
// DEFAULT-DAG: attributes #[[BASE]] = { {{.*}}"target-cpu"="x86-64" }
// DEFAULT-DAG: attributes #[[V3ATTR]] = { {{.*}}"target-cpu"="x86-64-v3" }
// DEFAULT-DAG: attributes #[[V4ATTR]] = { {{.*}}"target-cpu"="x86-64-v4" }
// DEFAULT-DAG: attributes #[[V3ZENATTR]] = { {{.*}}"target-cpu"="x86-64-v3" "tune-cpu"="znver3" }
// DEFAULT-DAG: attributes #[[V4ZENATTR]] = { {{.*}}"target-cpu"="x86-64-v4" "tune-cpu"="znver4" }

// Any set of two or more levels, in any order, with --mattr on every variant.
// RUN: gather-compile %s -O0 --target-cpus=x86-64-v3,x86-64-v2 --mattr=+prfchw -o %t/two.ll
// RUN: FileCheck %s --check-prefix=TWO < %t/two.ll
// TWO-DAG: c"gather kernels: this CPU runs none of their variants (x86-64-v2, x86-64-v3)\0A\00"
// TWO-DAG: define internal i32 @rows.x86-64-v2({{.*}} #[[V2:[0-9]+]]
// TWO-DAG: define internal i32 @rows.x86-64-v3({{.*}} #[[V3:[0-9]+]]
// TWO-DAG: attributes #[[V2]] = { {{.*}}"target-cpu"="x86-64-v2" "target-features"="+prfchw" }
// TWO-DAG: attributes #[[V3]] = { {{.*}}"target-cpu"="x86-64-v3" "target-features"="+prfchw" }
// TWO-NOT: @rows.x86-64-v4

// One variant, or --mcpu: no dispatcher.
// RUN: gather-compile %s -O0 --target-cpus=x86-64-v3 -o %t/one.ll
// RUN: FileCheck %s --check-prefix=ONE < %t/one.ll
// RUN: gather-compile %s -O0 --target-cpus=x86-64-v3:alderlake -o %t/one-tuned.ll
// RUN: FileCheck %s --check-prefixes=ONE,TUNED < %t/one-tuned.ll
// RUN: gather-compile %s -O0 --mcpu=x86-64-v3 -o %t/pinned.ll
// RUN: FileCheck %s --check-prefix=ONE < %t/pinned.ll
// ONE-NOT: gather.select_variant
// ONE: define i32 @rows(
// ONE-NOT: gather.select_variant
// ONE: "target-cpu"="x86-64-v3"
// TUNED-SAME: "tune-cpu"="alderlake"

// The object exports the entry points alone.
// RUN: gather-compile %s -o %t/rows.o
// RUN: llvm-nm --extern-only --defined-only %t/rows.o | FileCheck %s --check-prefix=SYMBOLS
// SYMBOLS: T rows
// SYMBOLS-NOT: T

// Errors.
// RUN: not gather-compile %s --target-cpus=x86-64,skylake -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=NOT-LEVEL
// NOT-LEVEL: gather-compile: error: target CPUs are x86-64 levels (x86-64, x86-64-v2, x86-64-v3, x86-64-v4), each optionally tuned for a CPU (x86-64-v4:znver4), not 'skylake'
// RUN: not gather-compile %s --target-cpus=x86-64,x86-64-v4:nosuch -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=NOT-TUNE
// NOT-TUNE: gather-compile: error: 'nosuch' in 'x86-64-v4:nosuch' is not a CPU to tune for
// RUN: not gather-compile %s --target-cpus=x86-64-v3,x86-64-v3 -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=TWICE
// TWICE: gather-compile: error: target CPU 'x86-64-v3' is named twice
// RUN: not gather-compile %s --target-cpus=x86-64-v3 --mcpu=native -o %t/bad.o 2>&1 | FileCheck %s --check-prefix=BOTH
// BOTH: gather-compile: error: --mcpu pins one CPU; --target-cpus names the variants: give one
// RUN: test ! -e %t/bad.o

func.func @rows(%d: tensor<64x16xf32>, %i: tensor<8x1xi64>) -> tensor<8x16xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<64x16xf32>, tensor<8x1xi64>) -> tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
