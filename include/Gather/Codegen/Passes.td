//===- Passes.td - CPU code generation passes --------------*- tablegen -*-===//
//
// Passes over lowered (linalg, bufferized, scf, LLVM) IR that shape the code
// gather kernels become on x86-64 CPUs. None of them looks at a gather op.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_CODEGEN_PASSES_TD
#define GATHER_CODEGEN_PASSES_TD

include "mlir/Pass/PassBase.td"

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

def GatherFuseElementwiseConsumers
    : Pass<"gather-fuse-elementwise-consumers", "::mlir::func::FuncOp"> {
  let summary = "Compute elementwise consumers of gather loops inside them";
  let description = [{
    Runs after `convert-gather-to-linalg` and elementwise fusion. A lowered
    gather is an `scf.forall` whose result is the gathered tensor, under a
    checked policy behind an `scf.if` that picks it or, when an index was
    bad, a zero fill. An elementwise `linalg` op (all loops parallel,
    scalar elementwise body) that reads that result is computed inside the
    gather's loop instead, tile by tile (`scf::tileAndFuseConsumer`), so the
    gathered tensor is never written whole:

    ```mlir
    %rows = scf.forall (%i) in (32768) shared_outs(%o = %e0) -> (tensor<32768x256xf32>) {
      %row = tensor.extract_slice %data[%r, 0] [1, 256] [1, 1] : ...
      scf.forall.in_parallel { tensor.parallel_insert_slice %row into %o[%i, 0] ... }
    }
    %scaled = linalg.generic {...} ins(%rows, ...) outs(%e1 : ...) { arith.mulf }
    // becomes
    %scaled = scf.forall (%i) in (32768) shared_outs(%o = %e1) -> (tensor<32768x256xf32>) {
      %row = tensor.extract_slice %data[%r, 0] [1, 256] [1, 1] : ...
      %tile = linalg.generic {...} ins(%row, ...) outs(%o slice) { arith.mulf }
      scf.forall.in_parallel { tensor.parallel_insert_slice %tile into %o[%i, 0] ... }
    }
    ```

    A consumer of an `scf.if` result that one branch takes from such a loop
    is first cloned into both branches (the failure branch applies it to the
    zeros, as before), so that the error check stays whole and before the
    copies. The gathered operand must be read through a permutation map;
    other operands must be movable before the loop.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::tensor::TensorDialect"];
}

def GatherSplatsToFills : Pass<"gather-splats-to-fills"> {
  let summary = "Build splat tensor constants with linalg.fill";
  let description = [{
    Rewrites an `arith.constant` of a splat tensor with more than one
    element into a `linalg.fill` of its scalar into a `tensor.empty`. The
    scalar is an `arith.constant` for signless integers and floats; for
    unsigned integers and complex numbers, which arith has no scalar
    constants of, it is read from a one-element tensor constant:

    ```mlir
    %c = arith.constant dense<1.5> : tensor<65536x256xf32>
    // becomes
    %v = arith.constant 1.5 : f32
    %e = tensor.empty() : tensor<65536x256xf32>
    %c = linalg.fill ins(%v : f32) outs(%e : tensor<65536x256xf32>) -> tensor<65536x256xf32>
    ```

    Bufferized as it stands, a splat constant becomes a global holding
    every element, data of its full size in the kernel's object. A fill
    costs a buffer and a `memset`-like loop when the kernel runs, nothing in
    the object. (`gather-to-llvm` first fuses elementwise ops, which turns
    their splat operands into scalars; this pass takes the splats left.)
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
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
    large static fills, has nothing to search (the 4-deep zero-fill nest of
    an 8x32x32x256 result took 254 s at `-O3`, flattened 0.1 s).
  }];
  let dependentDialects = ["::mlir::memref::MemRefDialect"];
}

def GatherBf16ConversionsAsIntegers
    : Pass<"gather-bf16-conversions-as-integers"> {
  let summary = "Compute arith.extf / arith.truncf of bf16 with integer "
                "arithmetic";
  let description = [{
    Applies upstream's bf16 expansion (`arith::populateExpandBFloat16Patterns`,
    what `arith-expand{include-bf16}` applies among other expansions) alone:
    `arith.extf` from bf16 becomes a shift of its bits and `arith.truncf` to
    bf16 a round-to-nearest-even on the f32 bits, bit for bit what the
    hardware conversion gives.

    LLVM lowers an f32-to-bf16 truncation on x86 CPUs without AVX512-BF16
    to a call of `__truncsfbf2`, which neither the kernels' C ABI promises
    (libc only) nor Debian 12's libgcc (GCC 12) provides: a kernel with an
    elementwise truncation to bf16 would not link with the system's `cc`,
    and gather-run's JIT could not resolve it.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def GatherBf16MemoryAsIntegers : Pass<"gather-bf16-memory-as-integers"> {
  let summary = "Load and store bf16 values as i16 bits in the LLVM dialect";
  let description = [{
    Rewrites every `llvm.load` and `llvm.store` of bf16 (or of a vector of
    bf16) into one of i16 (or a vector of i16) with an `llvm.bitcast`,
    keeping the access's attributes:

    ```mlir
    %x = llvm.load %p : !llvm.ptr -> bf16
    llvm.store %x, %q : bf16, !llvm.ptr
    // becomes
    %bits = llvm.load %p : !llvm.ptr -> i16
    %x = llvm.bitcast %bits : i16 to bf16
    %y = llvm.bitcast %x : bf16 to i16
    llvm.store %y, %q : i16, !llvm.ptr
    ```

    Gathers only move bf16 values, but LLVM's optimiser merges the stores
    of a loaded value and of a zero into a `phi bfloat`, which x86 without
    AVX512-BF16 holds as an f32 and truncates back with a call of
    `__truncsfbf2` (see `gather-bf16-conversions-as-integers`). With the
    bitcasts, canonicalization and LLVM fold the moves into i16 ones, and
    bf16 values exist only where arithmetic uses them.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GatherNoAliasScopes : Pass<"gather-noalias-scopes", "::mlir::LLVM::LLVMFuncOp"> {
  let summary = "State noalias pointer arguments as alias scopes in OpenMP "
                "regions";
  let description = [{
    For an `llvm.func` with `llvm.noalias` pointer arguments (gather-compile
    marks the result buffers of kernels so), gives each such argument an
    alias scope, declared at the function's start, and annotates the memory
    accesses inside regions that translation to LLVM IR outlines for OpenMP
    (`omp.parallel` and the other outlineable OpenMP ops) whose pointers are
    all based on known objects (arguments and allocas, through
    `getelementptr`, address space casts, selects and control flow):
    accesses through a noalias argument belong to its scope, and accesses
    that do not go through it are `noalias` with it.

    ```mlir
    llvm.func @k(%data: !llvm.ptr, %out: !llvm.ptr {llvm.noalias}) {
      omp.parallel {
        %x = llvm.load %data : !llvm.ptr -> f32
        llvm.store %x, %out : f32, !llvm.ptr
    // becomes
      llvm.intr.experimental.noalias.scope.decl #out_scope
      omp.parallel {
        %x = llvm.load %data {noalias_scopes = [#out_scope]} : !llvm.ptr -> f32
        llvm.store %x, %out {alias_scopes = [#out_scope]} : f32, !llvm.ptr
    ```

    Everywhere else the argument attribute does this job itself: LLVM's
    alias analysis and inliner read it (as MLIR's LLVM-dialect inliner
    turns it into alias scopes when it inlines). What upstream cannot do is
    carry it into the functions that OpenMP translation outlines, which read
    their pointers from a closure: without the scopes, the gathers there are
    not vectorised, LLVM not knowing that the stores leave the data and
    indices alone. (MLIR's inliner cannot inline a function with OpenMP
    regions before translation either: the OpenMP dialect has no inliner
    interface.) Accesses whose pointers may be based on anything (loaded, or
    made from integers) and calls are left alone.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def GatherParallelThreshold : Pass<"gather-parallel-threshold"> {
  let summary = "Run OpenMP parallel loops on one thread when they are small";
  let description = [{
    Gives every `omp.parallel` around a single `omp.wsloop` (what
    `convert-scf-to-openmp` produces) an `if` clause: the loop runs on the
    team of threads only when its estimated traffic, the trip count times
    the bytes its body stores (`memref.copy`s of static shapes,
    `memref.store`s, `vector.store`s and `llvm.store`s, in nested `scf.for`
    loops of constant trip count, or at most a constant when their upper
    bound is a `min` with a constant, and `scf.if`s, whose larger branch
    counts), reaches `min-bytes`. Forking threads costs a few microseconds,
    more than small gathers take. Loops whose bodies store an unknown amount
    (dynamic nested loops, dynamically sized copies, and so the chunks of
    `gather-stream-row-copies`, which only exist above its own `min-bytes`)
    stay parallel.

    The lowering cannot state this number itself: what a loop stores is
    only known after bufferization (which copies it elides) and
    `gather-stream-row-copies`, and attributes on the lowering's loops do
    not survive `scf-forall-to-parallel` and `convert-scf-to-openmp`.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"1 << 20",
           "Smallest estimated traffic, in bytes, worth threads">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::omp::OpenMPDialect"];
}

def GatherPrefetchPooledRows : Pass<"gather-prefetch-pooled-rows"> {
  let summary = "Prefetch the rows that pooling loops read, ids ahead";
  let description = [{
    Rewrites the id loops of pooled gathers (`embedding_bag`): a sequential
    `scf.for` of step 1 whose body reads `vector.transfer_read %data[%row,
    %column]` of a 2-D memref defined outside the loop, at a `%row` computed
    from `memref.load %ids[..., %j]` at the loop's induction variable and a
    `%column` defined outside the loop, when `%data` takes at least
    `min-bytes` (as far as static sizes tell). Each iteration first
    prefetches the lines of the row that the id `rows-ahead` places later
    in `%ids` names (the last id at most, clamped into the rows of
    `%data`), which crosses into the next bag, whose first rows it then
    fetches in time:

    ```mlir
    scf.for %j = %start to %end step %c1 iter_args(%acc = %zeros) {
      %id = memref.load %ids[%j] : memref<40960xi64>
      %row = arith.index_cast %id : i64 to index
      %v = vector.transfer_read %weight[%row, %c0], %pad : memref<1000000x64xf32>, vector<64xf32>
      ...
    }
    // becomes
    scf.for %j = %start to %end step %c1 iter_args(%acc = %zeros) {
      %later = arith.minui (%j + 16), 40959
      %next = clamp(index_cast(memref.load %ids[%later]), 0, 999999)
      memref.prefetch %weight[%next, %c0], read, locality<3>, data
      ... (one prefetch per line of the 256 bytes read)
      ...
    }
    ```

    The ids of a bag name rows at random in a table larger than the cache:
    without prefetches each row arrives at memory latency, one at a time.

    A loop in the body that reads the row element after element instead
    (`memref.load %data[%row, %c]` at the induction variable `%c` of an
    `scf.for` from 0: scatter_nd's owners, which read their updates' rows
    in the order of their sorted numbers) gets every line of the later row
    prefetched, in a loop over the row.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"4 << 20",
           "Smallest table, in bytes, worth prefetching rows of; negative "
           "disables the pass">,
    Option<"rowsAhead", "rows-ahead", "int64_t", /*default=*/"16",
           "How many ids ahead the prefetched row is named (at least 1)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
}

def GatherPrefetchElementRows : Pass<"gather-prefetch-element-rows"> {
  let summary = "Prefetch the next data row of element gathers that read "
                "within rows";
  let description = [{
    Rewrites the element loops of gathers that read one data row per outer
    iteration: an `scf.forall` (lower bounds 0, steps 1) over the leading
    dimensions whose body is a sequential `scf.for` (from 0, step 1) that
    loads `%data[%i0, ..., %in, %x]`, the row of the forall's induction
    variables at a column `%x` computed from loaded indices, where `%data`
    is defined outside the loop (a gather_elements or gather along the
    last axis, or a gather_nd whose tuples address the last dimension after
    batch dimensions). The loop may instead load or store through a 1-D
    view of that row defined in the body, `memref.subview %data[%i0, ...,
    %in, 0]` (the lines of a scatter_elements along the last axis); a loop
    that stores into the row prefetches it for writing. Rows of at least 64
    bytes, when the rows of the loop take at least `min-bytes`, as far as
    static sizes tell. The inner loop is strip-mined into steps of one
    cache line's worth of elements, and each step first prefetches its
    share of the row of the next iteration (the last at most): ceil(lines
    of the row / strips of the loop) lines, one when the loop reads as many
    elements as the row has:

    ```mlir
    scf.forall (%i) in (2048) {
      %bad = scf.for %j = %c0 to %c2048 step %c1 iter_args(%b = %false) {
        %x = ... memref.load %indices[%i, %j] ...
        %v = memref.load %data[%i, %x] : memref<2048x2048xf32>
        ...
      }
    }
    // becomes
    scf.forall (%i) in (2048) {
      %next = arith.minui (%i + 1), 2047
      %bad = scf.for %jj = %c0 to %c2048 step %c16 iter_args(%b = %false) {
        memref.prefetch %data[%next, min(%jj, 2047)], read, locality<3>, data
        %r = scf.for %j = %jj to %jj + 16 step %c1 iter_args(%b2 = %b) {...}
        scf.yield %r : i1
      }
    }
    ```

    The reads of such a loop jump around within each row, in an order the
    hardware prefetcher cannot follow: without prefetches every row is
    fetched line by line at memory latency, and on CPUs whose vector gather
    instructions wait for each line, the loop runs at half the speed or
    worse (see docs/Performance.md). Spreading the prefetches over the
    strips, rather than prefetching the whole row at once, keeps the load
    queues free for the gathers: in a C model of the loop of
    `elements_permute_rows`, prefetching the whole next row took 2.6 ms,
    where the benchmark's strips take 1.85 ms.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"4 << 20",
           "Smallest total size, in bytes, of the rows read worth prefetching; "
           "negative disables the pass">
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def GatherStreamRowCopies : Pass<"gather-stream-row-copies"> {
  let summary = "Copy large row gathers with prefetches and non-temporal stores";
  let description = [{
    Rewrites an `scf.forall` whose body reads indices, computes a row
    address and ends with one `memref.copy` of a contiguous row of at least
    64 bytes (static, or 1-D of dynamic length: the slice gathers of
    `convert-gather-to-linalg`, after bufferization), when the loop stores
    at least `min-bytes`:

    ```mlir
    scf.forall (%i) in (16384) {
      %t = memref.load %indices[%i, %c0] : memref<16384x1xi64>
      ...
      memref.copy %row, %out_row : memref<256xf32, strided<[1], offset: ?>> to ...
    }
    // becomes, with rows of 1 KiB and bytes-per-fence = 1 MiB
    scf.forall (%chunk) in (16) {
      scf.for %k = %c0 to %c1024 step %c1 {
        // the row of iteration min(i + 8, last) (8 KiB of rows ahead, with
        // the default prefetch-bytes): every line
        scf.for ... { memref.prefetch %ahead_row[%l], read, locality<3>, data }
        // the row of iteration i: each whole output line with one
        // llvm.load / llvm.store {alignment = 64, nontemporal} of
        // vector<16xi32>; when the row does not start on a line
        // boundary, the elements before the first boundary and after the
        // last are copied element by element
        scf.if %k_is_last { llvm.fence seq_cst }
      }
    }
    // rows after the last whole chunk: the same, on the calling thread
    ```

    A loop of the same shape whose body ends with a `linalg` op that reads
    the row instead of copying it (an elementwise consumer fused into the
    gather by `gather-fuse-elementwise-consumers`) keeps its body and gets
    only the prefetch: each iteration first prefetches the row
    `prefetch-bytes` of rows ahead. So does a loop whose body reads vectors
    of such a row in a sequential loop (`vector.transfer_read` of a
    subview at a loaded address, or of a memref defined before the loop at
    leading indices computed from loaded ones, as 4-bit rows, which have
    no views, are read: the quantized gather, which decodes every value it
    reads), whatever its size: per row, the prefetch costs less than
    decoding one line of it. The other rows such a loop loads elements of
    (read the same two ways: the row's scales and zero points) are
    prefetched with it, all at addresses computed once for the iteration
    ahead. When such a loop's output takes at
    least `min-bytes` and its vector loop writes whole vectors of 16 bytes
    or more into the output's rows at multiples of their size (the
    quantized gather's chunks), the loop becomes chunks of about
    `bytes-per-fence` of rows as above, its body unchanged but for those
    writes: each becomes an `llvm.store {alignment = vector bytes (a line
    at most), nontemporal}` of the vector's bytes as `i32`s. An `scf.if`
    keeps the original loop for an output that does not start on that
    alignment (x86's non-temporal stores need it).

    Rows of a big table are gathered in an order the hardware prefetcher
    cannot guess, and ordinary stores first read every output line they
    overwrite; prefetching the coming rows and writing whole output lines
    with non-temporal stores make such loops run at copy speed. The
    prefetch distance is counted in bytes, not rows: short rows take less
    time each, so they must be prefetched more rows ahead to arrive in time
    (8 KiB ahead is 8 rows of 1 KiB, 32 rows of 256 bytes). Lines move
    as bytes through LLVM pointers (x86 drops the non-temporal hint of f16
    vector stores). The last row of each chunk fences, which makes the
    thread's non-temporal stores visible when its chunk ends; a fence costs
    microseconds, so chunks are about `bytes-per-fence` long. (The fence
    sits inside the row loop, an allocation scope of its own, so that the
    `memref.alloca_scope` that `convert-scf-to-openmp` puts around a chunk
    holds only ops with known memory effects and canonicalization removes
    it.) When the traffic is only known at run time, an `scf.if` keeps the
    original loop for instances below `min-bytes`.
  }];
  let options = [
    Option<"minBytes", "min-bytes", "int64_t", /*default=*/"4 << 20",
           "Smallest output, in bytes, worth non-temporal stores; negative "
           "disables the pass">,
    Option<"prefetchBytes", "prefetch-bytes", "int64_t",
           /*default=*/"8 << 10",
           "How far ahead to prefetch, in bytes of rows: each row prefetches "
           "the row ceil(prefetch-bytes / row bytes) iterations later">,
    Option<"bytesPerFence", "bytes-per-fence", "int64_t",
           /*default=*/"1 << 20",
           "Bytes of whole rows copied between two fences">
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def GatherHoistAllocas : Pass<"gather-hoist-allocas"> {
  let summary = "Give scratch allocas one slot per allocation scope";
  let description = [{
    Moves each `memref.alloca` of static size whose buffer is only read,
    written, prefetched or viewed, or its address read for alignment (never
    yielded by a loop, stored, passed or returned;
    a branch of an `scf.if` may yield it, as a checked gather's tile yields
    its scratch buffer, when the `scf.if`'s result is only accessed too) to the
    entry of its function or `omp.parallel` region (one slot per thread),
    out of loops and `memref.alloca_scope`s. Loops that run in parallel
    must be OpenMP ops by then: scf loops are taken to run sequentially.

    ```mlir
    scf.for %i = %c0 to %n step %c1 {
      %cell = memref.alloca() : memref<i8>
      ...
    }
    // becomes
    %cell = memref.alloca() : memref<i8>
    scf.for %i = %c0 to %n step %c1 {
      ...
    }
    ```

    The lowering allocates a check's scratch (its accumulator, its cell)
    where the gather is, so that each iteration of a parallel loop around
    it has its own. But an alloca in a loop body allocates on every
    iteration, and nothing on the way to LLVM frees it before the function
    returns, so scratch in a long loop overflows the stack (three million
    gathers in an `scf.for` did); and one in an OpenMP loop body keeps the
    loop's `memref.alloca_scope` from folding, which `convert-scf-to-cf`
    cannot lower loops inside. Iterations that run one after another can
    share a slot that none of them hands on.

    Then every `memref.alloca_scope` left with no alloca of its own is
    replaced by its body. Upstream's canonicalization inlines only scopes
    whose every op it can see the effects of, and a gather tiled inside a
    parallel loop nests an `omp.parallel` of its own in the outer loop's
    scope.
  }];
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

    A materialization into a tensor destination, which has a result, is
    sunk the same way: each branch yields its materialization's result.

    Checked gathers produce such `scf.if`s (the gather, or a zero fill when
    a check fails). A zero fill of the gathered value in one branch and that
    value in the other do not bufferize in place as one materialization of
    the `scf.if` result, but do as one per branch. Afterwards `eliminate-empty-tensors` can place each
    branch's `tensor.empty` in the destination, so the result is computed in
    the caller's buffer instead of in a new one that is copied.
  }];
  let dependentDialects = ["::mlir::bufferization::BufferizationDialect"];
}

def GatherPackFourBitMemory
    : Pass<"gather-pack-four-bit-memory", "::mlir::ModuleOp"> {
  let summary = "Store i4 and ui4 buffers two values per byte";
  let description = [{
    LLVM gives every `i4` a byte of its own. This pass packs buffers of
    `i4` and `ui4` values two per byte, low nibble first, flat over the
    whole buffer (row-major): onnxruntime's layout of ONNX int4 / uint4
    tensors. It applies upstream's narrow-type emulation (memref, vector and
    function signatures) to 4-bit element types only: `i1` buffers keep a
    byte per value, as `.npy` and C exchange them. A function argument
    `memref<2x3x5xi4>` becomes `memref<15xi8>`; loads read the byte and
    shift. An in-bounds read of consecutive values (a `vector.transfer_read`
    of 16 `i4`s) is first made a `vector.load`, whose emulation is one load
    of their bytes (a transfer_read's emulation masks them), and the
    extensions of the unpacked vectors take upstream's narrow-type
    rewrites: nibbles split by shifts of whole vectors and interleaved. A
    `memref.prefetch` of a 4-bit value, which upstream's emulation lacks,
    prefetches its byte; on a buffer without a flat packing the hint is
    dropped. `ui4` values travel as `i4` bits (arith computes on signless
    integers). Buffers of 4-bit values must have static shapes and
    identity layouts; a function whose buffers cannot be packed fails the
    pass with a diagnostic.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::vector::VectorDialect",
                           "::mlir::affine::AffineDialect"];
}

#endif // GATHER_CODEGEN_PASSES_TD
