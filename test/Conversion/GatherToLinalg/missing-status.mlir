// RUN: gather-opt %s --convert-gather-to-linalg -verify-diagnostics
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=clamp -verify-diagnostics
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked | FileCheck %s
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=assert | FileCheck %s

// Checked gathers report failures into the status record of their function,
// which gather-add-status-arguments adds; without one, the conversion says
// so (and converts nothing). Unchecked gathers report nothing and need none;
// under assert they report through cf.assert and need none either.

// CHECK-LABEL: func.func @no_status(
// CHECK-SAME:      %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<2x1xi64>) -> tensor<2xf32> {
// CHECK-NOT:     gather.gather_nd
// CHECK:         scf.forall
// CHECK:         return
func.func @no_status(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'gather.gather_nd' op has no status record to report failures to: its function needs one (run gather-add-status-arguments first), or use on-out-of-bounds=assert or unchecked}}
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
