// RUN: not gather-opt %s --gather-convert-shard-to-mpi --split-input-file 2>&1 | FileCheck %s
// RUN: not gather-opt %s --gather-convert-shard-to-mpi=mpi-implementation=LAM --split-input-file 2>&1 | FileCheck %s --check-prefix=OPTION

// A collective that LLVM 22 cannot lower is an error, not a silent leftover.
// CHECK: error: 'shard.all_to_all' op cannot be lowered to MPI with LLVM 22
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @all_to_all(%t: tensor<2x4xf32>) -> tensor<1x8xf32> {
  %0 = shard.all_to_all %t on @grid grid_axes = [0] split_axis = 0 concat_axis = 1 : tensor<2x4xf32> -> tensor<1x8xf32>
  return %0 : tensor<1x8xf32>
}

// -----

// Upstream's lowering would take an unknown implementation for MPICH.
// CHECK: error: unknown MPI implementation 'LAM/MPI': expected MPICH or OpenMPI
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "LAM/MPI">} {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
    %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}

// -----

// OPTION: error: unknown MPI implementation 'LAM' (mpi-implementation): expected MPICH or OpenMPI
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<4xf32> -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

// MPI counts are ints: one call cannot reduce 2^31 elements.
// CHECK: error: 'shard.all_reduce' op cannot be lowered to MPI with LLVM 22{{.*}}of at most 2^31 - 1 elements per call
shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @too_large(%t: tensor<65536x32768xi8>) -> tensor<65536x32768xi8> {
  %0 = shard.all_reduce %t on @grid grid_axes = [0] : tensor<65536x32768xi8> -> tensor<65536x32768xi8>
  return %0 : tensor<65536x32768xi8>
}
