//===- gather-run.cpp - JIT-compile a gather kernel and run it ------------===//
//
//   gather-run FILE.mlir -e NAME --input=A.npy ... [--output=OUT.npy ...]
//              [--print] [--on-out-of-bounds=error|clamp|unchecked|assert]
//              [--mcpu=CPU] [-O0..-O3]
//
// Every failure is an `error:` line on stderr and exit status 1, with no
// output file written; except under --on-out-of-bounds=assert, where a
// kernel that fails prints its report to stdout and aborts.
//
//===----------------------------------------------------------------------===//

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

/// Compiles @entry of `module` and runs it on the --input files; the
/// results, or an error.
static llvm::Expected<std::vector<gather::npy::Array>>
run(OwningOpRef<ModuleOp> module,
    SmallVectorImpl<RankedTensorType> &resultTypes) {
  // Outputs that cannot all be written fail before anything runs.
  if (llvm::Error err = gather::checkOutputPaths(outputPaths))
    return std::move(err);
  std::vector<gather::npy::Array> inputs;
  for (const std::string &path : inputPaths) {
    auto array = gather::npy::readFile(path);
    if (!array)
      return array.takeError();
    inputs.push_back(std::move(*array));
  }
  gather::GatherToLLVMPipelineOptions options;
  pipelineOptions.applyTo(options);
  if (llvm::Error error = gather::checkOptLevel(optLevel))
    return std::move(error);
  auto kernel = gather::JitKernel::compile(std::move(module), entry, options,
                                           {cpu, optLevel});
  if (!kernel)
    return kernel.takeError();
  resultTypes.assign((*kernel)->getResultTypes().begin(),
                     (*kernel)->getResultTypes().end());
  size_t numResults = resultTypes.size();
  if (!outputPaths.empty() && outputPaths.size() != numResults)
    return llvm::createStringError(
        "@" + entry + " has " + llvm::Twine(numResults) +
        (numResults == 1 ? " result" : " results") + ", but " +
        llvm::Twine(outputPaths.size()) + " --output " +
        (outputPaths.size() == 1 ? "file was" : "files were") + " given");
  if (gather::getTraits(pipelineOptions.onOutOfBounds).reporting !=
      gather::FailureReporting::Abort)
    return (*kernel)->run(inputs, inputPaths);
  // Such a kernel prints its report to stdout just before abort(), which
  // does not flush stdio buffers: line buffering (set before stdio writes
  // anything) keeps the report when stdout is a pipe or a file. The abort
  // is on purpose; LLVM's crash handler would report it as a bug of
  // gather-run, with a stack dump.
  std::setvbuf(stdout, nullptr, _IOLBF, BUFSIZ);
  auto previous = std::signal(SIGABRT, SIG_DFL);
  auto results = (*kernel)->run(inputs, inputPaths);
  std::signal(SIGABRT, previous);
  return results;
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

  SmallVector<RankedTensorType> resultTypes;
  auto results = run(std::move(module), resultTypes);
  if (!results)
    return fail(results.takeError());
  if (printResults)
    printTensors(*results, resultTypes);
  if (!outputPaths.empty())
    if (llvm::Error error = gather::npy::writeFiles(outputPaths, *results))
      return fail(std::move(error));
  return 0;
}
