// RUN: gather-opt %s --gather-partition --canonicalize --split-input-file | FileCheck %s

// scatter_nd into a key/value cache whose 8 rows are split in two (data annotated; the result follows): the whole scatter's checks stay in front on an 8-row tensor.empty; each process wraps the index into the global range without clamping, shifts it by process * 4 and keeps it where its block holds the row, else sends it to row 4, the zero scratch row the pad adds; it scatters into its padded block and slices the scratch row off. No communication.
// CHECK-LABEL: func.func @scatter_nd_rows(
// CHECK-SAME: %[[CACHE:[^:]*]]: tensor<4x4xf32>, %[[ROWS:[^:]*]]: tensor<3x1xi64>, %[[NEW:[^:]*]]: tensor<3x4xf32>) -> tensor<4x4xf32>
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[PROCESS:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK: %[[OFFSET:.*]] = arith.muli %[[PROCESS]], %[[C4]] : index
// CHECK: %[[GLOBAL:.*]] = tensor.empty() : tensor<8x4xf32>
// CHECK: gather.scatter_nd %[[GLOBAL]], %[[ROWS]], %[[NEW]] reduction(add) : (tensor<8x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<8x4xf32>
// CHECK: %[[LOCAL:.*]] = linalg.generic {{.*}} ins(%[[ROWS]] : tensor<3x1xi64>) outs(%{{.*}} : tensor<3x1xindex>)
// CHECK: %[[RAW:.*]] = arith.index_cast %{{.*}} : i64 to index
// CHECK: %[[NEGATIVE:.*]] = arith.cmpi slt, %[[RAW]], %{{.*}} : index
// CHECK: %[[WRAPPED:.*]] = arith.addi %[[RAW]], %[[C8]] : index
// CHECK: %[[GLOBAL_ROW:.*]] = arith.select %[[NEGATIVE]], %[[WRAPPED]], %[[RAW]] : index
// CHECK-NOT: arith.minsi
// CHECK: %[[ROW:.*]] = arith.subi %[[GLOBAL_ROW]], %[[OFFSET]] : index
// CHECK: %[[HELD:.*]] = arith.cmpi ult, %[[ROW]], %[[C4]] : index
// CHECK: %[[TARGET:.*]] = arith.select %[[HELD]], %[[ROW]], %[[C4]] : index
// CHECK: linalg.yield %[[TARGET]] : index
// CHECK: %[[PADDED:.*]] = tensor.pad %[[CACHE]] low[0, 0] high[1, 0]
// CHECK: tensor.yield %[[ZERO]] : f32
// CHECK: } : tensor<4x4xf32> to tensor<5x4xf32>
// CHECK: %[[SCATTERED:.*]] = gather.scatter_nd %[[PADDED]], %[[LOCAL]], %[[NEW]] reduction(add) : (tensor<5x4xf32>, tensor<3x1xindex>, tensor<3x4xf32>) -> tensor<5x4xf32>
// CHECK: %[[BLOCK:.*]] = tensor.extract_slice %[[SCATTERED]][0, 0] [4, 4] [1, 1] : tensor<5x4xf32> to tensor<4x4xf32>
// CHECK-NOT: shard.all
// CHECK: return %[[BLOCK]] : tensor<4x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_nd_rows(%cache: tensor<8x4xf32>, %rows: tensor<3x1xi64>, %new: tensor<3x4xf32>) -> tensor<8x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %c = shard.shard %cache to %s : tensor<8x4xf32>
  %r = gather.scatter_nd %c, %rows, %new reduction(add) : (tensor<8x4xf32>, tensor<3x1xi64>, tensor<3x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// The same with dynamic rows: the block's rows are tensor.dim, the global size twice that (the checks' tensor.empty and the wrap), the offset process * rows, and the scratch row is at index rows.
// CHECK-LABEL: func.func @scatter_nd_dynamic_rows(
// CHECK-SAME: %[[CACHE:[^:]*]]: tensor<?x4xf32>, %[[ROWS:[^:]*]]: tensor<3x1xi32>, %[[NEW:[^:]*]]: tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK: %[[LOCAL_ROWS:.*]] = tensor.dim %[[CACHE]], %{{.*}} : tensor<?x4xf32>
// CHECK: %[[PROCESS:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK: %[[OFFSET:.*]] = arith.muli %[[PROCESS]], %[[LOCAL_ROWS]] : index
// CHECK: %[[GLOBAL_ROWS:.*]] = arith.muli %[[LOCAL_ROWS]], %{{.*}} : index
// CHECK: %[[GLOBAL:.*]] = tensor.empty(%[[GLOBAL_ROWS]]) : tensor<?x4xf32>
// CHECK: gather.scatter_nd %[[GLOBAL]], %[[ROWS]], %[[NEW]] : (tensor<?x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK: linalg.generic
// CHECK: arith.addi %{{.*}}, %[[GLOBAL_ROWS]] : index
// CHECK: %[[ROW:.*]] = arith.subi %{{.*}}, %[[OFFSET]] : index
// CHECK: %[[HELD:.*]] = arith.cmpi ult, %[[ROW]], %[[LOCAL_ROWS]] : index
// CHECK: arith.select %[[HELD]], %[[ROW]], %[[LOCAL_ROWS]] : index
// CHECK: tensor.pad %[[CACHE]] low[0, 0] high[1, 0]
// CHECK: } : tensor<?x4xf32> to tensor<?x4xf32>
// CHECK: gather.scatter_nd %{{.*}} : (tensor<?x4xf32>, tensor<3x1xindex>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK: tensor.extract_slice %{{.*}}[0, 0] [%{{.*}}, 4] [1, 1] : tensor<?x4xf32> to tensor<?x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_nd_dynamic_rows(%cache: tensor<?x4xf32>, %rows: tensor<3x1xi32>, %new: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %c = shard.shard %cache to %s : tensor<?x4xf32>
  %r = gather.scatter_nd %c, %rows, %new : (tensor<?x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}

// -----

// Constant indices in range (-3 is row 5): the scatter cannot fail, so no checks in front; the local scatter alone.
// CHECK-LABEL: func.func @scatter_nd_in_range(
// CHECK-NOT: tensor<8x4xf32>
// CHECK: tensor.pad
// CHECK: gather.scatter_nd
// CHECK-NOT: gather.scatter_nd
// CHECK: return
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_nd_in_range(%cache: tensor<8x4xf32>, %new: tensor<2x4xf32>) -> tensor<8x4xf32> {
  %rows = arith.constant dense<-3> : tensor<2x1xi64>
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %c = shard.shard %cache to %s : tensor<8x4xf32>
  %r = gather.scatter_nd %c, %rows, %new : (tensor<8x4xf32>, tensor<2x1xi64>, tensor<2x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// scatter_nd split on a passthrough dimension (the result annotated on its columns): data and updates are split alike, the indices whole, so each process scatters its 2 columns; its checks are the global ones.
// CHECK-LABEL: func.func @scatter_nd_passthrough(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x2xf32>, %[[IDX:[^:]*]]: tensor<3x1xi32>, %[[UPD:[^:]*]]: tensor<3x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_nd %[[DATA]], %[[IDX]], %[[UPD]] : (tensor<8x2xf32>, tensor<3x1xi32>, tensor<3x2xf32>) -> tensor<8x2xf32>
// CHECK-NEXT: return %[[R]] : tensor<8x2xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_nd_passthrough(%data: tensor<8x4xf32>, %idx: tensor<3x1xi32>, %upd: tensor<3x4xf32>) -> tensor<8x4xf32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %r = gather.scatter_nd %data, %idx, %upd : (tensor<8x4xf32>, tensor<3x1xi32>, tensor<3x4xf32>) -> tensor<8x4xf32>
  %o = shard.shard %r to %s : tensor<8x4xf32>
  return %o : tensor<8x4xf32>
}

// -----

// Indices and updates split on the update batch (annotated arguments): the processes would apply duplicates out of order, so propagation keeps the scatter whole and partition gathers both first.
// CHECK-LABEL: func.func @scatter_nd_update_batch(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x4xf32>, %[[IDX:[^:]*]]: tensor<3x1xi64>, %[[UPD:[^:]*]]: tensor<3x4xf32>) -> tensor<8x4xf32>
// CHECK-DAG: %[[ALL_UPD:.*]] = shard.all_gather %[[UPD]] on @grid grid_axes = [0] gather_axis = 0 : tensor<3x4xf32> -> tensor<6x4xf32>
// CHECK-DAG: %[[ALL_IDX:.*]] = shard.all_gather %[[IDX]] on @grid grid_axes = [0] gather_axis = 0 : tensor<3x1xi64> -> tensor<6x1xi64>
// CHECK: %[[R:.*]] = gather.scatter_nd %[[DATA]], %[[ALL_IDX]], %[[ALL_UPD]] : (tensor<8x4xf32>, tensor<6x1xi64>, tensor<6x4xf32>) -> tensor<8x4xf32>
// CHECK-NEXT: return %[[R]] : tensor<8x4xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_nd_update_batch(%data: tensor<8x4xf32>, %idx: tensor<6x1xi64>, %upd: tensor<6x4xf32>) -> tensor<8x4xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %u = shard.shard %upd to %s : tensor<6x4xf32>
  %i = shard.shard %idx to %s : tensor<6x1xi64>
  %r = gather.scatter_nd %data, %i, %u : (tensor<8x4xf32>, tensor<6x1xi64>, tensor<6x4xf32>) -> tensor<8x4xf32>
  return %r : tensor<8x4xf32>
}

// -----

// scatter_nd with index pairs on a 2x2 grid, data's rows split over grid axis 0 and its columns over grid axis 1: each component is shifted into its own block (row offsets process(0) * 2, column offsets process(1) * 3) and sent to its own scratch row or column, which the pad adds to both (complex zero); an update that another block holds on either component lands in the scratch border.
// CHECK-LABEL: func.func @scatter_nd_pairs(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<2x3x3xcomplex<f64>>, %[[IDX:[^:]*]]: tensor<5x2xi64>, %[[UPD:[^:]*]]: tensor<5x3xcomplex<f64>>) -> tensor<2x3x3xcomplex<f64>>
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[ZERO:.*]] = complex.constant [0.000000e+00, 0.000000e+00] : complex<f64>
// CHECK: %[[P0:.*]] = shard.process_multi_index on @grid axes = [0] : index
// CHECK: %[[ROW_OFFSET:.*]] = arith.muli %[[P0]], %[[C2]] : index
// CHECK: %[[P1:.*]] = shard.process_multi_index on @grid axes = [1] : index
// CHECK: %[[COLUMN_OFFSET:.*]] = arith.muli %[[P1]], %[[C3]] : index
// CHECK: gather.scatter_nd %{{.*}} reduction(mul) : (tensor<4x6x3xcomplex<f64>>, tensor<5x2xi64>, tensor<5x3xcomplex<f64>>) -> tensor<4x6x3xcomplex<f64>>
// CHECK: linalg.generic
// CHECK: %[[COMPONENT:.*]] = linalg.index 1 : index
// CHECK: %[[ROW:.*]] = arith.subi %{{.*}}, %[[ROW_OFFSET]] : index
// CHECK: %[[ROW_HELD:.*]] = arith.cmpi ult, %[[ROW]], %[[C2]] : index
// CHECK: arith.select %[[ROW_HELD]], %[[ROW]], %[[C2]] : index
// CHECK: %[[COLUMN:.*]] = arith.subi %{{.*}}, %[[COLUMN_OFFSET]] : index
// CHECK: %[[COLUMN_HELD:.*]] = arith.cmpi ult, %[[COLUMN]], %[[C3]] : index
// CHECK: arith.select %[[COLUMN_HELD]], %[[COLUMN]], %[[C3]] : index
// CHECK: tensor.pad %[[DATA]] low[0, 0, 0] high[1, 1, 0]
// CHECK: tensor.yield %[[ZERO]] : complex<f64>
// CHECK: } : tensor<2x3x3xcomplex<f64>> to tensor<3x4x3xcomplex<f64>>
// CHECK: gather.scatter_nd %{{.*}} reduction(mul) : (tensor<3x4x3xcomplex<f64>>, tensor<5x2xindex>, tensor<5x3xcomplex<f64>>) -> tensor<3x4x3xcomplex<f64>>
// CHECK: tensor.extract_slice %{{.*}}[0, 0, 0] [2, 3, 3] [1, 1, 1] : tensor<3x4x3xcomplex<f64>> to tensor<2x3x3xcomplex<f64>>
shard.grid @grid(shape = 2x2) {sym_visibility = "private"}
func.func @scatter_nd_pairs(%data: tensor<4x6x3xcomplex<f64>>, %idx: tensor<5x2xi64>, %upd: tensor<5x3xcomplex<f64>>) -> tensor<4x6x3xcomplex<f64>> {
  %s = shard.sharding @grid split_axes = [[0], [1]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<4x6x3xcomplex<f64>>
  %r = gather.scatter_nd %d, %idx, %upd reduction(mul) : (tensor<4x6x3xcomplex<f64>>, tensor<5x2xi64>, tensor<5x3xcomplex<f64>>) -> tensor<4x6x3xcomplex<f64>>
  return %r : tensor<4x6x3xcomplex<f64>>
}

// -----

// scatter_elements with its axis split: the same partition along the axis, the scratch column padded with the integer 0.
// CHECK-LABEL: func.func @scatter_elements_axis(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<3x4xi32>, %[[IDX:[^:]*]]: tensor<3x5xi64>, %[[UPD:[^:]*]]: tensor<3x5xi32>) -> tensor<3x4xi32>
// CHECK-DAG: %[[ZERO:.*]] = arith.constant 0 : i32
// CHECK: gather.scatter_elements %{{.*}}, %[[IDX]], %[[UPD]] reduction(max) {axis = 1 : i64} : (tensor<3x8xi32>, tensor<3x5xi64>, tensor<3x5xi32>) -> tensor<3x8xi32>
// CHECK: %[[LOCAL:.*]] = linalg.generic
// CHECK: %[[PADDED:.*]] = tensor.pad %[[DATA]] low[0, 0] high[0, 1]
// CHECK: tensor.yield %[[ZERO]] : i32
// CHECK: %[[SCATTERED:.*]] = gather.scatter_elements %[[PADDED]], %[[LOCAL]], %[[UPD]] reduction(max) {axis = 1 : i64} : (tensor<3x5xi32>, tensor<3x5xindex>, tensor<3x5xi32>) -> tensor<3x5xi32>
// CHECK: tensor.extract_slice %[[SCATTERED]][0, 0] [3, 4] [1, 1] : tensor<3x5xi32> to tensor<3x4xi32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_elements_axis(%data: tensor<3x8xi32>, %idx: tensor<3x5xi64>, %upd: tensor<3x5xi32>) -> tensor<3x8xi32> {
  %s = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %d = shard.shard %data to %s : tensor<3x8xi32>
  %r = gather.scatter_elements %d, %idx, %upd reduction(max) {axis = 1 : i64} : (tensor<3x8xi32>, tensor<3x5xi64>, tensor<3x5xi32>) -> tensor<3x8xi32>
  return %r : tensor<3x8xi32>
}

// -----

// scatter_elements split on a dimension other than the axis, where indices and data are equally long: data, indices and updates split alike, each process scatters its rows.
// CHECK-LABEL: func.func @scatter_elements_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<4x5xf32>, %[[IDX:[^:]*]]: tensor<4x3xi64>, %[[UPD:[^:]*]]: tensor<4x3xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: %[[R:.*]] = gather.scatter_elements %[[DATA]], %[[IDX]], %[[UPD]] {axis = 1 : i64} : (tensor<4x5xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<4x5xf32>
// CHECK-NEXT: return %[[R]] : tensor<4x5xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_elements_rows(%data: tensor<8x5xf32>, %idx: tensor<8x3xi64>, %upd: tensor<8x3xf32>) -> tensor<8x5xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %r = gather.scatter_elements %data, %idx, %upd {axis = 1 : i64} : (tensor<8x5xf32>, tensor<8x3xi64>, tensor<8x3xf32>) -> tensor<8x5xf32>
  %o = shard.shard %r to %s : tensor<8x5xf32>
  return %o : tensor<8x5xf32>
}

// -----

// scatter_elements whose indices are shorter than data on the split dimension (4 of 8 rows): their blocks would not line up, so the scatter stays whole and the result is split after it.
// CHECK-LABEL: func.func @scatter_elements_short_rows(
// CHECK-SAME: %[[DATA:[^:]*]]: tensor<8x5xf32>, %[[IDX:[^:]*]]: tensor<4x3xi64>, %[[UPD:[^:]*]]: tensor<4x3xf32>) -> tensor<4x5xf32>
// CHECK: %[[R:.*]] = gather.scatter_elements %[[DATA]], %[[IDX]], %[[UPD]] {axis = 1 : i64} : (tensor<8x5xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<8x5xf32>
// CHECK-NEXT: %[[BLOCK:.*]] = shard.all_slice %[[R]] on @grid grid_axes = [0] slice_axis = 0 : tensor<8x5xf32> -> tensor<4x5xf32>
// CHECK-NEXT: return %[[BLOCK]] : tensor<4x5xf32>
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @scatter_elements_short_rows(%data: tensor<8x5xf32>, %idx: tensor<4x3xi64>, %upd: tensor<4x3xf32>) -> tensor<8x5xf32> {
  %s = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %r = gather.scatter_elements %data, %idx, %upd {axis = 1 : i64} : (tensor<8x5xf32>, tensor<4x3xi64>, tensor<4x3xf32>) -> tensor<8x5xf32>
  %o = shard.shard %r to %s : tensor<8x5xf32>
  return %o : tensor<8x5xf32>
}
