// Seeded differential tests of gather-run against the NumPy reference
// (differential.py; differential.mlir runs its base mode and explains it):
// the gather inside whole programs, with constant operands, and with an
// elementwise consumer. Reproduce a failing case with the RUN line's
// arguments plus --only I --keep --gather-run build/bin/gather-run
// --gather-opt build/bin/gather-opt --workdir /tmp/diff.

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
