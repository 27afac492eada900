//===- OutOfBoundsPolicy.h - what lowered gathers do on failure -*- C++ -*-===//
//
// The policies of convert-gather-to-linalg and gather-to-llvm, and the one
// table of their traits. Every question about a policy (does it check,
// where do failures go, does a function need a status record, does the code
// need MLIR's runner utilities, can gather-compile build kernels with it)
// is answered here.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_CONVERSION_GATHERTOLINALG_OUTOFBOUNDSPOLICY_H
#define GATHER_CONVERSION_GATHERTOLINALG_OUTOFBOUNDSPOLICY_H

#include "mlir/Support/LLVM.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/CommandLine.h"

#include <string>

namespace mlir::gather {

/// What a lowered gather does with an index outside [-s, s-1] (and with
/// shapes that contradict what the verifier assumed).
enum class OutOfBoundsPolicy {
  /// Report the first failure in the status record; results are zero.
  Error,
  /// Clamp normalised indices into [0, s-1] (StableHLO style). Shape
  /// mismatches and gathers from empty dimensions are still errors.
  Clamp,
  /// No checks at all: out-of-range indices are undefined behaviour.
  Unchecked,
  /// Check as Error does, but report the first failure through cf.assert,
  /// which aborts; its details are printed first (vector.print).
  Assert,
};

/// Where the failures of a lowered gather go.
enum class FailureReporting {
  /// Into the status record, the last argument of the function
  /// (gather-add-status-arguments); the call returns zero-filled results.
  StatusRecord,
  /// Printed (vector.print), then cf.assert, which aborts the process.
  Abort,
};

/// The traits of one policy.
struct OutOfBoundsPolicyTraits {
  OutOfBoundsPolicy policy;
  /// Its name in pass and pipeline options and on command lines.
  StringLiteral name;
  StringLiteral description;
  /// Whether shapes and indices are checked at run time. Unchecked lowering
  /// still makes sure a dynamic result fits in memory.
  bool checks;
  /// Whether out-of-range indices are clamped instead of reported.
  bool clampsIndices;
  FailureReporting reporting;

  /// Whether functions that reach a gather take a status record.
  bool usesStatusRecord() const {
    return reporting == FailureReporting::StatusRecord;
  }
  /// Whether the conversion refuses a gather whose function has no status
  /// record: its checks would have nowhere to report. (Unchecked gathers
  /// only report a result too large for memory, when they have a record.)
  bool requiresStatusRecord() const { return usesStatusRecord() && checks; }
  /// Whether lowered code calls MLIR's C runner utilities
  /// (libmlir_c_runner_utils, for vector.print).
  bool needsRunnerUtils() const { return reporting == FailureReporting::Abort; }
  /// Whether gather-compile builds kernels with it: a compiled kernel
  /// returns its failures to its caller, it never aborts the caller's
  /// process.
  bool isCompilable() const { return reporting != FailureReporting::Abort; }
};

/// The traits of `policy`.
const OutOfBoundsPolicyTraits &getTraits(OutOfBoundsPolicy policy);

/// The command-line values of OutOfBoundsPolicy, from the table: shared by
/// the pass and pipeline options.
llvm::cl::ValuesClass getOutOfBoundsPolicyValues();

/// The names of the policies gather-compile builds kernels with, for
/// messages: "error, clamp or unchecked".
std::string getCompilablePolicyNames();

} // namespace mlir::gather

#endif // GATHER_CONVERSION_GATHERTOLINALG_OUTOFBOUNDSPOLICY_H
