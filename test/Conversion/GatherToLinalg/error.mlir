// RUN: gather-opt %s --convert-gather-to-linalg --cse --split-input-file | FileCheck %s

// Under the default `error` policy an or-reduction over the indices finds
// whether any lies outside [-s, s-1]; the gather runs only if none does.
// Otherwise a second reduction finds the first bad one for the status record
// and the result is zero-filled.

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
// CHECK:   %[[CUR:.*]] = memref.load %[[S]]
// CHECK:   %[[FRESH:.*]] = arith.cmpi eq, %[[CUR]], %{{.*}} : i64
// CHECK:   scf.if %[[FRESH]] {
// CHECK-COUNT-6: memref.store %{{.*}}, %[[S]]
// CHECK:   }
// CHECK:   %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<1xf32>
// CHECK:   linalg.fill
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

// A statically empty indices tensor holds no index to check: the gather runs
// without the reduction (whose error path could not even delinearise a
// position over a zero-sized basis).
// CHECK-LABEL: func.func @empty_indices
// CHECK-NOT: affine.delinearize_index
// CHECK-NOT: iterator_types = ["reduction"]
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel"]
// CHECK: return
func.func @empty_indices(%d: tensor<3xf32>, %i: tensor<0xi64>) -> tensor<0xf32> {
  %0 = gather.gather_elements %d, %i : (tensor<3xf32>, tensor<0xi64>) -> tensor<0xf32>
  return %0 : tensor<0xf32>
}
