// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg=on-out-of-bounds=clamp | FileCheck %s
// The conversion nests under functions, after the module pass that adds
// the status records.
// RUN: gather-opt %s --pass-pipeline="builtin.module(gather-add-status-arguments, func.func(convert-gather-to-linalg{on-out-of-bounds=clamp}))" | FileCheck %s

// Under `clamp` indices are normalised and clamped into [0, s-1]; the only
// index error left is gathering from an empty dimension into a non-empty
// result, which has no element to clamp to.

// CHECK-LABEL: func.func @elements_clamp
// CHECK-SAME: (%[[D:.*]]: tensor<?x?xf16>, %[[I:.*]]: tensor<?x?xi64>, %[[S:.*]]: memref<6xi64>)
// CHECK: %[[NOELEMENT:.*]] = arith.andi
// CHECK: scf.if %[[NOELEMENT]] -> (tensor<?x?xf16>) {
// CHECK:   %[[FLAT:.*]] = tensor.collapse_shape %[[I]] {{\[\[}}0, 1]] : tensor<?x?xi64> into tensor<?xi64>
// CHECK:   linalg.generic {{.*}}iterator_types = ["reduction"]} ins(%[[FLAT]] : tensor<?xi64>)
// CHECK:   memref.atomic_rmw addi %{{.*}}, %[[S]]
// CHECK:   linalg.fill
// CHECK: } else {
// CHECK:   scf.forall
// CHECK:     scf.for
// CHECK:       %[[NEG:.*]] = arith.cmpi slt
// CHECK:       %[[N:.*]] = arith.select %[[NEG]]
// CHECK:       %[[HI:.*]] = arith.minsi %[[N]]
// CHECK:       %[[LO:.*]] = arith.maxsi %[[HI]]
// CHECK:       tensor.extract %[[D]][%{{.*}}, %[[LO]]]
// CHECK-NOT:   memref.atomic_rmw
// CHECK: }
func.func @elements_clamp(%d: tensor<?x?xf16>, %i: tensor<?x?xi64>) -> tensor<?x?xf16> {
  %0 = gather.gather_elements %d, %i {axis = 1 : i64} : (tensor<?x?xf16>, tensor<?x?xi64>) -> tensor<?x?xf16>
  return %0 : tensor<?x?xf16>
}
