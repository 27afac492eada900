// gather-convert-shard-to-mpi refuses an unknown mpi-implementation before
// it looks at the module, with an error at the module: also one that uses
// no shard op (which the pass otherwise leaves alone), and one that names
// its implementation itself. collectives-invalid.mlir has the sharded one.
// RUN: not gather-opt %s --gather-convert-shard-to-mpi=mpi-implementation=LAM --split-input-file 2>&1 | FileCheck %s --implicit-check-not=error:

// The known names leave a module without shard ops alone.
// RUN: gather-opt %s --gather-convert-shard-to-mpi=mpi-implementation=OpenMPI --split-input-file | FileCheck %s --check-prefix=KNOWN
// RUN: gather-opt %s --gather-convert-shard-to-mpi --split-input-file | FileCheck %s --check-prefix=KNOWN
// KNOWN: func.func @not_sharded
// KNOWN: func.func @names_its_own

// CHECK: unknown-implementation.mlir:[[#@LINE+1]]:1: error: unknown MPI implementation 'LAM' (mpi-implementation): expected MPICH or OpenMPI
module {
  func.func @not_sharded(%t: tensor<4xf32>) -> tensor<4xf32> {
    return %t : tensor<4xf32>
  }
}

// -----

// CHECK: unknown-implementation.mlir:[[#@LINE+1]]:1: error: unknown MPI implementation 'LAM' (mpi-implementation): expected MPICH or OpenMPI
module attributes {dlti.map = #dlti.map<"MPI:Implementation" = "MPICH">} {
  func.func @names_its_own(%t: tensor<4xf32>) -> tensor<4xf32> {
    return %t : tensor<4xf32>
  }
}
