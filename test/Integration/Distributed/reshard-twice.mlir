// Two reshardings to replicated of tensors whose elements travel as bits of
// one type and shape (f32 and i32; i64 and ui64), in one function: each
// all-gather must keep its own data. (Found by distributed.py's scatter
// suite: scatter_elements' indices and updates annotated along the axis,
// which is not splittable, are both gathered whole.) Every mpirun has a
// timeout.

// RUN: rm -rf %t && mkdir -p %t
// RUN: %python %S/../Inputs/make_npy.py %t/f.npy float32 '[[0.5, 1.5], [2.5, 3.5], [4.5, 5.5], [6.5, 7.5]]'
// RUN: %python %S/../Inputs/make_npy.py %t/i.npy int32 '[[-1, -2], [-3, -4], [-5, -6], [-7, -8]]'
// RUN: %python %S/../Inputs/make_npy.py %t/columns.npy int64 '[[1, 0], [0, -1]]'
// RUN: %python %S/../Inputs/make_npy.py %t/zeros.npy float32 '[[0, 0], [0, 0], [0, 0], [0, 0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/along.npy int32 '[[0, 1], [1, 2], [2, 3], [3, 0]]'
// RUN: %python %S/../Inputs/make_npy.py %t/u.npy float32 '[[1, 2], [3, 4], [5, 6], [7, 8]]'

// Two gather_elements whose data, split on a dimension (not the axis)
// where indices are shorter, are gathered whole: the one-process results
// on 1 and 2 processes.
// RUN: gather-run %s -e two_gathers --input=%t/f.npy --input=%t/i.npy --input=%t/columns.npy --print | FileCheck %s --check-prefix=GATHERS
// RUN: timeout 120 mpirun -np 2 gather-run %s -e two_gathers --input=%t/f.npy --input=%t/i.npy --input=%t/columns.npy --print | FileCheck %s --check-prefix=GATHERS
// GATHERS: result #0: tensor<2x2xf32> = {{\[\[}}1.5, 0.5], [2.5, 3.5]]
// GATHERS-NEXT: result #1: tensor<2x2xi32> = {{\[\[}}-2, -1], [-3, -4]]

// scatter_elements with i32 indices and f32 updates split along its axis.
// RUN: gather-run %s -e scatter_along_axis --input=%t/zeros.npy --input=%t/along.npy --input=%t/u.npy --print | FileCheck %s --check-prefix=SCATTER
// RUN: timeout 120 mpirun -np 2 gather-run %s -e scatter_along_axis --input=%t/zeros.npy --input=%t/along.npy --input=%t/u.npy --print | FileCheck %s --check-prefix=SCATTER
// SCATTER: result #0: tensor<4x2xf32> = {{\[\[}}1, 8], [3, 2], [5, 4], [7, 6]]

shard.grid @grid(shape = 2) {sym_visibility = "private"}

func.func @two_gathers(%f: tensor<4x2xf32>, %i: tensor<4x2xi32>, %columns: tensor<2x2xi64>) -> (tensor<2x2xf32>, tensor<2x2xi32>) {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %fs = shard.shard %f to %s : tensor<4x2xf32>
  %is = shard.shard %i to %s : tensor<4x2xi32>
  %gf = gather.gather_elements %fs, %columns {axis = 1} : (tensor<4x2xf32>, tensor<2x2xi64>) -> tensor<2x2xf32>
  %gi = gather.gather_elements %is, %columns {axis = 1} : (tensor<4x2xi32>, tensor<2x2xi64>) -> tensor<2x2xi32>
  return %gf, %gi : tensor<2x2xf32>, tensor<2x2xi32>
}

func.func @scatter_along_axis(%data: tensor<4x2xf32>, %indices: tensor<4x2xi32>, %updates: tensor<4x2xf32>) -> tensor<4x2xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %is = shard.shard %indices to %s : tensor<4x2xi32>
  %us = shard.shard %updates to %s : tensor<4x2xf32>
  %g = gather.scatter_elements %data, %is, %us {axis = 0} : (tensor<4x2xf32>, tensor<4x2xi32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  return %g : tensor<4x2xf32>
}
