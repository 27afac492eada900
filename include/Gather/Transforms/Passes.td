//===- Passes.td - gather dialect transformations ----------*- tablegen -*-===//

#ifndef GATHER_TRANSFORMS_PASSES_TD
#define GATHER_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def GatherRefineShapes : Pass<"gather-refine-shapes"> {
  let summary = "Tighten gather result types to their inferred shapes";
  let description = [{
    Makes result type inference visible: every `gather.gather_nd` and
    `gather.gather_elements` whose operands are more static than its declared
    result gets the more precise result type. Uses that need the old type get
    a `tensor.cast` back to it, so the IR stays valid for every user; gather
    users fold such casts away, which propagates shapes through gather chains.

    ```mlir
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<?x?xf32>
    // becomes
    %0 = gather.gather_nd %d, %i : (tensor<4x8xf32>, tensor<3x1xi64>) -> tensor<3x8xf32>
    %1 = tensor.cast %0 : tensor<3x8xf32> to tensor<?x?xf32>
    ```
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def GatherEmitCInterfaces : Pass<"gather-emit-c-interfaces", "::mlir::ModuleOp"> {
  let summary = "Request C interface wrappers for the functions with a body";
  let description = [{
    Marks every `func.func` with a body `llvm.emit_c_interface`, so that its
    lowering to LLVM adds a `_mlir_ciface_NAME` wrapper taking memref
    descriptors by pointer. Unlike upstream `llvm-request-c-wrappers`, it
    leaves declarations alone: a wrapped declaration would need a
    `_mlir_ciface_` symbol at link time even when nothing calls it.
  }];
}

def GatherExpandStridedCopies : Pass<"gather-expand-strided-copies"> {
  let summary = "Turn memref.copy between non-identity layouts into loops";
  let description = [{
    `finalize-memref-to-llvm` lowers a `memref.copy` between contiguous
    buffers to `llvm.memcpy`, but any other copy (e.g. of a strided
    `memref.subview`) to a call of `memrefCopy` from MLIR's C runner
    utilities. This pass rewrites those copies into `linalg.copy`, which
    `convert-linalg-to-loops` turns into plain loops, so lowered kernels need
    no runtime library.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

#endif // GATHER_TRANSFORMS_PASSES_TD
