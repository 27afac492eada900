// Gemma's embedding scale (`embedding * sqrt(hidden)`) on a quantized
// lookup: the elementwise multiply is computed in the gather's row loop
// (gather-fuse-elementwise-consumers), tile by tile, and the numbers are
// those of the unfused program.

// RUN: gather-opt %s --gather-to-llvm --mlir-print-ir-after=gather-fuse-elementwise-consumers -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// FUSED: scf.forall
// FUSED: vector.transfer_write
// FUSED: linalg.generic
// FUSED: arith.mulf %in, %{{.*}} : f32
// FUSED: scf.forall.in_parallel

// Row 0 holds bytes 0x10, 0x32, ... (values 0, 1, 2, ..., 15, then again),
// row 1 bytes 0xfe, 0xdc, ... (values 14, 15, 12, 13, ...); scale 0.5, zero
// point 8, times 4: (q - 8) * 2.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d.npy uint8 '[[16, 50, 84, 118, 152, 186, 220, 254, 16, 50, 84, 118, 152, 186, 220, 254], [254, 220, 186, 152, 118, 84, 50, 16, 254, 220, 186, 152, 118, 84, 50, 16]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int64 '[1, -2]'
// RUN: %python %S/../Inputs/make_npy.py %t/s.npy float32 '[[0.5], [0.5]]'
// RUN: gather-run %s -e scaled --input=%t/d.npy --input=%t/i.npy --input=%t/s.npy --print | FileCheck %s --check-prefix=NUMBERS
// RUN: gather-run %s -e scaled --fuse-elementwise=false --input=%t/d.npy --input=%t/i.npy --input=%t/s.npy --print | FileCheck %s --check-prefix=NUMBERS
// NUMBERS: result #0: tensor<2x32xf32> = {{\[\[}}12, 14, 8, 10, 4, 6, 0, 2, -4, -2, -8, -6, -12, -10, -16, -14, 12, 14, 8, 10, 4, 6, 0, 2, -4, -2, -8, -6, -12, -10, -16, -14], [-16, -14, -12, -10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14, -16, -14, -12, -10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10, 12, 14]]
func.func @scaled(%d: tensor<2x16xui8>, %i: tensor<2xi64>, %s: tensor<2x1xf32>) -> tensor<2x32xf32> {
  %0 = gather.gather_block_quantized %d, %i, %s {block_size = 32 : i64} : (tensor<2x16xui8>, tensor<2xi64>, tensor<2x1xf32>) -> tensor<2x32xf32>
  %c = arith.constant dense<4.0> : tensor<2x32xf32>
  %1 = arith.mulf %0, %c : tensor<2x32xf32>
  return %1 : tensor<2x32xf32>
}
