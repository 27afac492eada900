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
#include "Gather/Runner/Distributed.h"
#include "Gather/Support/CommandLine.h"
#include "Gather/Support/InputFile.h"
#include "Gather/Support/OutputFiles.h"
#include "Gather/Support/TargetMachine.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/PassManager.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

#include <csignal>
#include <cstdio>
#include <optional>

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
static cl::opt<std::string> batchFile(
    "batch", cl::cat(runOptions),
    cl::desc("Run each line of this file (- for stdin) as the arguments of "
             "a gather-run command line, after the other options given, in "
             "one process; after each run a line `gather-run: run N: exit "
             "status S` on stdout and stderr"),
    cl::value_desc("file"));
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

/// Lowers and JIT-compiles @entry of `module` for `cpu` as the options say,
/// and checks that there is an --output file per result, if any.
static llvm::Expected<std::unique_ptr<gather::JitKernel>>
compileEntry(OwningOpRef<ModuleOp> module, StringRef cpu) {
  gather::GatherToLLVMPipelineOptions options;
  pipelineOptions.applyTo(options);
  auto kernel = gather::JitKernel::compile(std::move(module), entry, options,
                                           {cpu.str(), optLevel});
  if (!kernel)
    return kernel.takeError();
  size_t numResults = (*kernel)->getResultTypes().size();
  if (!outputPaths.empty() && outputPaths.size() != numResults)
    return makeError("@" + entry + " has " + llvm::Twine(numResults) +
                     (numResults == 1 ? " result" : " results") + ", but " +
                     llvm::Twine(outputPaths.size()) + " --output " +
                     (outputPaths.size() == 1 ? "file was" : "files were") +
                     " given");
  return kernel;
}

/// Runs `kernel` on `inputs`.
static llvm::Expected<std::vector<gather::npy::Array>>
callKernel(gather::JitKernel &kernel, ArrayRef<gather::npy::Array> inputs) {
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

/// Compiles @entry of `module` for `cpu` and runs it on `inputs`: across
/// `processes` if given (the module is partitioned), else here.
static llvm::Expected<gather::KernelOutcome>
compileAndRun(OwningOpRef<ModuleOp> module, StringRef cpu,
              ArrayRef<gather::npy::Array> inputs,
              gather::Processes *processes) {
  auto kernel = compileEntry(std::move(module), cpu);
  if (processes) {
    if (llvm::Error error = processes->agree(kernel.takeError()))
      return std::move(error);
  } else if (!kernel) {
    return kernel.takeError();
  }
  auto results = processes
                     ? gather::runPartitioned(*processes, **kernel, inputs,
                                              inputPaths, callKernel)
                     : callKernel(**kernel, inputs);
  if (!results)
    return results.takeError();
  return gather::KernelOutcome{std::move(*results),
                               llvm::to_vector((*kernel)->getResultTypes())};
}

//===----------------------------------------------------------------------===//
// Variants: one kernel compiled for several CPUs
//===----------------------------------------------------------------------===//

/// Compiles and runs `module` for each --mcpu; the outcome is the first
/// one's if all are equal. A partitioned run's processes agree on it.
static llvm::Expected<gather::KernelOutcome>
runVariants(ModuleOp module, ArrayRef<gather::npy::Array> inputs,
            gather::Processes *processes) {
  SmallVector<StringRef> targets;
  StringRef(cpus).split(targets, ',');
  // A scatter may update its data input in place: each variant runs on
  // its own copy of the inputs.
  auto compileAndRunFor = [&](StringRef cpu) {
    if (targets.size() == 1)
      return compileAndRun(OwningOpRef<ModuleOp>(module.clone()), cpu, inputs,
                           processes);
    std::vector<gather::npy::Array> copies(inputs.begin(), inputs.end());
    return compileAndRun(OwningOpRef<ModuleOp>(module.clone()), cpu, copies,
                         processes);
  };
  auto agree = [&](llvm::Error verdict) {
    return processes ? processes->agree(std::move(verdict))
                     : std::move(verdict);
  };
  return gather::runForEachCPU(targets, compileAndRunFor, agree);
}

//===----------------------------------------------------------------------===//
// One run: a command line
//===----------------------------------------------------------------------===//

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

/// Drops the sharding of `module`, which runs on one process.
static LogicalResult stripSharding(ModuleOp module) {
  PassManager passes(module->getName());
  passes.addPass(gather::createGatherStripSharding());
  return passes.run(module);
}

/// Runs @entry of `module` on the --input files and emits the results. A
/// sharded module runs across the processes of mpirun (started with the
/// first sharded module, hence `processes`); on one process without its
/// annotations. Every step of a partitioned run ends with the processes
/// agreeing whether one failed, so all take the same path. A failing kernel
/// is reported as on one process (the first bad index of the whole
/// program), any other error by the lowest failing rank.
static llvm::Error runModule(OwningOpRef<ModuleOp> module,
                             std::optional<gather::Processes> &processes,
                             int &argc, char **&argv) {
  gather::Processes *across = nullptr;
  if (gather::isSharded(*module)) {
    if (!processes)
      processes.emplace(argc, argv);
    if (processes->getCount() == 1) {
      if (failed(stripSharding(*module)))
        return llvm::make_error<gather::AlreadyReported>();
    } else {
      across = &*processes;
      // Every process compiles the same module: rank 0 alone shows what
      // compilation reports.
      if (processes->getRank() != 0)
        module->getContext()->getDiagEngine().registerHandler(
            [](Diagnostic &) { return success(); });
    }
  }
  auto inputs = readInputs();
  if (across) {
    if (llvm::Error error = across->agree(inputs.takeError()))
      return error;
  } else if (!inputs) {
    return inputs.takeError();
  }
  auto outcome = runVariants(*module, *inputs, across);
  if (!outcome)
    return outcome.takeError();
  llvm::Error emitted = !across || across->getRank() == 0
                            ? emitResults(*outcome)
                            : llvm::Error::success();
  return across ? across->agree(std::move(emitted)) : std::move(emitted);
}

/// Runs the command line in the options.
static llvm::Error runCommandLine(const DialectRegistry &registry,
                                  std::optional<gather::Processes> &processes,
                                  int &argc, char **&argv) {
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
  return runModule(std::move(module), processes, argc, argv);
}

//===----------------------------------------------------------------------===//
// Batches: many command lines in one process
//===----------------------------------------------------------------------===//

/// Runs the command line in the options as one run of a batch.
static bool runInBatch(const DialectRegistry &registry,
                       std::optional<gather::Processes> &processes, int &argc,
                       char **&argv) {
  llvm::Error error = llvm::Error::success();
  if (gather::getTraits(pipelineOptions.onOutOfBounds).reporting ==
      gather::FailureReporting::Abort)
    error = makeError("--on-out-of-bounds=assert aborts the process: it "
                      "cannot run in a batch");
  else
    error = runCommandLine(registry, processes, argc, argv);
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
  std::optional<gather::Processes> processes;
  if (batchFile.empty()) {
    llvm::Error error = runCommandLine(registry, processes, argc, argv);
    int status = error ? 1 : 0;
    report(std::move(error));
    return status;
  }
  // Each run's command line replaces the options, --batch among them.
  std::string batch = batchFile;
  auto failures = gather::runCommandLineBatch(batch, argc, argv, [&] {
    return runInBatch(registry, processes, argc, argv);
  });
  if (!failures) {
    report(failures.takeError());
    return 1;
  }
  return *failures ? 1 : 0;
}
