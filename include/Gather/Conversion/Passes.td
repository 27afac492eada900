//===- Passes.td - gather conversion passes ----------------*- tablegen -*-===//

#ifndef GATHER_CONVERSION_PASSES_TD
#define GATHER_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertGatherToLinalg : Pass<"convert-gather-to-linalg", "::mlir::ModuleOp"> {
  let summary = "Lower gather ops to tensor-level scf loops, linalg and arith";
  let description = [{
    Each gather op becomes tensor-level loops over its result, reading
    `data` with `tensor.extract` / `tensor.extract_slice` at the normalised
    coordinates (`i < 0 ? i + s : i`):

    - a `gather_nd` whose index tuples address slices (k < r - b) is an
      `scf.forall` over the tuples that reads each tuple once and moves its
      whole contiguous slice (`extract_slice` / `parallel_insert_slice`);
    - every other gather (`gather_elements`, and `gather_nd` with k = r - b)
      is an element gather: an `scf.forall` over the result's rows and
      blocks of its innermost dimension whose iterations run a sequential
      `scf.for` over their block, reading one element per step (LLVM
      vectorises that loop, with gather instructions where the target has
      them). Blocks are 4096 elements, walked row by row; along an outer
      axis of `gather_elements` they are 1 KiB of columns, walked column
      block by column block, so that a block's columns of the data stay in
      the cache while every row reads them.

    Around them, depending on `on-out-of-bounds`:

    - `error` (default): run-time shape checks (what the verifier could not
      see: equal batch dimensions, the actual k of a dynamic last indices
      dimension, `indices.shape[d] <= data.shape[d]` for gather_elements,
      static result sizes), then index checks. A slice gather first finds
      with a `linalg.generic` or-reduction whether any index lies outside
      `[-s, s-1]` and only then runs. An element gather checks each index
      as it reads it: an out-of-range one reads at 0 instead, and a stack
      cell (set atomically by the iterations that met one) says afterwards
      whether any did. On failure a reduction finds the first bad index for
      the status record and the result is zero-filled. No index is ever
      used to read outside `data`.
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
