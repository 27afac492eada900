// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --gather-fuse-elementwise-consumers --canonicalize | FileCheck %s

// An elementwise consumer of embedding_bag is computed in its loop over
// bags, as a gather's is (gather-fuse-elementwise-consumers): each bag's
// pooled row is negated where it is written, and the pooled [8, 32] tensor
// is never produced; the failure branch negates the zeros.
// CHECK-LABEL: func.func @pooled_then_negated
// CHECK: scf.if %{{.*}} -> (tensor<8x32xf32>) {
// CHECK:   scf.forall (%[[BAG:.*]]) in (8) shared_outs(%[[OUT:.*]] = %{{.*}}) -> (tensor<8x32xf32>) {
// CHECK:     %[[POOLED:.*]]:2 = scf.for
// CHECK:       vector.transfer_read
// CHECK:       arith.addf
// CHECK:     %[[ROW:.*]] = vector.transfer_write %[[POOLED]]#0, %{{.*}} : vector<32xf32>, tensor<1x32xf32>
// CHECK:     %[[SLOT:.*]] = tensor.extract_slice %[[OUT]][%[[BAG]], 0] [1, 32] [1, 1]
// CHECK:     %[[NEGATED:.*]] = linalg.negf ins(%[[ROW]] : tensor<1x32xf32>) outs(%[[SLOT]] : tensor<1x32xf32>)
// CHECK:     tensor.parallel_insert_slice %[[NEGATED]] into %[[OUT]][%[[BAG]], 0] [1, 32] [1, 1]
// CHECK: } else {
// CHECK:   %[[ZEROS:.*]] = linalg.fill
// CHECK:   linalg.negf ins(%[[ZEROS]] : tensor<8x32xf32>)
// CHECK-NOT: linalg.negf
func.func @pooled_then_negated(%w: tensor<100x32xf32>, %i: tensor<40xi64>, %o: tensor<8xi64>) -> tensor<8x32xf32> {
  %0 = gather.embedding_bag sum %w, %i offsets(%o) : (tensor<100x32xf32>, tensor<40xi64>, tensor<8xi64>) -> tensor<8x32xf32>
  %init = tensor.empty() : tensor<8x32xf32>
  %1 = linalg.negf ins(%0 : tensor<8x32xf32>) outs(%init : tensor<8x32xf32>) -> tensor<8x32xf32>
  return %1 : tensor<8x32xf32>
}
