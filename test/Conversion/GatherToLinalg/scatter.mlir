// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --cse --canonicalize --split-input-file | FileCheck %s --check-prefix=ERROR
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg=on-out-of-bounds=clamp --cse --canonicalize --split-input-file | FileCheck %s --check-prefix=CLAMP
// RUN: gather-opt %s --convert-gather-to-linalg=on-out-of-bounds=unchecked --cse --canonicalize --split-input-file | FileCheck %s --check-prefix=UNCHECKED
// RUN: gather-opt %s --gather-add-status-arguments --convert-gather-to-linalg --one-shot-bufferize="bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map" --split-input-file | FileCheck %s --check-prefix=INPLACE

// A scatter lowers to loops over its updates, in row-major order, that carry
// a tensor from `data` (scf.for iter_args) and insert each update into it.
// Under error every index is scanned first (the inverse gather's scan) and a
// bad one is reported with `data` returned unchanged; under clamp an update
// whose index is out of range is skipped; unchecked has neither.

// scatter_nd with slices (k = 1 < r = 3) and add: each tuple's 4x4 slice is
// combined element by element, in row-major loops of its own (no linalg op:
// it would become a parallel loop inside the sequential update loop).
// ERROR-LABEL: func.func @nd_slices_add(
// ERROR-SAME: %[[D:[^:]*]]: tensor<4x4x4xf32>, %[[I:[^:]*]]: tensor<2x1xi64>, %[[U:[^:]*]]: tensor<2x4x4xf32>, %[[S:[^:]*]]: memref<6xi64>)
// ERROR: %[[ANY:.*]] = linalg.generic {{.*}} iterator_types = ["reduction"]} ins(%[[I]] : tensor<2x1xi64>) outs(%{{.*}} : tensor<i1>)
// ERROR: %[[BAD:.*]] = tensor.extract %[[ANY]][] : tensor<i1>
// ERROR: %[[R:.*]] = scf.if %[[BAD]] -> (tensor<4x4x4xf32>) {
// ERROR: memref.atomic_rmw addi %{{.*}}, %[[S]]
// ERROR: scf.yield %[[D]] : tensor<4x4x4xf32>
// ERROR: } else {
// ERROR: scf.for %[[T:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[D]]) -> (tensor<4x4x4xf32>) {
// ERROR: %[[IDX:.*]] = tensor.extract %[[I]][%[[T]], %{{.*}}] : tensor<2x1xi64>
// ERROR: %[[ROW:.*]] = arith.select
// ERROR: scf.for %[[Y:.*]] = %{{.*}} iter_args(%[[ACC1:.*]] = %[[ACC]]) -> (tensor<4x4x4xf32>) {
// ERROR-NEXT: scf.for %[[X:.*]] = %{{.*}} iter_args(%[[ACC2:.*]] = %[[ACC1]]) -> (tensor<4x4x4xf32>) {
// ERROR-NEXT: %[[UPD:.*]] = tensor.extract %[[U]][%[[T]], %[[Y]], %[[X]]] : tensor<2x4x4xf32>
// ERROR-NEXT: %[[OLD:.*]] = tensor.extract %[[ACC2]][%[[ROW]], %[[Y]], %[[X]]] : tensor<4x4x4xf32>
// ERROR-NEXT: %[[NEW:.*]] = arith.addf %[[OLD]], %[[UPD]] : f32
// ERROR-NEXT: %[[INS:.*]] = tensor.insert %[[NEW]] into %[[ACC2]][%[[ROW]], %[[Y]], %[[X]]] : tensor<4x4x4xf32>
// ERROR-NEXT: scf.yield %[[INS]] : tensor<4x4x4xf32>
// ERROR-NOT: linalg.map
// ERROR: return %[[R]] : tensor<4x4x4xf32>

// CLAMP-LABEL: func.func @nd_slices_add(
// CLAMP-SAME: %[[D:[^:]*]]: tensor<4x4x4xf32>
// CLAMP-NOT: linalg.generic
// CLAMP: scf.for %{{.*}} iter_args(%[[ACC:.*]] = %[[D]]) -> (tensor<4x4x4xf32>) {
// CLAMP: %[[OUT:.*]] = arith.cmpi uge, %{{.*}}, %{{.*}} : index
// CLAMP: scf.if %[[OUT]] -> (tensor<4x4x4xf32>) {
// CLAMP-NEXT: scf.yield %[[ACC]] : tensor<4x4x4xf32>
// CLAMP-NEXT: } else {
// CLAMP: arith.addf
// CLAMP: tensor.insert

// UNCHECKED-LABEL: func.func @nd_slices_add(
// UNCHECKED-NOT: linalg.generic
// UNCHECKED-NOT: scf.if
// UNCHECKED: scf.for
// UNCHECKED: arith.addf
// UNCHECKED: tensor.insert 

// In place: the loops write into data's own buffer, no copy of it.
// INPLACE-LABEL: func.func @nd_slices_add(
// INPLACE-SAME: %[[D:[^:]*]]: memref<4x4x4xf32>
// INPLACE-NOT: memref.alloc() {{.*}} : memref<4x4x4xf32>
// INPLACE-NOT: memref.copy {{.*}} : memref<4x4x4xf32> to
// INPLACE: scf.yield %[[D]] : memref<4x4x4xf32>
// INPLACE: scf.for {{.*}} iter_args(%{{.*}} = %[[D]]) -> (memref<4x4x4xf32>)
// INPLACE-NOT: memref.alloc() {{.*}} : memref<4x4x4xf32>
// INPLACE-NOT: memref.copy {{.*}} : memref<4x4x4xf32> to
// INPLACE: return
func.func @nd_slices_add(%d: tensor<4x4x4xf32>, %i: tensor<2x1xi64>, %u: tensor<2x4x4xf32>) -> tensor<4x4x4xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<4x4x4xf32>, tensor<2x1xi64>, tensor<2x4x4xf32>) -> tensor<4x4x4xf32>
  return %0 : tensor<4x4x4xf32>
}

// -----

// scatter_nd with narrow slices (64 bytes to 4 KiB: here 64) and at least
// as many updates as owners goes by the owners of data's rows, row r to owner r % 64: one pass over the indices
// counts each owner's updates, exclusive sums give where they start, a
// second pass lists the updates' numbers by owner, each owner's in
// row-major order (under clamp both passes skip bad updates), and an
// scf.forall over the 64 owners (iteration i runs owner bitreverse(i), so
// that OpenMP's contiguous ranges of iterations deal the hot low rows
// round the threads) applies each owner's updates, in that order, to its
// rows: a slice of data with stride 64, (100 + 63 - o) / 64
// rows of it, starting at min(o, 100). Any thread count gives the
// row-major result.
// UNCHECKED-LABEL: func.func @nd_owners(
// UNCHECKED-SAME: %[[D:[^:]*]]: tensor<100x16xf32>, %[[I:[^:]*]]: tensor<100x1xi64>, %[[U:[^:]*]]: tensor<100x16xf32>)
// UNCHECKED-DAG: %[[C163:.*]] = arith.constant 163 : index
// UNCHECKED-DAG: %[[C64:.*]] = arith.constant 64 : index
// UNCHECKED-DAG: %[[C100:.*]] = arith.constant 100 : index
// UNCHECKED-DAG: %[[ZEROS:.*]] = arith.constant dense<0> : tensor<64xindex>
// UNCHECKED-DAG: %[[REVERSED:.*]] = arith.constant dense<[0, 32, 16, 48, 8, {{.*}}, 31, 63]> : tensor<64xindex>
// UNCHECKED: %[[COUNTS:.*]] = scf.for %[[M:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[C:.*]] = %[[ZEROS]]) -> (tensor<64xindex>) {
// UNCHECKED: %[[OWNER:.*]] = arith.remui %{{.*}}, %[[C64]] : index
// UNCHECKED: tensor.insert %{{.*}} into %[[C]][%[[OWNER]]] : tensor<64xindex>
// UNCHECKED: %[[STARTS:.*]]:2 = scf.for {{.*}} iter_args(%{{.*}} = %[[ZEROS]], %{{.*}} = %{{.*}}) -> (tensor<64xindex>, index) {
// UNCHECKED: %[[EMPTY:.*]] = tensor.empty(%[[STARTS]]#1) : tensor<?xindex>
// UNCHECKED: %[[ORDER:.*]]:2 = scf.for %[[N:.*]] = {{.*}} iter_args(%[[P:.*]] = %[[EMPTY]], %[[CURSORS:.*]] = %[[STARTS]]#0) -> (tensor<?xindex>, tensor<64xindex>) {
// UNCHECKED: %[[AT:.*]] = tensor.extract %[[CURSORS]][%{{.*}}] : tensor<64xindex>
// UNCHECKED: tensor.insert %[[N]] into %[[P]][%[[AT]]] : tensor<?xindex>
// UNCHECKED: scf.forall (%[[IT:.*]]) in (64) shared_outs(%[[OUT:.*]] = %[[D]]) -> (tensor<100x16xf32>) {
// UNCHECKED: %[[O:.*]] = tensor.extract %[[REVERSED]][%[[IT]]] : tensor<64xindex>
// UNCHECKED: %[[REST:.*]] = arith.subi %[[C163]], %[[O]] : index
// UNCHECKED: %[[ROWS:.*]] = arith.divui %[[REST]], %[[C64]] : index
// UNCHECKED: %[[FIRST:.*]] = arith.minui %[[O]], %[[C100]] : index
// UNCHECKED: %[[MINE:.*]] = tensor.extract_slice %[[OUT]][%[[FIRST]], 0] [%[[ROWS]], 16] [64, 1] : tensor<100x16xf32> to tensor<?x16xf32>
// UNCHECKED: %[[BEGIN:.*]] = tensor.extract %[[STARTS]]#0[%[[O]]] : tensor<64xindex>
// UNCHECKED: %[[END:.*]] = tensor.extract %[[ORDER]]#1[%[[O]]] : tensor<64xindex>
// UNCHECKED: scf.for %[[K:.*]] = %[[BEGIN]] to %[[END]] step %{{.*}} iter_args(%{{.*}} = %[[MINE]]) -> (tensor<?x16xf32>) {
// UNCHECKED: %[[NUMBER:.*]] = tensor.extract %[[ORDER]]#0[%[[K]]] : tensor<?xindex>
// UNCHECKED: tensor.extract %[[I]][%[[NUMBER]], %{{.*}}] : tensor<100x1xi64>
// UNCHECKED: %[[LOCAL:.*]] = arith.divui %{{.*}}, %[[C64]] : index
// UNCHECKED: tensor.extract %[[U]][%[[NUMBER]], %{{.*}}] : tensor<100x16xf32>
// UNCHECKED: arith.addf
// UNCHECKED: tensor.insert %{{.*}} into %{{.*}}[%[[LOCAL]], %{{.*}}] : tensor<?x16xf32>
// UNCHECKED: tensor.parallel_insert_slice %{{.*}} into %[[OUT]][%[[FIRST]], 0] [%[[ROWS]], 16] [64, 1] : tensor<?x16xf32> into tensor<100x16xf32>
// Under clamp, both passes skip an update whose index is out of range.
// CLAMP-LABEL: func.func @nd_owners(
// CLAMP: scf.for
// CLAMP: scf.if
// CLAMP: scf.for
// CLAMP: scf.for
// CLAMP: scf.if
// CLAMP: scf.forall (%{{.*}}) in (64)
// In place: data's own buffer, strided subviews of it.
// INPLACE-LABEL: func.func @nd_owners(
// INPLACE-SAME: %[[D:[^:]*]]: memref<100x16xf32>
// INPLACE-NOT: memref.alloc() {{.*}} : memref<100x16xf32>
// INPLACE: memref.subview %[[D]][%{{.*}}, 0] [%{{.*}}, 16] [64, 1]
// INPLACE-NOT: memref.alloc() {{.*}} : memref<100x16xf32>
// INPLACE: return
func.func @nd_owners(%d: tensor<100x16xf32>, %i: tensor<100x1xi64>, %u: tensor<100x16xf32>) -> tensor<100x16xf32> {
  %0 = gather.scatter_nd %d, %i, %u reduction(add) : (tensor<100x16xf32>, tensor<100x1xi64>, tensor<100x16xf32>) -> tensor<100x16xf32>
  return %0 : tensor<100x16xf32>
}

// -----

// scatter_elements along axis 1 with max: an scf.forall over the lines
// along the axis (updates in different lines never meet, so they may run on
// any thread), each line updated in order by its own loop, one tensor.insert
// per update at the normalised index. ui8 elements compute on i8 through
// unrealized casts (arith takes signless integers only).
// UNCHECKED-LABEL: func.func @elements_max(
// UNCHECKED-SAME: %[[D:[^:]*]]: tensor<3x5xui8>, %[[I:[^:]*]]: tensor<3x2xi32>, %[[U:[^:]*]]: tensor<3x2xui8>)
// UNCHECKED: scf.forall (%[[R:.*]]) in (3) shared_outs(%[[OUT:.*]] = %[[D]]) -> (tensor<3x5xui8>) {
// UNCHECKED-NEXT: %[[LINE:.*]] = tensor.extract_slice %[[OUT]][%[[R]], 0] [1, 5] [1, 1] : tensor<3x5xui8> to tensor<5xui8>
// UNCHECKED-NEXT: %[[DONE:.*]] = scf.for %[[C:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[LINE]]) -> (tensor<5xui8>) {
// UNCHECKED: %[[IDX:.*]] = tensor.extract %[[I]][%[[R]], %[[C]]] : tensor<3x2xi32>
// UNCHECKED: %[[COL:.*]] = arith.select
// UNCHECKED: %[[UPD:.*]] = tensor.extract %[[U]][%[[R]], %[[C]]] : tensor<3x2xui8>
// UNCHECKED: %[[OLD:.*]] = tensor.extract %[[ACC]][%[[COL]]] : tensor<5xui8>
// UNCHECKED-DAG: %[[OLDI:.*]] = builtin.unrealized_conversion_cast %[[OLD]] : ui8 to i8
// UNCHECKED-DAG: %[[UPDI:.*]] = builtin.unrealized_conversion_cast %[[UPD]] : ui8 to i8
// UNCHECKED: %[[MAX:.*]] = arith.maxui %[[OLDI]], %[[UPDI]] : i8
// UNCHECKED: %[[NEW:.*]] = builtin.unrealized_conversion_cast %[[MAX]] : i8 to ui8
// UNCHECKED: tensor.insert %[[NEW]] into %[[ACC]][%[[COL]]] : tensor<5xui8>
// UNCHECKED: scf.forall.in_parallel {
// UNCHECKED-NEXT: tensor.parallel_insert_slice %[[DONE]] into %[[OUT]][%[[R]], 0] [1, 5] [1, 1] : tensor<5xui8> into tensor<3x5xui8>
func.func @elements_max(%d: tensor<3x5xui8>, %i: tensor<3x2xi32>, %u: tensor<3x2xui8>) -> tensor<3x5xui8> {
  %0 = gather.scatter_elements %d, %i, %u reduction(max) {axis = 1 : i64} : (tensor<3x5xui8>, tensor<3x2xi32>, tensor<3x2xui8>) -> tensor<3x5xui8>
  return %0 : tensor<3x5xui8>
}

// -----

// scatter_elements along an axis that is not the last (axis 0: the lines
// along it are columns, strided in memory): an scf.forall over blocks of
// contiguous columns instead, 16 of them here (a line of f32; rows of 40
// make 3 blocks, the last of 8), each walking the rows along the axis with
// its columns inside, so that updates and indices are read in runs. Each
// element still sees its updates in row-major order, and no two blocks
// share one: any thread count gives the same result.
// UNCHECKED-LABEL: func.func @elements_axis0_add(
// UNCHECKED-SAME: %[[D:[^:]*]]: tensor<6x40xf32>, %[[I:[^:]*]]: tensor<4x40xi64>, %[[U:[^:]*]]: tensor<4x40xf32>)
// UNCHECKED-DAG: %[[C16:.*]] = arith.constant 16 : index
// UNCHECKED-DAG: %[[C40:.*]] = arith.constant 40 : index
// UNCHECKED: scf.forall (%[[B:.*]]) in (3) shared_outs(%[[OUT:.*]] = %[[D]]) -> (tensor<6x40xf32>) {
// UNCHECKED: %[[FIRST:.*]] = arith.muli %[[B]], %[[C16]] : index
// UNCHECKED: %[[REST:.*]] = arith.subi %[[C40]], %[[FIRST]] : index
// UNCHECKED: %[[WIDTH:.*]] = arith.minui %[[REST]], %[[C16]] : index
// UNCHECKED: %[[BLOCK:.*]] = tensor.extract_slice %[[OUT]][0, %[[FIRST]]] [6, %[[WIDTH]]] [1, 1] : tensor<6x40xf32> to tensor<6x?xf32>
// UNCHECKED: %[[ROWS:.*]] = scf.for %[[ROW:.*]] = {{.*}} iter_args(%[[ACC:.*]] = %[[BLOCK]]) -> (tensor<6x?xf32>) {
// UNCHECKED: scf.for %[[J:.*]] = %{{.*}} to %[[WIDTH]] step %{{.*}} iter_args(%[[ACC2:.*]] = %[[ACC]]) -> (tensor<6x?xf32>) {
// UNCHECKED: %[[COLUMN:.*]] = arith.addi %[[FIRST]], %[[J]] : index
// UNCHECKED: %[[IDX:.*]] = tensor.extract %[[I]][%[[ROW]], %[[COLUMN]]] : tensor<4x40xi64>
// UNCHECKED: %[[AT:.*]] = arith.select
// UNCHECKED: %[[UPD:.*]] = tensor.extract %[[U]][%[[ROW]], %[[COLUMN]]] : tensor<4x40xf32>
// UNCHECKED: %[[OLD:.*]] = tensor.extract %[[ACC2]][%[[AT]], %[[J]]] : tensor<6x?xf32>
// UNCHECKED: %[[SUM:.*]] = arith.addf %[[OLD]], %[[UPD]] : f32
// UNCHECKED: tensor.insert %[[SUM]] into %[[ACC2]][%[[AT]], %[[J]]] : tensor<6x?xf32>
// UNCHECKED: scf.forall.in_parallel {
// UNCHECKED-NEXT: tensor.parallel_insert_slice %[[ROWS]] into %[[OUT]][0, %[[FIRST]]] [6, %[[WIDTH]]] [1, 1] : tensor<6x?xf32> into tensor<6x40xf32>
// In place, one subview of data a block:
// INPLACE-LABEL: func.func @elements_axis0_add(
// INPLACE-SAME: %[[D:[^:]*]]: memref<6x40xf32>
// INPLACE: scf.forall
// INPLACE: memref.subview %[[D]][0, %{{.*}}] [6, %{{.*}}] [1, 1]
// INPLACE-NOT: memref.alloc() {{.*}} : memref<6x40xf32>
// INPLACE: return
func.func @elements_axis0_add(%d: tensor<6x40xf32>, %i: tensor<4x40xi64>, %u: tensor<4x40xf32>) -> tensor<6x40xf32> {
  %0 = gather.scatter_elements %d, %i, %u reduction(add) {axis = 0 : i64} : (tensor<6x40xf32>, tensor<4x40xi64>, tensor<4x40xf32>) -> tensor<6x40xf32>
  return %0 : tensor<6x40xf32>
}

// -----

// A dynamic last dimension: blocks of 256 f32 (1 KiB), as many as its size
// needs; a middle axis keeps the leading dimension as a loop of its own.
// UNCHECKED-LABEL: func.func @elements_middle_axis_dynamic(
// UNCHECKED-SAME: %[[D:[^:]*]]: tensor<2x5x?xf32>, %[[I:[^:]*]]: tensor<2x3x?xi32>
// UNCHECKED-DAG: %[[C256:.*]] = arith.constant 256 : index
// UNCHECKED-DAG: %[[C2:.*]] = arith.constant 2 : index
// UNCHECKED: %[[COLUMNS:.*]] = tensor.dim %[[I]], %[[C2]] : tensor<2x3x?xi32>
// UNCHECKED: %[[BLOCKS:.*]] = arith.ceildivui %[[COLUMNS]], %[[C256]] : index
// UNCHECKED: scf.forall (%[[OUTER:.*]], %[[B:.*]]) in (2, %[[BLOCKS]])
// UNCHECKED: tensor.extract_slice %{{.*}}[%[[OUTER]], 0, %{{.*}}] [1, 5, %{{.*}}] [1, 1, 1] : tensor<2x5x?xf32> to tensor<1x5x?xf32>
// UNCHECKED: tensor.insert %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}, %{{.*}}] : tensor<1x5x?xf32>
func.func @elements_middle_axis_dynamic(%d: tensor<2x5x?xf32>, %i: tensor<2x3x?xi32>, %u: tensor<2x3x?xf32>) -> tensor<2x5x?xf32> {
  %0 = gather.scatter_elements %d, %i, %u {axis = 1 : i64} : (tensor<2x5x?xf32>, tensor<2x3x?xi32>, tensor<2x3x?xf32>) -> tensor<2x5x?xf32>
  return %0 : tensor<2x5x?xf32>
}

// -----

// Under none an element scatter inserts the update as it is; f16 sums
// (not here) and products widen to f32 and round once.
// UNCHECKED-LABEL: func.func @nd_elements_none(
// UNCHECKED-SAME: %[[U:[^:]*]]: tensor<3xi64>)
// UNCHECKED: scf.for %[[T:[^ ]*]] =
// UNCHECKED: %[[UPD:.*]] = tensor.extract %[[U]][%[[T]]] : tensor<3xi64>
// UNCHECKED-NEXT: tensor.insert %[[UPD]] into
// UNCHECKED-LABEL: func.func @nd_elements_mul_f16(
// UNCHECKED: arith.extf %{{.*}} : f16 to f32
// UNCHECKED: arith.extf %{{.*}} : f16 to f32
// UNCHECKED: arith.mulf %{{.*}}, %{{.*}} : f32
// UNCHECKED: arith.truncf %{{.*}} : f32 to f16
func.func @nd_elements_none(%d: tensor<4x4xi64>, %i: tensor<3x2xindex>, %u: tensor<3xi64>) -> tensor<4x4xi64> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<4x4xi64>, tensor<3x2xindex>, tensor<3xi64>) -> tensor<4x4xi64>
  return %0 : tensor<4x4xi64>
}
func.func @nd_elements_mul_f16(%d: tensor<4xf16>, %i: tensor<3x1xi64>, %u: tensor<3xf16>) -> tensor<4xf16> {
  %0 = gather.scatter_nd %d, %i, %u reduction(mul) : (tensor<4xf16>, tensor<3x1xi64>, tensor<3xf16>) -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// Dynamic shapes: the run-time checks compare every size of updates with
// the size it must have (here indices' tuple count and data's slice).
// ERROR-LABEL: func.func @nd_dynamic(
// ERROR-SAME: %[[D:[^:]*]]: tensor<?x?xf32>, %[[I:[^:]*]]: tensor<?x1xi64>, %[[U:[^:]*]]: tensor<?x?xf32>
// ERROR: %[[UT:.*]] = tensor.dim %[[U]], %c0
// ERROR: %[[IT:.*]] = tensor.dim %[[I]], %c0
// ERROR: %[[US:.*]] = tensor.dim %[[U]], %c1
// ERROR: %[[DS:.*]] = tensor.dim %[[D]], %c1
// ERROR: arith.cmpi ne, %[[UT]], %[[IT]]
// ERROR: arith.cmpi ne, %[[US]], %[[DS]]
func.func @nd_dynamic(%d: tensor<?x?xf32>, %i: tensor<?x1xi64>, %u: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<?x?xf32>, tensor<?x1xi64>, tensor<?x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// Updates whose slice is statically empty while data's is dynamic (the
// shape guard makes them equal at run time) write nothing: no slice of
// them is taken, which would not verify (found by the JIT fuzzer:
// fuzz/corpus/jit/regression-scatter-nd-*).
// UNCHECKED-LABEL: func.func @empty_updates_slice(
// UNCHECKED-SAME: %[[D:[^:]*]]: tensor<?x?xi64>
// UNCHECKED-NOT: tensor.extract_slice
// UNCHECKED-NOT: tensor.insert_slice
// UNCHECKED: return %[[D]]
func.func @empty_updates_slice(%d: tensor<?x?xi64>, %i: tensor<1xi32>, %u: tensor<0xi64>) -> tensor<?x?xi64> {
  %0 = gather.scatter_nd %d, %i, %u : (tensor<?x?xi64>, tensor<1xi32>, tensor<0xi64>) -> tensor<?x?xi64>
  return %0 : tensor<?x?xi64>
}
