//===- gather-run.cpp - JIT-compile a gather kernel and run it ------------===//
//
//   gather-run FILE.mlir -e NAME --input=A.npy ... [--output=OUT.npy ...]
//              [--print] [--on-out-of-bounds=error|clamp|unchecked|assert]
//              [--mcpu=CPU[,CPU...]] [-O0..-O3]
//   gather-run --batch=RUNS.txt   (one command line per line, one process)
//   mpirun -np N gather-run ...   (a sharded module: docs/Distributed.md)
//
// Every failure is an `error:` line on stderr and exit status 1, with no
// output file written; except under --on-out-of-bounds=assert, where a
// kernel that fails prints its report to stdout and aborts.
//
//===----------------------------------------------------------------------===//

#include "Gather/InitAll.h"
#include "Gather/Runner/ModuleRunner.h"
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

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory runOptions("gather-run options");
static cl::opt<std::string> inputFilename(cl::Positional, cl::cat(runOptions),
                                          cl::desc("<kernel .mlir file>"));
static cl::opt<std::string> entry("e", cl::cat(runOptions),
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
static cl::opt<std::string> cpus(
    "mcpu", cl::init("native"), cl::cat(runOptions),
    cl::desc("The CPU to compile for (default: native, this machine's; it "
             "must be able to run the code). With several, comma-separated, "
             "the kernel is compiled and run for each, and their outcomes "
             "must be equal"),
    cl::value_desc("cpu,..."));
static cl::opt<unsigned>
    optLevel("O", cl::Prefix, cl::init(0), cl::cat(runOptions),
             cl::desc("LLVM IR optimisation level, as gather-compile's "
                      "(default: 0, none)"),
             cl::value_desc("level"));
static gather::BatchOption batchFile(runOptions);
static gather::GatherToLLVMCommandLineOptions pipelineOptions;

static void report(llvm::Error error) {
  llvm::handleAllErrors(
      std::move(error), [](const gather::AlreadyReported &) {},
      [](const llvm::ErrorInfoBase &info) {
        llvm::WithColor::error(llvm::errs(), "gather-run")
            << info.message() << "\n";
      });
}

static llvm::Error makeError(const llvm::Twine &message) {
  return llvm::createStringError(message);
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

//===----------------------------------------------------------------------===//
// One run: a command line
//===----------------------------------------------------------------------===//

/// Fails unless there is an --output file per result of `kernel`, if any.
static llvm::Error checkOutputCount(const gather::JitKernel &kernel) {
  size_t numResults = kernel.getResultTypes().size();
  if (outputPaths.empty() || outputPaths.size() == numResults)
    return llvm::Error::success();
  return makeError("@" + entry + " has " + llvm::Twine(numResults) +
                   (numResults == 1 ? " result" : " results") + ", but " +
                   llvm::Twine(outputPaths.size()) + " --output " +
                   (outputPaths.size() == 1 ? "file was" : "files were") +
                   " given");
}

/// Prints and writes the results as the options say.
static llvm::Error emitResults(const gather::KernelOutcome &outcome) {
  if (printResults)
    printTensors(outcome.results, outcome.types);
  if (outputPaths.empty())
    return llvm::Error::success();
  return gather::npy::writeFiles(outputPaths, outcome.results);
}

/// Fails on options that no run can take.
static llvm::Error checkOptions() {
  llvm::Error missing = llvm::Error::success();
  if (inputFilename.empty())
    missing = makeError("no kernel file: gather-run FILE.mlir -e NAME ..., "
                        "or gather-run --batch=FILE");
  if (entry.empty())
    missing = llvm::joinErrors(std::move(missing),
                               makeError("no -e NAME: the function to run"));
  if (missing)
    return missing;
  if (llvm::Error error = gather::checkOptLevel(optLevel))
    return error;
  // Outputs that cannot all be written fail before anything runs.
  return gather::checkOutputPaths(outputPaths);
}

/// Runs the command line in the options.
static llvm::Error runCommandLine(const DialectRegistry &registry,
                                  gather::ModuleRunner &runner) {
  if (llvm::Error error = checkOptions())
    return error;
  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      gather::parseInputFile(inputFilename, context, sourceMgr, "gather-run");
  if (!module)
    return llvm::make_error<gather::AlreadyReported>();
  gather::GatherToLLVMPipelineOptions pipeline;
  pipelineOptions.applyTo(pipeline);
  gather::ModuleRun run{entry,      {}, optLevel, inputPaths, checkOutputCount,
                        emitResults};
  for (StringRef cpu : llvm::split(cpus, ','))
    run.cpus.push_back(cpu.str());
  return runner.run(std::move(module), pipeline, run);
}

//===----------------------------------------------------------------------===//
// Batches: many command lines in one process
//===----------------------------------------------------------------------===//

/// Runs the command line in the options as one run of a batch.
static bool runInBatch(const DialectRegistry &registry,
                       gather::ModuleRunner &runner) {
  llvm::Error error = llvm::Error::success();
  if (gather::getTraits(pipelineOptions.onOutOfBounds).reporting ==
      gather::FailureReporting::Abort)
    error = makeError("--on-out-of-bounds=assert aborts the process: it "
                      "cannot run in a batch");
  else
    error = runCommandLine(registry, runner);
  bool failed = bool(error);
  report(std::move(error));
  return !failed;
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
  // MPI starts with the first sharded module and ends with the process.
  gather::ModuleRunner runner(argc, argv);
  if (batchFile.empty()) {
    llvm::Error error = runCommandLine(registry, runner);
    int status = error ? 1 : 0;
    report(std::move(error));
    return status;
  }
  // Each run's command line replaces the options, --batch among them.
  std::string batch = batchFile;
  auto failures = gather::runCommandLineBatch(
      batch, argc, argv, [&] { return runInBatch(registry, runner); });
  if (!failures) {
    report(failures.takeError());
    return 1;
  }
  return *failures ? 1 : 0;
}
