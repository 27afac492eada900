//===- CNames.h - which names a C entry point may take ----------*- C++ -*-===//
//
// An entry point's name is declared in a generated header that C (C23 and
// older) and C++ (C++20 and older) programs include next to the C standard
// library. The rules, documented in docs/CABI.md, reject every name that
// would break such a program: keywords, reserved identifiers, the names the
// header itself declares, and the names the standard C headers declare.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_COMPILER_CNAMES_H
#define GATHER_COMPILER_CNAMES_H

#include "mlir/Support/LLVM.h"

#include <string>

namespace mlir::gather {

/// Why `name` cannot name a C entry point, as the end of a sentence ("is a
/// C or C++ keyword"), or "" if it can.
std::string whyNotAnEntryName(StringRef name);

} // namespace mlir::gather

#endif // GATHER_COMPILER_CNAMES_H
