// RUN: gather-opt %s --gather-convert-shard-to-mpi --split-input-file | FileCheck %s

// An all_reduce over the whole 1-D grid: one MPI_Allreduce on the world
// communicator, in place (the same buffer twice: MPI_IN_PLACE) in a global
// of its own, which MPI sees again on every call; flattened, since MPI's
// lowering counts only the first dimension; no communicator is split. The
// result is returned, so it is copied out of the global. The module gets
// the default MPI ABI (MPICH) and loses its grid.
// CHECK: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">}
// CHECK: memref.global "private" @[[BUFFER:__gather_mpi_buffer[_0-9]*]] : memref<3x4xf32> = uninitialized {alignment = 64 : i64}
// CHECK-NOT: shard.grid
// CHECK-LABEL: func.func @sum_whole_grid
// CHECK-SAME: (%[[IN:.*]]: tensor<3x4xf32>)
// CHECK: %[[GLOBAL:.*]] = memref.get_global @[[BUFFER]] : memref<3x4xf32>
// CHECK: bufferization.materialize_in_destination %[[IN]] in restrict writable %[[GLOBAL]]
// CHECK: %[[FLAT:.*]] = memref.collapse_shape %[[GLOBAL]] {{\[}}[0, 1]] : memref<3x4xf32> into memref<12xf32>
// CHECK: %[[WORLD:.*]] = mpi.comm_world : !mpi.comm
// CHECK: mpi.allreduce(%[[FLAT]], %[[FLAT]], MPI_SUM, %[[WORLD]]) : memref<12xf32>, memref<12xf32>
// CHECK-NOT: mpi.comm_split
// CHECK: %[[SUM:.*]] = bufferization.to_tensor %[[GLOBAL]] restrict
// CHECK: %[[OUT:.*]] = bufferization.alloc_tensor() copy(%[[SUM]])
// CHECK: return %[[OUT]]
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @sum_whole_grid(%t: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<3x4xf32> -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}

// -----

// Over one axis of a 2x3 grid: three groups, each in its own slot of a
// 3 x 5 buffer filled with the identity (-0.0 keeps -0.0 values), chosen by
// the position along the other axis; still one world MPI_Allreduce. The
// filled slots start from an allocation of their own (bufferization's
// alloc_tensor), which CSE never merges with another collective's.
// CHECK: module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">}
// CHECK-LABEL: func.func @sum_one_axis
// CHECK-SAME: (%[[IN:.*]]: tensor<5xf32>)
// CHECK-DAG: %[[IDENTITY:.*]] = arith.constant -0.000000e+00 : f32
// CHECK: %[[EMPTY:.*]] = bufferization.alloc_tensor() : tensor<3x5xf32>
// CHECK: %[[FILLED:.*]] = linalg.fill ins(%[[IDENTITY]] : f32) outs(%[[EMPTY]] : tensor<3x5xf32>)
// CHECK: mpi.comm_rank
// CHECK: %[[PLACED:.*]] = tensor.insert_slice %[[IN]] into %[[FILLED]][%[[SLOT:.*]], 0] [1, 5] [1, 1] : tensor<5xf32> into tensor<3x5xf32>
// CHECK: mpi.allreduce({{.*}}, MPI_SUM, {{.*}}) : memref<15xf32>, memref<15xf32>
// CHECK: %[[SLOTS:.*]] = bufferization.alloc_tensor() copy(
// CHECK: tensor.extract_slice %[[SLOTS]][%[[SLOT]], 0] [1, 5] [1, 1] : tensor<3x5xf32> to tensor<5xf32>
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "OpenMPI">} {
  shard.grid @grid(shape = 2x3) {sym_visibility = "private"}
  func.func @sum_one_axis(%t: tensor<5xf32>) -> tensor<5xf32> {
    %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<5xf32> -> tensor<5xf32>
    return %0 : tensor<5xf32>
  }
}

// -----

// MPI has no datatype for f16 in LLVM 22's lowering: the sum runs in f32.
// CHECK-LABEL: func.func @sum_f16
// CHECK: linalg.map { arith.extf } ins(%{{.*}} : tensor<4xf16>) outs(%{{.*}} : tensor<4xf32>)
// CHECK: mpi.allreduce({{.*}}, MPI_SUM, {{.*}}) : memref<4xf32>, memref<4xf32>
// CHECK: linalg.map { arith.truncf } ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf16>)
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @sum_f16(%t: tensor<4xf16>) -> tensor<4xf16> {
  %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<4xf16> -> tensor<4xf16>
  return %0 : tensor<4xf16>
}

// -----

// max and min start from -inf and +inf; i1 travels as i8.
// CHECK-LABEL: func.func @max_and_min
// CHECK-DAG: arith.constant 0xFF800000 : f32
// CHECK-DAG: arith.constant 127 : i8
// CHECK: mpi.allreduce({{.*}}, MPI_MAX, {{.*}}) : memref<8xf32>, memref<8xf32>
// CHECK: linalg.map { arith.extui } ins(%{{.*}} : tensor<4xi1>) outs(%{{.*}} : tensor<4xi8>)
// CHECK: mpi.allreduce({{.*}}, MPI_MIN, {{.*}}) : memref<8xi8>, memref<8xi8>
// CHECK: linalg.map { arith.trunci {{.*}}} ins(%{{.*}} : tensor<4xi8>) outs(%{{.*}} : tensor<4xi1>)
shard.grid @grid(shape = 2x2) {sym_visibility = "private"}
func.func @max_and_min(%f: tensor<4xf32>, %b: tensor<4xi1>) -> (tensor<4xf32>, tensor<4xi1>) {
  %0 = shard.all_reduce %f on @grid grid_axes = [1] reduction = max : tensor<4xf32> -> tensor<4xf32>
  %1 = shard.all_reduce %b on @grid grid_axes = [1] reduction = min : tensor<4xi1> -> tensor<4xi1>
  return %0, %1 : tensor<4xf32>, tensor<4xi1>
}

// -----

// all_gather moves bits: f32 as i32, each process's piece at its position
// along the gather axis (3 rows per process), combined with a bitwise or.
// CHECK-LABEL: func.func @gather_rows
// CHECK-SAME: (%[[IN:.*]]: tensor<3x2xf32>)
// CHECK: %[[BITS:.*]] = linalg.map { arith.bitcast } ins(%[[IN]] : tensor<3x2xf32>) outs(%{{.*}} : tensor<3x2xi32>)
// CHECK: %[[RANK:.*]] = arith.index_cast %{{.*}} : i32 to index
// CHECK: %[[POSITION:.*]] = arith.remsi %[[RANK]], %{{.*}} : index
// CHECK: %[[OFFSET:.*]] = arith.muli %[[POSITION]], %{{.*}} : index
// CHECK: tensor.insert_slice %[[BITS]] into %{{.*}}[%{{.*}}, %[[OFFSET]], 0] [1, 3, 2] [1, 1, 1] : tensor<3x2xi32> into tensor<1x6x2xi32>
// CHECK: mpi.allreduce({{.*}}, MPI_BOR, {{.*}}) : memref<12xi32>, memref<12xi32>
// CHECK: %[[ROWS:.*]] = tensor.extract_slice %{{.*}}[%{{.*}}, 0, 0] [1, 6, 2] [1, 1, 1] : tensor<1x6x2xi32> to tensor<6x2xi32>
// CHECK: linalg.map { arith.bitcast } ins(%[[ROWS]] : tensor<6x2xi32>) outs(%{{.*}} : tensor<6x2xf32>)
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_rows(%t: tensor<3x2xf32>) -> tensor<6x2xf32> {
  %0 = shard.all_gather %t on @grid grid_axes = [0] gather_axis = 0 : tensor<3x2xf32> -> tensor<6x2xf32>
  return %0 : tensor<6x2xf32>
}

// -----

// Unsigned values move as signless bits through an unrealized cast (which
// vanishes in the lowering to LLVM), complex<f32> as an i64 of its two parts,
// complex<f64> as two i64 words (a trailing dimension of 2).
// CHECK-LABEL: func.func @gather_unsigned_and_complex
// CHECK-SAME: (%[[U:.*]]: tensor<2xui16>, %[[C:.*]]: tensor<2xcomplex<f32>>, %{{.*}}: tensor<2xcomplex<f64>>)
// CHECK: linalg.map { builtin.unrealized_conversion_cast } ins(%[[U]] : tensor<2xui16>) outs(%{{.*}} : tensor<2xi16>)
// CHECK: mpi.allreduce({{.*}}, MPI_BOR, {{.*}}) : memref<4xi16>, memref<4xi16>
// CHECK: linalg.map { builtin.unrealized_conversion_cast } ins(%{{.*}} : tensor<4xi16>) outs(%{{.*}} : tensor<4xui16>)
// CHECK: linalg.map ins(%[[C]] : tensor<2xcomplex<f32>>) outs(%{{.*}} : tensor<2xi64>)
// CHECK: mpi.allreduce({{.*}}, MPI_BOR, {{.*}}) : memref<4xi64>, memref<4xi64>
// CHECK: complex.create
// CHECK: linalg.generic {{.*}} ins(%{{.*}} : tensor<2xcomplex<f64>>) outs(%{{.*}} : tensor<2x2xi64>)
// CHECK: tensor.insert_slice %{{.*}} into %{{.*}}[%{{.*}}, %{{.*}}, 0] [1, 2, 2] [1, 1, 1] : tensor<2x2xi64> into tensor<1x4x2xi64>
// CHECK: mpi.allreduce({{.*}}, MPI_BOR, {{.*}}) : memref<8xi64>, memref<8xi64>
// CHECK: complex.create
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @gather_unsigned_and_complex(%u: tensor<2xui16>, %c: tensor<2xcomplex<f32>>, %z: tensor<2xcomplex<f64>>) -> (tensor<4xui16>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>) {
  %0 = shard.all_gather %u on @grid grid_axes = [0] gather_axis = 0 : tensor<2xui16> -> tensor<4xui16>
  %1 = shard.all_gather %c on @grid grid_axes = [0] gather_axis = 0 : tensor<2xcomplex<f32>> -> tensor<4xcomplex<f32>>
  %2 = shard.all_gather %z on @grid grid_axes = [0] gather_axis = 0 : tensor<2xcomplex<f64>> -> tensor<4xcomplex<f64>>
  return %0, %1, %2 : tensor<4xui16>, tensor<4xcomplex<f32>>, tensor<4xcomplex<f64>>
}

// -----

// A module without shard ops is left alone (gather-to-llvm runs the pass on
// every module): no MPI ABI is recorded.
// CHECK: module {
// CHECK-LABEL: func.func @unsharded
// CHECK-NEXT: return
func.func @unsharded() {
  return
}
