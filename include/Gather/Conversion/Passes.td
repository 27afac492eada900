//===- Passes.td - gather conversion passes ----------------*- tablegen -*-===//

#ifndef GATHER_CONVERSION_PASSES_TD
#define GATHER_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def GatherAddStatusArguments
    : Pass<"gather-add-status-arguments", "::mlir::ModuleOp"> {
  let summary = "Give the functions that reach a gather the status record "
                "that lowered gathers report to";
  let description = [{
    Prepares a module for `convert-gather-to-linalg`, whose checked gathers
    report failures into a status record (`memref<6xi64>`, laid out in
    `Gather/Runtime/Status.h`):

    - numbers the gather ops in walk order (`gather.site`, replacing ids
      written in the input), the number a status record names, and records
      each site's location on the module (`gather.sites`, indexed by site
      id), from which a reader of the record (gather-run) names the gather;
    - appends a status record argument to every `func.func` that reaches a
      gather op (contains one, or calls, directly, a function that does)
      and marks the function `gather.status`;
    - passes the caller's record on at every `func.call` of such a function.

    Other functions keep their type (`func.constant` may refer to them).
    A function that reaches a gather and is referenced other than by
    `func.call` is an error: an indirect call could not pass the record.

    ```mlir
    func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>) -> tensor<2xf32> {
      %0 = gather.gather_nd %d, %i : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    // becomes
    func.func @f(%d: tensor<4xf32>, %i: tensor<2x1xi64>, %status: memref<6xi64>) -> tensor<2xf32>
        attributes {gather.status} {
      %0 = gather.gather_nd %d, %i {gather.site = 0 : i64} : (tensor<4xf32>, tensor<2x1xi64>) -> tensor<2xf32>
    ```
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def ConvertGatherToLinalg : Pass<"convert-gather-to-linalg"> {
  let summary = "Lower gather ops to tensor-level scf loops, linalg and arith";
  let description = [{
    Each gather op becomes tensor-level loops over its result, reading
    `data` with `tensor.extract` / `tensor.extract_slice` at the normalised
    coordinates (`i < 0 ? i + s : i`):

    - a slice gather (`gather_nd` whose index tuples address slices,
      k < r - b; `gather` along any axis but the last) is an `scf.forall`
      over the index tuples that reads each tuple once and moves its whole
      contiguous slice (`extract_slice` / `parallel_insert_slice`);
    - every other gather (`gather_elements`, `gather_nd` with k = r - b,
      `gather` along the last axis) is an element gather: an `scf.forall`
      over blocks of the result's innermost dimension whose iterations run
      a sequential `scf.for` over their block, reading one element per step
      (LLVM vectorises that loop).
      Blocks are 4096 elements, walked row by row; along an outer axis of
      `gather_elements` they are 1 KiB of columns, walked column block by
      column block, so that a block's columns of the data stay cached.

    A gather lowers in phases; `on-out-of-bounds` decides which run:

    1. *result init*: a `tensor.empty` of the result type with reified
       sizes. Under every policy a dynamic result whose bytes would pass
       2^63-1 is allocated empty instead and reported
       (`GATHER_STATUS_RESULT_TOO_LARGE`).
    2. *shape guards* (`error`, `clamp`, `assert`): what the verifier could
       not see (equal batch dimensions, the actual k of a dynamic last
       indices dimension, `indices.shape[d] <= data.shape[d]` for
       gather_elements, static result sizes taken from dynamic operand
       sizes).
    3. *index guards*: under `error` and `assert`, a slice gather first
       finds with a `linalg.generic` or-reduction whether any index lies
       outside `[-s, s-1]`; an element gather checks each index as it
       reads it (an out-of-range one reads at 0 instead) and sets a stack
       cell. Under `clamp`, indices are clamped into `[0, s-1]` after
       normalisation; gathering from a dimension of size 0 into a non-empty
       result is still an error. `unchecked` runs no guard: an out-of-range
       index is undefined behaviour.
    4. *the gather body*.
    5. *the failure path*: a reduction finds the first bad index, the
       failure is reported, and the result is zero-filled.

    Scatters (`scatter_nd`, `scatter_elements`) lower to row-major
    `scf.for` loops over their updates (scatter_elements: an `scf.forall`
    over the lines along its axis, each walked in order) that carry a
    tensor from `data` and insert each update (`tensor.insert`, or
    `tensor.insert_slice` of a whole slice under `none`, combined element
    by element in loops of their own under a reduction), which one-shot
    bufferization places in data's buffer. Their guards are their inverse
    gather's, plus the sizes of `updates`; under `error` and `assert` every
    index is checked before anything is written (a failed scatter returns
    `data` unchanged), and under `clamp` out-of-range updates are skipped.
    With `fuse-elementwise-producers`, when `updates` comes from elementwise
    ops (arith or math on tensors, an elementwise `linalg.generic`) that
    nothing else uses, the loops compute each update from their operands
    where they read it, and `updates` is never written whole.

    A gather whose result is unused but which may fail (the copy that
    tiling leaves for the whole gather's checks, or a gather the program
    never reads) lowers to phases 1-3 and the report alone: it gathers
    nothing, and an element gather's indices are scanned instead.

    Under `error` and `clamp`, gathers report into the status record
    argument of their function (see `gather-add-status-arguments`, which
    must run first). Under `assert` they check as under `error`, but a
    failure prints its report (`vector.print`, in the words gather-run
    uses) and fails a `cf.assert` naming it and the gather's location,
    which aborts; functions keep their types. The printed values need
    `printI64`, `printString` and `printNewline` at run time (MLIR's
    `libmlir_c_runner_utils`, or the embedder's own). The pass runs on any
    op, so it nests under functions.

    ```mlir
    // on-out-of-bounds=assert, a gather_nd whose index tuple is bad:
    vector.print str "error: index out of bounds at model.mlir:3:8: "
    vector.print str "index "
    vector.print %value : i64 punctuation <no_punctuation>
    ...
    cf.assert %false, "gather: index out of bounds at model.mlir:3:8"
    ```
  }];
  let options = [
    Option<"onOutOfBounds", "on-out-of-bounds",
           "::mlir::gather::OutOfBoundsPolicy",
           "::mlir::gather::OutOfBoundsPolicy::Error",
           "What to do with out-of-range indices: error, clamp, unchecked "
           "or assert",
           "::mlir::gather::getOutOfBoundsPolicyValues()">,
    Option<"fuseElementwiseProducers", "fuse-elementwise-producers", "bool",
           /*default=*/"true",
           "Compute the elementwise producers of a scatter's updates inside "
           "the scatter's loops">,
  ];
  let dependentDialects = [
    "::mlir::affine::AffineDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::cf::ControlFlowDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def ConvertTosaToGather : Pass<"convert-tosa-to-gather"> {
  let summary = "Rewrite tosa.gather as gather.gather (axis = 1, "
                "batch_dims = 1) and tosa.scatter as gather.scatter_nd";
  let description = [{
    `tosa.gather` reads `values[n, indices[n, w], c]` (values `[N, K, C]`,
    indices `[N, W]` of i32 or i64) into `output[n, w, c]`. That is ONNX
    Gather along axis 1 with one batch dimension (OpenVINO Gather-8, TF
    GatherV2 with `batch_dims = 1`):

    ```mlir
    %0 = tosa.gather %values, %indices : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
    // becomes
    %0 = gather.gather %values, %indices {axis = 1 : i64, batch_dims = 1 : i64} : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
    ```

    `tosa.scatter` writes `input[n, w, c]` (input `[N, W, C]`) into
    `values[n, indices[n, w], c]`: `gather.scatter_nd` with the index tuples
    `(n, indices[n, w])` (an `[N, W, 2]` i64 tensor that a `linalg.generic`
    builds), each naming a row of C values. Where TOSA leaves duplicate
    indices unpredictable, the last one wins. A bad index is reported at its
    position among the tuples' components (two per index value).

    ```mlir
    %0 = tosa.scatter %values, %indices, %input : (tensor<2x5x3xf32>, tensor<2x4xi32>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
    // becomes
    %tuples = linalg.generic ... -> tensor<2x4x2xi64>
    %0 = gather.scatter_nd %values, %tuples, %input : (tensor<2x5x3xf32>, tensor<2x4x2xi64>, tensor<2x4x3xf32>) -> tensor<2x5x3xf32>
    ```

    Static and dynamic sizes; unranked operands, and element types the
    gather ops lack (TOSA's fp8 types), are left alone. TOSA gives no
    meaning to an index outside `[0, K-1]`; after this pass it is checked
    under `convert-gather-to-linalg`'s policy (a negative one counts from
    the end, as in ONNX), and in-range results are those of TOSA.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gather::GatherDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ConvertTensorToGather : Pass<"convert-tensor-to-gather"> {
  let summary = "Rewrite tensor.gather and tensor.scatter as gather.gather_nd "
                "and gather.scatter_nd";
  let description = [{
    `tensor.gather %source[%indices] gather_dims(G)` reads, for each index
    tuple (the last dimension of `indices`), the source slice whose
    coordinates along the dims `G` are the tuple's; `tensor.scatter` writes
    slices there (below). `gather_nd` reads slices along the leading dims of
    its data, so:

    - indices of a type gather ops do not take become i32 (narrower types:
      i1 zero-extends, others sign-extend) or i64 (wider types, which
      saturate, so a value outside i64 stays outside every dimension);
    - when `G` is `[0, ..., K-1]` the indices are the tuples. Otherwise each
      tuple is completed to cover dims `0..max(G)`: the dims `M` below
      `max(G)` that `G` leaves out become result dims, each with its
      coordinate as a tuple component (a `tensor.concat` of broadcast index
      components and coordinate tensors: `I x prod(M) x (max(G)+1)` index
      words, i64 unless i32 holds every value), never a copy of the source;
    - the rank-preserving form expands the unit dims into the rank-reduced
      result.

    ```mlir
    %0 = tensor.gather %source[%indices] gather_dims([1]) : (tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<3x4x6xf32>
    // becomes tuples [3, 4, 2] = (coordinate along dim 0, indices[i, 0])
    %t = tensor.concat dim(2) %dim0, %component : (tensor<3x4x1xindex>, tensor<3x4x1xindex>) -> tensor<3x4x2xindex>
    %0 = gather.gather_nd %source, %t : (tensor<4x5x6xf32>, tensor<3x4x2xindex>) -> tensor<3x4x6xf32>
    ```

    `unique` promises distinct tuples; a gather does not need it, and it is
    dropped. Static and dynamic sizes. A source element type gather ops do
    not take is left alone.

    `tensor.scatter %source into %dest[%indices] scatter_dims(G) unique`
    becomes `gather.scatter_nd %dest, %tuples, %updates` (reduction `none`)
    with the same tuples into `dest`. The rank-reduced source
    `[I..., dest dims not in G]` is the completed tuples' updates as it is;
    the full source (unit dims at `G`) is collapsed into it
    (`tensor.collapse_shape`). `unique` is dropped: with distinct tuples
    `scatter_nd`'s order (the last update wins) never shows. A dest element
    type gather ops do not take is left alone.

    ```mlir
    %0 = tensor.scatter %source into %dest[%indices] scatter_dims([1]) unique : (tensor<3x4x1x6xf32>, tensor<4x5x6xf32>, tensor<3x1xindex>) -> tensor<4x5x6xf32>
    // becomes, with the tuples %t [3, 4, 2] of the gather above
    %u = tensor.collapse_shape %source [[0], [1], [2, 3]] : tensor<3x4x1x6xf32> into tensor<3x4x6xf32>
    %0 = gather.scatter_nd %dest, %t, %u : (tensor<4x5x6xf32>, tensor<3x4x2xindex>, tensor<3x4x6xf32>) -> tensor<4x5x6xf32>
    ```

    `tensor.gather` and `tensor.scatter` give no meaning to a negative or
    out-of-range coordinate. After this pass it is checked under
    `convert-gather-to-linalg`'s policy (a negative one counts from the end,
    as in ONNX; `clamp` skips a scatter's update); in-range results are
    those of the tensor op. An error names the tensor op's location, the
    value, its valid range and its dimension; where tuples were completed,
    the element it names is one of the completed tuples
    `[I..., M..., max(G)+1]`; when a dim of `M` or of the indices has size
    0 there are no tuples, and no index is read or checked.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gather::GatherDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def ConvertShardToMPI : Pass<"gather-convert-shard-to-mpi", "::mlir::ModuleOp"> {
  let summary = "Lower partitioned (SPMD) shard IR to MPI calls";
  let description = [{
    Lowers what `gather-partition` leaves: `shard.all_reduce` (sum, max,
    min, product, bitwise or) and `shard.all_gather` become one `mpi.allreduce` each on
    the world communicator (see Gather/Conversion/ShardToMPI/ShardToMPI.h),
    `shard.all_slice` a local slice (upstream's patterns), and the rest
    (process indices) goes through upstream's `convert-shard-to-mpi`. The
    grids are erased. The pass fails on any error reported meanwhile and on
    any shard op left (`all_to_all`, `reduce_scatter`, `broadcast`, ...,
    which LLVM 22 cannot lower).

    MPI's ABI is fixed when the code is compiled: the module's
    `dlti.map<"MPI:Implementation" = ...>` attribute says which, and where
    it is missing `mpi-implementation` does.
  }];
  let options = [
    Option<"mpiImplementation", "mpi-implementation", "std::string",
           /*default=*/"\"MPICH\"",
           "The MPI library whose ABI the code calls (MPICH or OpenMPI), "
           "for modules that do not say">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::bufferization::BufferizationDialect",
    "::mlir::complex::ComplexDialect",
    "::mlir::DLTIDialect", "::mlir::linalg::LinalgDialect",
    "::mlir::memref::MemRefDialect", "::mlir::mpi::MPIDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

#endif // GATHER_CONVERSION_PASSES_TD
