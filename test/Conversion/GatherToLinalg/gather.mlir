// RUN: gather-opt %s '--convert-gather-to-linalg=on-out-of-bounds=unchecked' -canonicalize -cse -split-input-file | FileCheck %s
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg -canonicalize -cse -split-input-file | FileCheck %s --check-prefix=ERROR

// gather.gather lowers as gather_nd's slices and gather_elements' elements
// do: one scf.forall over the result's dimensions before data's trailing
// ones, each position reading its index value once and moving the
// contiguous slice after the axis; with the axis last, element loops.
// (The checks of the error policy are those of the other ops: scans first
// for slices, fused checks for elements; see error.mlir.)

// batch_dims = 1, axis = 1: the loop runs over (batch, index position); the
// index at [batch, position], normalised and clamped (a defined slice under
// any policy), selects the row of 16 at [batch, index].
// CHECK-LABEL: func.func @rows(
// CHECK-SAME:      %[[D:[^:]*]]: tensor<?x8x16xf32>, %[[I:[^:]*]]: tensor<?x5xi32>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.forall (%[[B:.*]], %[[J:.*]]) in (%{{.*}}, 5) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-NEXT:      %[[T:.*]] = tensor.extract %[[I]][%[[B]], %[[J]]] : tensor<?x5xi32>
// CHECK-NEXT:      %[[X:.*]] = arith.index_cast %[[T]] : i32 to index
// CHECK-NEXT:      %[[NEG:.*]] = arith.cmpi slt, %[[X]], %[[C0]] : index
// CHECK-NEXT:      %[[WRAPPED:.*]] = arith.addi %[[X]], %[[C8]] : index
// CHECK-NEXT:      %[[N:.*]] = arith.select %[[NEG]], %[[WRAPPED]], %[[X]] : index
// CHECK-NEXT:      %[[HI:.*]] = arith.minsi %[[N]], %[[C7]] : index
// CHECK-NEXT:      %[[ROW:.*]] = arith.maxsi %[[HI]], %[[C0]] : index
// CHECK-NEXT:      %[[S:.*]] = tensor.extract_slice %[[D]][%[[B]], %[[ROW]], 0] [1, 1, 16] [1, 1, 1] : tensor<?x8x16xf32> to tensor<1x1x16xf32>
// CHECK:           tensor.parallel_insert_slice %[[S]] into %[[OUT]][%[[B]], %[[J]], 0] [1, 1, 16] [1, 1, 1] : tensor<1x1x16xf32> into tensor<?x5x16xf32>
func.func @rows(%d: tensor<?x8x16xf32>, %i: tensor<?x5xi32>) -> tensor<?x5x16xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<?x8x16xf32>, tensor<?x5xi32>) -> tensor<?x5x16xf32>
  return %0 : tensor<?x5x16xf32>
}

// -----

// A 0-d index: the loop runs over data's dimensions before the axis, and
// the slice drops the axis.
// CHECK-LABEL: func.func @scalar_index(
// CHECK-SAME:      %[[D:[^:]*]]: tensor<4x8x16xf32>, %[[I:[^:]*]]: tensor<i64>
// CHECK:         scf.forall (%[[R:.*]]) in (4) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-NEXT:      tensor.extract %[[I]][] : tensor<i64>
// CHECK:           %[[S:.*]] = tensor.extract_slice %[[D]][%[[R]], %{{.*}}, 0] [1, 1, 16] [1, 1, 1] : tensor<4x8x16xf32> to tensor<1x16xf32>
// CHECK:           tensor.parallel_insert_slice %[[S]] into %[[OUT]][%[[R]], 0] [1, 16] [1, 1] : tensor<1x16xf32> into tensor<4x16xf32>
func.func @scalar_index(%d: tensor<4x8x16xf32>, %i: tensor<i64>) -> tensor<4x16xf32> {
  %0 = gather.gather %d, %i {axis = 1 : i64} : (tensor<4x8x16xf32>, tensor<i64>) -> tensor<4x16xf32>
  return %0 : tensor<4x16xf32>
}

// -----

// The last axis: one element per result element. Blocks of the result's
// innermost dimension, each a sequential loop that reads the index at
// [index position] and the element at [data row, index].
// CHECK-LABEL: func.func @last_axis(
// CHECK-SAME:      %[[D:[^:]*]]: tensor<4x100xf16>, %[[I:[^:]*]]: tensor<3x7xi64>
// CHECK-DAG:     %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG:     %[[C100:.*]] = arith.constant 100 : index
// CHECK:         scf.forall (%[[R:.*]], %[[J:.*]]) in (4, 3) shared_outs(%[[OUT:.*]] = %{{.*}})
// CHECK-NEXT:      %[[TILE:.*]] = tensor.extract_slice %[[OUT]][%[[R]], %[[J]], 0] [1, 1, 7] [1, 1, 1]
// CHECK-NEXT:      %[[BLOCK:.*]] = scf.for %[[K:.*]] = %[[C0]] to %[[C7]] step %[[C1]] iter_args(%[[ACC:.*]] = %[[TILE]])
// CHECK-NEXT:        %[[T:.*]] = tensor.extract %[[I]][%[[J]], %[[K]]] : tensor<3x7xi64>
// CHECK-NEXT:        %[[X:.*]] = arith.index_cast %[[T]] : i64 to index
// CHECK-NEXT:        %[[NEG:.*]] = arith.cmpi slt, %[[X]], %[[C0]] : index
// CHECK-NEXT:        %[[WRAPPED:.*]] = arith.addi %[[X]], %[[C100]] : index
// CHECK-NEXT:        %[[N:.*]] = arith.select %[[NEG]], %[[WRAPPED]], %[[X]] : index
// CHECK-NEXT:        %[[V:.*]] = tensor.extract %[[D]][%[[R]], %[[N]]] : tensor<4x100xf16>
// CHECK-NEXT:        tensor.insert %[[V]] into %[[ACC]][%[[C0]], %[[C0]], %[[K]]]
// CHECK:           tensor.parallel_insert_slice %[[BLOCK]] into %[[OUT]][%[[R]], %[[J]], 0] [1, 1, 7] [1, 1, 1]
// Under error, the element loop carries whether an index was out of range
// ([-100, 99]), reads at 0 instead, and the gather sets the bad cell.
// ERROR-LABEL: func.func @last_axis(
// ERROR:         scf.forall
// ERROR:           scf.for {{.*}} iter_args(%{{.*}} = %{{.*}}, %[[BAD:.*]] = %false)
// ERROR:             %[[OUTSIDE:.*]] = arith.cmpi uge, %{{.*}}, %c100 : index
// ERROR:             %[[SAFE:.*]] = arith.select %[[OUTSIDE]], %c0, %{{.*}} : index
// ERROR:             tensor.extract %{{.*}}[%{{.*}}, %[[SAFE]]] : tensor<4x100xf16>
// ERROR:             arith.ori %[[BAD]], %[[OUTSIDE]] : i1
// ERROR:           scf.if
// ERROR-NEXT:        memref.atomic_rmw ori
func.func @last_axis(%d: tensor<4x100xf16>, %i: tensor<3x7xi64>) -> tensor<4x3x7xf16> {
  %0 = gather.gather %d, %i {axis = -1 : i64} : (tensor<4x100xf16>, tensor<3x7xi64>) -> tensor<4x3x7xf16>
  return %0 : tensor<4x3x7xf16>
}
