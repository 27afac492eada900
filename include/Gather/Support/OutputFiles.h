//===- OutputFiles.h - output files, all or nothing -------------*- C++ -*-===//
//
// gather-run and gather-compile write several files per run. Either every one
// is written, or none is created or changed: each goes to a temporary file
// next to its target, and only when all are written are they renamed over
// their targets.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_SUPPORT_OUTPUTFILES_H
#define GATHER_SUPPORT_OUTPUTFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <system_error>

namespace mlir::gather {

/// The message of `ec`, starting in lowercase ("no such file or directory").
std::string describeErrorCode(std::error_code ec);

/// Whether the output paths `a` and `b` name one file: the same path after
/// normalisation, one existing file (through links), or one name in one
/// directory. "-" (standard output) is only the same as "-".
bool isSameOutputFile(llvm::StringRef a, llvm::StringRef b);

/// Checks what writeOutputFiles can know before writing: no path is a
/// directory and no two name the same file. Tools call it before doing any
/// work.
llvm::Error checkOutputPaths(llvm::ArrayRef<std::string> paths);

/// Writes `contents[i]` to `paths[i]`, all or nothing: checkOutputPaths,
/// then each regular file's contents go to a temporary file next to it.
/// Standard output ("-") and existing devices, FIFOs and sockets, which
/// cannot be renamed over, are written in place once every temporary is
/// written. Only then are the temporaries renamed over their targets. On an
/// error no target has changed (short of a rename failing after the checks,
/// which the file system does not promise) and no temporary is left.
llvm::Error writeOutputFiles(llvm::ArrayRef<std::string> paths,
                             llvm::ArrayRef<std::string> contents);

} // namespace mlir::gather

#endif // GATHER_SUPPORT_OUTPUTFILES_H
