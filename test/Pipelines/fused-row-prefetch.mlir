// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{stream-min-bytes=0})' | FileCheck %s
// RUN: gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{stream-min-bytes=0 fuse-elementwise=false})' | FileCheck %s

// The rows that an elementwise consumer fused into a row gather reads are
// prefetched (gather-stream-row-copies) as the rows of the gather alone
// are. Where the indices have more dimensions than the row's slice of data
// (2-D indices here), the loop's tile of data is a subview expanded to the
// consumer's rank; such rows were not recognised, and fused loops got no
// prefetch: along axis 1 (with math.absf, and with a scale and a cast to
// f16) and along axis 0 alike.

// CHECK-LABEL: llvm.func @middle_axis_abs(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @middle_axis_abs(%d: tensor<3x40x40xf32>, %i: tensor<2x8xi64>) -> tensor<3x2x8x40xf32> {
  %g = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x40x40xf32>, tensor<2x8xi64>) -> tensor<3x2x8x40xf32>
  %a = math.absf %g : tensor<3x2x8x40xf32>
  return %a : tensor<3x2x8x40xf32>
}

// CHECK-LABEL: llvm.func @middle_axis_scale_f16(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @middle_axis_scale_f16(%d: tensor<3x40x40xf32>, %i: tensor<2x8xi64>) -> tensor<3x2x8x40xf16> {
  %g = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x40x40xf32>, tensor<2x8xi64>) -> tensor<3x2x8x40xf32>
  %scale = arith.constant dense<0.125> : tensor<3x2x8x40xf32>
  %s = arith.mulf %g, %scale : tensor<3x2x8x40xf32>
  %h = arith.truncf %s : tensor<3x2x8x40xf32> to tensor<3x2x8x40xf16>
  return %h : tensor<3x2x8x40xf16>
}

// CHECK-LABEL: llvm.func @middle_axis_1d_abs(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @middle_axis_1d_abs(%d: tensor<3x40x40xf32>, %i: tensor<16xi64>) -> tensor<3x16x40xf32> {
  %g = gather.gather %d, %i {axis = 1 : i64} : (tensor<3x40x40xf32>, tensor<16xi64>) -> tensor<3x16x40xf32>
  %a = math.absf %g : tensor<3x16x40xf32>
  return %a : tensor<3x16x40xf32>
}

// CHECK-LABEL: llvm.func @first_axis_abs(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @first_axis_abs(%d: tensor<40x40xf32>, %i: tensor<2x8xi64>) -> tensor<2x8x40xf32> {
  %g = gather.gather %d, %i {axis = 0 : i64} : (tensor<40x40xf32>, tensor<2x8xi64>) -> tensor<2x8x40xf32>
  %a = math.absf %g : tensor<2x8x40xf32>
  return %a : tensor<2x8x40xf32>
}

// CHECK-LABEL: llvm.func @first_axis_1d_abs(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @first_axis_1d_abs(%d: tensor<40x40xf32>, %i: tensor<16xi64>) -> tensor<16x40xf32> {
  %g = gather.gather %d, %i {axis = 0 : i64} : (tensor<40x40xf32>, tensor<16xi64>) -> tensor<16x40xf32>
  %a = math.absf %g : tensor<16x40xf32>
  return %a : tensor<16x40xf32>
}

// CHECK-LABEL: llvm.func @tuples_2d_abs(
// CHECK:         llvm.intr.prefetch
// CHECK:         llvm.return
func.func @tuples_2d_abs(%d: tensor<40x40xf32>, %i: tensor<2x8x1xi64>) -> tensor<2x8x40xf32> {
  %g = gather.gather_nd %d, %i : (tensor<40x40xf32>, tensor<2x8x1xi64>) -> tensor<2x8x40xf32>
  %a = math.absf %g : tensor<2x8x40xf32>
  return %a : tensor<2x8x40xf32>
}
