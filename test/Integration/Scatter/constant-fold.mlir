// The scatter folder computes what the lowering computes: the same scatters
// of constants run as compiled (gather-run lowers them: the pipeline does
// not canonicalize first) and folded (gather-opt --canonicalize, after
// which no scatter is left), with identical printed results, which are the
// values the decided semantics give (docs/Dialect.md#scatters).

// RUN: gather-run %s -e constants --print > %t.compiled
// RUN: gather-opt %s --canonicalize -o %t.folded.mlir
// RUN: not grep -q gather.scatter %t.folded.mlir
// RUN: gather-run %t.folded.mlir -e constants --print > %t.folded
// RUN: diff %t.compiled %t.folded
// RUN: FileCheck %s < %t.compiled

// CHECK:      result #0: tensor<4xf32> = [9, 1, 7, 3]
// CHECK-NEXT: result #1: tensor<2x3xi32> = {{\[\[}}1, 12, 3], [4, 5, 36]]
// CHECK-NEXT: result #2: tensor<3xi8> = [-128, 127, 2]
// CHECK-NEXT: result #3: tensor<3xi1> = [true, false, true]
// CHECK-NEXT: result #4: tensor<2xui8> = [200, 7]
// CHECK-NEXT: result #5: tensor<2xf32> = [NaN, 2]
// CHECK-NEXT: result #6: tensor<2xf16> = [1.002, 0]
func.func @constants() -> (tensor<4xf32>, tensor<2x3xi32>, tensor<3xi8>, tensor<3xi1>, tensor<2xui8>, tensor<2xf32>, tensor<2xf16>) {
  %d = arith.constant dense<[0.0, 1.0, 2.0, 3.0]> : tensor<4xf32>
  %i = arith.constant dense<[[2], [0], [-4]]> : tensor<3x1xi64>
  %u = arith.constant dense<[7.0, 8.0, 9.0]> : tensor<3xf32>
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4xf32>, tensor<3x1xi64>, tensor<3xf32>) -> tensor<4xf32>
  %d1 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %i1 = arith.constant dense<[[1], [2]]> : tensor<2x1xi32>
  %u1 = arith.constant dense<[[6], [6]]> : tensor<2x1xi32>
  %1 = gather.scatter_elements %d1, %i1, %u1 reduction(mul) {axis = -1 : i64} : (tensor<2x3xi32>, tensor<2x1xi32>, tensor<2x1xi32>) -> tensor<2x3xi32>
  %d2 = arith.constant dense<[127, 126, 1]> : tensor<3xi8>
  %i2 = arith.constant dense<[[0], [1], [2], [1]]> : tensor<4x1xindex>
  %u2 = arith.constant dense<[1, 1, 1, 0]> : tensor<4xi8>
  %2 = gather.scatter_nd %d2, %i2, %u2 reduction(add) : (tensor<3xi8>, tensor<4x1xindex>, tensor<4xi8>) -> tensor<3xi8>
  %d3 = arith.constant dense<[false, true, true]> : tensor<3xi1>
  %i3 = arith.constant dense<[[0], [1]]> : tensor<2x1xi64>
  %u3 = arith.constant dense<[true, false]> : tensor<2xi1>
  %3 = gather.scatter_nd %d3, %i3, %u3 reduction(max) : (tensor<3xi1>, tensor<2x1xi64>, tensor<2xi1>) -> tensor<3xi1>
  %4 = gather.scatter_nd %3, %i3, %u3 reduction(min) : (tensor<3xi1>, tensor<2x1xi64>, tensor<2xi1>) -> tensor<3xi1>
  %d5 = arith.constant dense<[100, 7]> : tensor<2xui8>
  %i5 = arith.constant dense<[[0]]> : tensor<1x1xi64>
  %u5 = arith.constant dense<[200]> : tensor<1xui8>
  %5 = gather.scatter_nd %d5, %i5, %u5 reduction(max) : (tensor<2xui8>, tensor<1x1xi64>, tensor<1xui8>) -> tensor<2xui8>
  %d6 = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %u6 = arith.constant dense<[0x7FC00000]> : tensor<1xf32>
  %6 = gather.scatter_nd %d6, %i5, %u6 reduction(max) : (tensor<2xf32>, tensor<1x1xi64>, tensor<1xf32>) -> tensor<2xf32>
  %d7 = arith.constant dense<[1.0, 0.0]> : tensor<2xf16>
  %i7 = arith.constant dense<[[0], [0]]> : tensor<2x1xi64>
  %u7 = arith.constant dense<[0.0009765625, 0.0009765625]> : tensor<2xf16>
  %7 = gather.scatter_nd %d7, %i7, %u7 reduction(add) : (tensor<2xf16>, tensor<2x1xi64>, tensor<2xf16>) -> tensor<2xf16>
  return %0, %1, %2, %4, %5, %6, %7 : tensor<4xf32>, tensor<2x3xi32>, tensor<3xi8>, tensor<3xi1>, tensor<2xui8>, tensor<2xf32>, tensor<2xf16>
}
