// RUN: gather-opt %s -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: gather-opt %s -split-input-file -mlir-print-op-generic | gather-opt -split-input-file | FileCheck %s --check-prefix=ROUND
// RUN: gather-opt %s -split-input-file --resolve-ranked-shaped-type-result-dims | FileCheck %s --check-prefix=REIFY
// RUN: gather-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: gather-opt %s -split-input-file -loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

// gather.gather_block_quantized as IR: every data, scale and index element
// type round trips with default attributes elided and zero points optional;
// result sizes reify (a ui8 row unpacks to 8 / bits values); the folder,
// canonicalization and loop-invariant code motion follow the cannot-fail
// rule, and no rewrite treats the dequantized result as data's elements.

// ROUND-LABEL: func.func @ui8_4_bits
// ROUND: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}} {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x64xf32>{{$}}
func.func @ui8_4_bits(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<3x64xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64, bits = 4 : i64, gather_axis = 0 : i64, quantize_axis = 1 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<3x64xf32>
  return %0 : tensor<3x64xf32>
}

// -----

// ROUND-LABEL: func.func @ui8_2_bits_zero_points
// ROUND: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {bits = 2 : i64, block_size = 16 : i64} : (tensor<4x8xui8>, tensor<2x2xi32>, tensor<4x2xf16>, tensor<4x1xui8>) -> tensor<2x2x32xf16>{{$}}
func.func @ui8_2_bits_zero_points(%d: tensor<4x8xui8>, %i: tensor<2x2xi32>, %s: tensor<4x2xf16>, %z: tensor<4x1xui8>) -> tensor<2x2x32xf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {bits = 2 : i64, block_size = 16 : i64} : (tensor<4x8xui8>, tensor<2x2xi32>, tensor<4x2xf16>, tensor<4x1xui8>) -> tensor<2x2x32xf16>
  return %0 : tensor<2x2x32xf16>
}

// -----

// ROUND-LABEL: func.func @i4_equal_axes
// ROUND: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} {block_size = 16 : i64, gather_axis = 1 : i64} : (tensor<2x3x4xi4>, tensor<1x3xi64>, tensor<2x1x4xbf16>, tensor<2x1x4xi4>) -> tensor<2x1x3x4xbf16>{{$}}
func.func @i4_equal_axes(%d: tensor<2x3x4xi4>, %i: tensor<1x3xi64>, %s: tensor<2x1x4xbf16>, %z: tensor<2x1x4xi4>) -> tensor<2x1x3x4xbf16> {
  %0 = gather.gather_block_quantized %d, %i, %s, %z {block_size = 16 : i64, gather_axis = 1 : i64} : (tensor<2x3x4xi4>, tensor<1x3xi64>, tensor<2x1x4xbf16>, tensor<2x1x4xi4>) -> tensor<2x1x3x4xbf16>
  return %0 : tensor<2x1x3x4xbf16>
}

// -----

// ROUND-LABEL: func.func @ui4_gather_last_axis
// ROUND: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}} {block_size = 16 : i64, gather_axis = -1 : i64, quantize_axis = 0 : i64} : (tensor<2x3x4xui4>, tensor<2x1xi32>, tensor<1x3x4xf32>) -> tensor<2x3x2x1xf32>{{$}}
func.func @ui4_gather_last_axis(%d: tensor<2x3x4xui4>, %i: tensor<2x1xi32>, %s: tensor<1x3x4xf32>) -> tensor<2x3x2x1xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 16 : i64, gather_axis = -1 : i64, quantize_axis = 0 : i64} : (tensor<2x3x4xui4>, tensor<2x1xi32>, tensor<1x3x4xf32>) -> tensor<2x3x2x1xf32>
  return %0 : tensor<2x3x2x1xf32>
}

// -----

// A dynamic packed row: the result's last size is twice the bytes.
// REIFY-LABEL: func.func @reify_unpacked_row
// REIFY-DAG: %[[C1:.*]] = arith.constant 1 : index
// REIFY-DAG: %[[C2:.*]] = arith.constant 2 : index
// REIFY-DAG: %[[C0:.*]] = arith.constant 0 : index
// REIFY-DAG: %[[BYTES:.*]] = tensor.dim %arg0, %[[C1]]
// REIFY-DAG: %[[IDS:.*]] = tensor.dim %arg1, %[[C0]]
// REIFY-DAG: %[[VALUES:.*]] = arith.muli %[[BYTES]], %[[C2]]
// REIFY: return %[[IDS]], %[[VALUES]]
func.func @reify_unpacked_row(%d: tensor<8x?xui8>, %i: tensor<?xi64>, %s: tensor<8x?xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = gather.gather_block_quantized %d, %i, %s : (tensor<8x?xui8>, tensor<?xi64>, tensor<8x?xf32>) -> tensor<?x?xf32>
  %n0 = tensor.dim %0, %c0 : tensor<?x?xf32>
  %n1 = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %n0, %n1 : index, index
}

// -----

// Canonicalization refines a less static result type.
// CANON-LABEL: func.func @refine_result
// CANON: %[[G:.*]] = gather.gather_block_quantized {{.*}} -> tensor<3x64xf32>
// CANON: tensor.cast %[[G]] : tensor<3x64xf32> to tensor<?x?xf32>
func.func @refine_result(%d: tensor<8x32xui8>, %i: tensor<3xi64>, %s: tensor<8x2xf32>) -> tensor<?x?xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<3xi64>, tensor<8x2xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Constant indices walking the rows evenly would make another gather a
// slice of data; this one dequantizes, and stays.
// CANON-LABEL: func.func @no_slice_of_data
// CANON: gather.gather_block_quantized
func.func @no_slice_of_data(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) -> tensor<2x64xf32> {
  %i = arith.constant dense<[2, 3]> : tensor<2xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
  return %0 : tensor<2x64xf32>
}

// -----

// An empty result that cannot fail folds; with a constant index out of
// range it may fail, and stays for its check.
// CANON-LABEL: func.func @empty_result
// CANON-NEXT: %[[E:.*]] = arith.constant dense<> : tensor<0x64xf32>
// CANON-NEXT: return %[[E]]
func.func @empty_result(%d: tensor<8x32xui8>, %i: tensor<0xi64>, %s: tensor<8x2xf32>) -> tensor<0x64xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<0xi64>, tensor<8x2xf32>) -> tensor<0x64xf32>
  return %0 : tensor<0x64xf32>
}

// -----

// CANON-LABEL: func.func @unused_may_fail
// CANON: gather.gather_block_quantized
// CANON-LABEL: func.func @unused_cannot_fail
// CANON-NOT: gather.gather_block_quantized
// CANON: return
func.func @unused_may_fail(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) {
  %i = arith.constant dense<[8]> : tensor<1xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<1xi64>, tensor<8x2xf32>) -> tensor<1x64xf32>
  return
}
func.func @unused_cannot_fail(%d: tensor<8x32xui8>, %s: tensor<8x2xf32>) {
  %i = arith.constant dense<[-8, 7]> : tensor<2xi64>
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
  return
}

// -----

// Loop-invariant: hoisted where it cannot fail, kept in the loop where its
// indices are not known.
// LICM-LABEL: func.func @hoisting
// LICM: gather.gather_block_quantized %{{.*}}, %[[K:.*]], %{{.*}} {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>
// LICM: scf.for
// LICM: gather.gather_block_quantized %{{.*}}, %{{.*}}, %{{.*}} {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<?xi64>
// LICM: scf.yield
func.func @hoisting(%d: tensor<8x32xui8>, %i: tensor<?xi64>, %s: tensor<8x2xf32>, %n: index) -> (tensor<2x64xf32>, tensor<?x64xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %k = arith.constant dense<[1, 2]> : tensor<2xi64>
  %a0 = tensor.empty() : tensor<2x64xf32>
  %b0 = tensor.empty(%n) : tensor<?x64xf32>
  %r:2 = scf.for %j = %c0 to %n step %c1 iter_args(%a = %a0, %b = %b0) -> (tensor<2x64xf32>, tensor<?x64xf32>) {
    %x = gather.gather_block_quantized %d, %k, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<2xi64>, tensor<8x2xf32>) -> tensor<2x64xf32>
    %y = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<8x32xui8>, tensor<?xi64>, tensor<8x2xf32>) -> tensor<?x64xf32>
    scf.yield %x, %y : tensor<2x64xf32>, tensor<?x64xf32>
  }
  return %r#0, %r#1 : tensor<2x64xf32>, tensor<?x64xf32>
}
