//===- FailureMessages.h - what a failed gather says ------------*- C++ -*-===//
//
// The words of every failure report, written once. A report reads
// "<title> at <location>: <details>". gather-run fills the details in from
// a status record; under the assert policy, the lowered gather prints the
// same words at run time from the values it found.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_RUNTIME_FAILUREMESSAGES_H
#define GATHER_RUNTIME_FAILUREMESSAGES_H

#include "Gather/Runtime/Status.h"

#include "mlir/IR/Location.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/SmallVector.h"

#include <string>

namespace mlir::gather {

/// A piece of a failure's details: literal text, or a field of the status
/// record (GATHER_STATUS_INDEX_VALUE and after) printed as it is, negated,
/// or minus one.
struct FailureMessagePiece {
  enum class Kind { Text, Field, NegatedField, FieldMinusOne };
  Kind kind;
  StringRef text = {};
  GatherStatusField field = GATHER_STATUS_CODE;
};

/// What went wrong: "index out of bounds", "shape mismatch", ...
StringRef getFailureTitle(GatherStatusCode code);

/// The details of a failure `code`. `check` (a GatherShapeCheck, or a
/// GatherOffsetsRule) picks the words of a shape mismatch (of bad offsets),
/// `emptyDimension` those of an index into a dimension of size 0.
SmallVector<FailureMessagePiece>
getFailureDetails(GatherStatusCode code, int64_t check, bool emptyDimension);

/// Whether `code` is one a kernel writes into its status record (the
/// entry points' own codes are not).
bool isRecordedFailure(int64_t code);

/// Whether the words of `code` differ for a dimension of size 0 (its
/// GATHER_STATUS_DIM_SIZE field): a bad index or id.
bool hasEmptyDimensionWords(GatherStatusCode code);

/// `file:line:col` for a file location (the first one a fused location
/// holds), MLIR's syntax otherwise.
std::string describeLocation(Location loc);

/// "<title> at <where>: <details>" for the failure in `status`.
std::string formatFailure(ArrayRef<int64_t> status, StringRef where);

} // namespace mlir::gather

#endif // GATHER_RUNTIME_FAILUREMESSAGES_H
