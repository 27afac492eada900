// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg=on-out-of-bounds=unchecked --split-input-file | FileCheck %s

// Without checks a gather is one loop nest. When each index tuple addresses
// a slice (the data dimensions after b + k), an scf.forall over the tuples
// reads each tuple once, normalises and clamps it (a slice offset must not
// be negative), and moves the whole slice (extract_slice /
// parallel_insert_slice). Every function with a body gets the status record
// argument, whatever the policy.

// CHECK-LABEL: func.func @nd_slices
// CHECK-SAME: (%[[D:.*]]: tensor<2x3x4xi32>, %[[I:.*]]: tensor<2x1xi64>, %{{.*}}: memref<6xi64>)
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<2x4xi32>
// CHECK: %[[G:.*]] = scf.forall (%[[T:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[EMPTY]]) -> (tensor<2x4xi32>)
// CHECK: %[[V:.*]] = tensor.extract %[[I]][%[[T]], %{{.*}}] : tensor<2x1xi64>
// CHECK: %[[IV:.*]] = arith.index_cast %[[V]] : i64 to index
// CHECK: %[[NEG:.*]] = arith.cmpi slt, %[[IV]], %{{.*}}
// CHECK: %[[WRAP:.*]] = arith.addi %[[IV]], %{{.*}}
// CHECK: %[[N:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IV]]
// CHECK: %[[BELOW:.*]] = arith.minsi %[[N]], %{{.*}}
// CHECK: %[[C:.*]] = arith.maxsi %[[BELOW]], %{{.*}}
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[D]][%[[T]], %[[C]], 0] [1, 1, 4] [1, 1, 1] : tensor<2x3x4xi32> to tensor<1x4xi32>
// CHECK: scf.forall.in_parallel
// CHECK: tensor.parallel_insert_slice %[[SLICE]] into %[[OUT]][%[[T]], 0] [1, 4] [1, 1] : tensor<1x4xi32> into tensor<2x4xi32>
// CHECK: return %[[G]]
func.func @nd_slices(%d: tensor<2x3x4xi32>, %i: tensor<2x1xi64>) -> tensor<2x4xi32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<2x3x4xi32>, tensor<2x1xi64>) -> tensor<2x4xi32>
  return %0 : tensor<2x4xi32>
}

// -----

// A single tuple (rank-1 indices) needs no loop.
// CHECK-LABEL: func.func @nd_one_slice
// CHECK-NOT: scf.forall
// CHECK: tensor.extract_slice %{{.*}}[%{{.*}}, 0] [1, 8] [1, 1] : tensor<16x8xf32> to tensor<8xf32>
func.func @nd_one_slice(%d: tensor<16x8xf32>, %i: tensor<1xi64>) -> tensor<8xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<16x8xf32>, tensor<1xi64>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// When each tuple addresses one element (k = r - b), the gather is an
// element gather: an scf.forall over the result's rows and blocks of 4096
// elements of its innermost dimension, each iteration a sequential loop over
// its block (which LLVM vectorises) that reads the k components of a tuple,
// normalises them and inserts the data element.
// CHECK-LABEL: func.func @nd_elements
// CHECK-SAME: (%[[D:.*]]: tensor<?x?x?xf32>, %[[I:.*]]: tensor<?x?x3xi32>
// CHECK-DAG: %[[BLOCK:.*]] = arith.constant 4096 : index
// CHECK-DAG: %[[EMPTY:.*]] = tensor.empty(%{{.*}}, %{{.*}}) : tensor<?x?xf32>
// CHECK-DAG: %[[ROWS:.*]] = tensor.dim %[[EMPTY]], %{{.*}}
// CHECK-DAG: %[[COLUMNS:.*]] = tensor.dim %[[EMPTY]], %{{.*}}
// CHECK: %[[BLOCKS:.*]] = arith.ceildivui %[[COLUMNS]], %[[BLOCK]] : index
// CHECK: %[[G:.*]] = scf.forall (%[[ROW:.*]], %[[B:.*]]) in (%[[ROWS]], %[[BLOCKS]]) shared_outs(%[[OUT:.*]] = %[[EMPTY]]) -> (tensor<?x?xf32>) {
// CHECK:   %[[FIRST:.*]] = arith.muli %[[B]], %[[BLOCK]] : index
// CHECK:   %[[REST:.*]] = arith.subi %[[COLUMNS]], %[[FIRST]] : index
// CHECK:   %[[LENGTH:.*]] = arith.minui %[[REST]], %[[BLOCK]] : index
// CHECK:   %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][%[[ROW]], %[[FIRST]]] [1, %[[LENGTH]]] [1, 1] : tensor<?x?xf32> to tensor<1x?xf32>
// CHECK:   %[[FILLED:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[LENGTH]] step %{{.*}} iter_args(%[[ACC:.*]] = %[[SLICE]]) -> (tensor<1x?xf32>) {
// CHECK:     %[[COLUMN:.*]] = arith.addi %[[FIRST]], %[[J]] : index
// CHECK:     %[[A:.*]] = tensor.extract %[[I]][%[[ROW]], %[[COLUMN]], %{{.*}}] : tensor<?x?x3xi32>
// CHECK:     arith.index_cast %[[A]] : i32 to index
// CHECK:     %[[B1:.*]] = tensor.extract %[[I]][%[[ROW]], %[[COLUMN]], %{{.*}}] : tensor<?x?x3xi32>
// CHECK:     arith.index_cast %[[B1]] : i32 to index
// CHECK:     %[[C:.*]] = tensor.extract %[[I]][%[[ROW]], %[[COLUMN]], %{{.*}}] : tensor<?x?x3xi32>
// CHECK:     arith.index_cast %[[C]] : i32 to index
// CHECK:     %[[V:.*]] = tensor.extract %[[D]][%{{.*}}, %{{.*}}, %{{.*}}] : tensor<?x?x?xf32>
// CHECK:     %[[NEXT:.*]] = tensor.insert %[[V]] into %[[ACC]][%{{.*}}, %[[J]]] : tensor<1x?xf32>
// CHECK:     scf.yield %[[NEXT]] : tensor<1x?xf32>
// CHECK:   scf.forall.in_parallel {
// CHECK:     tensor.parallel_insert_slice %[[FILLED]] into %[[OUT]][%[[ROW]], %[[FIRST]]] [1, %[[LENGTH]]] [1, 1]
// CHECK:   scf.yield %[[G]]
// CHECK: } else {
// CHECK:   scf.yield %[[EMPTY]]
// CHECK: return
func.func @nd_elements(%d: tensor<?x?x?xf32>, %i: tensor<?x?x3xi32>) -> tensor<?x?xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x?x?xf32>, tensor<?x?x3xi32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Along the last axis: a static row shorter than a block is one block that
// starts at 0, of static length.
// CHECK-LABEL: func.func @elements_last_axis
// CHECK-SAME: (%[[D:.*]]: tensor<2x3xf64>, %[[I:.*]]: tensor<2x2xindex>
// CHECK: scf.forall (%[[ROW:.*]], %{{.*}}) in (2, 1) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<2x2xf64>) {
// CHECK:   %[[SLICE:.*]] = tensor.extract_slice %[[OUT]][%[[ROW]], %{{.*}}] [1, 2] [1, 1] : tensor<2x2xf64> to tensor<1x2xf64>
// CHECK:   scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[SLICE]]) -> (tensor<1x2xf64>) {
// CHECK:     %[[V:.*]] = tensor.extract %[[I]][%[[ROW]], %[[J]]] : tensor<2x2xindex>
// CHECK:     %[[NEG:.*]] = arith.cmpi slt, %[[V]]
// CHECK:     %[[N:.*]] = arith.select %[[NEG]], %{{.*}}, %[[V]]
// CHECK:     tensor.extract %[[D]][%[[ROW]], %[[N]]] : tensor<2x3xf64>
func.func @elements_last_axis(%d: tensor<2x3xf64>, %i: tensor<2x2xindex>) -> tensor<2x2xf64> {
  %0 = gather.gather_elements %d, %i {axis = -1 : i64} : (tensor<2x3xf64>, tensor<2x2xindex>) -> tensor<2x2xf64>
  return %0 : tensor<2x2xf64>
}

// -----

// Along an outer axis, rows of the result read the same columns of random
// data rows: the loop walks blocks of 1 KiB of columns (128 f64) down all
// rows, the block loop outermost, so that a block's columns of the data stay
// in the cache.
// CHECK-LABEL: func.func @elements_outer_axis
// CHECK-SAME: (%[[D:.*]]: tensor<9x300xf64>, %[[I:.*]]: tensor<5x300xi64>
// CHECK-DAG: %[[BLOCK:.*]] = arith.constant 128 : index
// CHECK: scf.forall (%[[B:.*]], %[[ROW:.*]]) in (3, 5) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<5x300xf64>) {
// CHECK:   %[[FIRST:.*]] = arith.muli %[[B]], %[[BLOCK]] : index
// CHECK:   %[[LENGTH:.*]] = arith.minui %{{.*}}, %[[BLOCK]] : index
// CHECK:   tensor.extract_slice %[[OUT]][%[[ROW]], %[[FIRST]]] [1, %[[LENGTH]]] [1, 1]
// CHECK:   scf.for %[[J:[^ ]*]] =
// CHECK:     %[[COLUMN:.*]] = arith.addi %[[FIRST]], %[[J]] : index
// CHECK:     %[[V:.*]] = tensor.extract %[[I]][%[[ROW]], %[[COLUMN]]] : tensor<5x300xi64>
// CHECK:     %[[N:.*]] = arith.select
// CHECK:     tensor.extract %[[D]][%[[N]], %[[COLUMN]]] : tensor<9x300xf64>
func.func @elements_outer_axis(%d: tensor<9x300xf64>, %i: tensor<5x300xi64>) -> tensor<5x300xf64> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<9x300xf64>, tensor<5x300xi64>) -> tensor<5x300xf64>
  return %0 : tensor<5x300xf64>
}

// -----

// A rank-0 result (a single tuple of k = r indices) needs no loop.
// CHECK-LABEL: func.func @nd_scalar
// CHECK-NOT: scf.forall
// CHECK: %[[V:.*]] = tensor.extract %{{.*}}[%{{.*}}, %{{.*}}] : tensor<4x5xi16>
// CHECK: tensor.insert %[[V]] into %{{.*}}[] : tensor<i16>
func.func @nd_scalar(%d: tensor<4x5xi16>, %i: tensor<2xi64>) -> tensor<i16> {
  %0 = gather.gather_nd %d, %i : (tensor<4x5xi16>, tensor<2xi64>) -> tensor<i16>
  return %0 : tensor<i16>
}

// -----

// Dynamic result sizes come from reifyResultShapes. The verifier cannot
// bound their bytes, so the lowering does, under every policy: 4 bytes x N x
// 8 must not pass 2^63-1 (each partial product taken with its high half,
// and an empty result always fits), else the status record gets code 3
// (GATHER_STATUS_RESULT_TOO_LARGE), the result is allocated empty and
// nothing is gathered.
// CHECK-LABEL: func.func @dynamic_result
// CHECK-SAME: (%[[D:.*]]: tensor<?x8xf32>, %[[I:.*]]: tensor<?x1xi64>, %[[S:.*]]: memref<6xi64>)
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[N:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK: %[[N64:.*]] = arith.index_cast %[[N]] : index to i64
// CHECK: %[[LOW:.*]], %[[HIGH:.*]] = arith.mului_extended %{{.*}}, %[[N64]] : i64
// CHECK: arith.mului_extended %[[LOW]], %{{.*}} : i64
// CHECK: %[[NO_OVERFLOW:.*]] = arith.xori
// CHECK: %[[FITS:.*]] = arith.ori %{{.*}}, %[[NO_OVERFLOW]] : i1
// CHECK: %[[SIZE:.*]] = arith.select %[[FITS]], %[[N]], %{{.*}} : index
// CHECK: %[[EMPTY:.*]] = tensor.empty(%[[SIZE]]) : tensor<?x8xf32>
// CHECK: %[[TOO_LARGE:.*]] = arith.xori %[[FITS]], %{{.*}} : i1
// CHECK: scf.if %[[TOO_LARGE]] {
// CHECK:   %[[BEFORE:.*]] = memref.atomic_rmw addi %{{.*}}, %[[S]]
// CHECK:   %[[FIRST:.*]] = arith.cmpi eq, %[[BEFORE]]
// CHECK:   scf.if %[[FIRST]] {
// CHECK:     %[[REST:.*]] = arith.constant 2 : i64
// CHECK:     memref.atomic_rmw addi %[[REST]], %[[S]]
// CHECK:     memref.store %{{.*}}, %[[S]]
// CHECK: %[[R:.*]] = scf.if %[[FITS]] -> (tensor<?x8xf32>) {
// CHECK:   scf.forall
// CHECK: } else {
// CHECK:   scf.yield %[[EMPTY]]
// CHECK: return %[[R]]
func.func @dynamic_result(%d: tensor<?x8xf32>, %i: tensor<?x1xi64>) -> tensor<?x8xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<?x8xf32>, tensor<?x1xi64>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}
