// RUN: gather-opt %s -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: gather-opt %s -split-input-file -mlir-print-op-generic | gather-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: gather-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims | FileCheck %s --check-prefix=REIFY
// RUN: gather-opt %s -split-input-file -loop-invariant-code-motion -canonicalize | FileCheck %s --check-prefix=LICM

// gather.embedding_bag as IR: every mode, both forms of bags, optional
// per_sample_weights, padding_idx and include_last_offset round trip;
// result sizes reify (bags from offsets, less the closing one, or from 2-D
// indices; columns from weight); effects and speculation follow the
// cannot-fail rule: an op of constant ids and offsets that hold is hoisted
// out of a loop, erased unused, and folds where its result needs no
// arithmetic; others stay for their checks.

// ROUND-LABEL: func.func @sum_weighted
// ROUND: gather.embedding_bag sum %{{.*}}, %{{.*}} offsets(%{{.*}}) per_sample_weights(%{{.*}}) {padding_idx = -1 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi32>, tensor<3xf32>) -> tensor<2x8xf32>{{$}}
func.func @sum_weighted(%w: tensor<4x8xf32>, %i: tensor<3xi64>, %o: tensor<2xi32>, %p: tensor<3xf32>) -> tensor<2x8xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) per_sample_weights(%p) {padding_idx = -1 : i64} : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi32>, tensor<3xf32>) -> tensor<2x8xf32>
  return %0 : tensor<2x8xf32>
}

// -----

// ROUND-LABEL: func.func @max_fixed_bags
// ROUND: gather.embedding_bag max %{{.*}}, %{{.*}} : (tensor<?x8xf16>, tensor<5x3xi32>) -> tensor<?x8xf16>{{$}}
// REIFY-LABEL: func.func @max_fixed_bags
// REIFY: %[[C5:.*]] = arith.constant 5 : index
// REIFY: return %[[C5]]
func.func @max_fixed_bags(%w: tensor<?x8xf16>, %i: tensor<5x3xi32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = gather.embedding_bag max %w, %i : (tensor<?x8xf16>, tensor<5x3xi32>) -> tensor<?x8xf16>
  %d = tensor.dim %0, %c0 : tensor<?x8xf16>
  return %d : index
}

// -----

// ROUND-LABEL: func.func @mean_last_offset
// ROUND: gather.embedding_bag mean %{{.*}}, %{{.*}} offsets(%{{.*}}) {include_last_offset} : (tensor<?x?xbf16>, tensor<?xi32>, tensor<?xi64>) -> tensor<?x?xbf16>{{$}}
// REIFY-LABEL: func.func @mean_last_offset
// REIFY-SAME: (%[[W:.*]]: tensor<?x?xbf16>, %[[I:.*]]: tensor<?xi32>, %[[O:.*]]: tensor<?xi64>)
// REIFY-DAG: %[[OFFSETS:.*]] = tensor.dim %[[O]], %c0
// REIFY-DAG: %[[BAGS:.*]] = affine.apply #{{.*}}()[%[[OFFSETS]]]
// REIFY-DAG: %[[COLUMNS:.*]] = tensor.dim %[[W]], %c1
// REIFY: return %[[BAGS]], %[[COLUMNS]]
func.func @mean_last_offset(%w: tensor<?x?xbf16>, %i: tensor<?xi32>, %o: tensor<?xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.embedding_bag mean %w, %i offsets(%o) {include_last_offset} : (tensor<?x?xbf16>, tensor<?xi32>, tensor<?xi64>) -> tensor<?x?xbf16>
  %b = tensor.dim %0, %c0 : tensor<?x?xbf16>
  %d = tensor.dim %0, %c1 : tensor<?x?xbf16>
  return %b, %d : index, index
}

// -----

// Constant ids in range and offsets that hold: it cannot fail, so it
// leaves the loop; with ids from an argument it stays in it.
// LICM-LABEL: func.func @hoisting
// LICM: gather.embedding_bag sum %{{.*}}, %{{.*}} offsets(%{{.*}}) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>)
// LICM: scf.for
// LICM: gather.embedding_bag sum %{{.*}}, %{{.*}} offsets(%{{.*}}) : (tensor<4x8xf32>, tensor<?xi64>, tensor<2xi64>)
// LICM: scf.yield
func.func @hoisting(%w: tensor<4x8xf32>, %i: tensor<?xi64>, %n: index) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<[3, 0, 1]> : tensor<3xi64>
  %o = arith.constant dense<[0, 2]> : tensor<2xi64>
  %a0 = tensor.empty() : tensor<2x8xf32>
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %a0, %b = %a0) -> (tensor<2x8xf32>, tensor<2x8xf32>) {
    %x = gather.embedding_bag sum %w, %k offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
    %y = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<?xi64>, tensor<2xi64>) -> tensor<2x8xf32>
    scf.yield %x, %y : tensor<2x8xf32>, tensor<2x8xf32>
  }
  return %r#0, %r#1 : tensor<2x8xf32>, tensor<2x8xf32>
}

// -----

// Unused: the one that cannot fail goes; an id out of range, decreasing
// offsets and ids not known keep theirs for their checks.
// LICM-LABEL: func.func @unused
// LICM-DAG: %[[BAD:.*]] = arith.constant dense<[3, 4, 1]>
// LICM-DAG: %[[GOOD:.*]] = arith.constant dense<[3, 0, 1]>
// LICM: gather.embedding_bag sum %{{.*}}, %[[BAD]] offsets
// LICM-NEXT: gather.embedding_bag sum %{{.*}}, %[[GOOD]] offsets(%{{.*}}) : (tensor<4x8xf32>, tensor<3xi64>, tensor<3xi64>)
// LICM-NEXT: gather.embedding_bag mean
// LICM-NEXT: return
func.func @unused(%w: tensor<4x8xf32>, %i: tensor<3xi64>) {
  %good = arith.constant dense<[3, 0, 1]> : tensor<3xi64>
  %bad = arith.constant dense<[3, 4, 1]> : tensor<3xi64>
  %o = arith.constant dense<[0, 2]> : tensor<2xi64>
  %down = arith.constant dense<[0, 2, 1]> : tensor<3xi64>
  %0 = gather.embedding_bag sum %w, %good offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  %1 = gather.embedding_bag sum %w, %bad offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  %2 = gather.embedding_bag sum %w, %good offsets(%down) : (tensor<4x8xf32>, tensor<3xi64>, tensor<3xi64>) -> tensor<3x8xf32>
  %3 = gather.embedding_bag mean %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return
}

// -----

// Folds where it cannot fail: a result without elements (no bags), one
// whose bags hold no ids (zeros); not with ids it does not know.
// LICM-LABEL: func.func @folds
// LICM-DAG: %[[NONE:.*]] = arith.constant dense<> : tensor<0x8xf32>
// LICM-DAG: %[[ZEROS:.*]] = arith.constant dense<0.000000e+00> : tensor<3x8xf16>
// LICM: %[[KEPT:.*]] = gather.embedding_bag sum
// LICM: return %[[NONE]], %[[ZEROS]], %[[KEPT]]
func.func @folds(%w: tensor<4x8xf32>, %h: tensor<4x8xf16>, %i: tensor<3xi64>) -> (tensor<0x8xf32>, tensor<3x8xf16>, tensor<2x8xf32>) {
  %ids = arith.constant dense<[0, 1]> : tensor<2xi64>
  %none = arith.constant dense<> : tensor<0xi64>
  %no_ids = arith.constant dense<> : tensor<3x0xi64>
  %o = arith.constant dense<[0, 2]> : tensor<2xi64>
  %0 = gather.embedding_bag sum %w, %ids offsets(%none) : (tensor<4x8xf32>, tensor<2xi64>, tensor<0xi64>) -> tensor<0x8xf32>
  %1 = gather.embedding_bag max %h, %no_ids : (tensor<4x8xf16>, tensor<3x0xi64>) -> tensor<3x8xf16>
  %2 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<4x8xf32>, tensor<3xi64>, tensor<2xi64>) -> tensor<2x8xf32>
  return %0, %1, %2 : tensor<0x8xf32>, tensor<3x8xf16>, tensor<2x8xf32>
}
