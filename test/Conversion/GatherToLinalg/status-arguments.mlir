// RUN: gather-opt %s -split-input-file --gather-add-status-arguments -verify-diagnostics | FileCheck %s

// Functions that reach a gather (contain one, or call one that does, also
// recursively) take the status record, and calls pass the caller's on.
// Functions that reach none, and declarations, keep their type.
// CHECK-LABEL: func.func private @external(tensor<4xf32>) -> tensor<4xf32>
// CHECK-LABEL: func.func @gathers(
// CHECK-SAME:      %{{.*}}: memref<6xi64>) -> tensor<2xf32> attributes {gather.status}
// CHECK-LABEL: func.func @caller(
// CHECK-SAME:      %[[X:.*]]: tensor<4xf32>, %[[I:.*]]: tensor<2x1xi64>, %[[S:.*]]: memref<6xi64>) -> tensor<2xf32> attributes {gather.status}
// CHECK:         %[[Y:.*]] = call @external(%[[X]]) : (tensor<4xf32>) -> tensor<4xf32>
// CHECK:         call @gathers(%[[Y]], %[[I]], %[[S]])
// CHECK-LABEL: func.func @no_gather(
// CHECK-SAME:      %{{.*}}: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-LABEL: func.func @recursive(
// CHECK-SAME:      %[[N:.*]]: index, %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<2x1xi64>, %[[RS:.*]]: memref<6xi64>) -> tensor<2xf32> attributes {gather.status}
// CHECK:         call @recursive(%{{.*}}, %{{.*}}, %{{.*}}, %[[RS]])
func.func private @external(tensor<4xf32>) -> tensor<4xf32>
func.func @gathers(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @caller(%x: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %y = call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %z = call @gathers(%y, %i) : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %z : tensor<2xf32>
}
func.func @no_gather(%x: tensor<4xf32>) -> tensor<4xf32> {
  %y = call @external(%x) : (tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}
func.func @recursive(%n: index, %d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %c1 = arith.constant 1 : index
  %m = arith.subi %n, %c1 : index
  %r = call @recursive(%m, %d, %i) : (index, tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %g = call @gathers(%d, %i) : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %g : tensor<2xf32>
}

// -----

// func.constant and func.call_indirect work on functions that reach no
// gather, in a module with gathers.
// CHECK-LABEL: func.func private @h(
// CHECK-SAME:      %{{.*}}: index) -> index {
// CHECK-LABEL: func.func @f(
// CHECK-SAME:      memref<6xi64>) -> tensor<2xf32> attributes {gather.status}
// CHECK:         constant @h : (index) -> index
func.func private @h(%x: index) -> index {
  return %x : index
}
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %fn = func.constant @h : (index) -> index
  %c = arith.constant 0 : index
  %x = func.call_indirect %fn(%c) : (index) -> index
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// An indirect call could not pass the record.
func.func private @g(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}
func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
  // expected-error @+1 {{'func.constant' op refers to @g, which reaches a gather op and so takes a status record as its last argument; only func.call can pass it one}}
  %fn = func.constant @g : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %0 = func.call_indirect %fn(%d, %i) : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The pass owns site ids: it numbers the gathers in walk order, replacing
// ids written in the input.
// CHECK-LABEL: func.func @sites(
// CHECK:         gather.gather_nd %{{.*}} {gather.site = 0 : i64}
// CHECK:         gather.gather_nd %{{.*}} {gather.site = 1 : i64}
// CHECK:         gather.gather_nd %{{.*}} {gather.site = 2 : i64}
func.func @sites(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %0 = gather.gather_nd %d, %i {gather.site = 9223372036854775807 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %1 = gather.gather_nd %d, %i {gather.site = 0 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  %2 = gather.gather_nd %d, %i {gather.site = 4000000000 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0, %1, %2 : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

// -----

// A function that already takes a record (marked gather.status) keeps it,
// and gets no second one.
// CHECK-LABEL: func.func @own_record(
// CHECK-SAME:      %{{.*}}: tensor<4xf32>, %{{.*}}: tensor<2x1xi64>, %{{.*}}: memref<6xi64>) -> tensor<2xf32> attributes {gather.status}
func.func @own_record(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %status: memref<6xi64>) -> tensor<2xf32> attributes {gather.status} {
  %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// The module records where each site is, indexed by id (gather.sites),
// for whoever reads a status record; ids and locations written in the
// input are replaced.
// CHECK:       #[[LOC0:loc[0-9]*]] = loc("model.mlir":3:8)
// CHECK-NEXT:  #[[LOC1:loc[0-9]*]] = loc("model.mlir":5:9)
// CHECK-NEXT:  module attributes {gather.sites = [#[[LOC0]], #[[LOC1]]]}
// CHECK-LABEL: func.func @located(
// CHECK:         gather.gather_nd %{{.*}} {gather.site = 0 : i64}
// CHECK:         gather.gather_elements %{{.*}} {gather.site = 1 : i64}
module attributes {gather.sites = [loc("old.mlir":1:1)]} {
  func.func @located(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %e: tensor<2xi64>) -> (tensor<2xf32>, tensor<2xf32>) {
    %0 = gather.gather_nd %d, %i {gather.site = 7 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32> loc("model.mlir":3:8)
    %1 = gather.gather_elements %d, %e {axis = 0 : i64} : (tensor<4xf32>, tensor<2xi64>) -> tensor<2xf32> loc("model.mlir":5:9)
    return %0, %1 : tensor<2xf32>, tensor<2xf32>
  }
}
