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
    buffers (identity layouts, or static shapes with contiguous strides) to
    `llvm.memcpy`, but any other copy (e.g. of a dynamically sized
    `memref.subview`) to a call of `memrefCopy` from MLIR's C runner
    utilities. This pass rewrites those copies into `linalg.copy`, which
    `convert-linalg-to-loops` turns into plain loops, so lowered kernels need
    no runtime library.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def GatherFlattenFills : Pass<"gather-flatten-fills"> {
  let summary = "Fill contiguous buffers through a one-dimensional view";
  let description = [{
    Rewrites a `linalg.fill` of a multi-dimensional memref with the identity
    layout into a fill of its `memref.collapse_shape` to one dimension:

    ```mlir
    linalg.fill ins(%zero : f32) outs(%buffer : memref<8x32x256xf32>)
    // becomes
    %flat = memref.collapse_shape %buffer [[0, 1, 2]] : memref<8x32x256xf32> into memref<65536xf32>
    linalg.fill ins(%zero : f32) outs(%flat : memref<65536xf32>)
    ```

    One loop instead of a nest: LLVM turns it into a single `memset`, and
    its loop idiom recognition, which can take minutes on deep nests of
    large static fills, has nothing to search.
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GatherParallelThreshold : Pass<"gather-parallel-threshold"> {
  let summary = "Run OpenMP parallel loops on one thread when they are small";
  let description = [{
    Gives every `omp.parallel` around a single `omp.wsloop` (what
    `convert-scf-to-openmp` produces) an `if` clause: the loop runs on the
    team of threads only when its estimated traffic, the trip count times
    the bytes its body stores (a `memref.copy` of a static shape, or
    `memref.store`s), reaches `min-bytes`. Forking threads costs a few
    microseconds, more than small gathers take. Loops whose bodies store an
    unknown amount (nested loops, dynamically sized copies) stay parallel.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"1 << 20",
           "Smallest estimated traffic, in bytes, worth threads">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::omp::OpenMPDialect"];
}

def GatherSinkMaterializations : Pass<"gather-sink-materializations"> {
  let summary = "Materialize each branch of an scf.if in the destination";
  let description = [{
    Moves a `bufferization.materialize_in_destination` of an `scf.if` result
    into both branches, when that is the result's only use:

    ```mlir
    %r = scf.if %ok -> tensor<4xf32> { ... scf.yield %a } else { ... scf.yield %b }
    bufferization.materialize_in_destination %r in restrict writable %out
    // becomes
    scf.if %ok {
      ...
      bufferization.materialize_in_destination %a in restrict writable %out
    } else {
      ...
      bufferization.materialize_in_destination %b in restrict writable %out
    }
    ```

    Checked gathers produce such `scf.if`s (the gather, or a zero fill when
    a check fails). Afterwards `eliminate-empty-tensors` can place each
    branch's `tensor.empty` in the destination, so the result is computed in
    the caller's buffer instead of in a new one that is copied.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

#endif // GATHER_TRANSFORMS_PASSES_TD
