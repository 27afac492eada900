// Constants around gathers, which the pipeline never stores at full size:
// elementwise ops on gathered tensors with constant operands, fused (splats
// become scalars): a scale, a bias row, and a cast to f16; and a splat as
// the data of a gather, built by a fill. Checked against NumPy's values.

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

// RUN: %python %S/../Inputs/make_npy.py %t/rows.npy int32 '[[4095], [-4096], [17]]'
// RUN: gather-run %s -e splat_data --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=SPLAT
// RUN: %python %S/../Inputs/make_npy.py %t/rows-bad.npy int32 '[[4096]]'
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e splat_data --input=%t/rows-bad.npy 2>&1 | FileCheck %s --check-prefix=SPLATBAD
// SPLAT: result #0: tensor<3x2xf32> = {{\[\[}}2.5, 2.5], [2.5, 2.5], [2.5, 2.5]]
// SPLATBAD: index 4096 is outside the valid range [-4096, 4095] of data dimension 0
func.func @splat_data(%i: tensor<?x1xi32>) -> tensor<?x2xf32> {
  %d = arith.constant dense<2.5> : tensor<4096x2xf32>
  %rows = gather.gather_nd %d, %i : (tensor<4096x2xf32>, tensor<?x1xi32>) -> tensor<?x2xf32>
  return %rows : tensor<?x2xf32>
}

// Unsigned and complex splats are fills too, of a scalar read from a
// one-element constant.
// RUN: gather-run %s -e other_splats --input=%t/rows.npy --print | FileCheck %s --match-full-lines --check-prefix=OTHER
// OTHER: result #0: tensor<3x2xui8> = {{\[\[}}200, 200], [200, 200], [200, 200]]
// OTHER-NEXT: result #1: tensor<3x2xcomplex<f32>> = {{\[\[}}(1.5, -2), (1.5, -2)], [(1.5, -2), (1.5, -2)], [(1.5, -2), (1.5, -2)]]
func.func @other_splats(%i: tensor<?x1xi32>) -> (tensor<?x2xui8>, tensor<?x2xcomplex<f32>>) {
  %u = arith.constant dense<200> : tensor<4096x2xui8>
  %c = arith.constant dense<(1.5, -2.0)> : tensor<4096x2xcomplex<f32>>
  %ur = gather.gather_nd %u, %i : (tensor<4096x2xui8>, tensor<?x1xi32>) -> tensor<?x2xui8>
  %cr = gather.gather_nd %c, %i : (tensor<4096x2xcomplex<f32>>, tensor<?x1xi32>) -> tensor<?x2xcomplex<f32>>
  return %ur, %cr : tensor<?x2xui8>, tensor<?x2xcomplex<f32>>
}
