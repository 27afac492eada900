// RUN: gather-opt %s --gather-fuse-elementwise-consumers --split-input-file | FileCheck %s

// Elementwise consumers of gather loops are computed in those loops, tile by
// tile: the loop's result becomes the consumer's, and the gathered tensor is
// no longer produced. The loops here have the shapes convert-gather-to-linalg
// gives them.

#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>

// A slice gather's loop (unchecked policies), then a consumer that adds a
// bias row and casts: each row is read, biased and cast in the loop.
// CHECK-LABEL: func.func @rows_then_bias_cast
// CHECK-SAME: (%[[D:.*]]: tensor<8x4xf32>, %[[R:.*]]: tensor<3xindex>, %[[B:.*]]: tensor<4xf32>)
// CHECK: %[[INIT:.*]] = tensor.empty() : tensor<3x4xf16>
// CHECK: %[[LOOP:.*]] = scf.forall (%[[I:.*]]) in (3) shared_outs(%[[O:.*]] = %[[INIT]]) -> (tensor<3x4xf16>) {
// CHECK:   %[[ROW:.*]] = tensor.extract_slice %[[D]][%{{.*}}, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
// CHECK:   %[[TILE:.*]] = linalg.generic {{.*}} ins(%[[ROW]], %[[B]] : tensor<1x4xf32>, tensor<4xf32>) outs(%{{.*}} : tensor<1x4xf16>)
// CHECK:     arith.addf
// CHECK:     arith.truncf
// CHECK:   tensor.parallel_insert_slice %[[TILE]] into %[[O]][%[[I]], 0] [1, 4] [1, 1] : tensor<1x4xf16> into tensor<3x4xf16>
// CHECK-NOT: linalg.generic
// CHECK: return %[[LOOP]]
func.func @rows_then_bias_cast(%data: tensor<8x4xf32>, %rows: tensor<3xindex>, %bias: tensor<4xf32>) -> tensor<3x4xf16> {
  %e = tensor.empty() : tensor<3x4xf32>
  %g = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3x4xf32>) {
    %r = tensor.extract %rows[%i] : tensor<3xindex>
    %row = tensor.extract_slice %data[%r, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    }
  }
  %init = tensor.empty() : tensor<3x4xf16>
  %h = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g, %bias : tensor<3x4xf32>, tensor<4xf32>) outs(%init : tensor<3x4xf16>) {
  ^bb0(%x: f32, %b: f32, %out: f16):
    %s = arith.addf %x, %b : f32
    %t = arith.truncf %s : f32 to f16
    linalg.yield %t : f16
  } -> tensor<3x4xf16>
  return %h : tensor<3x4xf16>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A checked slice gather: an scf.if picks a zero fill (a bad index) or the
// loop. The consumer goes into both branches: into the loop, and applied to
// the zeros (folded into one generic that yields the consumer of zero).
// CHECK-LABEL: func.func @checked_rows
// CHECK-SAME: (%[[D:.*]]: tensor<8x4xf32>, %[[R:.*]]: tensor<3xindex>, %[[BAD:.*]]: i1)
// CHECK-DAG: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[RESULT:.*]] = scf.if %[[BAD]] -> (tensor<3x4xf32>) {
// CHECK:   %[[ONES:.*]] = linalg.generic {{.*}} outs(%{{.*}} : tensor<3x4xf32>) {
// CHECK:     linalg.yield %[[ONE]] : f32
// CHECK:   scf.yield %[[ONES]]
// CHECK: } else {
// CHECK:   %[[LOOP:.*]] = scf.forall
// CHECK:     %[[ROW:.*]] = tensor.extract_slice %[[D]]
// CHECK:     %[[TILE:.*]] = linalg.generic {{.*}} ins(%[[ROW]] : tensor<1x4xf32>) outs(%{{.*}} : tensor<1x4xf32>)
// CHECK:       arith.addf %{{.*}}, %[[ONE]] : f32
// CHECK:     tensor.parallel_insert_slice %[[TILE]]
// CHECK:   scf.yield %[[LOOP]]
// CHECK: return %[[RESULT]]
func.func @checked_rows(%data: tensor<8x4xf32>, %rows: tensor<3xindex>, %bad: i1) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %g = scf.if %bad -> (tensor<3x4xf32>) {
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
    scf.yield %z : tensor<3x4xf32>
  } else {
    %f = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3x4xf32>) {
      %r = tensor.extract %rows[%i] : tensor<3xindex>
      %row = tensor.extract_slice %data[%r, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %row into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
      }
    }
    scf.yield %f : tensor<3x4xf32>
  }
  %init = tensor.empty() : tensor<3x4xf32>
  %one = arith.constant 1.0 : f32
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.addf %x, %one : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %h : tensor<3x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// A checked element gather: the loop runs first (it finds bad indices), and
// the scf.if after it zero-fills its result or passes it on. The consumer's
// copy for the passing branch goes right after the loop and into it; the
// failure branch no longer needs the gathered tensor.
// CHECK-LABEL: func.func @checked_elements
// CHECK: %[[LOOP:.*]] = scf.forall (%[[I:.*]]) in (3) shared_outs(%[[O:.*]] = %{{.*}}) -> (tensor<3x4xf32>) {
// CHECK:   %[[BLOCK:.*]] = scf.for
// CHECK:     tensor.insert
// CHECK:   %[[TILE:.*]] = linalg.generic {{.*}} ins(%[[BLOCK]] : tensor<1x4xf32>)
// CHECK:     arith.mulf
// CHECK:   tensor.parallel_insert_slice %[[TILE]] into %[[O]][%[[I]], 0] [1, 4] [1, 1]
// CHECK: %[[BAD:.*]] = memref.load
// CHECK: %[[RESULT:.*]] = scf.if %[[BAD]] -> (tensor<3x4xf32>) {
// CHECK:   linalg.generic
// CHECK-NOT: linalg.fill
// CHECK: } else {
// CHECK-NEXT: scf.yield %[[LOOP]]
// CHECK: return %[[RESULT]]
func.func @checked_elements(%data: tensor<8x4xf32>, %idx: tensor<3x4xindex>, %flag: memref<i1>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %f = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3x4xf32>) {
    %tile = tensor.extract_slice %o[%i, 0] [1, 4] [1, 1] : tensor<3x4xf32> to tensor<1x4xf32>
    %filled = scf.for %j = %c0 to %c4 step %c1 iter_args(%acc = %tile) -> (tensor<1x4xf32>) {
      %r = tensor.extract %idx[%i, %j] : tensor<3x4xindex>
      %v = tensor.extract %data[%r, %j] : tensor<8x4xf32>
      %next = tensor.insert %v into %acc[%c0, %j] : tensor<1x4xf32>
      scf.yield %next : tensor<1x4xf32>
    }
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %filled into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    }
  }
  %bad = memref.load %flag[] : memref<i1>
  %g = scf.if %bad -> (tensor<3x4xf32>) {
    %z = linalg.fill ins(%zero : f32) outs(%f : tensor<3x4xf32>) -> tensor<3x4xf32>
    scf.yield %z : tensor<3x4xf32>
  } else {
    scf.yield %f : tensor<3x4xf32>
  }
  %init = tensor.empty() : tensor<3x4xf32>
  %two = arith.constant 2.0 : f32
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.mulf %x, %two : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %h : tensor<3x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// Not fused: the consumer reads the gathered tensor through a broadcast (a
// tile of it is no tile of the consumer).
// CHECK-LABEL: func.func @broadcast_read
// CHECK: %[[LOOP:.*]] = scf.forall
// CHECK-NOT: linalg.generic
// CHECK: scf.forall.in_parallel
// CHECK: linalg.generic {{.*}} ins(%[[LOOP]] : tensor<3xf32>)
func.func @broadcast_read(%data: tensor<8xf32>, %rows: tensor<3xindex>) -> tensor<3x4xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %g = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3xf32>) {
    %r = tensor.extract %rows[%i] : tensor<3xindex>
    %v = tensor.extract_slice %data[%r] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<3xf32>
    }
  }
  %init = tensor.empty() : tensor<3x4xf32>
  %h = linalg.generic {indexing_maps = [#rows, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<3xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    linalg.yield %x : f32
  } -> tensor<3x4xf32>
  return %h : tensor<3x4xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>
#rows = affine_map<(d0, d1) -> (d0)>

// Not fused: a reduction is no elementwise consumer.
// CHECK-LABEL: func.func @reduction
// CHECK: %[[LOOP:.*]] = scf.forall
// CHECK-NOT: linalg.generic
// CHECK: scf.forall.in_parallel
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[LOOP]] : tensor<3x4xf32>)
func.func @reduction(%data: tensor<8x4xf32>, %rows: tensor<3xindex>, %sums: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3x4xf32>
  %g = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3x4xf32>) {
    %r = tensor.extract %rows[%i] : tensor<3xindex>
    %row = tensor.extract_slice %data[%r, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %row into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
    }
  }
  %h = linalg.generic {indexing_maps = [#id, #rows], iterator_types = ["parallel", "reduction"]}
      ins(%g : tensor<3x4xf32>) outs(%sums : tensor<3xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %h : tensor<3xf32>
}

// -----

#id = affine_map<(d0, d1) -> (d0, d1)>

// Not moved into the branches: the gathered tensor is also returned, so it
// is written whole anyway.
// CHECK-LABEL: func.func @gathered_also_returned
// CHECK: %[[G:.*]] = scf.if
// CHECK: } else {
// CHECK:   scf.forall
// CHECK-NOT: linalg.generic
// CHECK:   scf.yield
// CHECK: %[[H:.*]] = linalg.generic {{.*}} ins(%[[G]] : tensor<3x4xf32>)
// CHECK: return %[[G]], %[[H]]
func.func @gathered_also_returned(%data: tensor<8x4xf32>, %rows: tensor<3xindex>, %bad: i1) -> (tensor<3x4xf32>, tensor<3x4xf32>) {
  %e = tensor.empty() : tensor<3x4xf32>
  %zero = arith.constant 0.0 : f32
  %g = scf.if %bad -> (tensor<3x4xf32>) {
    %z = linalg.fill ins(%zero : f32) outs(%e : tensor<3x4xf32>) -> tensor<3x4xf32>
    scf.yield %z : tensor<3x4xf32>
  } else {
    %f = scf.forall (%i) in (3) shared_outs(%o = %e) -> (tensor<3x4xf32>) {
      %r = tensor.extract %rows[%i] : tensor<3xindex>
      %row = tensor.extract_slice %data[%r, 0] [1, 4] [1, 1] : tensor<8x4xf32> to tensor<1x4xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %row into %o[%i, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<3x4xf32>
      }
    }
    scf.yield %f : tensor<3x4xf32>
  }
  %init = tensor.empty() : tensor<3x4xf32>
  %h = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%g : tensor<3x4xf32>) outs(%init : tensor<3x4xf32>) {
  ^bb0(%x: f32, %out: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<3x4xf32>
  return %g, %h : tensor<3x4xf32>, tensor<3x4xf32>
}
