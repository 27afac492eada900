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
    propagates shapes through gather chains.

    ```mlir
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
    // becomes
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
    %1 = tensor.cast %0 : tensor<3x8xf32> to tensor<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

#endif // GATHER_TRANSFORMS_PASSES_TD
