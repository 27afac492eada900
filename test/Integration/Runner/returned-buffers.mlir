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

// A gather result returned twice, and three times when large: every result
// is read before any buffer they share is freed, so all copies are right
// and valgrind sees no read of freed memory.
// RUN: %python %S/../Inputs/make_npy.py %t/d4.npy float32 '[10, 20, 30, 40]'
// RUN: %python %S/../Inputs/make_npy.py %t/i21.npy int64 '[[3], [-4]]'
// RUN: %python -c "import numpy as n; n.save('%t/big.npy', n.arange(65536, dtype=n.float32).reshape(256, 256)); n.save('%t/rows.npy', n.array([[255], [0], [-1]] * 100, dtype=n.int64))"
// Both run in one process (gather-run --batch: under valgrind, starting
// the tool is most of a small run's time), each followed by its outcome.
// RUN: printf '%%s\n' "%s -e twice --input=%t/d4.npy --input=%t/i21.npy --print" "%s -e thrice --input=%t/big.npy --input=%t/rows.npy --output=%t/t0.npy --output=%t/t1.npy --output=%t/t2.npy" > %t/memcheck-runs.txt
// RUN: %memcheck gather-run --batch=%t/memcheck-runs.txt | FileCheck %s --check-prefix=TWICE
// TWICE: result #0: tensor<2xf32> = [40, 10]
// TWICE-NEXT: result #1: tensor<2xf32> = [40, 10]
// TWICE-NEXT: gather-run: run 1: exit status 0
// TWICE-NEXT: gather-run: run 2: exit status 0
func.func @twice(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> (tensor<2xf32>, tensor<2xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %0 : tensor<2xf32>, tensor<2xf32>
}

// RUN: %python -c "import numpy as n; d = n.load('%t/big.npy'); r = n.load('%t/rows.npy'); e = d[r[:, 0]]; print(all((n.load('%t/t%%d.npy' %% k) == e).all() for k in range(3)))" | FileCheck %s --check-prefix=THRICE
// THRICE: True
func.func @thrice(%d: tensor<256x256xf32>, %i: tensor<300x1xi64>) -> (tensor<300x256xf32>, tensor<300x256xf32>, tensor<300x256xf32>) {
  %0 = gather.gather_nd %d, %i : (tensor<256x256xf32>, tensor<300x1xi64>) -> tensor<300x256xf32>
  return %0, %0, %0 : tensor<300x256xf32>, tensor<300x256xf32>, tensor<300x256xf32>
}
