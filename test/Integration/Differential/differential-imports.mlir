// Seeded differential tests of gather-run against the NumPy reference
// (differential.py; differential.mlir runs its base mode and explains it):
// kernels written with upstream ops (tosa.gather, tensor.gather) and
// rewritten into the dialect, and each CPU variant of gather-compile's
// default output. Reproduce a failing case with the RUN line's arguments
// plus --only I --keep --gather-run build/bin/gather-run --gather-opt
// build/bin/gather-opt --workdir /tmp/diff.

// tosa.gather kernels (--tosa: values [N, K, C] of every type TOSA takes,
// indices [N, W] of i32 and i64, dynamic and run-time zero sizes, every
// policy and planted bad indices), rewritten by convert-tosa-to-gather and
// compared with the gather_nd reference; on one thread and on two.
// RUN: %python %S/differential.py --every %differential_every --tosa --cases 120 --seed 20261134 --jobs 2 --gather-run gather-run --gather-opt gather-opt --workdir %t-tosa | FileCheck %s --check-prefix=TOSA
// TOSA: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261134)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --tosa --cases 100 --seed 20261135 --jobs 2 --gather-run gather-run --gather-opt gather-opt --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-tosa-parallel | FileCheck %s --check-prefix=TOSA-PARALLEL
// TOSA-PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261135)

// tensor.gather kernels (--tensor: sources of rank 1-5 of every element type,
// indices of i1, i8, i16, i32, i64 and index, every gather_dims, both result
// forms, static and run-time zero sizes, every policy and planted bad
// indices), rewritten by convert-tensor-to-gather and compared with NumPy
// advanced indexing; on one thread and on two.
// RUN: %python %S/differential.py --every %differential_every --tensor --cases 120 --seed 20261136 --jobs 2 --gather-run gather-run --gather-opt gather-opt --workdir %t-tensor | FileCheck %s --check-prefix=TENSOR
// TENSOR: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261136)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --tensor --cases 100 --seed 20261137 --jobs 2 --gather-run gather-run --gather-opt gather-opt --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-tensor-parallel | FileCheck %s --check-prefix=TENSOR-PARALLEL
// TENSOR-PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261137)

// Each variant of gather-compile's default output (x86-64, x86-64-v3,
// x86-64-v4): gather-run JIT-compiles for that CPU with LLVM's -O3 IR
// pipeline, as the variant is built; mixed problems of every kind.
// RUN: %python %S/differential.py --every %differential_every --cases 80 --seed 20261138 --jobs 2 --gather-run gather-run --gather-run-flag=--mcpu=x86-64 --gather-run-flag=-O3 --workdir %t-x86-64 | FileCheck %s --check-prefix=X86-64
// X86-64: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261138)
// RUN: %python %S/differential.py --every %differential_every --cases 80 --seed 20261139 --jobs 2 --gather-run gather-run --gather-run-flag=--mcpu=x86-64-v3 --gather-run-flag=-O3 --workdir %t-x86-64-v3 | FileCheck %s --check-prefix=X86-64-V3
// X86-64-V3: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261139)
// A CPU without AVX-512 refuses x86-64-v4 code (scripts/host-runs.sh).
// RUN: %if host-runs-x86-64-v4 %{ %python %S/differential.py --every %differential_every --cases 80 --seed 20261140 --jobs 2 --gather-run gather-run --gather-run-flag=--mcpu=x86-64-v4 --gather-run-flag=-O3 --workdir %t-x86-64-v4 | FileCheck %s --check-prefix=X86-64-V4 %} %else %{ not bash %gather_src_root/scripts/host-runs.sh gather-run x86-64-v4 2>&1 | FileCheck %s --check-prefix=LACKS-V4 %}
// X86-64-V4: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261140)
// LACKS-V4: gather-run: error: this CPU lacks '{{.*}}', which code for CPU 'x86-64-v4' may use
