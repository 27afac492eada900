//===- Pipelines.h - gather pass pipelines ----------------------*- C++ -*-===//

#ifndef GATHER_PIPELINES_PIPELINES_H
#define GATHER_PIPELINES_PIPELINES_H

#include "Gather/Codegen/Passes.h"
#include "Gather/Conversion/Passes.h"

#include "mlir/Pass/PassOptions.h"
#include "mlir/Support/LLVM.h"

#include "llvm/ADT/STLFunctionalExtras.h"

namespace mlir {
class OpPassManager;

namespace gather {

/// One option of gather-to-llvm: its name, what it does and its default,
/// written once. Both the pipeline's pass options and the tools' command-line
/// options are made from it: it is a modifier of llvm::cl options, setting
/// the description and the default (and the name, which pass options take
/// apart). Where the option sets a pass's option, the default is that
/// pass's (declared in its Passes.td).
template <typename T> struct PipelineOption {
  StringLiteral name;
  StringLiteral description;
  T defaultValue;

  template <typename Opt> void apply(Opt &option) const {
    option.setArgStr(name);
    option.setDescription(description);
    option.setInitialValue(defaultValue);
  }
};

inline const PipelineOption<OutOfBoundsPolicy> kOnOutOfBoundsOption{
    "on-out-of-bounds",
    "What to do with out-of-range indices: error, clamp, unchecked or assert "
    "(convert-gather-to-linalg)",
    ConvertGatherToLinalgOptions().onOutOfBounds};
inline const PipelineOption<bool> kParallelOption{
    "parallel",
    "Run gather loops on OpenMP threads (the compiled code then needs libomp)",
    false};
inline const PipelineOption<int64_t> kParallelMinBytesOption{
    "parallel-min-bytes",
    "With parallel: loops that store fewer bytes run on one thread "
    "(gather-parallel-threshold)",
    codegen::GatherParallelThresholdOptions().minBytes};
inline const PipelineOption<bool> kFuseElementwiseOption{
    "fuse-elementwise",
    "Compute elementwise consumers of gathers inside the gathers' loops, and "
    "elementwise producers of scatters' updates inside the scatters' loops "
    "(gather-fuse-elementwise-consumers, convert-gather-to-linalg)",
    true};
inline const PipelineOption<int64_t> kStreamMinBytesOption{
    "stream-min-bytes",
    "Row gathers that store at least this many bytes prefetch their rows and "
    "write with non-temporal stores; negative: never "
    "(gather-stream-row-copies)",
    codegen::GatherStreamRowCopiesOptions().minBytes};
inline const PipelineOption<int64_t> kPrefetchMinBytesOption{
    "prefetch-min-bytes",
    "Element gathers that read within data rows prefetch the next row when "
    "the rows they read take at least this many bytes, and pooled gathers "
    "prefetch rows ids ahead from tables of at least this many bytes; "
    "negative: never (gather-prefetch-element-rows, "
    "gather-prefetch-pooled-rows)",
    codegen::GatherPrefetchElementRowsOptions().minBytes};

inline const PipelineOption<std::string> kMpiImplementationOption{
    "mpi-implementation",
    "The MPI library whose ABI sharded modules call, MPICH or OpenMPI, where "
    "the module does not say (gather-convert-shard-to-mpi)",
    ConvertShardToMPIOptions().mpiImplementation};

/// Parses a tool's --mpi-implementation, refusing an unknown name with the
/// rest of a malformed command line, before anything runs (a kernel built
/// for it would fail only when it ran).
class MPIImplementationParser : public llvm::cl::parser<std::string> {
public:
  using llvm::cl::parser<std::string>::parser;

  /// Returns true on error, as llvm::cl's parsers do.
  bool parse(llvm::cl::Option &option, StringRef name, StringRef value,
             std::string &parsed);
};

/// Options of `gather-to-llvm`.
struct GatherToLLVMPipelineOptions
    : public PassPipelineOptions<GatherToLLVMPipelineOptions> {
  PassOptions::Option<OutOfBoundsPolicy> onOutOfBounds{
      *this, kOnOutOfBoundsOption.name, kOnOutOfBoundsOption,
      getOutOfBoundsPolicyValues()};
  PassOptions::Option<bool> parallel{*this, kParallelOption.name,
                                     kParallelOption};
  PassOptions::Option<int64_t> parallelMinBytes{
      *this, kParallelMinBytesOption.name, kParallelMinBytesOption};
  PassOptions::Option<bool> fuseElementwise{*this, kFuseElementwiseOption.name,
                                            kFuseElementwiseOption};
  PassOptions::Option<int64_t> streamMinBytes{*this, kStreamMinBytesOption.name,
                                              kStreamMinBytesOption};
  PassOptions::Option<int64_t> prefetchMinBytes{
      *this, kPrefetchMinBytesOption.name, kPrefetchMinBytesOption};
  PassOptions::Option<std::string> mpiImplementation{
      *this, kMpiImplementationOption.name, kMpiImplementationOption};
};

/// The pipeline's options as command-line options, for the tools that run
/// it: a tool defines one static instance before parsing its command line.
struct GatherToLLVMCommandLineOptions {
  /// Tools list this category and their own in --help, not LLVM's options.
  llvm::cl::OptionCategory category{"Lowering options (gather-to-llvm)"};
  llvm::cl::opt<OutOfBoundsPolicy> onOutOfBounds{kOnOutOfBoundsOption,
                                                 llvm::cl::cat(category),
                                                 getOutOfBoundsPolicyValues()};
  llvm::cl::opt<bool> parallel{kParallelOption, llvm::cl::cat(category)};
  llvm::cl::opt<int64_t> parallelMinBytes{kParallelMinBytesOption,
                                          llvm::cl::cat(category)};
  llvm::cl::opt<bool> fuseElementwise{kFuseElementwiseOption,
                                      llvm::cl::cat(category)};
  llvm::cl::opt<int64_t> streamMinBytes{kStreamMinBytesOption,
                                        llvm::cl::cat(category)};
  llvm::cl::opt<int64_t> prefetchMinBytes{kPrefetchMinBytesOption,
                                          llvm::cl::cat(category)};
  llvm::cl::opt<std::string, false, MPIImplementationParser> mpiImplementation{
      kMpiImplementationOption, llvm::cl::cat(category)};

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
/// nothing, passes the reason to `errorHandler` and fails; so it does with
/// an unknown `mpiImplementation`, also for modules that are not sharded.
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
