//===- Passes.td - gather dialect transformations ----------*- tablegen -*-===//

#ifndef GATHER_TRANSFORMS_PASSES_TD
#define GATHER_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GatherRefineShapes : Pass<"gather-refine-shapes"> {
  let summary = "Tighten gather result types to their inferred shapes";
  let description = [{
    Makes result type inference visible: every gather op whose operands are
    more static than its declared result gets the more precise result type.
    Uses that need the old type get a `tensor.cast` back to it, so the IR
    stays valid for every user; gather users fold such casts away, which
    propagates shapes through gather chains. Scatters absorb such casts of
    their operands where the more static types agree with their other
    operands (a cast whose type would contradict them stays: the scatter
    then fails at run time, and the cast keeps its IR valid).

    ```mlir
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
    // becomes
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
    %1 = tensor.cast %0 : tensor<3x8xf32> to tensor<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def GatherPartition : Pass<"gather-partition", "::mlir::ModuleOp"> {
  let summary = "Partition a sharded module into per-process (SPMD) code";
  let description = [{
    Runs upstream's `sharding-propagation` and `shard-partition` on every
    function, with the checks those passes leave out between them: every op
    that takes part in sharding has annotated operands and results after
    propagation, every split of a static dimension is even, and no sharding
    has halo sizes or `sharded_dims_offsets` (which the lowering to MPI does
    not support). On grids of more than one axis it annotates the steps in
    between where a tensor is resharded in more than one step, which
    upstream's partition would take for a 1-D resharding and crash on. The
    pass fails on any error that it or the upstream passes
    report; upstream's report some errors without failing, and
    `shard-partition` crashes on incompletely annotated functions.

    Gather ops partition through their sharding interface model
    (docs/Distributed.md):

    ```mlir
    shard.grid @grid(shape = 2) {sym_visibility = "private"}
    func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
      %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
      %t = shard.shard %table to %rows : tensor<8x4xf32>
      %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
      return %g : tensor<3x4xf32>
    }
    // becomes a function of the local rows (tensor<4x4xf32>): the global
    // checks, the ids shifted into this process's rows, a local gather, the
    // rows of other processes zeroed, and a shard.all_reduce sum.
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::shard::ShardDialect", "::mlir::tensor::TensorDialect"
  ];
}

def GatherStripSharding : Pass<"gather-strip-sharding", "::mlir::ModuleOp"> {
  let summary = "Drop a module's sharding annotations: the program on one process";
  let description = [{
    What a sharded module computes on one process: every `shard.shard`
    annotation is replaced by the value it annotates, and the
    `shard.sharding` and `shard.grid` definitions are erased. Any other
    shard op (a collective, `shard.process_linear_index`, ...) has no
    one-process meaning: the pass fails with an error at it. `gather-run`
    runs a sharded module so when it is started without `mpirun`.

    ```mlir
    shard.grid @grid(shape = 2) {sym_visibility = "private"}
    func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
      %rows = shard.sharding @grid split_axes = [[0]] : !shard.sharding
      %t = shard.shard %table to %rows : tensor<8x4xf32>
      %g = gather.gather %t, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
      return %g : tensor<3x4xf32>
    }
    // becomes
    func.func @embed(%table: tensor<8x4xf32>, %ids: tensor<3xi64>) -> tensor<3x4xf32> {
      %g = gather.gather %table, %ids : (tensor<8x4xf32>, tensor<3xi64>) -> tensor<3x4xf32>
      return %g : tensor<3x4xf32>
    }
    ```
  }];
}

#endif // GATHER_TRANSFORMS_PASSES_TD
