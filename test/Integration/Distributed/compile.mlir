// gather-compile on a sharded module: the object's entry takes each
// process's blocks (the header says which), the program links with mpicc
// from Debian's default cc, and an MPI job of the wrong size gets
// GATHER_STATUS_WRONG_PROCESS_COUNT instead of a result.

// RUN: rm -rf %t && mkdir -p %t
// RUN: gather-compile %s -o %t/embed.o --header=%t/embed.h
// RUN: FileCheck %s --check-prefix=HEADER < %t/embed.h
// RUN: mpicc -std=c11 -Wall -Werror -I%t %S/Inputs/compile-main.c %t/embed.o -o %t/embed
// RUN: timeout 120 mpirun -np 2 %t/embed 6 -8 -1 3 | FileCheck %s --check-prefix=TWO
// RUN: timeout 120 mpirun -np 3 %t/embed 6 -8 -1 3 | FileCheck %s --check-prefix=THREE
// RUN: timeout 120 mpirun -np 2 %t/embed 6 9 -1 3 | FileCheck %s --check-prefix=BAD

// The MPI ABI is chosen at compile time: MPICH's handles are constants,
// OpenMPI's the addresses of its globals.
// RUN: gather-compile %s --emit=llvm --target-cpus= -o - | FileCheck %s --check-prefix=MPICH
// RUN: gather-compile %s --emit=llvm --target-cpus= --mpi-implementation=OpenMPI -o - | FileCheck %s --check-prefix=OPENMPI
// MPICH: call i32 @MPI_Comm_size(i32 1140850688,
// MPICH: call i32 @MPI_Allreduce(
// OPENMPI: @ompi_mpi_comm_world = external global
// OPENMPI: call i32 @MPI_Comm_size(ptr {{.*}}@ompi_mpi_comm_world,
// OPENMPI: call i32 @MPI_Allreduce({{.*}}@ompi_mpi_bor, ptr {{.*}}@ompi_mpi_comm_world)

// HEADER:      /* embed: (tensor<4x4xf32>, tensor<4xi64>) -> (tensor<4x4xf32>)
// HEADER-NEXT:  * Partitioned for an MPI job of 2 processes, a grid of shape 2 (rank r at its
// HEADER:       *   arg0: dimension 0 in 2 blocks (grid axes 0)
// HEADER-NEXT:  *   arg1: whole
// HEADER-NEXT:  *   result0: whole
// HEADER:      GATHER_STATUS_WRONG_PROCESS_COUNT. */
// HEADER-NEXT: int32_t embed(const float *arg0, const int64_t *arg1, float *result0);

// TWO: rank 0: status 0, rows 6 0 7 3 match
// TWO: rank 1: status 0, rows 6 0 7 3 match
// THREE-COUNT-3: status 5 (GATHER_STATUS_WRONG_PROCESS_COUNT), result untouched
// BAD-COUNT-2: status 1 (GATHER_STATUS_INDEX_OUT_OF_BOUNDS), result zero-filled

shard.grid @grid(shape = 2) {sym_visibility = "private"}
func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<4xi64>) -> tensor<4x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<4xi64>) -> tensor<4x4xf32>
  return %g : tensor<4x4xf32>
}
