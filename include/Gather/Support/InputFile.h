//===- InputFile.h - the MLIR file a tool reads -----------------*- C++ -*-===//
//
// gather-run and gather-compile each read one MLIR file: one function opens
// and parses it for both, with the same error for a file that cannot be
// opened.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_INPUTFILE_H
#define GATHER_SUPPORT_INPUTFILE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"
#include "mlir/Support/LLVM.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace mlir::gather {

/// Opens `path` ("-": standard input) into `sourceMgr` and parses it as a
/// module in `context`. A file that cannot be opened is reported as
/// `TOOL: error: MESSAGE` with `toolName`; one that does not parse, by the
/// parser's located diagnostics (through `context`'s handlers: give it a
/// SourceMgrDiagnosticHandler on `sourceMgr` to print source lines). Null
/// on failure.
OwningOpRef<ModuleOp> parseInputFile(StringRef path, MLIRContext &context,
                                     llvm::SourceMgr &sourceMgr,
                                     StringRef toolName);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_INPUTFILE_H
