// An entry runs in a module that also holds functions gather-run cannot run:
// an external declaration and a function on unranked tensors. Asking for
// those is an error; the others run. (gather-run compiles the whole module,
// so these functions are kept out of the other files.)

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/d32.npy int32 '[[0,1],[2,3],[4,5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i42.npy int64 '[[0,0],[1,1],[2,1],[-1,-2]]'
// RUN: %python %S/../Inputs/make_npy.py %t/f2.npy float32 '[1.5,-2.5]'

// A declaration without a body cannot be the entry.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e decl --input=%t/f2.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=DECL --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// DECL: gather-run: error: @decl is a declaration without a body
func.func private @decl(%x: tensor<2xf32>) -> tensor<2xf32>

// Unranked tensors cannot be bound.
// RUN: %python %S/Inputs/exit-status.py 1 gather-run %s -e unranked --input=%t/f2.npy --print --output=%t/out.npy 2>&1 | FileCheck %s --match-full-lines --check-prefix=UNRANKED --implicit-check-not='{{.}}'
// RUN: test ! -e %t/out.npy
// UNRANKED: gather-run: error: @unranked's argument #0 has type tensor<*xf32>; gather-run binds ranked tensors of .npy element types only
func.func @unranked(%x: tensor<*xf32>) -> tensor<*xf32> {
  return %x : tensor<*xf32>
}

// The gather kernel next to them runs.
// RUN: gather-run %s -e nd --input=%t/d32.npy --input=%t/i42.npy --print | FileCheck %s --match-full-lines --check-prefix=ND
// ND: result #0: tensor<4xi32> = [0, 3, 5, 4]
func.func @nd(%d: tensor<3x2xi32>, %i: tensor<4x2xi64>) -> tensor<4xi32> {
  %0 = gather.gather_nd %d, %i : (tensor<3x2xi32>, tensor<4x2xi64>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}
