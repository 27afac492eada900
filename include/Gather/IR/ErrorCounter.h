//===- ErrorCounter.h - notice errors that passes report --------*- C++ -*-===//
//
// Some upstream passes report errors without failing (LLVM 22's
// sharding-propagation and convert-shard-to-mpi). A pass that runs them
// counts the errors reported meanwhile and fails itself.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_ERRORCOUNTER_H
#define GATHER_IR_ERRORCOUNTER_H

#include "mlir/IR/Diagnostics.h"

#include <atomic>

namespace mlir::gather {

/// Notices every error reported in `context` while it lives and passes it
/// on to the handlers before it, which print it as usual.
class ErrorCounter {
public:
  explicit ErrorCounter(MLIRContext *context)
      : handler(context, [this](Diagnostic &diagnostic) {
          if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
            seenError = true;
          return failure();
        }) {}

  bool anyErrors() const { return seenError; }

private:
  std::atomic<bool> seenError{false};
  ScopedDiagnosticHandler handler;
};

} // namespace mlir::gather

#endif // GATHER_IR_ERRORCOUNTER_H
