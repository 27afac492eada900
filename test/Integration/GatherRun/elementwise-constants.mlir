// Elementwise ops on gathered tensors with constant operands, which the
// pipeline fuses (splats become scalars): a scale, a bias row broadcast
// to every row, and a cast to f16, checked against NumPy's values.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python -c "import numpy as np; np.save('%t/d.npy', np.arange(32, dtype=np.float32).reshape(8, 4))"
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int64 '[[7], [0], [-3]]'
// RUN: gather-run %s -e scale_bias_cast --input=%t/d.npy --input=%t/i.npy --print | FileCheck %s --match-full-lines
// CHECK: result #0: tensor<3x4xf16> = {{\[\[}}4.5, 3.625, 3.75, 6.875], [1, 0.125, 0.25, 3.375], [3.5, 2.625, 2.75, 5.875]]
func.func @scale_bias_cast(%d: tensor<8x4xf32>, %i: tensor<3x1xi64>) -> tensor<3x4xf16> {
  %rows = gather.gather_nd %d, %i : (tensor<8x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
  %scale = arith.constant dense<0.125> : tensor<3x4xf32>
  %bias = arith.constant dense<[[1.0, 0.0, 0.0, 3.0], [1.0, 0.0, 0.0, 3.0], [1.0, 0.0, 0.0, 3.0]]> : tensor<3x4xf32>
  %scaled = arith.mulf %rows, %scale : tensor<3x4xf32>
  %biased = arith.addf %scaled, %bias : tensor<3x4xf32>
  %half = arith.truncf %biased : tensor<3x4xf32> to tensor<3x4xf16>
  return %half : tensor<3x4xf16>
}
