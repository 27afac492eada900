// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --canonicalize --split-input-file | FileCheck %s --check-prefix=FUSED
// RUN: gather-opt %s --convert-gather-to-linalg="on-out-of-bounds=unchecked fuse-elementwise-producers=false" --canonicalize --split-input-file | FileCheck %s --check-prefix=UNFUSED

// A gradient scaled and negated (arith on tensors) for the scatter alone: the loops compute each update where they read it, from the two operands' elements, and the tensor-level ops fold away. Unfused, the negated tensor is computed whole and read.
// FUSED-LABEL: func.func @scatter_nd_arith_chain(
// FUSED-SAME: %[[TABLE:[^:]*]]: tensor<8x4xf32>, %[[IDS:[^:]*]]: tensor<5x1xi64>, %[[GRAD:[^:]*]]: tensor<5x4xf32>, %[[SCALE:[^:]*]]: tensor<5x4xf32>)
// FUSED-NOT: tensor<5x4xf32> -> tensor
// FUSED: scf.for %[[U:[^ ]*]] = {{.*}} iter_args(%{{.*}} = %[[TABLE]])
// FUSED: scf.for %[[C:[^ ]*]] = {{.*}} iter_args(%[[INTO:.*]] = %{{.*}})
// FUSED-NEXT: %[[G:.*]] = tensor.extract %[[GRAD]][%[[U]], %[[C]]] : tensor<5x4xf32>
// FUSED-NEXT: %[[S:.*]] = tensor.extract %[[SCALE]][%[[U]], %[[C]]] : tensor<5x4xf32>
// FUSED-NEXT: %[[P:.*]] = arith.mulf %[[G]], %[[S]] fastmath<contract> : f32
// FUSED-NEXT: %[[N:.*]] = arith.negf %[[P]] : f32
// FUSED-NEXT: %[[OLD:.*]] = tensor.extract %[[INTO]]
// FUSED-NEXT: %[[SUM:.*]] = arith.addf %[[OLD]], %[[N]] : f32
// FUSED-NEXT: tensor.insert %[[SUM]] into %[[INTO]]
// UNFUSED-LABEL: func.func @scatter_nd_arith_chain(
// UNFUSED: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} fastmath<contract> : tensor<5x4xf32>
// UNFUSED: %[[N:.*]] = arith.negf %[[P]] : tensor<5x4xf32>
// UNFUSED: tensor.extract %[[N]]
// UNFUSED-NOT: arith.mulf
func.func @scatter_nd_arith_chain(%table: tensor<8x4xf32>, %ids: tensor<5x1xi64>, %grad: tensor<5x4xf32>, %scale: tensor<5x4xf32>) -> tensor<8x4xf32> {
  %scaled = arith.mulf %grad, %scale fastmath<contract> : tensor<5x4xf32>
  %negated = arith.negf %scaled : tensor<5x4xf32>
  %r = gather.scatter_nd %table, %ids, %negated reduction(add) : (tensor<8x4xf32>, tensor<5x1xi64>, tensor<5x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// A cache row update whose new rows are rounded to the cache's f16 for the scatter alone: under `none` the slice is then written element by element, each rounded where it is written, instead of a converted tensor inserted slice by slice.
// FUSED-LABEL: func.func @scatter_nd_rows_converted(
// FUSED-SAME: %[[CACHE:[^:]*]]: tensor<8x4xf16>, %[[IDS:[^:]*]]: tensor<2x1xi32>, %[[NEW:[^:]*]]: tensor<2x4xf32>)
// FUSED-NOT: tensor.insert_slice
// FUSED: %[[X:.*]] = tensor.extract %[[NEW]][%{{.*}}, %{{.*}}] : tensor<2x4xf32>
// FUSED-NEXT: %[[H:.*]] = arith.truncf %[[X]] : f32 to f16
// FUSED-NEXT: tensor.insert %[[H]] into
// UNFUSED-LABEL: func.func @scatter_nd_rows_converted(
// UNFUSED: %[[H:.*]] = arith.truncf %{{.*}} : tensor<2x4xf32> to tensor<2x4xf16>
// UNFUSED: tensor.extract_slice %[[H]]
// UNFUSED: tensor.insert_slice
func.func @scatter_nd_rows_converted(%cache: tensor<8x4xf16>, %ids: tensor<2x1xi32>, %new: tensor<2x4xf32>) -> tensor<8x4xf16> {
  %rounded = arith.truncf %new : tensor<2x4xf32> to tensor<2x4xf16>
  %r = gather.scatter_nd %cache, %ids, %rounded : (tensor<8x4xf16>, tensor<2x1xi32>, tensor<2x4xf16>) -> tensor<8x4xf16>
  return %r : tensor<8x4xf16>
}

// -----

// An elementwise linalg.generic that adds a bias broadcast along the rows (read through (d0, d1) -> (d1)) and the row number (linalg.index 0): its body runs in the loops, on the update's elements, the bias element of the update's column and the loop's row.
// FUSED-LABEL: func.func @scatter_nd_generic(
// FUSED-SAME: %[[DATA:[^:]*]]: tensor<8x4xi32>, %[[IDS:[^:]*]]: tensor<3x1xi64>, %[[UPD:[^:]*]]: tensor<3x4xi32>, %[[BIAS:[^:]*]]: tensor<4xi32>)
// FUSED-NOT: linalg.generic
// FUSED: scf.for %[[U:[^ ]*]] =
// FUSED: scf.for %[[C:[^ ]*]] =
// FUSED-NEXT: %[[X:.*]] = tensor.extract %[[UPD]][%[[U]], %[[C]]] : tensor<3x4xi32>
// FUSED-NEXT: %[[B:.*]] = tensor.extract %[[BIAS]][%[[C]]] : tensor<4xi32>
// FUSED-NEXT: %[[XB:.*]] = arith.addi %[[X]], %[[B]] : i32
// FUSED-NEXT: %[[ROW:.*]] = arith.index_cast %[[U]] : index to i32
// FUSED-NEXT: %[[V:.*]] = arith.addi %[[XB]], %[[ROW]] : i32
// FUSED: arith.maxsi %{{.*}}, %[[V]] : i32
// UNFUSED-LABEL: func.func @scatter_nd_generic(
// UNFUSED: %[[V:.*]] = linalg.generic
// UNFUSED: tensor.extract %[[V]]
func.func @scatter_nd_generic(%data: tensor<8x4xi32>, %ids: tensor<3x1xi64>, %upd: tensor<3x4xi32>, %bias: tensor<4xi32>) -> tensor<8x4xi32> {
  %init = tensor.empty() : tensor<3x4xi32>
  %biased = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%upd, %bias : tensor<3x4xi32>, tensor<4xi32>) outs(%init : tensor<3x4xi32>) {
  ^bb0(%x: i32, %b: i32, %out: i32):
    %sum = arith.addi %x, %b : i32
    %row = linalg.index 0 : index
    %rowi = arith.index_cast %row : index to i32
    %v = arith.addi %sum, %rowi : i32
    linalg.yield %v : i32
  } -> tensor<3x4xi32>
  %r = gather.scatter_nd %data, %ids, %biased reduction(max) : (tensor<8x4xi32>, tensor<3x1xi64>, tensor<3x4xi32>) -> tensor<8x4xi32>
  return %r : tensor<8x4xi32>
}

// -----

// The scaled updates are also returned: computed whole once, and read by the scatter, not computed twice.
// FUSED-LABEL: func.func @producer_used_twice(
// FUSED: %[[P:.*]] = arith.mulf %{{.*}}, %{{.*}} : tensor<5x4xf32>
// FUSED: tensor.extract %[[P]]
// FUSED-NOT: arith.mulf
// FUSED: return %{{.*}}, %[[P]]
func.func @producer_used_twice(%table: tensor<8x4xf32>, %ids: tensor<5x1xi64>, %grad: tensor<5x4xf32>, %scale: tensor<5x4xf32>) -> (tensor<8x4xf32>, tensor<5x4xf32>) {
  %scaled = arith.mulf %grad, %scale : tensor<5x4xf32>
  %r = gather.scatter_nd %table, %ids, %scaled reduction(add) : (tensor<8x4xf32>, tensor<5x1xi64>, tensor<5x4xf32>) -> tensor<8x4xf32>
  return %r, %scaled : tensor<8x4xf32>, tensor<5x4xf32>
}

// -----

// scatter_elements along its last axis with updates converted from i8: each line of the scf.forall converts the elements it writes.
// FUSED-LABEL: func.func @scatter_elements_converted(
// FUSED-SAME: %[[DATA:[^:]*]]: tensor<3x6xi32>, %[[IDS:[^:]*]]: tensor<3x2xi64>, %[[SMALL:[^:]*]]: tensor<3x2xi8>)
// FUSED: scf.forall
// FUSED: scf.for
// FUSED: %[[X:.*]] = tensor.extract %[[SMALL]][%{{.*}}, %{{.*}}] : tensor<3x2xi8>
// FUSED-NEXT: %[[W:.*]] = arith.extsi %[[X]] : i8 to i32
// FUSED: tensor.insert %[[W]] into
// UNFUSED-LABEL: func.func @scatter_elements_converted(
// UNFUSED: %[[W:.*]] = arith.extsi %{{.*}} : tensor<3x2xi8> to tensor<3x2xi32>
// UNFUSED: scf.forall
// UNFUSED: tensor.extract %[[W]]
func.func @scatter_elements_converted(%data: tensor<3x6xi32>, %ids: tensor<3x2xi64>, %small: tensor<3x2xi8>) -> tensor<3x6xi32> {
  %wide = arith.extsi %small : tensor<3x2xi8> to tensor<3x2xi32>
  %r = gather.scatter_elements %data, %ids, %wide {axis = -1 : i64} : (tensor<3x6xi32>, tensor<3x2xi64>, tensor<3x2xi32>) -> tensor<3x6xi32>
  return %r : tensor<3x6xi32>
}
