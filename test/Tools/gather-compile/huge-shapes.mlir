// Static sizes right at the 2^63-1-byte limit compile under every option,
// with no overflow in the passes' own size arithmetic (trip counts, byte
// thresholds, chunk sizes; UndefinedBehaviorSanitizer checks it in the
// sanitized build). One byte more is rejected: see
// test/Dialect/Gather/invalid.mlir.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/default.o
// RUN: gather-compile %s --parallel -o %t/parallel.o
// RUN: gather-compile %s --parallel --parallel-min-bytes=0 -o %t/forked.o
// RUN: gather-compile %s --stream-min-bytes=0 --prefetch-min-bytes=0 -o %t/streamed.o
// RUN: gather-compile %s --on-out-of-bounds=clamp --parallel -o %t/clamp.o
// RUN: gather-compile %s --on-out-of-bounds=unchecked --parallel --stream-min-bytes=0 --prefetch-min-bytes=0 -o %t/unchecked.o
// RUN: llvm-nm %t/default.o %t/forked.o %t/streamed.o %t/unchecked.o | FileCheck %s
// CHECK-COUNT-4: T largest
func.func @largest(%d: tensor<9223372036854775807xi8>, %i: tensor<1x1xi64>) -> tensor<1xi8> {
  %0 = gather.gather_nd %d, %i : (tensor<9223372036854775807xi8>, tensor<1x1xi64>) -> tensor<1xi8>
  return %0 : tensor<1xi8>
}
func.func @wide(%d: tensor<4x?xf64>, %i: tensor<1x1152921504606846975xi64>) -> tensor<1x1152921504606846975xf64> {
  %1 = gather.gather_elements %d, %i : (tensor<4x?xf64>, tensor<1x1152921504606846975xi64>) -> tensor<1x1152921504606846975xf64>
  return %1 : tensor<1x1152921504606846975xf64>
}
func.func @rows(%d: tensor<2x576460752303423487xf64>, %i: tensor<1x1xi64>) -> tensor<1x576460752303423487xf64> {
  %1 = gather.gather_nd %d, %i : (tensor<2x576460752303423487xf64>, tensor<1x1xi64>) -> tensor<1x576460752303423487xf64>
  return %1 : tensor<1x576460752303423487xf64>
}
