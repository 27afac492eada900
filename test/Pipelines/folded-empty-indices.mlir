// RUN: gather-opt %s --gather-to-llvm | FileCheck %s

// Indices whose dynamic size is a constant 0: the lowering knows they hold
// no index, and folding the dead failure path never builds an invalid
// delinearisation of their positions.
// CHECK-LABEL: llvm.func @empty_tuples
// CHECK-NOT: affine.delinearize_index
func.func @empty_tuples(%d: tensor<4x3xf32>) -> tensor<?x2x3xf32> {
  %c0 = arith.constant 0 : index
  %t = tensor.empty(%c0) : tensor<?x2x1xi64>
  %0 = gather.gather_nd %d, %t : (tensor<4x3xf32>, tensor<?x2x1xi64>) -> tensor<?x2x3xf32>
  return %0 : tensor<?x2x3xf32>
}

// The same behind a cast from a static 0, in a gather_elements.
// CHECK-LABEL: llvm.func @cast_empty
func.func @cast_empty(%d: tensor<4x3xf32>, %i0: tensor<0x3xi32>) -> tensor<?x3xf32> {
  %i = tensor.cast %i0 : tensor<0x3xi32> to tensor<?x3xi32>
  %0 = gather.gather_elements %d, %i : (tensor<4x3xf32>, tensor<?x3xi32>) -> tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
