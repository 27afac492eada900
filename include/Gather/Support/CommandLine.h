//===- CommandLine.h - the tools' command-line parsing ----------*- C++ -*-===//
//
// The tools report every failure as `TOOL: error: ...` and exit status 1;
// LLVM's option parser prints its own messages without `error:`. One
// wrapper gives malformed command lines the tools' form.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_COMMANDLINE_H
#define GATHER_SUPPORT_COMMANDLINE_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/LogicalResult.h"

#include <string>

namespace mlir::gather {

/// Parses the command line as llvm::cl::ParseCommandLineOptions does
/// (--help and --version still print and exit), but reports a malformed one
/// (an unknown option, a value that is not a number or out of its type's
/// range, a missing argument) as `TOOL: error: MESSAGE` lines and fails
/// instead of exiting: the tool then exits with status 1.
llvm::LogicalResult parseCommandLineOptions(int argc, const char *const *argv,
                                            llvm::StringRef overview);

/// A tool's --batch option, in `category`: the file whose lines
/// runCommandLineBatch runs.
class BatchOption : public llvm::cl::opt<std::string> {
public:
  explicit BatchOption(
      llvm::cl::OptionCategory &category = llvm::cl::getGeneralCategory())
      : llvm::cl::opt<std::string>(
            "batch", llvm::cl::cat(category),
            llvm::cl::desc(
                "Run each line of this file (- for stdin) as the arguments "
                "of one of the tool's command lines, after the other options "
                "given, in one process; after each run a line `TOOL: run N: "
                "exit status S` on stdout and stderr"),
            llvm::cl::value_desc("file")) {}
};

/// Runs each line of the file at `path` (`-`: standard input; blank lines
/// and `#` comments aside) as one of the tool's command lines, in this
/// process: every option is reset, the words of the tool's own command line
/// `argv` but its --batch (argv[0] and the options that apply to every run)
/// and then the line's words, quoted as in a shell, are parsed as
/// parseCommandLineOptions does, and `run` runs what they ask for,
/// reporting its own errors, and returns whether it succeeded. A line the
/// parser refuses fails, and so does one that gives --batch again. After
/// each run a line `TOOL: run N: exit status S` (N the line number, S 0 or
/// 1) goes to standard output and standard error. Returns how many runs
/// failed, or an error if the file cannot be read.
llvm::Expected<unsigned> runCommandLineBatch(llvm::StringRef path, int argc,
                                             const char *const *argv,
                                             llvm::function_ref<bool()> run);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_COMMANDLINE_H
