// Results that alias arguments, repeat a value, or are constants come back
// as the kernel's own copies; gather-run reads each and frees each once.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/a.npy float32 '[1.5, -2.25]'
// RUN: gather-run %s -e passthrough --input=%t/a.npy --print --output=%t/r0.npy --output=%t/r1.npy --output=%t/r2.npy | FileCheck %s
// RUN: %python -c "import numpy as n; a = n.load('%t/r0.npy'); b = n.load('%t/r1.npy'); c = n.load('%t/r2.npy'); print(a.dtype, a.tolist(), b.dtype, b.tolist(), c.tolist())" | FileCheck %s --check-prefix=NPY

// CHECK: result #0: tensor<2xf32> = [1.5, -2.25]
// CHECK-NEXT: result #1: tensor<3xi32> = [1, 2, 3]
// CHECK-NEXT: result #2: tensor<2xf32> = [1.5, -2.25]
// NPY: float32 [1.5, -2.25] int32 [1, 2, 3] [1.5, -2.25]
func.func @passthrough(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<3xi32>, tensor<2xf32>) {
  %c = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return %a, %c, %a : tensor<2xf32>, tensor<3xi32>, tensor<2xf32>
}
