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

// -----

// A scatter of small constants that cannot fail folds to the constant it
// computes: updates land in row-major order (the last duplicate wins under
// none), negative indices count from the end, and each reduction combines
// as the lowering does (wrapping integers, or/and on i1, unsigned max,
// f16 through f32 rounded once, NaN-propagating max).
// CHECK-LABEL: func.func @constants
// CHECK-NOT: gather.scatter
// CHECK-DAG: arith.constant dense<[9.000000e+00, 1.000000e+00, 7.000000e+00, 3.000000e+00]> : tensor<4xf32>
// CHECK-DAG: arith.constant dense<{{\[\[}}1, 12, 3], [4, 5, 36]]> : tensor<2x3xi32>
// CHECK-DAG: arith.constant dense<[-128, 127, 2]> : tensor<3xi8>
// CHECK-DAG: arith.constant dense<[true, false, true]> : tensor<3xi1>
// CHECK-DAG: arith.constant dense<[200, 7]> : tensor<2xui8>
// CHECK-DAG: arith.constant dense<[0x7FC00000, 2.000000e+00]> : tensor<2xf32>
// CHECK-DAG: arith.constant dense<[1.001950e+00, 0.000000e+00]> : tensor<2xf16>
// CHECK-DAG: arith.constant dense<[(5.000000e+00,6.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<2xcomplex<f32>>
func.func @constants() -> (tensor<4xf32>, tensor<2x3xi32>, tensor<3xi8>, tensor<3xi1>, tensor<2xui8>, tensor<2xf32>, tensor<2xf16>, tensor<2xcomplex<f32>>) {
  %d = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %i = arith.constant dense<[[2], [0], [-4]]> : tensor<3x1xi64>
  %u = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<4xf32>

  %d1 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %i1 = arith.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %u1 = arith.constant dense<[[6], [6]]> : tensor<2x1xi32>
  %1 = gather.scatter_elements %d1, %i1, %u1 reduction(mul) {axis = -1 : i64} : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>

  %d2 = arith.constant dense<[127, 126, 1]> : tensor<3xi8>
  %i2 = arith.constant dense<[[0], [1], [2], [1]]> : tensor<4x1xindex>
  %u2 = arith.constant dense<[1, 1, 1, 0]> : tensor<4xi8>
  %2 = gather.scatter_nd %d2, %i2, %u2 reduction(add) : (tensor<3xi8>, tensor<4x1xindex>, tensor<4xi8>) -> tensor<3xi8>

  %d3 = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %i3 = arith.constant dense<[[0], [1]]> : tensor<2x1xi64>
  %u3 = arith.constant dense<[true, false]> : tensor<2xi1>
  %3 = gather.scatter_nd %d3, %i3, %u3 reduction(max) : (tensor<3xi1>, tensor<2x1xi64>, tensor<2xi1>) -> tensor<3xi1>
  %4 = gather.scatter_nd %3, %i3, %u3 reduction(min) : (tensor<3xi1>, tensor<2x1xi64>, tensor<2xi1>) -> tensor<3xi1>

  %d5 = arith.constant dense<[100, 7]> : tensor<2xui8>
  %i5 = arith.constant dense<[[0]]> : tensor<1x1xi64>
  %u5 = arith.constant dense<[200]> : tensor<1xui8>
  %5 = gather.scatter_nd %d5, %i5, %u5 reduction(max) : (tensor<2xui8>, tensor<1x1xi64>, tensor<1xui8>) -> tensor<2xui8>

  %d6 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u6 = arith.constant dense<[0x7FC00000]> : tensor<1xf32>
  %6 = gather.scatter_nd %d6, %i5, %u6 reduction(max) : (tensor<2xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<2xf32>

  %d7 = arith.constant dense<[1.0, 0.0]> : tensor<2xf16>
  %i7 = arith.constant dense<[[0], [0]]> : tensor<2x1xi64>
  %u7 = arith.constant dense<[0.0009765625, 0.0009765625]> : tensor<2xf16>
  %7 = gather.scatter_nd %d7, %i7, %u7 reduction(add) : (tensor<2xf16>, tensor<2x1xi64>, tensor<2xf16>) -> tensor<2xf16>

  %d8 = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %u8 = arith.constant dense<[(5.0, 6.0)]> : tensor<1xcomplex<f32>>
  %8 = gather.scatter_nd %d8, %i5, %u8 : (tensor<2xcomplex<f32>>, tensor<1x1xi64>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  return %0, %1, %2, %4, %5, %6, %7, %8 : tensor<4xf32>, tensor<2x3xi32>, tensor<3xi8>, tensor<3xi1>, tensor<2xui8>, tensor<2xf32>, tensor<2xf16>, tensor<2xcomplex<f32>>
}

// A complex reduction, an index out of range, and data beyond the size
// limit (1024 elements) keep their scatters: the lowering computes or
// checks them.
// CHECK-LABEL: func.func @kept_constants
// CHECK-COUNT-3: gather.scatter_nd
func.func @kept_constants() -> (tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<1025xf32>) {
  %i = arith.constant dense<[[0]]> : tensor<1x1xi64>
  %d = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %u = arith.constant dense<[(5.0, 6.0)]> : tensor<1xcomplex<f32>>
  %0 = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<2xcomplex<f32>>, tensor<1x1xi64>, tensor<1xcomplex<f32>>) -> tensor<2xcomplex<f32>>
  %bad = arith.constant dense<[[2]]> : tensor<1x1xi64>
  %d1 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u1 = arith.constant dense<[5.0]> : tensor<1xf32>
  %1 = gather.scatter_nd %d1, %bad, %u1 : (tensor<2xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<2xf32>
  %big = arith.constant dense<1.0> : tensor<1025xf32>
  %2 = gather.scatter_nd %big, %i, %u1 : (tensor<1025xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<1025xf32>
  return %0, %1, %2 : tensor<2xcomplex<f32>>, tensor<2xf32>, tensor<1025xf32>
}
