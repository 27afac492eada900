// Calls are not supported in a sharded module (docs/Distributed.md, "Not
// supported"): upstream's shard-partition partitions every function of the
// module and knows no sharding of func.call, so the lowering fails with an
// error at the call (under mpirun, on rank 0), also where the call does not
// touch a sharded value. Without mpirun the module runs without its
// annotations, calls included. The way around: `gather-opt --inline` first,
// which inlines the gather ops too; the inlined module runs under mpirun
// and gives the one-process result.

// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/make_inputs.py %t
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy 2>&1 | FileCheck %s --check-prefix=CALL
// CALL: calls.mlir:[[#@LINE+19]]:8: error: 'func.call' op sharding interface is not implemented
// CALL: gather-run: error: lowering @embed to LLVM failed
// RUN: gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --print | FileCheck %s --check-prefix=ONE
// RUN: gather-opt %s --inline -o %t/inlined.mlir
// RUN: gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --output=%t/one.npy
// RUN: timeout 120 mpirun -np 2 gather-run %t/inlined.mlir -e embed --input=%t/table.npy --input=%t/ids.npy --output=%t/two.npy
// RUN: cmp %t/one.npy %t/two.npy
// ONE: result #0: tensor<8x4xf32> = {{\[}}[60.5, 61.5, 62.5, 63.5], [0.5, 1.5, 2.5, 3.5],

shard.grid @grid(shape = 2) {sym_visibility = "private"}

func.func private @lookup(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %g = gather.gather %table, %ids : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %split = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %i = shard.shard %ids to %split : tensor<8xi64>
  %g = func.call @lookup(%table, %i) : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}
