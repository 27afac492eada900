//===- Passes.td - gather conversion passes ----------------*- tablegen -*-===//

#ifndef GATHER_CONVERSION_PASSES_TD
#define GATHER_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertGatherToLinalg : Pass<"convert-gather-to-linalg", "::mlir::ModuleOp"> {
  let summary = "Lower gather ops to tensor-level linalg, scf and arith";
  let description = [{
    Each gather op becomes an all-parallel `linalg.generic` over its result:
    the generic reads `indices` through indexing maps (one input per index
    tuple component for `gather_nd`) and `data` with `tensor.extract` at the
    normalised coordinates (`i < 0 ? i + s : i`).

    Around it, depending on `on-out-of-bounds`:

    - `error` (default): run-time shape checks (what the verifier could not
      see: equal batch dimensions, the actual k of a dynamic last indices
      dimension, `indices.shape[d] <= data.shape[d]` for gather_elements,
      static result sizes), then a `linalg.generic` reduction that finds the
      first index outside `[-s, s-1]`. Only when both pass does the gather
      run; otherwise the result is zero-filled and the failure is written to
      the status record. No index is ever used to read outside `data`.
    - `clamp`: the same shape checks; indices are clamped into `[0, s-1]`
      after normalisation. Gathering from a dimension of size 0 into a
      non-empty result is an error.
    - `unchecked`: no checks; an out-of-range index is undefined behaviour.

    The pass first numbers the gather ops (`gather.site`) and appends a status
    record argument (`memref<6xi64>`, see `Gather/Runtime/Status.h`) to every
    function with a body, marking the function `gather.status` and passing the
    record on at `func.call`s, so every lowered function has the same error
    ABI whatever the policy.
  }];
  let options = [
    Option<"onOutOfBounds", "on-out-of-bounds",
           "::mlir::gather::OutOfBoundsPolicy",
           "::mlir::gather::OutOfBoundsPolicy::Error",
           "What to do with out-of-range indices: error, clamp or unchecked",
           "::mlir::gather::getOutOfBoundsPolicyValues()">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

#endif // GATHER_CONVERSION_PASSES_TD
