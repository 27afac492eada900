// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --cse --split-input-file | FileCheck %s

// Under the default `error` policy a slice gather first finds with an
// or-reduction over the indices whether any lies outside [-s, s-1], and
// runs only if none does. Otherwise a second reduction finds the first bad
// one for the status record and the result is zero-filled.

// CHECK-LABEL: func.func @nd_checked
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<5x1xi64>, %[[S:.*]]: memref<6xi64>)
// CHECK: %[[FALSE:.*]] = arith.constant false
// CHECK: %[[NOBAD:.*]] = tensor.from_elements %[[FALSE]] : tensor<i1>
// CHECK: %[[ANY:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[I]] : tensor<5x1xi64>) outs(%[[NOBAD]] : tensor<i1>)
// CHECK: arith.cmpi slt
// CHECK: arith.cmpi sge
// CHECK: arith.ori
// CHECK: arith.ori
// CHECK: %[[BADFOUND:.*]] = tensor.extract %[[ANY]][] : tensor<i1>
// CHECK: %[[R:.*]] = scf.if %[[BADFOUND]] -> (tensor<5x3xf32>) {
// CHECK:   %[[NONE:.*]] = arith.constant 9223372036854775807 : index
// CHECK:   %[[INIT:.*]] = tensor.from_elements %[[NONE]] : tensor<index>
// CHECK:   %[[RED:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[I]] : tensor<5x1xi64>) outs(%[[INIT]] : tensor<index>)
// CHECK:     arith.select
// CHECK:     arith.minsi
// CHECK:   %[[FIRST:.*]] = tensor.extract %[[RED]][] : tensor<index>
// CHECK:   %[[POS:.*]]:2 = affine.delinearize_index %[[FIRST]] into (5, 1)
// CHECK:   %[[BAD:.*]] = tensor.extract %[[I]][%[[POS]]#0, %[[POS]]#1]
// The record is claimed with atomic adds (threads may fail at once): +1,
// and the claimant that found 0 writes the other five fields (an index
// failure's code is that 1); the others take their 1 back.
// CHECK:   %[[BEFORE:.*]] = memref.atomic_rmw addi %{{.*}}, %[[S]][%{{.*}}] : (i64, memref<6xi64>) -> i64
// CHECK:   %[[FRESH:.*]] = arith.cmpi eq, %[[BEFORE]], %{{.*}} : i64
// CHECK:   scf.if %[[FRESH]] {
// CHECK-NOT: memref.atomic_rmw
// CHECK-COUNT-5: memref.store %{{.*}}, %[[S]]
// CHECK:   } else {
// CHECK:     memref.atomic_rmw addi %{{.*}}, %[[S]][%{{.*}}] : (i64, memref<6xi64>) -> i64
// CHECK:   }
// CHECK:   %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:   linalg.fill ins(%[[ZERO]] : f32)
// CHECK: } else {
// CHECK:   %[[G:.*]] = scf.forall
// CHECK:     tensor.extract_slice %[[D]]
// CHECK:   scf.yield %[[G]]
// CHECK: }
// CHECK: return %[[R]]
func.func @nd_checked(%d: tensor<4x3xf32>, %i: tensor<5x1xi64>) -> tensor<5x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// A tile of a gather (its indices a unit-stride slice of a larger tensor,
// as tiling makes them) reports a bad index at its position in that tensor:
// the tile's coordinates plus the slice offsets, linearised over the
// tensor's sizes.
// CHECK-LABEL: func.func @tile_reports_whole_position
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<9x1xi64>, %[[OFF:[^:]*]]: index
// CHECK: %[[T:.*]] = tensor.extract_slice %[[I]][%[[OFF]], 0] [5, 1] [1, 1]
// CHECK: %[[POS:.*]]:2 = affine.delinearize_index %{{.*}} into (5, 1)
// CHECK: %[[ROW:.*]] = arith.addi %[[POS]]#0, %[[OFF]] : index
// CHECK: %[[WHOLE:.*]] = affine.linearize_index disjoint [%[[ROW]], %[[POS]]#1] by (9, 1) : index
// CHECK: %[[REPORTED:.*]] = arith.index_cast %[[WHOLE]] : index to i64
// CHECK: %[[C5:.*]] = arith.constant 5 : index
// CHECK: memref.store %[[REPORTED]], %{{.*}}[%[[C5]]] : memref<6xi64>
func.func @tile_reports_whole_position(%d: tensor<4x3xf32>, %i: tensor<9x1xi64>, %off: index) -> tensor<5x3xf32> {
  %t = tensor.extract_slice %i[%off, 0] [5, 1] [1, 1] : tensor<9x1xi64> to tensor<5x1xi64>
  %0 = gather.gather_nd %d, %t : (tensor<4x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// An element gather checks each index as it reads it: an out-of-range one
// reads at 0 instead (never outside data), each block or-reduces its bad
// flags, and a block with a bad one sets a stack cell, atomically since
// blocks run on threads. Only when the cell is set after the loop does the
// reduction that finds the first bad index run, before the gathered result
// is zero-filled.
// CHECK-LABEL: func.func @elements_checked
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<4x2xi32>, %[[S:.*]]: memref<6xi64>)
// CHECK: %[[CELL:.*]] = memref.alloca() : memref<i8>
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[CLEAR:.*]] = arith.constant 0 : i8
// CHECK: memref.store %[[CLEAR]], %[[CELL]][] : memref<i8>
// CHECK: %[[G:.*]] = scf.forall (%[[ROW:.*]], %{{.*}}) in (4, 1) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<4x2xf32>) {
// CHECK:   %[[FALSE:.*]] = arith.constant false
// CHECK:   %[[BLOCK:.*]]:2 = scf.for %[[J:[^ ]*]] = {{.*}} iter_args(%[[ACC:.*]] = %{{.*}}, %[[SOFAR:.*]] = %[[FALSE]]) -> (tensor<1x2xf32>, i1) {
// CHECK:     %[[RAW:.*]] = tensor.extract %[[I]][%[[ROW]], %[[J]]] : tensor<4x2xi32>
// CHECK:     %[[IDX:.*]] = arith.index_cast %[[RAW]] : i32 to index
// CHECK:     %[[NEG:.*]] = arith.cmpi slt, %[[IDX]], %{{.*}} : index
// CHECK:     %[[WRAP:.*]] = arith.addi %[[IDX]], %[[C3]] : index
// CHECK:     %[[N:.*]] = arith.select %[[NEG]], %[[WRAP]], %[[IDX]] : index
// CHECK:     %[[BAD:.*]] = arith.cmpi uge, %[[N]], %[[C3]] : index
// CHECK:     %[[SAFE:.*]] = arith.select %[[BAD]], %{{.*}}, %[[N]] : index
// CHECK:     %[[V:.*]] = tensor.extract %[[D]][%[[ROW]], %[[SAFE]]] : tensor<4x3xf32>
// CHECK:     %[[NEXT:.*]] = tensor.insert %[[V]] into %[[ACC]][%{{.*}}, %[[J]]] : tensor<1x2xf32>
// CHECK:     %[[ANY:.*]] = arith.ori %[[SOFAR]], %[[BAD]] : i1
// CHECK:     scf.yield %[[NEXT]], %[[ANY]] : tensor<1x2xf32>, i1
// CHECK:   scf.if %[[BLOCK]]#1 {
// CHECK:     memref.atomic_rmw ori %{{.*}}, %[[CELL]][] : (i8, memref<i8>) -> i8
// CHECK:   scf.forall.in_parallel {
// CHECK:     tensor.parallel_insert_slice %[[BLOCK]]#0 into %[[OUT]]
// CHECK: %[[CELLVALUE:.*]] = memref.load %[[CELL]][] : memref<i8>
// CHECK: %[[FAILED:.*]] = arith.trunci %[[CELLVALUE]] : i8 to i1
// CHECK: %[[R:.*]] = scf.if %[[FAILED]] -> (tensor<4x2xf32>) {
// CHECK:   linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%{{.*}} : tensor<8xi32>)
// CHECK:     arith.minsi
// CHECK:   scf.if
// CHECK-COUNT-5: memref.store %{{.*}}, %[[S]]
// CHECK:   %[[ZEROS:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[G]] : tensor<4x2xf32>) -> tensor<4x2xf32>
// CHECK:   scf.yield %[[ZEROS]]
// CHECK: } else {
// CHECK:   scf.yield %[[G]]
// CHECK: return %[[R]]
func.func @elements_checked(%d: tensor<4x3xf32>, %i: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<4x3xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// With dynamic sizes the data may have no element at all: then no index is
// in range and there is nothing to read instead, so when the result is not
// empty the gather fails straight away.
// CHECK-LABEL: func.func @elements_no_data
// CHECK-SAME: (%[[D:.*]]: tensor<?x?xf32>, %[[I:.*]]: tensor<?x?xi64>, %{{.*}}: memref<6xi64>)
// CHECK: scf.if %{{.*}} -> (tensor<?x?xf32>) {
// CHECK: %[[EMPTY_DATA:.*]] = arith.ori
// CHECK: %[[EMPTY_RESULT:.*]] = arith.ori
// CHECK: %[[SOME_RESULT:.*]] = arith.xori %[[EMPTY_RESULT]], %{{.*}} : i1
// CHECK: %[[NO_ELEMENT:.*]] = arith.andi %[[EMPTY_DATA]], %[[SOME_RESULT]] : i1
// CHECK: scf.if %[[NO_ELEMENT]] -> (tensor<?x?xf32>) {
// CHECK:   linalg.generic {{.*}} iterator_types = ["reduction"]}
// CHECK:   linalg.fill
// CHECK: } else {
// CHECK:   scf.forall
func.func @elements_no_data(%d: tensor<?x?xf32>, %i: tensor<?x?xi64>) -> tensor<?x?xf32> {
  %0 = gather.gather_elements %d, %i {axis = 0 : i64} : (tensor<?x?xf32>, tensor<?x?xi64>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// What the verifier could not see is checked at run time: equal batch
// dimensions, the actual k of a dynamic last dimension, and static result
// sizes taken from dynamic ones. Each failure is recorded (code 2, with the
// check kind and dimension); the gather runs only if all hold.
// CHECK-LABEL: func.func @nd_shape_checks
// CHECK-SAME: (%[[D:.*]]: tensor<?x5x6xf32>, %[[I:.*]]: tensor<?x?xi64>, %[[S:.*]]: memref<6xi64>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[IB:.*]] = tensor.dim %[[I]], %[[C0]]
// CHECK-DAG: %[[DB:.*]] = tensor.dim %[[D]], %[[C0]]
// CHECK-DAG: %[[K:.*]] = tensor.dim %[[I]], %[[C1]]
// CHECK: %[[BATCH:.*]] = arith.cmpi eq, %[[IB]], %[[DB]]
// CHECK: scf.if
// CHECK: %[[DEPTH:.*]] = arith.cmpi eq, %[[K]], %[[C1]]
// CHECK: scf.if
// CHECK: %[[ALL0:.*]] = arith.andi %[[BATCH]], %[[DEPTH]]
// CHECK: %[[C7:.*]] = arith.constant 7 : index
// CHECK: %[[RES:.*]] = arith.cmpi eq, %[[IB]], %[[C7]]
// CHECK: scf.if
// CHECK: %[[ALL:.*]] = arith.andi %[[ALL0]], %[[RES]]
// CHECK: scf.if %[[ALL]] -> (tensor<7x6xf32>)
func.func @nd_shape_checks(%d: tensor<?x5x6xf32>, %i: tensor<?x?xi64>) -> tensor<7x6xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x5x6xf32>, tensor<?x?xi64>) -> tensor<7x6xf32>
  return %0 : tensor<7x6xf32>
}

// -----

// gather_elements checks indices.shape[d] <= data.shape[d] off the axis.
// CHECK-LABEL: func.func @elements_shape_check
// CHECK-SAME: (%[[D:.*]]: tensor<?x3xi8>, %[[I:.*]]: tensor<2x5xi32>
// CHECK: %[[DD:.*]] = tensor.dim %[[D]], %{{.*}}
// CHECK: %[[FITS:.*]] = arith.cmpi sle, %{{.*}}, %[[DD]] : index
// CHECK: scf.if %[[FITS]] -> (tensor<2x5xi8>)
func.func @elements_shape_check(%d: tensor<?x3xi8>, %i: tensor<2x5xi32>) -> tensor<2x5xi8> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x3xi8>, tensor<2x5xi32>) -> tensor<2x5xi8>
  return %0 : tensor<2x5xi8>
}

// -----

// Zero results of types arith cannot spell as scalars come from a dense
// splat.
// CHECK-LABEL: func.func @zero_of_unsigned_and_complex
// CHECK: arith.constant dense<0> : tensor<1xui16>
// CHECK: arith.constant dense<(0.000000e+00,0.000000e+00)> : tensor<1xcomplex<f64>>
func.func @zero_of_unsigned_and_complex(%d: tensor<4xui16>, %i: tensor<2x1xi64>, %c: tensor<4xcomplex<f64>>) -> (tensor<2xui16>, tensor<2xcomplex<f64>>) {
  %0 = gather.gather_nd %d, %i : (tensor<4xui16>, tensor<2x1xi64>) -> tensor<2xui16>
  %1 = gather.gather_nd %c, %i : (tensor<4xcomplex<f64>>, tensor<2x1xi64>) -> tensor<2xcomplex<f64>>
  return %0, %1 : tensor<2xui16>, tensor<2xcomplex<f64>>
}

// -----

// Sites number the gather ops in walk order: the first failure branch
// records site 0, the second site 1.
// CHECK-LABEL: func.func @sites
// CHECK-DAG: %[[SITE0:.*]] = arith.constant 0 : i64
// CHECK-DAG: %[[SITE1:.*]] = arith.constant 1 : i64
// CHECK: memref.store %[[SITE0]], %{{.*}}[%[[ONE:.*]]] : memref<6xi64>
// CHECK: memref.store %[[SITE1]], %{{.*}}[%[[ONE]]] : memref<6xi64>
func.func @sites(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %1 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %1 : tensor<2xf32>, tensor<2xf32>
}

// -----

// A statically empty indices tensor holds no index to check (and the error
// path could not even delinearise a position over a zero-sized basis): the
// result is the empty tensor. (With static data the op would fold to a
// constant before it is lowered.)
// CHECK-LABEL: func.func @empty_indices
// CHECK-NOT: affine.delinearize_index
// CHECK-NOT: linalg.generic
// CHECK-NOT: scf.forall
// CHECK: %[[EMPTY:.*]] = tensor.empty() : tensor<0xf32>
// CHECK-NOT: tensor.insert
// CHECK: return %[[EMPTY]]
func.func @empty_indices(%d: tensor<?xf32>, %i: tensor<0xi64>) -> tensor<0xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<?xf32>, tensor<0xi64>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}

// -----

// The check cell is allocated where the gather is: inside a loop around
// it, each iteration (of a parallel loop: on its own thread) has its own.
// CHECK-LABEL: func.func @cell_per_iteration
// CHECK-NOT: memref.alloca
// CHECK: scf.forall (%{{.*}}) in (4)
// CHECK: memref.alloca() : memref<i8>
func.func @cell_per_iteration(%d: tensor<4x3xf32>, %i: tensor<4x3xi64>) -> tensor<4x3xf32> {
  %e = tensor.empty() : tensor<4x3xf32>
  %r = scf.forall (%row) in (4) shared_outs(%o = %e) -> tensor<4x3xf32> {
    %dr = tensor.extract_slice %d[%row, 0] [1, 3] [1, 1] : tensor<4x3xf32> to tensor<3xf32>
    %ir = tensor.extract_slice %i[%row, 0] [1, 3] [1, 1] : tensor<4x3xi64> to tensor<3xi64>
    %g = gather.gather_elements %dr, %ir {axis = 0 : i64} : (tensor<3xf32>, tensor<3xi64>) -> tensor<3xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %g into %o[%row, 0] [1, 3] [1, 1] : tensor<3xf32> into tensor<4x3xf32>
    }
  }
  return %r : tensor<4x3xf32>
}
