//===- gather-opt.cpp - mlir-opt with the gather dialect ------------------===//
//
//   gather-opt [OPTIONS] FILE.mlir [-o OUT.mlir]
//   gather-opt [OPTIONS] --batch=RUNS.txt   (one command line per line)
//
//===----------------------------------------------------------------------===//

#include "Gather/InitAll.h"
#include "Gather/Support/CommandLine.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/WithColor.h"

namespace cl = llvm::cl;

// MlirOptMain(argc, argv, toolName, registry) would parse the command line
// itself, printing LLVM's messages without `error:`; so it is parsed here
// with the tools' parser, and these stand in for mlir::parseCLIOptions'
// input and output options.
static cl::opt<std::string>
    inputFilename(cl::Positional, cl::desc("<input file>"), cl::init("-"));
static cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                           cl::value_desc("filename"),
                                           cl::init("-"));
static mlir::gather::BatchOption batchFile;

/// One run of a batch: the options' passes over the input file into the
/// output file, by MlirOptMain's core (its command-line form is for a
/// whole process: it also sets LLVM up, and answers --show-dialects and
/// the like).
static bool runInBatch(mlir::DialectRegistry &registry) {
  std::string message;
  std::unique_ptr<llvm::MemoryBuffer> input =
      mlir::openInputFile(inputFilename, &message);
  std::unique_ptr<llvm::ToolOutputFile> output;
  if (input)
    output = mlir::openOutputFile(outputFilename, &message);
  if (!output) {
    llvm::WithColor::error(llvm::errs(), "gather-opt") << message << "\n";
    return false;
  }
  if (mlir::failed(
          mlir::MlirOptMain(output->os(), std::move(input), registry,
                            mlir::MlirOptMainConfig::createFromCLOptions())))
    return false;
  output->keep();
  return true;
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::gather::registerToolDialects(registry);
  mlir::registerAllPasses();
  mlir::gather::registerAllPasses();
  std::string helpHeader =
      mlir::registerCLIOptions("gather modular optimizer driver\n", registry);
  if (mlir::failed(
          mlir::gather::parseCommandLineOptions(argc, argv, helpHeader)))
    return 1;
  if (batchFile.empty())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  // Each run's command line replaces the options, --batch among them.
  std::string batch = batchFile;
  auto failures = mlir::gather::runCommandLineBatch(
      batch, argc, argv, [&] { return runInBatch(registry); });
  if (!failures) {
    llvm::WithColor::error(llvm::errs(), "gather-opt")
        << llvm::toString(failures.takeError()) << "\n";
    return 1;
  }
  return *failures ? 1 : 0;
}
