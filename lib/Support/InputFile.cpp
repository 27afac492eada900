//===- InputFile.cpp - the MLIR file a tool reads -------------------------===//

#include "Gather/Support/InputFile.h"

#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"

using namespace mlir;

OwningOpRef<ModuleOp> mlir::gather::parseInputFile(StringRef path,
                                                   MLIRContext &context,
                                                   llvm::SourceMgr &sourceMgr,
                                                   StringRef toolName) {
  std::string errorMessage;
  std::unique_ptr<llvm::MemoryBuffer> file = openInputFile(path, &errorMessage);
  if (!file) {
    llvm::WithColor::error(llvm::errs(), toolName) << errorMessage << "\n";
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}
