// Seeded differential test of gather-run against an independent NumPy
// reference (differential.py): 500 random valid gather_nd / gather_elements /
// gather problems over all element and index types, data of ranks 1-5, every
// batch_dims, k and axis of gather_nd and gather_elements, and for gather
// (np.take, per batch position when batch_dims > 0) indices of ranks 0-4 and
// every (axis, batch_dims) pair, each spelled positive and negative, static
// and dynamic dims, zero-size dims, and the error, clamp and unchecked
// out-of-bounds policies; results are compared bit for bit. (This run meets
// every combination of each op, see --stats.) The runs after it, each
// adding a mode to the same generator, are smaller: the JIT fuzzer and
// longer runs by hand (docs/Testing.md) search further. A sanitized build
// runs a share of the cases of each run below (%differential_every, see
// lit.cfg.py).
// Reproduce a failing case with
//   /usr/bin/python3 differential.py --seed 20261121 --cases 500 --only I --keep \
//     --gather-run build/bin/gather-run --workdir /tmp/diff

// RUN: %python %S/differential.py --every %differential_every --cases 500 --seed 20261121 --jobs 2 --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261121)

// The same kind of problems on OpenMP threads, with every loop forked (no
// size threshold), through gather-run --parallel.
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --cases 120 --seed 20261122 --jobs 2 --gather-run gather-run --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-parallel | FileCheck %s --check-prefix=PARALLEL
// PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261122)

// Slice gathers with many rows of up to a few hundred bytes (--shapes rows:
// gather_nd with k < r - b, gather along an axis that is not the last, every
// such combination), every row loop rewritten by gather-stream-row-copies
// (no size threshold): rows whose output starts on a cache line and rows
// that do not (element copies before the first line boundary and after the
// last), rows shorter than a line, static and dynamic row lengths, empty
// rows; and gather_elements and gather along the last axis with rows of up
// to 300 elements, whose element loops gather-prefetch-element-rows
// strip-mines (strips of a line, partial last strips, loops shorter than
// the row spreading the next row over their strips); on one thread and on
// two. (These outputs are smaller than
// a fence chunk, so the rows run in the loop after the chunks;
// Compile/large-kernels.mlir runs whole chunks.)
// RUN: %python %S/differential.py --every %differential_every --shapes rows --cases 200 --seed 20261123 --jobs 2 --gather-run gather-run --gather-run-flag=--stream-min-bytes=0 --workdir %t-rows | FileCheck %s --check-prefix=ROWS
// ROWS: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261123)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --shapes rows --cases 100 --seed 20261124 --jobs 2 --gather-run gather-run --gather-run-flag=--stream-min-bytes=0 --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-rows-parallel | FileCheck %s --check-prefix=ROWS-PARALLEL
// ROWS-PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261124)

// The gather inside the program shapes that once broke the pipeline
// (--structure mixed, see differential.py): its result (of any of the three
// ops) returned two and three times and next to the data argument, the
// gather in a private function reached by func.call, a gather-free helper
// called through func.constant + func.call_indirect, and gather_elements
// applied 1-3 times to a tensor carried through scf.for and scf.while
// iter_args; every result is compared.
// On one thread and with every loop forked.
// RUN: %python %S/differential.py --every %differential_every --structure mixed --cases 100 --seed 20261126 --jobs 2 --gather-run gather-run --workdir %t-structure | FileCheck %s --check-prefix=STRUCTURE
// STRUCTURE: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261126)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --structure mixed --cases 100 --seed 20261127 --jobs 2 --gather-run gather-run --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --workdir %t-structure-parallel | FileCheck %s --check-prefix=STRUCTURE-PARALLEL
// STRUCTURE-PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261127)

// The same kinds of problems with operands that are constants in the IR
// (--constants, see differential.py): the indices, small data and splat data
// as arith.constant in the function that holds the gather, every kernel
// canonicalized by gather-opt first, so that the gather folds and
// canonicalization patterns meet valid, unchecked, clamped, out-of-range and
// size-0 cases: out-of-range constant indices must still fail at run time,
// at the gather's location. With one gather, and in every program shape.
// RUN: %python %S/differential.py --every %differential_every --constants --cases 200 --seed 20261128 --jobs 2 --gather-run gather-run --gather-opt gather-opt --workdir %t-constants | FileCheck %s --check-prefix=CONSTANTS
// CONSTANTS: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261128)
// RUN: %python %S/differential.py --every %differential_every --constants --structure mixed --cases 100 --seed 20261129 --jobs 2 --gather-run gather-run --gather-opt gather-opt --workdir %t-constants-structure | FileCheck %s --check-prefix=CONSTANTS-STRUCTURE
// CONSTANTS-STRUCTURE: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261129)

// An elementwise op on the gather's result (--structure epilogue: negf on
// floats, absi on signless integers), which gather-to-llvm computes inside
// the gather's loop: every kind of gather, policy and shape, and rows read
// by the fused op (prefetched, --shapes rows); on one thread and with every
// loop forked; and the same unfused (--fuse-elementwise=false).
// RUN: %python %S/differential.py --every %differential_every --structure epilogue --cases 150 --seed 20261130 --jobs 2 --gather-run gather-run --workdir %t-epilogue | FileCheck %s --check-prefix=EPILOGUE
// EPILOGUE: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261130)
// RUN: %python %S/differential.py --every %differential_every --structure epilogue --shapes rows --cases 100 --seed 20261131 --jobs 2 --gather-run gather-run --gather-run-flag=--stream-min-bytes=0 --workdir %t-epilogue-rows | FileCheck %s --check-prefix=EPILOGUE-ROWS
// EPILOGUE-ROWS: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261131)
// RUN: env OMP_NUM_THREADS=2 %python %S/differential.py --every %differential_every --structure epilogue --cases 100 --seed 20261132 --jobs 2 --gather-run gather-run --gather-run-flag=--parallel --gather-run-flag=--parallel-min-bytes=0 --gather-run-flag=--stream-min-bytes=0 --workdir %t-epilogue-parallel | FileCheck %s --check-prefix=EPILOGUE-PARALLEL
// EPILOGUE-PARALLEL: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261132)
// RUN: %python %S/differential.py --every %differential_every --structure epilogue --cases 60 --seed 20261133 --jobs 2 --gather-run gather-run --gather-run-flag=--fuse-elementwise=false --workdir %t-epilogue-unfused | FileCheck %s --check-prefix=EPILOGUE-UNFUSED
// EPILOGUE-UNFUSED: differential: [[N:[0-9]+]] cases, [[N]] passed, 0 failed (seed 20261133)

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
