// A vocabulary-parallel embedding lookup on two MPI processes: the table's
// rows are split over a 1-D grid, the ids are replicated. gather-partition
// turns the gather into a masked local lookup and a shard.all_reduce,
// gather-convert-shard-to-mpi that into one MPI_Allreduce, and every process
// gets the one-process result. A bad id is reported with the GLOBAL range,
// on every process, under the error policy.

// RUN: gather-opt %s --gather-partition --canonicalize --gather-convert-shard-to-mpi --canonicalize --gather-to-llvm > %t.mlir
// RUN: mlir-translate --mlir-to-llvmir %t.mlir -o %t.ll
// RUN: %clang -O1 -Wno-override-module -c %t.ll -o %t.o
// RUN: mpicc -I%gather_src_root/include %S/Inputs/vocab-parallel-main.c %t.o -o %t.exe
// RUN: timeout 120 mpirun -np 2 %t.exe 1 6 -8 -1 3 | FileCheck %s --check-prefix=GOOD
// RUN: timeout 120 mpirun -np 2 %t.exe 1 1 9 | FileCheck %s --check-prefix=BAD
// RUN: timeout 120 mpirun -np 2 %t.exe 1 1 -9 | FileCheck %s --check-prefix=BAD-NEGATIVE

// RUN: timeout 300 mpirun -np 2 %t.exe 100000 5 -2 | FileCheck %s --check-prefix=REPEAT

// GOOD: rank 0: status 0, rows 6 0 7 3 match
// GOOD: rank 1: status 0, rows 6 0 7 3 match

// 100,000 calls: no communicator is created per call (MPICH would abort
// after about 2,000) and no buffer is leaked.
// REPEAT: rank 0: 100000 calls, no growth
// REPEAT: rank 0: status 0, rows 5 6 match
// REPEAT: rank 1: 100000 calls, no growth
// REPEAT: rank 1: status 0, rows 5 6 match

// The id 9 at position 1 is outside [-8, 7]: both processes say so, with
// the global size 8 (each holds 4 rows).
// BAD: rank 0: status 1, value 9, size 8, position 1
// BAD: rank 1: status 1, value 9, size 8, position 1

// BAD-NEGATIVE: rank 0: status 1, value -9, size 8, position 1
// BAD-NEGATIVE: rank 1: status 1, value -9, size 8, position 1

module {
  shard.grid @grid(shape = 2) {sym_visibility = "private"}
  func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<?xi64>) -> tensor<?x4xf32>
      attributes {llvm.emit_c_interface} {
    %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
    %t = shard.shard %table to %rows : tensor<8x4xf32>
    %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<?xi64>) -> tensor<?x4xf32>
    return %g : tensor<?x4xf32>
  }
}
