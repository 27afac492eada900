// RUN: gather-opt %s --canonicalize --split-input-file | FileCheck %s
// RUN: gather-opt %s --loop-invariant-code-motion --split-input-file | FileCheck %s --check-prefix=LICM

// A scatter folds to `data` only where it cannot fail (the gathers' rule):
// no update, and static shapes. With updates, or with a dynamic size that
// a run-time check must compare, it stays.

// CHECK-LABEL: func.func @no_updates
// CHECK-SAME: (%[[D:[^:]*]]: tensor<4x3xf32>
// CHECK-NOT: gather.scatter
// CHECK: return %[[D]], %[[D]]
func.func @no_updates(%d: tensor<4x3xf32>, %i: tensor<0x1xi64>, %u: tensor<0x3xf32>, %j: tensor<0x3xi32>, %v: tensor<0x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<4x3xf32>, tensor<0x1xi64>, tensor<0x3xf32>) -> tensor<4x3xf32>
  %1 = gather.scatter_elements %d, %j, %v : (tensor<4x3xf32>, tensor<0x3xi32>, tensor<0x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}

// CHECK-LABEL: func.func @kept
// CHECK: gather.scatter_nd
// CHECK: gather.scatter_nd
func.func @kept(%d: tensor<4x3xf32>, %i: tensor<2x1xi64>, %u: tensor<2x3xf32>, %e: tensor<?x1xi64>, %w: tensor<?x3xf32>) -> (tensor<4x3xf32>, tensor<4x3xf32>) {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x3xf32>, tensor<2x1xi64>, tensor<2x3xf32>) -> tensor<4x3xf32>
  %1 = gather.scatter_nd %d, %e, %w : (tensor<4x3xf32>, tensor<?x1xi64>, tensor<?x3xf32>) -> tensor<4x3xf32>
  return %0, %1 : tensor<4x3xf32>, tensor<4x3xf32>
}

// -----

// Loop-invariant code motion hoists a scatter that cannot fail (constant
// indices in range) and leaves one that may fail in the loop, where the
// program runs its check.
// LICM-LABEL: func.func @hoisting
// LICM-SAME: %[[I:[^:]*]]: tensor<2x1xi64>
// LICM: %[[C:.*]] = arith.constant dense<{{\[\[}}1], [-1]]> : tensor<2x1xi64>
// LICM-NEXT: gather.scatter_nd %{{.*}}, %[[C]], %
// LICM-NEXT: scf.for
// LICM-NEXT: gather.scatter_nd %{{.*}}, %[[I]], %
// LICM-NOT: gather.scatter_nd
// LICM: scf.yield
func.func @hoisting(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %u: tensor<2xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %good = arith.constant dense<[[1], [-1]]> : tensor<2x1xi64>
  %r:2 = scf.for %k = %c0 to %n step %c1 iter_args(%a = %d, %b = %d) -> (tensor<4xf32>, tensor<4xf32>) {
    %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
    %1 = gather.scatter_nd %d, %good, %u : (tensor<4xf32>, tensor<2x1xi64>, tensor<2xf32>) -> tensor<4xf32>
    scf.yield %0, %1 : tensor<4xf32>, tensor<4xf32>
  }
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xf32>
}
