// The README's main job: the example kernel verifies, its result shapes are
// inferred, and it runs on the example inputs.
// RUN: gather-opt --gather-refine-shapes %gather_src_root/examples/gather.mlir | FileCheck %s
// RUN: rm -rf %t && %python %gather_src_root/examples/make_inputs.py %t
// RUN: gather-run %gather_src_root/examples/gather.mlir -e embed_and_pick --input=%t/table.npy --input=%t/tokens.npy --input=%t/picks.npy --print | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: func.func @embed_and_pick
// CHECK: %[[ROWS:.*]] = gather.gather_nd %{{.*}}, %{{.*}} : (tensor<?x4xf32>, tensor<3x1xi64>) -> tensor<3x4xf32>
// CHECK: %[[TOP:.*]] = gather.gather_elements %[[ROWS]], %{{.*}} {axis = -1 : i64} : (tensor<3x4xf32>, tensor<3x2xi32>) -> tensor<3x2xf32>
// CHECK: %[[CAST:.*]] = tensor.cast %[[TOP]] : tensor<3x2xf32> to tensor<?x?xf32>
// CHECK: return %[[CAST]]

// Rows 4, 5 (-1) and 0 of the table, then columns [3, 0], [3 (-1), 1], [2, 2].
// EXEC: result #0: tensor<3x2xf32> = {{\[}}[43, 40], [53, 51], [2, 2]]
