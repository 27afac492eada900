// gather-run on sharded modules: `mpirun -np N gather-run` hands each
// process its blocks of the global inputs, writes the global results once
// and reports an error once; without mpirun the module runs on one process
// without its annotations. Every mpirun has a timeout.

// RUN: rm -rf %t && mkdir -p %t && %python %S/Inputs/make_inputs.py %t

// The vocabulary-parallel lookup on 2 and 4 processes equals the one-process
// lookup bit for bit (-0.0 and the signalling NaN 0x7F800001 included).
// RUN: gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --output=%t/one.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --output=%t/two.npy --print | FileCheck %s --check-prefix=PRINT
// RUN: timeout 120 mpirun -np 4 gather-run %s -e embed4 --input=%t/table.npy --input=%t/ids.npy --output=%t/four.npy
// RUN: cmp %t/one.npy %t/two.npy
// RUN: cmp %t/one.npy %t/four.npy
// PRINT: result #0: tensor<8x4xf32> = {{\[}}[60.5, 61.5, 62.5, 63.5], [0.5, 1.5, 2.5, 3.5], [70.5, 71.5, 72.5, 73.5], [30.5, -0, 32.5, 33.5], [50.5, 51.5, NaN, 53.5], [0.5, 1.5, 2.5, 3.5], [20.5, 21.5, 22.5, 23.5], [50.5, 51.5, NaN, 53.5]]
// PRINT-NOT: result

// Ids split over the processes (index-parallel): rank 0 assembles the
// result from the blocks.
// RUN: timeout 120 mpirun -np 2 gather-run %s -e by_ids --input=%t/table.npy --input=%t/ids.npy --output=%t/by_ids.npy
// RUN: cmp %t/one.npy %t/by_ids.npy

// A bad id (9, at position 6) is reported once, with the global range and
// position; no output. With the ids split, the second process finds it at
// position 2 of its block and reports the global position all the same; so
// does process 1 (and 3) of a 2x2 grid whose ids are a 2x4 matrix split by
// column, with the table's rows split as well.
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/bad_ids.npy --output=%t/bad.npy 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not test -e %t/bad.npy
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e by_ids --input=%t/table.npy --input=%t/bad_ids.npy 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not timeout 120 mpirun -np 4 gather-run %s -e by_columns_and_rows --input=%t/table.npy --input=%t/bad_ids_2x4.npy 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: error: index out of bounds at {{.*}}gather-run.mlir:[[#]]:8: index 9 is outside the valid range [-8, 7] of data dimension 0 (element 6 of indices, row-major)
// BAD-NOT: error:

// With two bad indices in different processes' blocks, the report is the
// one-process report: the first bad index in the global row-major order
// (7, element 3), not the first of the lowest failing rank (-8, element 8,
// in the first column block). A scatter_elements and a gather whose
// indices are split by columns.
// RUN: not gather-run %s -e scatter_by_columns --input=%t/data_3x4.npy --input=%t/bad_3x4.npy --input=%t/updates_3x4.npy 2>&1 | FileCheck %s --check-prefix=FIRST-SCATTER
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e scatter_by_columns --input=%t/data_3x4.npy --input=%t/bad_3x4.npy --input=%t/updates_3x4.npy 2>&1 | FileCheck %s --check-prefix=FIRST-SCATTER
// FIRST-SCATTER: error: index out of bounds at {{.*}}gather-run.mlir:[[#]]:8: index 7 is outside the valid range [-3, 2] of data dimension 0 (element 3 of indices, row-major)
// FIRST-SCATTER-NOT: error:
// RUN: not gather-run %s -e gather_by_columns --input=%t/data_3x4.npy --input=%t/bad_3x4.npy 2>&1 | FileCheck %s --check-prefix=FIRST-GATHER
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e gather_by_columns --input=%t/data_3x4.npy --input=%t/bad_3x4.npy 2>&1 | FileCheck %s --check-prefix=FIRST-GATHER
// FIRST-GATHER: error: index out of bounds at {{.*}}gather-run.mlir:[[#]]:8: index 7 is outside the valid range [-3, 2] of data dimension 0 (element 3 of indices, row-major)
// FIRST-GATHER-NOT: error:

// The clamp policy clamps the global index (9 -> row 7).
// RUN: timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/bad_ids.npy --on-out-of-bounds=clamp --print | FileCheck %s --check-prefix=CLAMP
// CLAMP: [0.5, 1.5, 2.5, 3.5], [70.5, 71.5, 72.5, 73.5], [50.5, 51.5, NaN, 53.5]]

// The assert policy aborts the job with the report.
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/bad_ids.npy --on-out-of-bounds=assert 2>&1 | FileCheck %s --check-prefix=ASSERT
// ASSERT: index 9 is outside the valid range [-8, 7]

// The wrong number of processes, and a table that 2 processes cannot split
// evenly, are errors before anything runs.
// RUN: not timeout 120 mpirun -np 3 gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy 2>&1 | FileCheck %s --check-prefix=COUNT
// COUNT: error: @embed is partitioned for 2 processes, but 3 are running: start it with mpirun -np 2
// COUNT-NOT: error:
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed_dynamic --input=%t/table7.npy --input=%t/ids.npy 2>&1 | FileCheck %s --check-prefix=UNEVEN
// UNEVEN: error: input #0 ({{.*}}table7.npy): dimension 0 (size 7) does not split evenly into 2 blocks

// What compilation reports (every process compiles) is shown once.
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e uneven_static --input=%t/table7.npy --input=%t/ids.npy 2>&1 | FileCheck %s --check-prefix=STATIC
// STATIC: error: 'shard.shard' op splits dimension 0 (size 7) into 2 parts, which is uneven
// STATIC-NOT: error: 'shard.shard'
// STATIC: gather-run: error: lowering @uneven_static to LLVM failed
// STATIC-NOT: error:

// gather-run is linked with Debian's MPICH: it refuses kernels built for
// OpenMPI's ABI.
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --mpi-implementation=OpenMPI 2>&1 | FileCheck %s --check-prefix=OPENMPI
// OPENMPI: gather-run: error: @embed calls OpenMPI but this process runs MPICH: it cannot run kernels built for another MPI implementation
// OPENMPI-NOT: error:
// An unknown name is refused as the command line is parsed (by each
// process, as any malformed option), not taken for another implementation
// (test/Tools/gather-opt/mpi-implementation.mlir has one process).
// RUN: not timeout 120 mpirun -np 2 gather-run %s -e embed --input=%t/table.npy --input=%t/ids.npy --mpi-implementation=LAM 2>&1 | FileCheck %s --check-prefix=LAM --implicit-check-not='another MPI implementation'
// LAM: gather-run: error: for the --mpi-implementation option: unknown MPI implementation 'LAM': expected MPICH or OpenMPI

// Unsigned and complex elements travel as integer bits (complex<f64> as two
// i64 words): ids split (no communication) and the table split (the
// bitwise-or all-reduce) give the one-process result.
// RUN: timeout 120 mpirun -np 2 gather-run %s -e u8_by_ids --input=%t/table_u8.npy --input=%t/ids.npy --print | FileCheck %s --check-prefix=U8
// RUN: timeout 120 mpirun -np 2 gather-run %s -e u8_rows --input=%t/table_u8.npy --input=%t/ids.npy --print | FileCheck %s --check-prefix=U8
// U8: result #0: tensor<8x4xui8> = {{\[}}[24, 25, 26, 27], [0, 1, 2, 3], [28, 29, 30, 31], [12, 13, 14, 15], [20, 21, 22, 23], [0, 1, 2, 3], [8, 9, 10, 11], [20, 21, 22, 23]]
// RUN: gather-run %s -e c64_rows --input=%t/table_c64.npy --input=%t/ids.npy --output=%t/c64_one.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e c64_rows --input=%t/table_c64.npy --input=%t/ids.npy --output=%t/c64_two.npy
// RUN: cmp %t/c64_one.npy %t/c64_two.npy
// RUN: gather-run %s -e c128_rows --input=%t/table_c128.npy --input=%t/ids.npy --output=%t/c128_one.npy
// RUN: timeout 120 mpirun -np 2 gather-run %s -e c128_rows --input=%t/table_c128.npy --input=%t/ids.npy --output=%t/c128_two.npy
// RUN: cmp %t/c128_one.npy %t/c128_two.npy

shard.grid @grid(shape = 2) {sym_visibility = "private"}
shard.grid @grid4(shape = 2x2) {sym_visibility = "private"}

func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

// Rows over both axes of a 2x2 grid.
func.func @embed4(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %rows = shard.sharding @grid4 split_axes = [[0, 1]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func @by_ids(%table: tensor<8x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %split = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %i = shard.shard %ids to %split : tensor<8xi64>
  %g = gather.gather %table, %i : (tensor<8x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func @by_columns_and_rows(%table: tensor<8x4xf32>, %ids: tensor<2x4xi64>) -> tensor<2x4x4xf32> {
  %rows = shard.sharding @grid4 split_axes = [[0]] : !shard.sharding
  %columns = shard.sharding @grid4 split_axes = [[], [1]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xf32>
  %i = shard.shard %ids to %columns : tensor<2x4xi64>
  %g = gather.gather %t, %i : (tensor<8x4xf32>, tensor<2x4xi64>) -> tensor<2x4x4xf32>
  return %g : tensor<2x4x4xf32>
}

func.func @scatter_by_columns(%data: tensor<3x4xf32>, %indices: tensor<3x4xi64>, %updates: tensor<3x4xf32>) -> tensor<3x4xf32> {
  %columns = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %d = shard.shard %data to %columns : tensor<3x4xf32>
  %i = shard.shard %indices to %columns : tensor<3x4xi64>
  %u = shard.shard %updates to %columns : tensor<3x4xf32>
  %s = gather.scatter_elements %d, %i, %u {axis = 0 : i64} : (tensor<3x4xf32>, tensor<3x4xi64>, tensor<3x4xf32>) -> tensor<3x4xf32>
  return %s : tensor<3x4xf32>
}

func.func @gather_by_columns(%table: tensor<3x4xf32>, %ids: tensor<3x4xi64>) -> tensor<3x4x4xf32> {
  %columns = shard.sharding @grid split_axes = [[], [0]] : !shard.sharding
  %i = shard.shard %ids to %columns : tensor<3x4xi64>
  %g = gather.gather %table, %i : (tensor<3x4xf32>, tensor<3x4xi64>) -> tensor<3x4x4xf32>
  return %g : tensor<3x4x4xf32>
}

func.func @embed_dynamic(%table: tensor<?x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<?x4xf32>
  %g = gather.gather %t, %ids : (tensor<?x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}

func.func @u8_by_ids(%table: tensor<8x4xui8>, %ids: tensor<8xi64>) -> tensor<8x4xui8> {
  %split = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %i = shard.shard %ids to %split : tensor<8xi64>
  %g = gather.gather %table, %i : (tensor<8x4xui8>, tensor<8xi64>) -> tensor<8x4xui8>
  return %g : tensor<8x4xui8>
}

func.func @u8_rows(%table: tensor<8x4xui8>, %ids: tensor<8xi64>) -> tensor<8x4xui8> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x4xui8>
  %g = gather.gather %t, %ids : (tensor<8x4xui8>, tensor<8xi64>) -> tensor<8x4xui8>
  return %g : tensor<8x4xui8>
}

func.func @c64_rows(%table: tensor<8x2xcomplex<f32>>, %ids: tensor<8xi64>) -> tensor<8x2xcomplex<f32>> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x2xcomplex<f32>>
  %g = gather.gather %t, %ids : (tensor<8x2xcomplex<f32>>, tensor<8xi64>) -> tensor<8x2xcomplex<f32>>
  return %g : tensor<8x2xcomplex<f32>>
}

func.func @c128_rows(%table: tensor<8x2xcomplex<f64>>, %ids: tensor<8xi64>) -> tensor<8x2xcomplex<f64>> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<8x2xcomplex<f64>>
  %g = gather.gather %t, %ids : (tensor<8x2xcomplex<f64>>, tensor<8xi64>) -> tensor<8x2xcomplex<f64>>
  return %g : tensor<8x2xcomplex<f64>>
}

func.func @uneven_static(%table: tensor<7x4xf32>, %ids: tensor<8xi64>) -> tensor<8x4xf32> {
  %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
  %t = shard.shard %table to %rows : tensor<7x4xf32>
  %g = gather.gather %t, %ids : (tensor<7x4xf32>, tensor<8xi64>) -> tensor<8x4xf32>
  return %g : tensor<8x4xf32>
}
