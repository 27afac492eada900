// RUN: gather-opt %s --inline | FileCheck %s

// Calls of functions holding gather ops inline, as calls of functions of
// arith ops do (the way to partition them: docs/Distributed.md).

// CHECK-LABEL: func.func @embed
// CHECK-SAME: (%[[T:.*]]: tensor<8x4xf32>, %[[I:.*]]: tensor<8xi64>, %[[U:.*]]: tensor<8x4xf32>)
// CHECK-NOT: func.call
// CHECK: %[[G:.*]] = gather.gather %[[T]], %[[I]] : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
// CHECK: %[[S:.*]] = gather.scatter_elements %[[G]], %{{.*}}, %[[U]] reduction(add) : (tensor<8x4xf32>, tensor<8x4xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
// CHECK: return %[[S]]
func.func private @lookup(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %g = gather.gather %table, %ids : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func private @accumulate(%data: tensor<8x4xf32>, %ids: tensor<8x4xi64>, %updates: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %s = gather.scatter_elements %data, %ids, %updates reduction(add) : (tensor<8x4xf32>, tensor<8x4xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}

func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<8xi64>, %updates: tensor<8x4xf32>) -> tensor<8x4xf32> {
  %g = func.call @lookup(%table, %ids) : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  %rows = arith.constant dense<1> : tensor<8x4xi64>
  %s = func.call @accumulate(%g, %rows, %updates) : (tensor<8x4xf32>, tensor<8x4xi64>, tensor<8x4xf32>) -> tensor<8x4xf32>
  return %s : tensor<8x4xf32>
}
