//===- gather-run.cpp - JIT-compile a gather kernel and run it ------------===//
//
//   gather-run FILE.mlir -e NAME --input=A.npy ... [--output=OUT.npy ...]
//              [--print] [--on-out-of-bounds=error|clamp|unchecked|assert]
//              [--mcpu=CPU] [-O0..-O3]
//   mpirun -np N gather-run ...   (a sharded module: docs/Distributed.md)
//
// Every failure is an `error:` line on stderr and exit status 1, with no
// output file written; except under --on-out-of-bounds=assert, where a
// kernel that fails prints its report to stdout and aborts.
//
//===----------------------------------------------------------------------===//

#include "Processes.h"

#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"
#include "Gather/InitAll.h"
#include "Gather/Runner/Runner.h"
#include "Gather/Support/CommandLine.h"
#include "Gather/Support/InputFile.h"
#include "Gather/Support/OutputFiles.h"
#include "Gather/Support/TargetMachine.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

#include <csignal>
#include <cstdio>

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory runOptions("gather-run options");
static cl::opt<std::string> inputFilename(cl::Positional, cl::Required,
                                          cl::cat(runOptions),
                                          cl::desc("<kernel .mlir file>"));
static cl::opt<std::string> entry("e", cl::Required, cl::cat(runOptions),
                                  cl::desc("The function to run"),
                                  cl::value_desc("name"));
static cl::list<std::string>
    inputPaths("input", cl::cat(runOptions),
               cl::desc("A .npy file per tensor argument, in order"),
               cl::value_desc("file.npy"));
static cl::list<std::string>
    outputPaths("output", cl::cat(runOptions),
                cl::desc("A .npy file per result, in order"),
                cl::value_desc("file.npy"));
static cl::opt<bool> printResults("print", cl::cat(runOptions),
                                  cl::desc("Print each result as text"));
static cl::opt<std::string>
    cpu("mcpu", cl::init("native"), cl::cat(runOptions),
        cl::desc("The CPU to compile for (default: native, this machine's; "
                 "it must be able to run the code)"));
static cl::opt<unsigned>
    optLevel("O", cl::Prefix, cl::init(0), cl::cat(runOptions),
             cl::desc("LLVM IR optimisation level, as gather-compile's "
                      "(default: 0, none)"),
             cl::value_desc("level"));
static gather::GatherToLLVMCommandLineOptions pipelineOptions;

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "gather-run") << message << "\n";
  return 1;
}

static int fail(llvm::Error error) {
  std::string message = llvm::toString(std::move(error));
  return fail(message);
}

/// Prints each result as text: `result #I: TYPE = [...]`.
static void printTensors(ArrayRef<gather::npy::Array> results,
                         ArrayRef<RankedTensorType> types) {
  for (auto [i, result] : llvm::enumerate(results)) {
    auto type = RankedTensorType::get(result.shape, types[i].getElementType());
    llvm::outs() << "result #" << i << ": " << type << " = "
                 << gather::formatTensor(result, type) << "\n";
  }
}

/// The --input files.
static llvm::Expected<std::vector<gather::npy::Array>> readInputs() {
  std::vector<gather::npy::Array> inputs;
  for (const std::string &path : inputPaths) {
    auto array = gather::npy::readFile(path);
    if (!array)
      return array.takeError();
    inputs.push_back(std::move(*array));
  }
  return inputs;
}

/// Lowers and JIT-compiles @entry of `module` as the options say, and
/// checks that there is an --output file per result, if any.
static llvm::Expected<std::unique_ptr<gather::JitKernel>>
compileEntry(OwningOpRef<ModuleOp> module) {
  // Outputs that cannot all be written fail before anything runs.
  if (llvm::Error err = gather::checkOutputPaths(outputPaths))
    return std::move(err);
  gather::GatherToLLVMPipelineOptions options;
  pipelineOptions.applyTo(options);
  if (llvm::Error error = gather::checkOptLevel(optLevel))
    return std::move(error);
  auto kernel = gather::JitKernel::compile(std::move(module), entry, options,
                                           {cpu, optLevel});
  if (!kernel)
    return kernel.takeError();
  size_t numResults = (*kernel)->getResultTypes().size();
  if (!outputPaths.empty() && outputPaths.size() != numResults)
    return llvm::createStringError(
        "@" + entry + " has " + llvm::Twine(numResults) +
        (numResults == 1 ? " result" : " results") + ", but " +
        llvm::Twine(outputPaths.size()) + " --output " +
        (outputPaths.size() == 1 ? "file was" : "files were") + " given");
  return kernel;
}

/// Runs `kernel` on `inputs`.
static llvm::Expected<std::vector<gather::npy::Array>>
runKernel(gather::JitKernel &kernel, ArrayRef<gather::npy::Array> inputs) {
  if (gather::getTraits(pipelineOptions.onOutOfBounds).reporting !=
      gather::FailureReporting::Abort)
    return kernel.run(inputs, inputPaths);
  // Such a kernel prints its report to stdout just before abort(), which
  // does not flush stdio buffers: line buffering (set before stdio writes
  // anything) keeps the report when stdout is a pipe or a file. The abort
  // is on purpose; LLVM's crash handler would report it as a bug of
  // gather-run, with a stack dump.
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  auto previous = std::signal(SIGABRT, SIG_DFL);
  auto results = kernel.run(inputs, inputPaths);
  std::signal(SIGABRT, previous);
  return results;
}

/// Prints and writes the results as the options say.
static llvm::Error emitResults(ArrayRef<gather::npy::Array> results,
                               ArrayRef<RankedTensorType> types) {
  if (printResults)
    printTensors(results, types);
  if (outputPaths.empty())
    return llvm::Error::success();
  return gather::npy::writeFiles(outputPaths, results);
}

/// What one process runs: the kernel and its inputs.
struct Work {
  std::unique_ptr<gather::JitKernel> kernel;
  std::vector<gather::npy::Array> inputs;
};

/// Reads the --input files and compiles @entry of `module`.
static llvm::Expected<Work> loadWork(OwningOpRef<ModuleOp> module) {
  auto inputs = readInputs();
  if (!inputs)
    return inputs.takeError();
  auto kernel = compileEntry(std::move(module));
  if (!kernel)
    return kernel.takeError();
  return Work{std::move(*kernel), std::move(*inputs)};
}

/// Compiles @entry of `module`, runs it on the --input files and emits the
/// results: gather-run on one process.
static llvm::Error runHere(OwningOpRef<ModuleOp> module) {
  auto work = loadWork(std::move(module));
  if (!work)
    return work.takeError();
  auto results = runKernel(*work->kernel, work->inputs);
  if (!results)
    return results.takeError();
  return emitResults(*results, work->kernel->getResultTypes());
}

//===----------------------------------------------------------------------===//
// Sharded modules under mpirun
//===----------------------------------------------------------------------===//

/// This process's block of each input.
static llvm::Expected<std::vector<gather::npy::Array>>
getBlocks(const gather::Distribution &distribution,
          ArrayRef<gather::npy::Array> inputs, int rank) {
  if (inputs.size() != distribution.arguments.size())
    return llvm::createStringError(
        "@" + entry + " takes " + llvm::Twine(distribution.arguments.size()) +
        " inputs, got " + llvm::Twine(inputs.size()));
  std::vector<gather::npy::Array> blocks;
  for (auto [i, input, split] :
       llvm::enumerate(inputs, distribution.arguments)) {
    std::string message;
    FailureOr<gather::TensorBlock> block =
        distribution.getBlock(input.shape, split, rank, message);
    if (failed(block))
      return llvm::createStringError("input #" + llvm::Twine(i) + " (" +
                                     inputPaths[i] + "): " + message);
    blocks.push_back(
        gather::npy::extractBlock(input, block->offsets, block->sizes));
  }
  return blocks;
}

/// Compiles the partitioned @entry and cuts this process's blocks of the
/// inputs, on `count` processes.
static llvm::Expected<Work> prepareWork(OwningOpRef<ModuleOp> module, int rank,
                                        int count) {
  // The kernel calls the MPI this process is linked with.
  StringRef named = gather::getMPIImplementation(*module);
  if (pipelineOptions.mpiImplementation != "MPICH" ||
      (!named.empty() && named != "MPICH"))
    return llvm::createStringError(
        "gather-run calls Debian's MPICH: it cannot run kernels built for "
        "another MPI implementation");
  auto work = loadWork(std::move(module));
  if (!work)
    return work.takeError();
  const auto &distribution = work->kernel->getDistribution();
  if (!distribution)
    return llvm::createStringError(
        "@" + entry +
        " is not partitioned: its shardings use no grid of static shape");
  if (distribution->getProcessCount() != count)
    return llvm::createStringError(
        "@" + entry + " is partitioned for " +
        llvm::Twine(distribution->getProcessCount()) + " processes, but " +
        llvm::Twine(count) + " are running: start it with mpirun -np " +
        llvm::Twine(distribution->getProcessCount()));
  auto blocks = getBlocks(*distribution, work->inputs, rank);
  if (!blocks)
    return blocks.takeError();
  work->inputs = std::move(*blocks);
  work->kernel->setProcessRank(rank);
  return work;
}

/// On rank 0, the whole results, from every process's blocks; other ranks
/// send theirs and get nothing.
static llvm::Expected<std::vector<gather::npy::Array>>
collectResults(gather::Processes &processes,
               const gather::Distribution &distribution,
               std::vector<gather::npy::Array> blocks) {
  std::vector<gather::npy::Array> results;
  for (auto [i, block, split] : llvm::enumerate(blocks, distribution.results)) {
    if (processes.getRank() != 0) {
      processes.sendToRoot(block, i);
      continue;
    }
    gather::npy::Array &result = results.emplace_back();
    result.dtype = block.dtype;
    for (auto [dim, size] : llvm::enumerate(block.shape))
      result.shape.push_back(size * distribution.getParts(split, dim));
    result.data.resize(result.getNumElements() *
                       gather::npy::getElementSize(result.dtype));
    for (int source = 0; source < processes.getCount(); ++source) {
      gather::npy::Array piece =
          source == 0
              ? block
              : processes.receive(source, block.dtype, block.shape.size(), i);
      std::string message;
      FailureOr<gather::TensorBlock> place =
          distribution.getBlock(result.shape, split, source, message);
      if (failed(place) ||
          ArrayRef<int64_t>(piece.shape) != ArrayRef<int64_t>(place->sizes))
        return llvm::createStringError(
            "result #" + llvm::Twine(i) + " of process " + llvm::Twine(source) +
            " does not fit its block: the processes' blocks differ in size");
      gather::npy::insertBlock(result, piece, place->offsets);
    }
  }
  return results;
}

/// gather-run under mpirun: each process runs the partitioned @entry on its
/// blocks of the global inputs; rank 0 emits the global results. Every step
/// ends with the processes agreeing whether one failed, so all take the
/// same path. A failing kernel is reported as on one process (the first
/// bad index of the whole program), any other error by the lowest failing
/// rank. On one process (no mpirun), the module runs without its
/// annotations.
static int runOnProcesses(OwningOpRef<ModuleOp> module, int &argc,
                          char **&argv) {
  gather::Processes processes(argc, argv);
  if (processes.getCount() == 1) {
    if (failed(gather::stripSharding(*module)))
      return 1;
    if (llvm::Error error = runHere(std::move(module)))
      return fail(std::move(error));
    return 0;
  }
  auto report = [](llvm::Error error) { fail(std::move(error)); };
  int rank = processes.getRank();
  // Every process compiles the same module: rank 0 alone shows what
  // compilation reports.
  if (rank != 0)
    module->getContext()->getDiagEngine().registerHandler(
        [](Diagnostic &) { return success(); });
  auto work = prepareWork(std::move(module), rank, processes.getCount());
  if (processes.anyFailed(work.takeError(), report))
    return 1;
  auto blocks = runKernel(*work->kernel, work->inputs);
  if (processes.anyFailed(blocks.takeError(), report))
    return 1;
  auto results = collectResults(processes, *work->kernel->getDistribution(),
                                std::move(*blocks));
  llvm::Error outcome = results.takeError();
  if (!outcome && rank == 0)
    outcome = emitResults(*results, work->kernel->getResultTypes());
  return processes.anyFailed(std::move(outcome), report) ? 1 : 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // --help lists these, not the LLVM backend options linked in.
  cl::HideUnrelatedOptions({&runOptions, &pipelineOptions.category});
  if (failed(gather::parseCommandLineOptions(
          argc, argv,
          "gather-run: JIT-compile a kernel and run it on .npy files\n")))
    return 1;

  DialectRegistry registry;
  gather::registerToolDialects(registry);
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      gather::parseInputFile(inputFilename, context, sourceMgr, "gather-run");
  if (!module)
    return 1;

  if (gather::isSharded(*module))
    return runOnProcesses(std::move(module), argc, argv);
  if (llvm::Error error = runHere(std::move(module)))
    return fail(std::move(error));
  return 0;
}
