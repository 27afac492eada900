// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --canonicalize --split-input-file | FileCheck %s

// scatter_nd into rows of 2000 f32 (8000 bytes, two 4 KiB pieces): an scf.forall over 2 chunks of 1000 columns, each taking its columns of every row out of the tensor, applying all 5 updates to them in order (reading the updates at the chunk's columns) and putting them back; chunks share no element, so they may run on threads. The chunks divide the rows evenly: static sizes.
// CHECK-LABEL: func.func @wide_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<6x2000xf32>, %[[IDS:[^:]*]]: tensor<5x1xi64>, %[[UPD:[^:]*]]: tensor<5x2000xf32>)
// CHECK-DAG: %[[C1000:.*]] = arith.constant 1000 : index
// CHECK: %[[R:.*]] = scf.forall (%[[CHUNK:.*]]) in (2) shared_outs(%[[OUT:.*]] = %[[DATA]]) -> (tensor<6x2000xf32>) {
// CHECK: %[[FIRST:.*]] = arith.muli %[[CHUNK]], %[[C1000]] : index
// CHECK: %[[COLUMNS:.*]] = tensor.extract_slice %[[OUT]][0, %[[FIRST]]] [6, 1000] [1, 1] : tensor<6x2000xf32> to tensor<6x1000xf32>
// CHECK: %[[APPLIED:.*]] = scf.for %[[U:[^ ]*]] = {{.*}} iter_args(%{{.*}} = %[[COLUMNS]]) -> (tensor<6x1000xf32>)
// CHECK: scf.for %[[C:[^ ]*]] = %{{.*}} to %[[C1000]]
// CHECK: %[[COLUMN:.*]] = arith.addi %[[C]], %[[FIRST]] : index
// CHECK: tensor.extract %[[UPD]][%[[U]], %[[COLUMN]]] : tensor<5x2000xf32>
// CHECK: arith.addf
// CHECK: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %[[APPLIED]] into %[[OUT]][0, %[[FIRST]]] [6, 1000] [1, 1] : tensor<6x1000xf32> into tensor<6x2000xf32>
// CHECK: return %[[R]]
func.func @wide_rows(%data: tensor<6x2000xf32>, %ids: tensor<5x1xi64>, %upd: tensor<5x2000xf32>) -> tensor<6x2000xf32> {
  %r = gather.scatter_nd %data, %ids, %upd reduction(add) : (tensor<6x2000xf32>, tensor<5x1xi64>, tensor<5x2000xf32>) -> tensor<6x2000xf32>
  return %r : tensor<6x2000xf32>
}

// -----

// 2003 columns in 2 chunks of 1002 (the last 1001): the chunk's width is min(1002, 2003 - first); under none, each chunk inserts its columns of each update's row (an extract_slice of updates at the chunk's first column).
// CHECK-LABEL: func.func @uneven_rows_none(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<6x2003xf32>, %[[IDS:[^:]*]]: tensor<5x1xi64>, %[[UPD:[^:]*]]: tensor<5x2003xf32>)
// CHECK-DAG: %[[C1002:.*]] = arith.constant 1002 : index
// CHECK-DAG: %[[C2003:.*]] = arith.constant 2003 : index
// CHECK: scf.forall (%[[CHUNK:.*]]) in (2)
// CHECK: %[[FIRST:.*]] = arith.muli %[[CHUNK]], %[[C1002]] : index
// CHECK: %[[LEFT:.*]] = arith.subi %[[C2003]], %[[FIRST]] : index
// CHECK: %[[WIDTH:.*]] = arith.minsi %[[LEFT]], %[[C1002]] : index
// CHECK: tensor.extract_slice %{{.*}}[0, %[[FIRST]]] [6, %[[WIDTH]]] [1, 1] : tensor<6x2003xf32> to tensor<6x?xf32>
// CHECK: scf.for %[[U:[^ ]*]] =
// CHECK: %[[ROW_WIDTH:.*]] = tensor.dim %{{.*}}, %{{.*}} : tensor<6x?xf32>
// CHECK: %[[ROW:.*]] = tensor.extract_slice %[[UPD]][%[[U]], %[[FIRST]]] [1, %[[ROW_WIDTH]]] [1, 1] : tensor<5x2003xf32> to tensor<?xf32>
// CHECK: tensor.insert_slice %[[ROW]] into %{{.*}}[%{{.*}}, 0] [1, %[[ROW_WIDTH]]] [1, 1] : tensor<?xf32> into tensor<6x?xf32>
func.func @uneven_rows_none(%data: tensor<6x2003xf32>, %ids: tensor<5x1xi64>, %upd: tensor<5x2003xf32>) -> tensor<6x2003xf32> {
  %r = gather.scatter_nd %data, %ids, %upd : (tensor<6x2003xf32>, tensor<5x1xi64>, tensor<5x2003xf32>) -> tensor<6x2003xf32>
  return %r : tensor<6x2003xf32>
}

// -----

// Slices of exactly 4 KiB (1024 f32) stay whole: one plain loop over the updates.
// CHECK-LABEL: func.func @chunk_wide_rows(
// CHECK-NOT: scf.forall
// CHECK: scf.for
// CHECK: tensor.insert_slice %{{.*}} : tensor<1024xf32> into tensor<6x1024xf32>
func.func @chunk_wide_rows(%data: tensor<6x1024xf32>, %ids: tensor<5x1xi64>, %upd: tensor<5x1024xf32>) -> tensor<6x1024xf32> {
  %r = gather.scatter_nd %data, %ids, %upd : (tensor<6x1024xf32>, tensor<5x1xi64>, tensor<5x1024xf32>) -> tensor<6x1024xf32>
  return %r : tensor<6x1024xf32>
}
