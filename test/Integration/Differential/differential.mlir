// Seeded differential test of gather-run against an independent NumPy
// reference (differential.py): 500 random valid gather_nd / gather_elements /
// gather problems over all element and index types, data of ranks 1-5, every
// batch_dims, k and axis of gather_nd and gather_elements, and for gather
// (np.take, per batch position when batch_dims > 0) indices of ranks 0-4 and
// every (axis, batch_dims) pair, each spelled positive and negative, static
// and dynamic dims, zero-size dims, and the error, clamp and unchecked
// out-of-bounds policies; results are compared bit for bit. (This run meets
// every combination of each op, see --stats.) The runs after it, and those
// of differential-programs.mlir and differential-imports.mlir (three files,
// so that lit's workers share them), each add a mode to the same generator
// and are smaller: the JIT fuzzer and longer runs by hand (docs/Testing.md)
// search further. A sanitized build runs a share of the cases of each run
// (%differential_every, see lit.cfg.py).
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
