//===- gather-opt.cpp - mlir-opt with the gather dialect ------------------===//

#include "Gather/InitAll.h"
#include "Gather/Support/CommandLine.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

#include "llvm/Support/CommandLine.h"

namespace cl = llvm::cl;

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  mlir::gather::registerToolDialects(registry);
  mlir::registerAllPasses();
  mlir::gather::registerAllPasses();
  // MlirOptMain(argc, argv, toolName, registry) would parse the command line
  // itself, printing LLVM's messages without `error:`; so it is parsed here
  // with the tools' parser, and these stand in for mlir::parseCLIOptions'
  // input and output options.
  std::string helpHeader =
      mlir::registerCLIOptions("gather modular optimizer driver\n", registry);
  static cl::opt<std::string> inputFilename(
      cl::Positional, cl::desc("<input file>"), cl::init("-"));
  static cl::opt<std::string> outputFilename("o", cl::desc("Output filename"),
                                             cl::value_desc("filename"),
                                             cl::init("-"));
  if (mlir::failed(
          mlir::gather::parseCommandLineOptions(argc, argv, helpHeader)))
    return 1;
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
}
