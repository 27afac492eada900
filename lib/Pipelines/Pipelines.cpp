//===- Pipelines.cpp - gather pass pipelines ------------------------------===//

#include "Gather/Pipelines/Pipelines.h"

#include "Gather/Codegen/Passes.h"
#include "Gather/Conversion/Passes.h"
#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Conversion/AffineToStandard/AffineToStandard.h"
#include "mlir/Conversion/BufferizationToMemRef/BufferizationToMemRef.h"
#include "mlir/Conversion/ConvertToLLVM/ToLLVMPass.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Conversion/SCFToControlFlow/SCFToControlFlow.h"
#include "mlir/Conversion/SCFToOpenMP/SCFToOpenMP.h"
#include "mlir/Conversion/VectorToLLVM/ConvertVectorToLLVMPass.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/Dialect/SCF/Transforms/Passes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::codegen;

/// Tensors to buffers: results in the caller's buffers where materialized
/// there, scratch on the stack, every allocation freed or returned.
static void addBufferizationPasses(OpPassManager &pm) {
  // Results materialized in caller buffers (gather-compile's kernels) are
  // computed in place, not in a new buffer that is then copied.
  pm.addPass(createGatherSinkMaterializations());
  pm.addPass(bufferization::createEmptyTensorEliminationPass());

  bufferization::OneShotBufferizePassOptions bufferizeOptions;
  bufferizeOptions.bufferizeFunctionBoundaries = true;
  bufferizeOptions.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  // A gather cannot write its result over its data, so a loop that carries
  // gather results yields a new buffer each iteration (freed by the
  // ownership-based deallocation below).
  bufferizeOptions.allowReturnAllocsFromLoops = true;
  // Plain malloc results: LLVM knows they alias no argument, so loops that
  // store into a scratch buffer (a fused consumer's tile) while reading
  // gathered data vectorise. Lowering an over-aligned alloc hides the
  // pointer's origin behind an inttoptr.
  bufferizeOptions.bufferAlignment = 0;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferizeOptions));
  // Small scratch buffers (check accumulators) need no malloc.
  pm.addNestedPass<func::FuncOp>(
      bufferization::createPromoteBuffersToStackPass());
  bufferization::buildBufferDeallocationPipeline(pm);
  // Results are returned owned by the caller, as clones where needed.
  pm.addPass(createConvertBufferizationToMemRefPass());
}

/// Buffer-level loops: sequential, or OpenMP worksharing loops.
static void addLoopPasses(OpPassManager &pm,
                          const GatherToLLVMPipelineOptions &options) {
  GatherStreamRowCopiesOptions streamOptions;
  streamOptions.minBytes = options.streamMinBytes;
  pm.addPass(createGatherStreamRowCopies(streamOptions));
  pm.addPass(createGatherPrefetchElementRows(
      GatherPrefetchElementRowsOptions{options.prefetchMinBytes}));
  GatherPrefetchPooledRowsOptions pooledOptions;
  pooledOptions.minBytes = options.prefetchMinBytes;
  pm.addPass(createGatherPrefetchPooledRows(pooledOptions));
  pm.addPass(createGatherExpandStridedCopies());
  pm.addPass(createGatherFlattenFills());
  if (!options.parallel) {
    pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
    pm.addPass(createGatherHoistAllocas());
    return;
  }
  pm.addNestedPass<func::FuncOp>(createForallToParallelLoopPass());
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToParallelLoopsPass());
  pm.addPass(createConvertSCFToOpenMPPass());
  pm.addPass(createGatherHoistAllocas());
  // Folds the alloca scopes around the loop bodies, which allocate nothing
  // now; convert-scf-to-cf cannot lower loops nested in one.
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGatherParallelThreshold(
      GatherParallelThresholdOptions{options.parallelMinBytes}));
}

/// Fails, through `errorHandler`, unless `pm` can hold the pipeline: its
/// passes that transform whole modules (gather-add-status-arguments,
/// one-shot-bufferize, convert-scf-to-openmp, ...) are restricted to
/// `builtin.module`, and OpPassManager::addPass aborts the process when a
/// restricted pass is added to a pass manager anchored on another op. An
/// op-agnostic (`any`) pass manager takes them: it runs them on modules and
/// skips the ops they cannot be scheduled on.
static LogicalResult checkAnchor(OpPassManager &pm,
                                 PipelineErrorHandler errorHandler) {
  std::optional<StringRef> anchor = pm.getOpName();
  if (!anchor || *anchor == ModuleOp::getOperationName())
    return success();
  (void)errorHandler("gather-to-llvm lowers whole modules: it runs on '" +
                     ModuleOp::getOperationName() +
                     "' (or 'any'), not nested on '" + *anchor + "'");
  return failure();
}

bool MPIImplementationParser::parse(llvm::cl::Option &option, StringRef name,
                                    StringRef value, std::string &parsed) {
  // llvm::cl names the option: "for the --mpi-implementation option: ...".
  if (!isKnownMPIImplementation(value))
    return option.error("unknown MPI implementation '" + value +
                        "': expected MPICH or OpenMPI");
  parsed = value.str();
  return false;
}

LogicalResult mlir::gather::buildGatherToLLVMPipeline(
    OpPassManager &pm, const GatherToLLVMPipelineOptions &options,
    PipelineErrorHandler errorHandler) {
  if (failed(checkAnchor(pm, errorHandler)))
    return failure();
  // Refused whether or not the module turns out to be sharded: the name is
  // wrong in any case, and a sharded kernel would otherwise fail only when
  // it runs.
  if (!isKnownMPIImplementation(options.mpiImplementation)) {
    (void)errorHandler(
        "unknown MPI implementation '" + options.mpiImplementation + "' (" +
        kMpiImplementationOption.name + "): expected MPICH or OpenMPI");
    return failure();
  }
  // A sharded module is partitioned, and its collectives lowered to MPI,
  // before anything else: no gather is lowered before it is partitioned.
  // Both passes leave modules without shardings alone.
  pm.addPass(createGatherPartition());
  ConvertShardToMPIOptions mpiOptions;
  mpiOptions.mpiImplementation = options.mpiImplementation;
  pm.addPass(createConvertShardToMPI(mpiOptions));
  ConvertGatherToLinalgOptions gatherOptions;
  gatherOptions.onOutOfBounds = options.onOutOfBounds;
  gatherOptions.fuseElementwiseProducers = options.fuseElementwise;
  if (getTraits(options.onOutOfBounds).usesStatusRecord())
    pm.addPass(createGatherAddStatusArguments());
  pm.addNestedPass<func::FuncOp>(createConvertGatherToLinalg(gatherOptions));
  // Elementwise arith/math on tensors around the gathers. Fusing them folds
  // splat constant operands into scalars, so that a splat never becomes a
  // buffer (a global of its full size) in the kernel.
  pm.addNestedPass<func::FuncOp>(createConvertElementwiseToLinalgPass());
  pm.addPass(createLinalgElementwiseOpFusionPass());
  // The fused elementwise ops that read a gather's result are then computed
  // in the gather's loop, so the gathered tensor is never written whole.
  if (options.fuseElementwise)
    pm.addNestedPass<func::FuncOp>(createGatherFuseElementwiseConsumers());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createGatherSplatsToFills());
  pm.addPass(createCSEPass());
  addBufferizationPasses(pm);
  addLoopPasses(pm, options);
  // i4 and ui4 buffers in onnxruntime's packed int4 layout.
  pm.addPass(createGatherPackFourBitMemory());
  // bf16 code that calls no __truncsfbf2 (Bf16WithoutLibcalls.cpp).
  pm.addPass(createGatherBf16ConversionsAsIntegers());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(createSCFToControlFlowPass());
  // Vector ops (the quantized gathers' chunks) with the lowering of their
  // transfers, which the generic conversion lacks.
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createConvertToLLVMPass());
  pm.addPass(createGatherBf16MemoryAsIntegers());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createCanonicalizerPass());
  return success();
}

LogicalResult
mlir::gather::buildGatherToLLVMPipeline(OpPassManager &pm,
                                        PipelineErrorHandler errorHandler) {
  return buildGatherToLLVMPipeline(pm, GatherToLLVMPipelineOptions(),
                                   errorHandler);
}

LogicalResult
mlir::gather::buildGatherToLLVMPipeline(OpPassManager &pm, StringRef options,
                                        PipelineErrorHandler errorHandler) {
  GatherToLLVMPipelineOptions parsed;
  // The handler hears of malformed options too. Only some of the parser's
  // messages (an unknown option) go to the stream it is given: llvm::cl's
  // own (a value that is not a number or not listed) go to errs(), so the
  // handler's message names the options in any case.
  std::string details;
  llvm::raw_string_ostream os(details);
  if (failed(parsed.parseFromString(options, os))) {
    StringRef detail = StringRef(details).trim();
    (void)errorHandler("malformed gather-to-llvm options '" + options + "'" +
                       (detail.empty() ? "" : ": ") + detail);
    return failure();
  }
  return buildGatherToLLVMPipeline(pm, parsed, errorHandler);
}

void mlir::gather::GatherToLLVMCommandLineOptions::applyTo(
    GatherToLLVMPipelineOptions &options) const {
  options.onOutOfBounds = onOutOfBounds;
  options.parallel = parallel.getValue();
  options.parallelMinBytes = parallelMinBytes.getValue();
  options.fuseElementwise = fuseElementwise.getValue();
  options.streamMinBytes = streamMinBytes.getValue();
  options.prefetchMinBytes = prefetchMinBytes.getValue();
  options.mpiImplementation = mpiImplementation.getValue();
}

void mlir::gather::registerGatherPipelines() {
  // Not PassPipelineRegistration: its builders cannot fail, and this one
  // must be able to refuse a pass manager it cannot fill (checkAnchor).
  registerPassPipeline(
      "gather-to-llvm",
      "Lower functions using gather ops to the LLVM dialect (gather -> "
      "linalg -> bufferization -> scf loops -> LLVM)",
      [](OpPassManager &pm, StringRef options,
         PipelineErrorHandler errorHandler) {
        return buildGatherToLLVMPipeline(pm, options, errorHandler);
      },
      [](function_ref<void(const mlir::detail::PassOptions &)> optionsHandler) {
        optionsHandler(GatherToLLVMPipelineOptions());
      });
}
