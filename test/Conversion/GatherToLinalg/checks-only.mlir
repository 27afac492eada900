// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --canonicalize --split-input-file | FileCheck %s
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --canonicalize --split-input-file | FileCheck %s --check-prefix=UNCHECKED
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg=on-out-of-bounds=clamp --canonicalize --split-input-file | FileCheck %s --check-prefix=CLAMP
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --split-input-file | FileCheck %s --check-prefix=RAW

// A gather whose result is unused but which may fail stays for its checks
// (tiling leaves one for the whole gather): it lowers to the shape guards,
// an index scan and the report, and gathers nothing.

// CHECK-LABEL: func.func @unused_elements
// CHECK-SAME: (%[[D:.*]]: tensor<?x6xf32>, %[[I:.*]]: tensor<?x3xi64>, %[[S:.*]]: memref<6xi64>)
// The shape guard: indices rows at most data rows.
// CHECK: arith.cmpi sgt
// CHECK: memref.atomic_rmw addi
// The index scan, then the report of the first bad index.
// CHECK: scf.if
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xi64>) outs(%{{.*}} : tensor<i1>)
// CHECK: scf.if
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xi64>) outs(%{{.*}} : tensor<index>)
// CHECK: memref.atomic_rmw addi
// No gather loop and no result.
// CHECK-NOT: scf.forall
// CHECK-NOT: tensor.extract %[[D]]
// CHECK: return
// Without a status record, unchecked has nothing to report.
// UNCHECKED-LABEL: func.func @unused_elements
// UNCHECKED-NEXT: return
// Clamped indices fail only where data is empty and the result is not: no
// scan for bad indices first.
// CLAMP-LABEL: func.func @unused_elements
// CLAMP-NOT: outs(%{{.*}} : tensor<i1>)
// CLAMP: linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xi64>) outs(%{{.*}} : tensor<index>)
// CLAMP-NOT: scf.forall
// CLAMP: return
func.func @unused_elements(%d: tensor<?x6xf32>, %i: tensor<?x3xi64>) {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x6xf32>, tensor<?x3xi64>) -> tensor<?x3xf32>
  return
}

// -----

// One that cannot fail is erased under every policy.
// CHECK-LABEL: func.func @unused_in_range
// CHECK-NEXT: return
// UNCHECKED-LABEL: func.func @unused_in_range
// UNCHECKED-NEXT: return
// CLAMP-LABEL: func.func @unused_in_range
// CLAMP-NEXT: return
func.func @unused_in_range(%d: tensor<4x3xf32>) {
  %i = arith.constant dense<[1, -4]> : tensor<2xi64>
  %0 = gather.gather %d, %i : (tensor<4x3xf32>, tensor<2xi64>) -> tensor<2x3xf32>
  return
}

// -----

// So does a scatter (tiling leaves one for the whole scatter): the shape
// guards, the index scan and the report; no update loop, no write.
// CHECK-LABEL: func.func @unused_scatter
// CHECK-SAME: (%[[D:.*]]: tensor<?x6xf32>, %[[I:.*]]: tensor<?x3xi64>, %[[U:.*]]: tensor<?x3xf32>, %[[S:.*]]: memref<6xi64>)
// The shape guards: indices rows at most data rows, updates rows as many.
// CHECK: arith.cmpi sgt
// CHECK: memref.atomic_rmw addi
// CHECK: arith.cmpi ne
// CHECK: memref.atomic_rmw addi
// CHECK: scf.if
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xi64>) outs(%{{.*}} : tensor<i1>)
// CHECK: scf.if
// CHECK: linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%{{.*}} : tensor<?xi64>) outs(%{{.*}} : tensor<index>)
// CHECK: memref.atomic_rmw addi
// CHECK-NOT: scf.for
// CHECK-NOT: tensor.insert
// CHECK: return
// UNCHECKED-LABEL: func.func @unused_scatter
// UNCHECKED-NEXT: return
// No update loop to clean up afterwards: the lowering builds none.
// RAW-LABEL: func.func @unused_scatter
// RAW-NOT: scf.for
// RAW-NOT: tensor.insert
// RAW: return
// A clamped scatter skips bad updates: only the shape guards.
// CLAMP-LABEL: func.func @unused_scatter
// CLAMP: arith.cmpi sgt
// CLAMP: arith.cmpi ne
// CLAMP-NOT: linalg.generic
// CLAMP-NOT: scf.for
// CLAMP: return
func.func @unused_scatter(%d: tensor<?x6xf32>, %i: tensor<?x3xi64>, %u: tensor<?x3xf32>) {
  %0 = gather.scatter_elements %d, %i, %u reduction(add) {axis = 1 : i64} : (tensor<?x6xf32>, tensor<?x3xi64>, tensor<?x3xf32>) -> tensor<?x6xf32>
  return
}
