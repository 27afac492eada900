// scatter_nd whose slices are wider than the lowering's 4 KiB chunks: the
// loops walk the slices chunk by chunk (an scf.forall, OpenMP threads under
// --parallel), each chunk applying every update in order. wide_slices.py
// runs these kernels on one and two threads, with clamp and error, against
// the NumPy reference, bit for bit.
// RUN: %python %S/wide_slices.py --kernels %s --gather-run gather-run --workdir %t | FileCheck %s
// CHECK: wide slices: [[N:[0-9]+]] cases, [[N]] passed, 0 failed

// Rows of 2000 f32 (8000 bytes): two chunks of 1000 columns.
func.func @rows_add(%d: tensor<6x2000xf32>, %i: tensor<5x1xi64>, %u: tensor<5x2000xf32>) -> tensor<6x2000xf32> {
  %r = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<6x2000xf32>, tensor<5x1xi64>, tensor<5x2000xf32>) -> tensor<6x2000xf32>
  return %r : tensor<6x2000xf32>
}

func.func @rows_none(%d: tensor<6x2000xf32>, %i: tensor<5x1xi64>, %u: tensor<5x2000xf32>) -> tensor<6x2000xf32> {
  %r = gather.scatter_nd %d, %i, %u : (tensor<6x2000xf32>, tensor<5x1xi64>, tensor<5x2000xf32>) -> tensor<6x2000xf32>
  return %r : tensor<6x2000xf32>
}

// 2003 f32: chunks of 1002 and 1001 columns (the last one shorter).
func.func @uneven_rows_min(%d: tensor<4x2003xf32>, %i: tensor<3x1xi64>, %u: tensor<3x2003xf32>) -> tensor<4x2003xf32> {
  %r = gather.scatter_nd %d, %i, %u reduction(min) : (tensor<4x2003xf32>, tensor<3x1xi64>, tensor<3x2003xf32>) -> tensor<4x2003xf32>
  return %r : tensor<4x2003xf32>
}

// Updates computed in the loops (x * 0.5) and read at the chunk's columns.
func.func @rows_scaled(%d: tensor<6x2000xf32>, %i: tensor<3x1xi64>, %u: tensor<3x2000xf32>) -> tensor<6x2000xf32> {
  %half = arith.constant dense<0.5> : tensor<3x2000xf32>
  %scaled = arith.mulf %u, %half : tensor<3x2000xf32>
  %r = gather.scatter_nd %d, %i, %scaled : (tensor<6x2000xf32>, tensor<3x1xi64>, tensor<3x2000xf32>) -> tensor<6x2000xf32>
  return %r : tensor<6x2000xf32>
}

// Slices of 3 x 700 f32 (8400 bytes): three chunks of one row.
func.func @planes_max(%d: tensor<5x3x700xf32>, %i: tensor<4x1xi32>, %u: tensor<4x3x700xf32>) -> tensor<5x3x700xf32> {
  %r = gather.scatter_nd %d, %i, %u reduction(max) : (tensor<5x3x700xf32>, tensor<4x1xi32>, tensor<4x3x700xf32>) -> tensor<5x3x700xf32>
  return %r : tensor<5x3x700xf32>
}

// Index pairs (k = 2) into slices of 1500 f32: two chunks of 750.
func.func @pairs_mul(%d: tensor<3x4x1500xf32>, %i: tensor<3x2xi64>, %u: tensor<3x1500xf32>) -> tensor<3x4x1500xf32> {
  %r = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<3x4x1500xf32>, tensor<3x2xi64>, tensor<3x1500xf32>) -> tensor<3x4x1500xf32>
  return %r : tensor<3x4x1500xf32>
}
