// Upstream passes that move, speculate or delete ops see the gather ops as
// they are: they read no memory, but running one may fail (an index out of
// range, a size that differs at run time), and then it writes its failure
// report. So where a gather may fail it is not speculatable and has a write
// effect (on the gather.status resource), which passes that consult only
// memory effects respect too; where it cannot fail (static operand shapes,
// and empty indices or constant indices that are all in range) it is pure.

// RUN: gather-opt %s --allow-unregistered-dialect --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM
// RUN: gather-opt %s --allow-unregistered-dialect --affine-loop-invariant-code-motion | FileCheck %s --check-prefix=AFFINE
// RUN: gather-opt %s --allow-unregistered-dialect --control-flow-sink | FileCheck %s --check-prefix=SINK
// RUN: gather-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s --check-prefix=DEAD
// RUN: gather-opt %s --allow-unregistered-dialect --remove-dead-values | FileCheck %s --check-prefix=DEAD
// RUN: gather-opt %s --allow-unregistered-dialect --cse | FileCheck %s --check-prefix=CSE

// Indices known only at run time: the gather stays in the loop, which may
// run zero times.
// LICM-LABEL: func.func @licm_keeps_unknown_indices
// LICM: scf.for
// LICM-NEXT: gather.gather_nd
func.func @licm_keeps_unknown_indices(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// Constant indices, all in range (-4 is the first element), static shapes:
// nothing can fail, so the gather is hoisted.
// LICM-LABEL: func.func @licm_hoists_in_range_constant_indices
// LICM: gather.gather_nd
// LICM-NEXT: scf.for
func.func @licm_hoists_in_range_constant_indices(%d: tensor<4xf32>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.constant dense<[[3], [-4]]> : tensor<2x1xi64>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// gather.gather follows the same rule: a 0-d constant index in range is
// hoisted.
// LICM-LABEL: func.func @licm_hoists_gather_in_range_scalar_index
// LICM: gather.gather
// LICM-NEXT: scf.for
func.func @licm_hoists_gather_in_range_scalar_index(%d: tensor<4x3xf32>, %n: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.constant dense<-4> : tensor<i64>
  %init = arith.constant dense<0.0> : tensor<3xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<3xf32> {
    %g = gather.gather %d, %i : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
    %s = arith.addf %acc, %g : tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// and one out of range (4 of 4) is not.
// LICM-LABEL: func.func @licm_keeps_gather_out_of_range_scalar_index
// LICM: scf.for
// LICM-NEXT: gather.gather
func.func @licm_keeps_gather_out_of_range_scalar_index(%d: tensor<4x3xf32>, %n: index) -> tensor<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.constant dense<4> : tensor<i64>
  %init = arith.constant dense<0.0> : tensor<3xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<3xf32> {
    %g = gather.gather %d, %i : (tensor<4x3xf32>, tensor<i64>) -> tensor<3xf32>
    %s = arith.addf %acc, %g : tensor<3xf32>
    scf.yield %s : tensor<3xf32>
  }
  return %r : tensor<3xf32>
}

// A constant index out of range (4, and -5) would fail: not hoisted.
// LICM-LABEL: func.func @licm_keeps_out_of_range_constant_indices
// LICM: scf.for
// LICM-NEXT: gather.gather_nd
// LICM: scf.for
// LICM-NEXT: gather.gather_elements
func.func @licm_keeps_out_of_range_constant_indices(%d: tensor<4xf32>, %n: index) -> (tensor<2xf32>, tensor<2xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.constant dense<[[3], [4]]> : tensor<2x1xi64>
  %j = arith.constant dense<[0, -5]> : tensor<2xi32>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  %q = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_elements %d, %j : (tensor<4xf32>, tensor<2xi32>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r, %q : tensor<2xf32>, tensor<2xf32>
}

// Dynamic data: the indices may be out of range of the run-time size.
// LICM-LABEL: func.func @licm_keeps_dynamic_data
// LICM: scf.for
// LICM-NEXT: gather.gather_elements
func.func @licm_keeps_dynamic_data(%d: tensor<?xf32>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %j = arith.constant dense<[0, 1]> : tensor<2xi64>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_elements %d, %j : (tensor<?xf32>, tensor<2xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// Constant indices in range of the static dimension, but data's batch
// dimension may differ from theirs at run time.
// LICM-LABEL: func.func @licm_keeps_dynamic_batch
// LICM: scf.for
// LICM-NEXT: gather.gather_nd
func.func @licm_keeps_dynamic_batch(%d: tensor<?x4xf32>, %n: index) -> tensor<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = arith.constant dense<[[0], [1]]> : tensor<2x1xi64>
  %init = arith.constant dense<0.0> : tensor<2xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<2xf32> {
    %g = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    %s = arith.addf %acc, %g : tensor<2xf32>
    scf.yield %s : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// Empty indices hold no index to check: hoisted.
// LICM-LABEL: func.func @licm_hoists_empty_result
// LICM: gather.gather_elements
// LICM-NEXT: scf.for
func.func @licm_hoists_empty_result(%d: tensor<4x3xf32>, %j: tensor<4x0xi64>, %n: index) -> tensor<4x0xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<4x0xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<4x0xf32> {
    %g = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<4x3xf32>, tensor<4x0xi64>) -> tensor<4x0xf32>
    scf.yield %g : tensor<4x0xf32>
  }
  return %r : tensor<4x0xf32>
}

// Empty slices, but index values that the error policy checks: not
// hoisted.
// LICM-LABEL: func.func @licm_keeps_empty_slices
// LICM: scf.for
// LICM-NEXT: gather.gather_nd
func.func @licm_keeps_empty_slices(%d: tensor<4x0xf32>, %i: tensor<3x1xi64>, %n: index) -> tensor<3x0xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = tensor.empty() : tensor<3x0xf32>
  %r = scf.for %iv = %c0 to %n step %c1 iter_args(%acc = %init) -> tensor<3x0xf32> {
    %g = gather.gather_nd %d, %i : (tensor<4x0xf32>, tensor<3x1xi64>) -> tensor<3x0xf32>
    scf.yield %g : tensor<3x0xf32>
  }
  return %r : tensor<3x0xf32>
}

// Sinking into the only branch that uses the gather would skip its checks
// when the other branch runs: a gather that may fail stays.
// SINK-LABEL: func.func @sink_keeps_checks
// SINK-NEXT: gather.gather_nd
// SINK-NEXT: scf.if
func.func @sink_keeps_checks(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %c: i1, %z: tensor<2xf32>) -> tensor<2xf32> {
  %g = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %r = scf.if %c -> tensor<2xf32> {
    scf.yield %g : tensor<2xf32>
  } else {
    scf.yield %z : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// One that cannot fail sinks.
// SINK-LABEL: func.func @sink_into_branch
// SINK-NEXT: scf.if
// SINK: gather.gather_nd
// SINK-NEXT: scf.yield
func.func @sink_into_branch(%d: tensor<4xf32>, %c: i1, %z: tensor<2xf32>) -> tensor<2xf32> {
  %i = arith.constant dense<[[3], [-4]]> : tensor<2x1xi64>
  %g = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %r = scf.if %c -> tensor<2xf32> {
    scf.yield %g : tensor<2xf32>
  } else {
    scf.yield %z : tensor<2xf32>
  }
  return %r : tensor<2xf32>
}

// An unused gather that may fail is kept for its checks (the lowering then
// emits the checks alone); one that cannot fail is deleted.
// DEAD-LABEL: func.func @dead_gathers
// DEAD-NEXT: gather.gather_nd
// DEAD-NEXT: gather.gather_elements
// DEAD-NEXT: return
func.func @dead_gathers(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>, %j: tensor<4x2xi32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  %1 = gather.gather_elements %d, %j {axis = 1 : i64} : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  %k = arith.constant dense<[[1, 0], [7, 7], [0, 0], [-8, 2]]> : tensor<4x2xi32>
  %2 = gather.gather_elements %d, %k {axis = 1 : i64} : (tensor<4x8xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return
}

// Two equal gathers that cannot fail are one; two that may fail are two
// writes of the failure report, which CSE keeps apart.
// CSE-LABEL: func.func @cse_equal_gathers
// CSE: %[[G:.*]] = gather.gather_nd
// CSE-NOT: gather.gather_nd
// CSE: return %[[G]], %[[G]]
func.func @cse_equal_gathers(%d: tensor<4x8xf32>) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %i = arith.constant dense<[[3], [-4]]> : tensor<2x1xi64>
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<2x1xi64>) -> tensor<2x8xf32>
  %1 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<2x1xi64>) -> tensor<2x8xf32>
  return %0, %1 : tensor<2x8xf32>, tensor<2x8xf32>
}

// CSE-LABEL: func.func @cse_keeps_checked_gathers
// CSE-COUNT-2: gather.gather_nd
func.func @cse_keeps_checked_gathers(%d: tensor<4x8xf32>, %i: tensor<3x1xi64>) -> (tensor<3x8xf32>, tensor<3x8xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  %1 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
  return %0, %1 : tensor<3x8xf32>, tensor<3x8xf32>
}

// affine-loop-invariant-code-motion hoists every op free of memory effects
// without asking whether it is speculatable: the write effect keeps a
// gather that may fail in a loop that may run zero times.
// AFFINE-LABEL: func.func @affine_licm_keeps_unknown_indices
// AFFINE: affine.for
// AFFINE-NEXT: gather.gather
func.func @affine_licm_keeps_unknown_indices(%d: tensor<4x3xf32>, %i: tensor<2xi64>, %n: index) {
  affine.for %iv = 0 to %n {
    %g = gather.gather %d, %i : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    "test.use"(%g) : (tensor<2x3xf32>) -> ()
  }
  return
}

// One that cannot fail is hoisted.
// AFFINE-LABEL: func.func @affine_licm_hoists_in_range
// AFFINE: gather.gather
// AFFINE-NEXT: affine.for
func.func @affine_licm_hoists_in_range(%d: tensor<4x3xf32>, %n: index) {
  %i = arith.constant dense<[3, -4]> : tensor<2xi64>
  affine.for %iv = 0 to %n {
    %g = gather.gather %d, %i : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
    "test.use"(%g) : (tensor<2x3xf32>) -> ()
  }
  return
}
