// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=assert --cse --split-input-file | FileCheck %s
// RUN: gather-opt %s --pass-pipeline='builtin.module(gather-to-llvm{on-out-of-bounds=assert})' --split-input-file | FileCheck %s --check-prefix=LLVM

// Under `assert` gathers check as under `error`, with no status record:
// functions keep their types. A failure prints its report (vector.print,
// the words gather-run uses for status records, with the run-time index,
// range, dimension and position) and fails a cf.assert naming the failure
// and the gather's location.

// CHECK-LABEL: func.func @nd
// CHECK-SAME: (%[[D:.*]]: tensor<4x3xf32>, %[[I:.*]]: tensor<5x1xi64>) -> tensor<5x3xf32> {
// CHECK-NOT: memref<6xi64>
// CHECK: %[[ANY:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[I]] : tensor<5x1xi64>)
// CHECK: %[[BADFOUND:.*]] = tensor.extract %[[ANY]][] : tensor<i1>
// CHECK: scf.if %[[BADFOUND]] -> (tensor<5x3xf32>) {
// CHECK:   %[[POS:.*]]:2 = affine.delinearize_index
// CHECK:   %[[BAD:.*]] = tensor.extract %[[I]][%[[POS]]#0, %[[POS]]#1]
// CHECK:   %[[EMPTY:.*]] = arith.cmpi eq
// CHECK:   scf.if %[[EMPTY]] {
// CHECK:     vector.print str "error: index out of bounds at {{.*}}assert.mlir:[[# @LINE + 29]]:8: "
// CHECK:     vector.print str " cannot address data dimension "
// CHECK:     vector.print str ", which has size 0"
// CHECK:   } else {
// CHECK-NEXT: vector.print str "error: index out of bounds at {{.*}}assert.mlir:[[# @LINE + 25]]:8: "
// CHECK-NEXT: vector.print str "index "
// CHECK-NEXT: %[[VALUE:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: vector.print %[[VALUE]] : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str " is outside the valid range ["
// CHECK-NEXT: %[[NEG:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: vector.print %[[NEG]] : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str ", "
// CHECK:      %[[LAST:.*]] = arith.subi %{{.*}}, %{{.*}} : i64
// CHECK-NEXT: vector.print %[[LAST]] : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str "] of data dimension "
// CHECK-NEXT: %[[DIM:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: vector.print %[[DIM]] : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str " (element "
// CHECK-NEXT: %[[AT:.*]] = arith.index_cast %{{.*}} : index to i64
// CHECK-NEXT: vector.print %[[AT]] : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str " of indices, row-major)"
// CHECK-NEXT: vector.print{{$}}
// CHECK:   }
// CHECK:   cf.assert %{{.*}}, "gather: index out of bounds at {{.*}}assert.mlir:[[# @LINE + 6]]:8"
// CHECK:   linalg.fill
// CHECK: } else {
// CHECK-NOT: cf.assert
// CHECK: return
func.func @nd(%d: tensor<4x3xf32>, %i: tensor<5x1xi64>) -> tensor<5x3xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4x3xf32>, tensor<5x1xi64>) -> tensor<5x3xf32>
  return %0 : tensor<5x3xf32>
}

// -----

// An element gather checks each index as it reads it; the report comes
// after its loop.
// CHECK-LABEL: func.func @elements
// CHECK-SAME: (%{{.*}}: tensor<4x3xf32>, %{{.*}}: tensor<4x2xi32>) -> tensor<4x2xf32> {
// CHECK: scf.forall
// CHECK: scf.if
// CHECK: vector.print str "error: index out of bounds at {{.*}}assert.mlir:[[# @LINE + 4]]:8: "
// CHECK: cf.assert %{{.*}}, "gather: index out of bounds at {{.*}}assert.mlir:[[# @LINE + 3]]:8"
// CHECK-NOT: memref.atomic_rmw addi
func.func @elements(%d: tensor<4x3xf32>, %i: tensor<4x2xi32>) -> tensor<4x2xf32> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<4x3xf32>, tensor<4x2xi32>) -> tensor<4x2xf32>
  return %0 : tensor<4x2xf32>
}

// -----

// Dynamic shapes: the result-too-large check and the run-time shape checks
// report through cf.assert too.
// CHECK-LABEL: func.func @batch
// CHECK-SAME: (%{{.*}}: tensor<?x3xf32>, %{{.*}}: tensor<?x1xi64>) -> tensor<?xf32> {
// CHECK: vector.print str "error: result too large at {{.*}}assert.mlir:[[# @LINE + 14]]:8: "
// CHECK-NEXT: vector.print str "the inputs' shapes imply a result of more than 2^63-1 bytes"
// CHECK-NEXT: vector.print{{$}}
// CHECK: cf.assert %{{.*}}, "gather: result too large at {{.*}}assert.mlir:[[# @LINE + 11]]:8"
// CHECK: vector.print str "error: shape mismatch at {{.*}}assert.mlir:[[# @LINE + 10]]:8: "
// CHECK-NEXT: vector.print str "batch dimension "
// CHECK: vector.print str " of indices has size "
// CHECK-NEXT: vector.print %{{.*}} : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print str ", but data's has size "
// CHECK-NEXT: arith.index_cast
// CHECK-NEXT: vector.print %{{.*}} : i64 punctuation <no_punctuation>
// CHECK-NEXT: vector.print{{$}}
// CHECK: cf.assert %{{.*}}, "gather: shape mismatch at {{.*}}assert.mlir:[[# @LINE + 2]]:8"
func.func @batch(%d: tensor<?x3xf32>, %i: tensor<?x1xi64>) -> tensor<?xf32> {
  %0 = gather.gather_nd %d, %i {batch_dims = 1 : i64} : (tensor<?x3xf32>, tensor<?x1xi64>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

// The pipeline under assert adds no status record either; the reports
// become calls of MLIR's print functions, and cf.assert one of puts and
// abort.
// LLVM-LABEL: llvm.func @batch
// LLVM-SAME: (%{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: !llvm.ptr, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64, %{{[^:]*}}: i64) -> !llvm.struct
// LLVM-DAG: llvm.call @printString
// LLVM-DAG: llvm.call @printI64
// LLVM-DAG: llvm.call @printNewline
// LLVM-DAG: llvm.call @puts
// LLVM-DAG: llvm.call @abort
