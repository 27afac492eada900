// RUN: gather-opt %s -split-input-file --gather-sink-materializations | FileCheck %s

// Each branch materializes its own value; the scf.if returns nothing.
// CHECK-LABEL: func.func @both_branches(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: tensor<4xf32>, %[[B:.*]]: tensor<4xf32>, %[[OUT:.*]]: memref<4xf32>)
// CHECK:         scf.if %[[C]] {
// CHECK-NEXT:      %[[X:.*]] = arith.negf %[[A]]
// CHECK-NEXT:      bufferization.materialize_in_destination %[[X]] in restrict writable %[[OUT]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Y:.*]] = arith.negf %[[B]]
// CHECK-NEXT:      bufferization.materialize_in_destination %[[Y]] in restrict writable %[[OUT]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @both_branches(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %out: memref<4xf32>) {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.negf %a : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = arith.negf %b : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

// Nested ifs (a shape check around an index check) sink all the way down;
// only the materialized result of a multi-result if moves.
// CHECK-LABEL: func.func @nested(
// CHECK:         %[[N:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT:      scf.if %{{.*}} {
// CHECK-NEXT:        arith.negf
// CHECK-NEXT:        bufferization.materialize_in_destination %{{.*}} in restrict writable %[[OUT:.*]] :
// CHECK-NEXT:      } else {
// CHECK-NEXT:        arith.negf
// CHECK-NEXT:        bufferization.materialize_in_destination %{{.*}} in restrict writable %[[OUT]] :
// CHECK-NEXT:      }
// CHECK-NEXT:      arith.addi
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      arith.negf
// CHECK-NEXT:      bufferization.materialize_in_destination %{{.*}} in restrict writable %[[OUT]] :
// CHECK-NEXT:      scf.yield %{{.*}} : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[N]] : i32
func.func @nested(%c: i1, %d: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %n: i32, %out: memref<4xf32>) -> i32 {
  %r:2 = scf.if %c -> (tensor<4xf32>, i32) {
    %s = scf.if %d -> tensor<4xf32> {
      %x = arith.negf %a : tensor<4xf32>
      scf.yield %x : tensor<4xf32>
    } else {
      %y = arith.negf %b : tensor<4xf32>
      scf.yield %y : tensor<4xf32>
    }
    %m = arith.addi %n, %n : i32
    scf.yield %s, %m : tensor<4xf32>, i32
  } else {
    %z = arith.negf %b : tensor<4xf32>
    scf.yield %z, %n : tensor<4xf32>, i32
  }
  bufferization.materialize_in_destination %r#0 in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %r#1 : i32
}

// -----

// An if result with another use stays.
// CHECK-LABEL: func.func @other_use(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         bufferization.materialize_in_destination %[[R]]
// CHECK:         return %[[R]]
func.func @other_use(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>, %out: memref<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.negf %a : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = arith.negf %b : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %r : tensor<4xf32>
}

// -----

// A destination defined after the if cannot move into it.
// CHECK-LABEL: func.func @late_destination(
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         %[[OUT:.*]] = memref.alloc
// CHECK:         bufferization.materialize_in_destination %[[R]] in restrict writable %[[OUT]]
func.func @late_destination(%c: i1, %a: tensor<4xf32>, %b: tensor<4xf32>) -> memref<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.negf %a : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    %y = arith.negf %b : tensor<4xf32>
    scf.yield %y : tensor<4xf32>
  }
  %out = memref.alloc() : memref<4xf32>
  bufferization.materialize_in_destination %r in restrict writable %out : (tensor<4xf32>, memref<4xf32>) -> ()
  return %out : memref<4xf32>
}

// -----

// A materialization into a tensor destination is sunk too: the branches
// yield the materialized values.
// CHECK-LABEL: func.func @tensor_destination(
// CHECK-SAME:      %[[C:.*]]: i1, %[[A:.*]]: tensor<4xf32>, %[[DEST:.*]]: tensor<4xf32>)
// CHECK:         %[[R:.*]] = scf.if %[[C]] -> (tensor<4xf32>) {
// CHECK-NEXT:      %[[X:.*]] = arith.negf %[[A]]
// CHECK-NEXT:      %[[MX:.*]] = bufferization.materialize_in_destination %[[X]] in %[[DEST]]
// CHECK-NEXT:      scf.yield %[[MX]]
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[MA:.*]] = bufferization.materialize_in_destination %[[A]] in %[[DEST]]
// CHECK-NEXT:      scf.yield %[[MA]]
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : tensor<4xf32>
func.func @tensor_destination(%c: i1, %a: tensor<4xf32>, %dest: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<4xf32> {
    %x = arith.negf %a : tensor<4xf32>
    scf.yield %x : tensor<4xf32>
  } else {
    scf.yield %a : tensor<4xf32>
  }
  %m = bufferization.materialize_in_destination %r in %dest : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

// Not when the destination's type differs from what the if yields.
// CHECK-LABEL: func.func @tensor_destination_other_type(
// CHECK:         %[[R:.*]] = scf.if
// CHECK-NOT:       materialize_in_destination
// CHECK:         bufferization.materialize_in_destination %[[R]] in
// CHECK-NEXT:    return
func.func @tensor_destination_other_type(%c: i1, %a: tensor<?xf32>, %dest: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.if %c -> tensor<?xf32> {
    %x = arith.negf %a : tensor<?xf32>
    scf.yield %x : tensor<?xf32>
  } else {
    scf.yield %a : tensor<?xf32>
  }
  %m = bufferization.materialize_in_destination %r in %dest : (tensor<?xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %m : tensor<4xf32>
}
