//===- OutOfBoundsPolicy.cpp - the table of policy traits -----------------===//

#include "Gather/Conversion/GatherToLinalg/OutOfBoundsPolicy.h"

#include "llvm/ADT/StringExtras.h"

#include <iterator>

using namespace mlir;
using namespace mlir::gather;

/// One row per policy, in the enum's order.
static constexpr OutOfBoundsPolicyTraits kPolicies[] = {
    {OutOfBoundsPolicy::Error, "error",
     "report the first out-of-range index in the status record",
     /*checks=*/true, /*clampsIndices=*/false, FailureReporting::StatusRecord},
    {OutOfBoundsPolicy::Clamp, "clamp",
     "clamp indices into [0, s-1] after normalisation (scatters skip "
     "updates whose index is out of range)",
     /*checks=*/true, /*clampsIndices=*/true, FailureReporting::StatusRecord},
    {OutOfBoundsPolicy::Unchecked, "unchecked",
     "no checks: out-of-range indices are undefined behaviour",
     /*checks=*/false, /*clampsIndices=*/false, FailureReporting::StatusRecord},
    {OutOfBoundsPolicy::Assert, "assert",
     "check as error does, and report the first failure with cf.assert "
     "(printing its details), which aborts",
     /*checks=*/true, /*clampsIndices=*/false, FailureReporting::Abort},
};

static_assert(kPolicies[0].policy == OutOfBoundsPolicy::Error &&
                  kPolicies[1].policy == OutOfBoundsPolicy::Clamp &&
                  kPolicies[2].policy == OutOfBoundsPolicy::Unchecked &&
                  kPolicies[3].policy == OutOfBoundsPolicy::Assert,
              "getTraits indexes the table by policy");

const OutOfBoundsPolicyTraits &
mlir::gather::getTraits(OutOfBoundsPolicy policy) {
  return kPolicies[static_cast<size_t>(policy)];
}

static llvm::cl::OptionEnumValue getValue(const OutOfBoundsPolicyTraits &row) {
  return {row.name, static_cast<int>(row.policy), row.description};
}

llvm::cl::ValuesClass mlir::gather::getOutOfBoundsPolicyValues() {
  static_assert(std::size(kPolicies) == 4, "one value per row");
  return {getValue(kPolicies[0]), getValue(kPolicies[1]),
          getValue(kPolicies[2]), getValue(kPolicies[3])};
}

std::string mlir::gather::getCompilablePolicyNames() {
  SmallVector<StringRef> names;
  for (const OutOfBoundsPolicyTraits &row : kPolicies)
    if (row.isCompilable())
      names.push_back(row.name);
  // "a, b or c"; at least error is compilable.
  std::string others = llvm::join(ArrayRef(names).drop_back(), ", ");
  return others.empty() ? names.back().str()
                        : others + " or " + names.back().str();
}
