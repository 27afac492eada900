//===- Pipelines.h - gather pass pipelines ----------------------*- C++ -*-===//

#ifndef GATHER_PIPELINES_PIPELINES_H
#define GATHER_PIPELINES_PIPELINES_H

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"

#include "mlir/Pass/PassOptions.h"

namespace mlir {
class OpPassManager;

namespace gather {

/// Options of `gather-to-llvm`: the union of its passes' options.
struct GatherToLLVMPipelineOptions
    : public PassPipelineOptions<GatherToLLVMPipelineOptions> {
  PassOptions::Option<OutOfBoundsPolicy> onOutOfBounds{
      *this, "on-out-of-bounds",
      llvm::cl::desc("What to do with out-of-range indices: error, clamp or "
                     "unchecked (convert-gather-to-linalg)"),
      llvm::cl::init(OutOfBoundsPolicy::Error), getOutOfBoundsPolicyValues()};
};

/// The pipeline's options as command-line options, for the tools that run
/// it: a tool defines one static instance before parsing its command line.
struct GatherToLLVMCommandLineOptions {
  llvm::cl::opt<OutOfBoundsPolicy> onOutOfBounds{
      "on-out-of-bounds",
      llvm::cl::desc("What to do with out-of-range indices"),
      llvm::cl::init(OutOfBoundsPolicy::Error), getOutOfBoundsPolicyValues()};

  /// Copies the parsed values into `options`.
  void applyTo(GatherToLLVMPipelineOptions &options) const;
};

/// Lowers a module of functions on tensors that use gather ops to the LLVM
/// dialect: gather -> linalg, one-shot bufferization across function
/// boundaries (identity layouts), buffer deallocation, linalg -> scf loops,
/// then everything -> LLVM with C interface wrappers (`_mlir_ciface_NAME`).
/// Every tool builds its pipeline with this function.
void buildGatherToLLVMPipeline(OpPassManager &pm,
                               const GatherToLLVMPipelineOptions &options);
void buildGatherToLLVMPipeline(OpPassManager &pm);

/// Registers `gather-to-llvm` for command-line tools.
void registerGatherPipelines();

} // namespace gather
} // namespace mlir

#endif // GATHER_PIPELINES_PIPELINES_H
