// A gather in a loop that runs zero times must not run: upstream's
// loop-invariant code motion hoists only gathers that cannot fail. Each
// function runs before and after --loop-invariant-code-motion under every
// policy, with the same results and statuses (same-runs.py).

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-opt %s --loop-invariant-code-motion --mlir-print-debuginfo -o %t/licm.mlir
// RUN: FileCheck %s --check-prefix=IR < %t/licm.mlir
// RUN: %python %S/../Inputs/make_npy.py %t/data.npy float32 '[1.0, 2.0, 3.0, 4.0]'
// RUN: %python %S/../Inputs/make_npy.py %t/bad.npy int64 '[[1], [7]]'
// RUN: %python %S/../Inputs/make_npy.py %t/good.npy int64 '[[1], [-1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/no-trips.npy float32 --shape=0
// RUN: %python %S/../Inputs/make_npy.py %t/two-trips.npy float32 '[0.0, 0.0]'

// The issue's example: unknown indices stay in the loop.
// IR-LABEL: func.func @sum_in_loop
// IR: scf.for
// IR-NEXT: gather.gather_nd

// Zero trips with an out-of-range index (7): nothing runs, under every
// policy, unchecked included (no read out of bounds).
// RUN: %python %S/Inputs/same-runs.py %s %t/licm.mlir gather-run -e sum_in_loop --input=%t/data.npy --input=%t/bad.npy --input=%t/no-trips.npy --print | FileCheck %s --check-prefix=ZERO --match-full-lines
// ZERO: policy error: exit 0
// ZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// ZERO-NEXT: policy clamp: exit 0
// ZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// ZERO-NEXT: policy unchecked: exit 0
// ZERO-NEXT: result #0: tensor<2xf32> = [0, 0]

// Two trips: in-range indices sum twice; the out-of-range one fails under
// error and clamps under clamp (unchecked is not run on bad indices).
// RUN: %python %S/Inputs/same-runs.py %s %t/licm.mlir gather-run -e sum_in_loop --input=%t/data.npy --input=%t/good.npy --input=%t/two-trips.npy --print | FileCheck %s --check-prefix=TWO --match-full-lines
// TWO: policy error: exit 0
// TWO-NEXT: result #0: tensor<2xf32> = [4, 8]
// TWO-NEXT: policy clamp: exit 0
// TWO-NEXT: result #0: tensor<2xf32> = [4, 8]
// TWO-NEXT: policy unchecked: exit 0
// TWO-NEXT: result #0: tensor<2xf32> = [4, 8]
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/licm.mlir gather-run -e sum_in_loop --input=%t/data.npy --input=%t/bad.npy --input=%t/two-trips.npy --print | FileCheck %s --check-prefix=TWOBAD --match-full-lines -DFILE=%s
// TWOBAD: policy error: exit 1
// TWOBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+10]]:10: index 7 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// TWOBAD-NEXT: policy clamp: exit 0
// TWOBAD-NEXT: result #0: tensor<2xf32> = [4, 8]

func.func @sum_in_loop(%data: tensor<4xf32>, %indices: tensor<2x1xi64>, %trip: tensor<?xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %trip, %c0 : tensor<?xf32>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %data, %indices : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// Constant indices out of range (-5) stay in the loop too.
// IR-LABEL: func.func @constant_out_of_range_in_loop
// IR: scf.for
// IR-NEXT: gather.gather_elements
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/licm.mlir gather-run -e constant_out_of_range_in_loop --input=%t/data.npy --input=%t/no-trips.npy --print | FileCheck %s --check-prefix=CZERO --match-full-lines
// CZERO: policy error: exit 0
// CZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// CZERO-NEXT: policy clamp: exit 0
// CZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// RUN: %python %S/Inputs/same-runs.py --policies=error,clamp %s %t/licm.mlir gather-run -e constant_out_of_range_in_loop --input=%t/data.npy --input=%t/two-trips.npy --print | FileCheck %s --check-prefix=CTWO --match-full-lines -DFILE=%s
// CTWO: policy error: exit 1
// CTWO-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+11]]:10: index -5 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
// CTWO-NEXT: policy clamp: exit 0
// CTWO-NEXT: result #0: tensor<2xf32> = [8, 2]

func.func @constant_out_of_range_in_loop(%data: tensor<4xf32>, %trip: tensor<?xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %trip, %c0 : tensor<?xf32>
  %j = arith.constant dense<[3, -5]> : tensor<2xi32>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_elements %data, %j : (tensor<4xf32>, tensor<2xi32>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// In-range constant indices: hoisted, and the results do not change.
// IR-LABEL: func.func @constant_in_range_in_loop
// IR: gather.gather_elements
// IR-NEXT: scf.for
// RUN: %python %S/Inputs/same-runs.py %s %t/licm.mlir gather-run -e constant_in_range_in_loop --input=%t/data.npy --input=%t/two-trips.npy --print | FileCheck %s --check-prefix=HOISTED --match-full-lines
// HOISTED: policy error: exit 0
// HOISTED-NEXT: result #0: tensor<2xf32> = [8, 2]
// HOISTED-NEXT: policy clamp: exit 0
// HOISTED-NEXT: result #0: tensor<2xf32> = [8, 2]
// HOISTED-NEXT: policy unchecked: exit 0
// HOISTED-NEXT: result #0: tensor<2xf32> = [8, 2]
func.func @constant_in_range_in_loop(%data: tensor<4xf32>, %trip: tensor<?xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = tensor.dim %trip, %c0 : tensor<?xf32>
  %j = arith.constant dense<[3, -4]> : tensor<2xi32>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_elements %data, %j : (tensor<4xf32>, tensor<2xi32>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// affine-loop-invariant-code-motion consults memory effects alone: the
// gather's write of its failure report keeps it in an affine.for that runs
// zero times, so a correct program still succeeds.
// (affine.for does not bufferize with tensor iter_args: both programs run
// with their affine loops lowered to scf.)
// RUN: gather-opt %s --affine-loop-invariant-code-motion --mlir-print-debuginfo -o %t/affine-licm.mlir
// RUN: FileCheck %s --check-prefix=AFFINE < %t/affine-licm.mlir
// RUN: gather-opt %s --lower-affine --mlir-print-debuginfo -o %t/affine-before.mlir
// RUN: gather-opt %t/affine-licm.mlir --lower-affine --mlir-print-debuginfo -o %t/affine-after.mlir
// AFFINE-LABEL: func.func @affine_sum_in_loop
// AFFINE: affine.for
// AFFINE-NEXT: gather.gather_nd
// RUN: %python %S/Inputs/same-runs.py %t/affine-before.mlir %t/affine-after.mlir gather-run -e affine_sum_in_loop --input=%t/data.npy --input=%t/bad.npy --input=%t/no-trips.npy --print | FileCheck %s --check-prefix=AZERO --match-full-lines
// AZERO: policy error: exit 0
// AZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// AZERO-NEXT: policy clamp: exit 0
// AZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// AZERO-NEXT: policy unchecked: exit 0
// AZERO-NEXT: result #0: tensor<2xf32> = [0, 0]
// RUN: %python %S/Inputs/same-runs.py --policies=error %t/affine-before.mlir %t/affine-after.mlir gather-run -e affine_sum_in_loop --input=%t/data.npy --input=%t/bad.npy --input=%t/two-trips.npy --print | FileCheck %s --check-prefix=ATWOBAD --match-full-lines -DFILE=%s
// ATWOBAD: policy error: exit 1
// ATWOBAD-NEXT: gather-run: error: index out of bounds at [[FILE]]:[[@LINE+6]]:10: index 7 is outside the valid range [-4, 3] of data dimension 0 (element 1 of indices, row-major)
func.func @affine_sum_in_loop(%data: tensor<4xf32>, %indices: tensor<2x1xi64>, %trip: tensor<?xf32>) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %trip, %c0 : tensor<?xf32>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = affine.for %i = 0 to %n iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %data, %indices : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    affine.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}
