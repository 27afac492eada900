// The README's main job: the example kernel verifies and its result shapes
// are inferred.
// RUN: gather-opt --gather-refine-shapes %gather_src_root/examples/gather.mlir | FileCheck %s

// CHECK-LABEL: func.func @embed_and_pick
// CHECK: %[[ROWS:.*]] = gather.gather_nd %{{.*}}, %{{.*}} : (tensor<1000x64xf32>, tensor<8x1xi64>) -> tensor<8x64xf32>
// CHECK: %[[TOP:.*]] = gather.gather_elements %[[ROWS]], %{{.*}} {axis = -1 : i64} : (tensor<8x64xf32>, tensor<8x4xi32>) -> tensor<8x4xf32>
// CHECK: %[[CAST:.*]] = tensor.cast %[[TOP]] : tensor<8x4xf32> to tensor<?x?xf32>
// CHECK: return %[[CAST]]
