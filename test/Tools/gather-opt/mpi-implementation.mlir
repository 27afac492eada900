// An unknown mpi-implementation (gather-to-llvm's option, which every tool
// takes) is refused up front, also for a module that is not sharded and so
// calls no MPI: a sharded kernel built with it would fail only when it ran
// ("cannot run kernels built for another MPI implementation" under mpirun).
// One `error:` line, exit status 1, no output. The pass itself is tested in
// test/Conversion/ShardToMPI/unknown-implementation.mlir.
// RUN: rm -rf %t && mkdir -p %t

// gather-opt: the pipeline's option, both spellings, refused by the
// pipeline builder through its error handler.
// RUN: not gather-opt %s --gather-to-llvm='mpi-implementation=LAM' 2>&1 | FileCheck %s --check-prefix=PIPELINE --implicit-check-not=error: --implicit-check-not=llvm.func
// RUN: not gather-opt %s '--pass-pipeline=builtin.module(gather-to-llvm{mpi-implementation=LAM})' 2>&1 | FileCheck %s --check-prefix=PIPELINE --implicit-check-not=error: --implicit-check-not=llvm.func
// PIPELINE: error: unknown MPI implementation 'LAM' (mpi-implementation): expected MPICH or OpenMPI

// The known names lower.
// RUN: gather-opt %s --gather-to-llvm='mpi-implementation=OpenMPI' | FileCheck %s --check-prefix=LOWERED
// RUN: gather-opt %s --gather-to-llvm='mpi-implementation=MPICH' | FileCheck %s --check-prefix=LOWERED
// LOWERED: llvm.func @rows

// gather-compile and gather-run refuse it as they parse their command line.
// DEFINE: %{check} = FileCheck %s --match-full-lines --implicit-check-not='{{.}}'
// RUN: not gather-compile %s -o %t/out.o --mpi-implementation=LAM 2>&1 | %{check} --check-prefix=COMPILE
// RUN: not gather-compile %s -o %t/out.o --mpi-implementation=mpich 2>&1 | %{check} --check-prefix=COMPILE-CASE
// COMPILE: gather-compile: error: for the --mpi-implementation option: unknown MPI implementation 'LAM': expected MPICH or OpenMPI
// COMPILE-CASE: gather-compile: error: for the --mpi-implementation option: unknown MPI implementation 'mpich': expected MPICH or OpenMPI
// RUN: test ! -e %t/out.o
// RUN: not gather-run %s -e rows --mpi-implementation=LAM 2>&1 | %{check} --check-prefix=JIT
// RUN: not gather-run %s -e rows --mpi-implementation= 2>&1 | %{check} --check-prefix=JIT-BLANK
// JIT: gather-run: error: for the --mpi-implementation option: unknown MPI implementation 'LAM': expected MPICH or OpenMPI
// JIT-BLANK: gather-run: error: for the --mpi-implementation option: unknown MPI implementation '': expected MPICH or OpenMPI

func.func @rows(%table: tensor<16x8xf32>, %ids: tensor<4x1xi64>) -> tensor<4x8xf32> {
  %0 = gather.gather_nd %table, %ids : (tensor<16x8xf32>, tensor<4x1xi64>) -> tensor<4x8xf32>
  return %0 : tensor<4x8xf32>
}
