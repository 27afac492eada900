//===- CommandLine.h - the tools' command-line parsing ----------*- C++ -*-===//
//
// The tools report every failure as `TOOL: error: ...` and exit status 1;
// LLVM's option parser prints its own messages without `error:`. One
// wrapper gives malformed command lines the tools' form.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_COMMANDLINE_H
#define GATHER_SUPPORT_COMMANDLINE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/LogicalResult.h"

namespace mlir::gather {

/// Parses the command line as llvm::cl::ParseCommandLineOptions does
/// (--help and --version still print and exit), but reports a malformed one
/// (an unknown option, a value that is not a number or out of its type's
/// range, a missing argument) as `TOOL: error: MESSAGE` lines and fails
/// instead of exiting: the tool then exits with status 1.
llvm::LogicalResult parseCommandLineOptions(int argc, const char *const *argv,
                                            llvm::StringRef overview);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_COMMANDLINE_H
