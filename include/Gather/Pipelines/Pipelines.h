//===- Pipelines.h - gather pass pipelines ----------------------*- C++ -*-===//

#ifndef GATHER_PIPELINES_PIPELINES_H
#define GATHER_PIPELINES_PIPELINES_H

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"

#include "mlir/Pass/PassOptions.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
class OpPassManager;

namespace gather {

/// Below this many bytes a parallel loop runs on one thread: forking a team
/// costs more than small gathers take (measured with bench/, see README).
inline constexpr int64_t kDefaultParallelMinBytes = 1 << 20;

/// Row gathers storing at least this many bytes bypass the cache with
/// non-temporal stores: an output larger than a core's L2 (1-2 MiB on
/// current x86 servers) is unlikely to be read back from the cache soon,
/// and streaming is faster than memcpy even when the table fits in the L3
/// (measured with bench/, see README). Smaller outputs stay in the cache.
inline constexpr int64_t kDefaultStreamMinBytes = 4 << 20;

/// Options of `gather-to-llvm`: the union of its passes' options.
struct GatherToLLVMPipelineOptions
    : public PassPipelineOptions<GatherToLLVMPipelineOptions> {
  PassOptions::Option<OutOfBoundsPolicy> onOutOfBounds{
      *this, "on-out-of-bounds",
      llvm::cl::desc("What to do with out-of-range indices: error, clamp, "
                     "unchecked or assert (convert-gather-to-linalg)"),
      llvm::cl::init(OutOfBoundsPolicy::Error), getOutOfBoundsPolicyValues()};
  PassOptions::Option<bool> parallel{
      *this, "parallel",
      llvm::cl::desc("Run gather loops on OpenMP threads (the compiled code "
                     "then needs libomp)"),
      llvm::cl::init(false)};
  PassOptions::Option<int64_t> parallelMinBytes{
      *this, "parallel-min-bytes",
      llvm::cl::desc("With parallel: loops moving fewer bytes run on one "
                     "thread (gather-parallel-threshold)"),
      llvm::cl::init(kDefaultParallelMinBytes)};
  PassOptions::Option<bool> fuseElementwise{
      *this, "fuse-elementwise",
      llvm::cl::desc("Compute elementwise consumers of gathers inside the "
                     "gathers' loops (gather-fuse-elementwise-consumers)"),
      llvm::cl::init(true)};
  PassOptions::Option<int64_t> streamMinBytes{
      *this, "stream-min-bytes",
      llvm::cl::desc("Row gathers storing at least this many bytes use "
                     "prefetches and non-temporal stores, and element gathers "
                     "along rows of this many bytes prefetch them; negative: "
                     "never (gather-stream-row-copies, "
                     "gather-prefetch-element-rows)"),
      llvm::cl::init(kDefaultStreamMinBytes)};
};

/// The pipeline's options as command-line options, for the tools that run
/// it: a tool defines one static instance before parsing its command line.
struct GatherToLLVMCommandLineOptions {
  /// Tools list this category and their own in --help, not LLVM's options.
  llvm::cl::OptionCategory category{"Lowering options (gather-to-llvm)"};
  llvm::cl::opt<OutOfBoundsPolicy> onOutOfBounds{
      "on-out-of-bounds", llvm::cl::cat(category),
      llvm::cl::desc("What to do with out-of-range indices"),
      llvm::cl::init(OutOfBoundsPolicy::Error), getOutOfBoundsPolicyValues()};
  llvm::cl::opt<bool> parallel{
      "parallel", llvm::cl::cat(category),
      llvm::cl::desc("Run gather loops on OpenMP threads (needs libomp)"),
      llvm::cl::init(false)};
  llvm::cl::opt<int64_t> parallelMinBytes{
      "parallel-min-bytes", llvm::cl::cat(category),
      llvm::cl::desc("With --parallel: loops moving fewer bytes run on one "
                     "thread"),
      llvm::cl::init(kDefaultParallelMinBytes)};
  llvm::cl::opt<bool> fuseElementwise{
      "fuse-elementwise", llvm::cl::cat(category),
      llvm::cl::desc("Compute elementwise consumers of gathers inside the "
                     "gathers' loops"),
      llvm::cl::init(true)};
  llvm::cl::opt<int64_t> streamMinBytes{
      "stream-min-bytes", llvm::cl::cat(category),
      llvm::cl::desc("Row gathers storing at least this many bytes use "
                     "prefetches and non-temporal stores, and element gathers "
                     "along rows of this many bytes prefetch them; negative: "
                     "never"),
      llvm::cl::init(kDefaultStreamMinBytes)};

  /// Copies the parsed values into `options`.
  void applyTo(GatherToLLVMPipelineOptions &options) const;
};

/// Receives why a pipeline cannot be built, as upstream's pass pipeline
/// registry passes it (PassRegistryFunction).
using PipelineErrorHandler = llvm::function_ref<LogicalResult(const Twine &)>;

/// Lowers a module of functions on tensors that use gather ops to the LLVM
/// dialect: gather -> linalg (after gather-add-status-arguments), one-shot
/// bufferization across function boundaries (identity layouts), buffer
/// deallocation, linalg -> scf loops, then everything -> LLVM. Functions
/// marked `llvm.emit_c_interface` get a `_mlir_ciface_NAME` wrapper for
/// ExecutionEngine::invoke, as upstream pipelines do. Every tool builds its
/// pipeline with this function.
///
/// The pipeline transforms whole modules, so `pm` must run on
/// `builtin.module` or be op-agnostic (`any`, which runs it on the modules
/// it is scheduled on). On a pass manager of any other op this adds
/// nothing, passes the reason to `errorHandler` and fails.
LogicalResult
buildGatherToLLVMPipeline(OpPassManager &pm,
                          const GatherToLLVMPipelineOptions &options,
                          PipelineErrorHandler errorHandler);
LogicalResult buildGatherToLLVMPipeline(OpPassManager &pm,
                                        PipelineErrorHandler errorHandler);
/// The same with `options` in the pipeline's textual form, e.g.
/// "on-out-of-bounds=clamp parallel" (empty: the defaults), as the pass
/// registry and the C API take them; malformed options fail too.
LogicalResult buildGatherToLLVMPipeline(OpPassManager &pm, StringRef options,
                                        PipelineErrorHandler errorHandler);

/// Registers `gather-to-llvm` for command-line tools.
void registerGatherPipelines();

} // namespace gather
} // namespace mlir

#endif // GATHER_PIPELINES_PIPELINES_H
