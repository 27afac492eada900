//===- ModuleRunner.cpp - a module's function run as gather-run -----------===//

#include "Gather/Runner/ModuleRunner.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassManager.h"

#include <csignal>
#include <cstdio>

using namespace mlir;
using namespace mlir::gather;

namespace {
/// The steps of one ModuleRunner::run: on one process if `across` is null,
/// else across its processes, where each step's outcome is agreed.
class RunSteps {
public:
  RunSteps(const GatherToLLVMPipelineOptions &pipeline, const ModuleRun &run,
           Processes *across)
      : pipeline(pipeline), request(run), across(across) {}

  llvm::Expected<std::vector<npy::Array>> readInputs() const;
  llvm::Expected<KernelOutcome> runVariants(ModuleOp module,
                                            ArrayRef<npy::Array> inputs);
  llvm::Error emit(const KernelOutcome &outcome) const;
  /// Succeeds if every process's `outcome` is success.
  llvm::Error agree(llvm::Error outcome) const {
    return across ? across->agree(std::move(outcome)) : std::move(outcome);
  }

private:
  llvm::Expected<std::unique_ptr<JitKernel>>
  compile(OwningOpRef<ModuleOp> module, StringRef cpu) const;
  llvm::Expected<std::vector<npy::Array>>
  call(JitKernel &kernel, ArrayRef<npy::Array> inputs) const;
  llvm::Expected<KernelOutcome> compileAndRun(OwningOpRef<ModuleOp> module,
                                              StringRef cpu,
                                              ArrayRef<npy::Array> inputs);

  const GatherToLLVMPipelineOptions &pipeline;
  const ModuleRun &request;
  Processes *across;
};
} // namespace

llvm::Expected<std::vector<npy::Array>> RunSteps::readInputs() const {
  std::vector<npy::Array> inputs;
  for (const std::string &path : request.inputPaths) {
    auto array = npy::readFile(path);
    if (!array)
      return array.takeError();
    inputs.push_back(std::move(*array));
  }
  return inputs;
}

llvm::Expected<std::unique_ptr<JitKernel>>
RunSteps::compile(OwningOpRef<ModuleOp> module, StringRef cpu) const {
  auto kernel = JitKernel::compile(std::move(module), request.entry, pipeline,
                                   {cpu.str(), request.optLevel});
  if (kernel && request.checkKernel)
    if (llvm::Error error = request.checkKernel(**kernel))
      return std::move(error);
  return kernel;
}

llvm::Expected<std::vector<npy::Array>>
RunSteps::call(JitKernel &kernel, ArrayRef<npy::Array> inputs) const {
  if (getTraits(pipeline.onOutOfBounds).reporting != FailureReporting::Abort)
    return kernel.run(inputs, request.inputPaths);
  // Such a kernel prints its report to stdout just before abort(), which
  // does not flush stdio buffers: line buffering (set before stdio writes
  // anything) keeps the report when stdout is a pipe or a file. The abort
  // is on purpose; LLVM's crash handler would report it as a bug of the
  // runner, with a stack dump.
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  auto previous = std::signal(SIGABRT, SIG_DFL);
  auto results = kernel.run(inputs, request.inputPaths);
  std::signal(SIGABRT, previous);
  return results;
}

llvm::Expected<KernelOutcome>
RunSteps::compileAndRun(OwningOpRef<ModuleOp> module, StringRef cpu,
                        ArrayRef<npy::Array> inputs) {
  auto kernel = compile(std::move(module), cpu);
  if (llvm::Error error = agree(kernel.takeError()))
    return std::move(error);
  auto callKernel = [&](JitKernel &kernel, ArrayRef<npy::Array> blocks) {
    return call(kernel, blocks);
  };
  auto results = across ? runPartitioned(*across, **kernel, inputs,
                                         request.inputPaths, callKernel)
                        : call(**kernel, inputs);
  if (!results)
    return results.takeError();
  return KernelOutcome{std::move(*results),
                       llvm::to_vector((*kernel)->getResultTypes())};
}

llvm::Expected<KernelOutcome>
RunSteps::runVariants(ModuleOp module, ArrayRef<npy::Array> inputs) {
  SmallVector<StringRef> cpus(request.cpus.begin(), request.cpus.end());
  // A scatter may update its data input in place: with several CPUs, each
  // variant runs on its own copy of the inputs.
  auto compileAndRunFor = [&](StringRef cpu) {
    OwningOpRef<ModuleOp> copy(module.clone());
    if (cpus.size() == 1)
      return compileAndRun(std::move(copy), cpu, inputs);
    std::vector<npy::Array> copies(inputs.begin(), inputs.end());
    return compileAndRun(std::move(copy), cpu, copies);
  };
  return runForEachCPU(cpus, compileAndRunFor, [&](llvm::Error verdict) {
    return agree(std::move(verdict));
  });
}

llvm::Error RunSteps::emit(const KernelOutcome &outcome) const {
  if (!request.emit)
    return llvm::Error::success();
  llvm::Error emitted = !across || across->getRank() == 0
                            ? request.emit(outcome)
                            : llvm::Error::success();
  return agree(std::move(emitted));
}

/// Drops the sharding of `module`, which runs on one process.
static LogicalResult stripSharding(ModuleOp module) {
  PassManager passes(module->getName());
  passes.addPass(createGatherStripSharding());
  return passes.run(module);
}

llvm::Expected<Processes *> ModuleRunner::getProcesses(ModuleOp module) {
  if (!isSharded(module))
    return nullptr;
  if (!processes)
    processes.emplace(argc, argv);
  if (processes->getCount() == 1) {
    if (failed(stripSharding(module)))
      return llvm::make_error<AlreadyReported>();
    return nullptr;
  }
  // Every process compiles the same module: rank 0 alone shows what
  // compilation reports.
  if (processes->getRank() != 0)
    module->getContext()->getDiagEngine().registerHandler(
        [](Diagnostic &) { return success(); });
  return &*processes;
}

llvm::Error ModuleRunner::run(OwningOpRef<ModuleOp> module,
                              const GatherToLLVMPipelineOptions &pipeline,
                              const ModuleRun &run) {
  auto across = getProcesses(*module);
  if (!across)
    return across.takeError();
  RunSteps steps(pipeline, run, *across);
  auto inputs = steps.readInputs();
  if (llvm::Error error = steps.agree(inputs.takeError()))
    return error;
  auto outcome = steps.runVariants(*module, *inputs);
  if (!outcome)
    return outcome.takeError();
  return steps.emit(*outcome);
}
