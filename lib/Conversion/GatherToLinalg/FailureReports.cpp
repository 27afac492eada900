//===- FailureReports.cpp - where lowered gathers report failures ---------===//
//
// A failed check reports into the status record of its function (policies
// error and clamp), or through cf.assert (policy assert), which needs no
// argument: the report is printed with vector.print, in the words gather-run
// uses for status records (FailureMessages.h), and a failing cf.assert names
// the failure and the gather's location. cf.assert's message is a constant,
// so the run-time values (index, range, dimension, position) go into the
// printed line before it.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/Runtime/FailureMessages.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlowOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

static Value castToI64(OpBuilder &b, Location loc, Value value) {
  return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                    castToIndex(b, loc, value));
}

static Value constantI64(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIntOp::create(b, loc, b.getI64Type(), value);
}

//===----------------------------------------------------------------------===//
// The status record
//===----------------------------------------------------------------------===//

/// Adds `amount` to the record's code field atomically; returns the value
/// it held before.
static Value addToCode(OpBuilder &b, Location loc, Value status,
                       int64_t amount) {
  return memref::AtomicRMWOp::create(
      b, loc, arith::AtomicRMWKind::addi, constantI64(b, loc, amount), status,
      ValueRange{constantIndex(b, loc, GATHER_STATUS_CODE)});
}

// Iterations of a parallel loop (a tiled gather under --parallel) may fail at
// the same time, so the code field is only ever changed by atomic adds: each
// failure adds 1; the one that found 0 owns the record, adds code - 1 and
// writes the other fields; the others take their 1 back. The field ends up
// holding the first failure's code however the adds interleave, and no two
// failures write the other fields.
static void recordFailure(OpBuilder &b, Location loc, Value status,
                          GatherStatusCode code, int64_t site,
                          ArrayRef<Value> details) {
  SmallVector<Value> fields = {constantI64(b, loc, site)};
  for (Value detail : details)
    fields.push_back(castToI64(b, loc, detail));
  Value before = addToCode(b, loc, status, 1);
  Value isFirst =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, before,
                            constantI64(b, loc, GATHER_STATUS_OK));
  scf::IfOp::create(
      b, loc, isFirst,
      [&](OpBuilder &b, Location loc) {
        if (code != 1)
          addToCode(b, loc, status, code - 1);
        for (auto [position, field] : llvm::enumerate(fields))
          memref::StoreOp::create(
              b, loc, field, status,
              ValueRange{
                  constantIndex(b, loc, GATHER_STATUS_CODE + 1 + position)});
        scf::YieldOp::create(b, loc);
      },
      [&](OpBuilder &b, Location loc) {
        addToCode(b, loc, status, -1);
        scf::YieldOp::create(b, loc);
      });
}

//===----------------------------------------------------------------------===//
// cf.assert
//===----------------------------------------------------------------------===//

/// The value of `piece` (not text) from `details`, which start at field
/// GATHER_STATUS_INDEX_VALUE.
static Value buildPieceValue(OpBuilder &b, Location loc,
                             const FailureMessagePiece &piece,
                             ArrayRef<Value> details) {
  Value value =
      castToI64(b, loc, details[piece.field - GATHER_STATUS_INDEX_VALUE]);
  switch (piece.kind) {
  case FailureMessagePiece::Kind::NegatedField:
    return arith::SubIOp::create(b, loc, constantI64(b, loc, 0), value);
  case FailureMessagePiece::Kind::FieldMinusOne:
    return arith::SubIOp::create(b, loc, value, constantI64(b, loc, 1));
  default:
    return value;
  }
}

/// Prints `prefix`, then `pieces` with their values from `details`, and a
/// newline.
static void printFailure(OpBuilder &b, Location loc, StringRef prefix,
                         ArrayRef<FailureMessagePiece> pieces,
                         ArrayRef<Value> details) {
  vector::PrintOp::create(b, loc, prefix);
  for (const FailureMessagePiece &piece : pieces) {
    if (piece.kind == FailureMessagePiece::Kind::Text)
      vector::PrintOp::create(b, loc, piece.text);
    else
      vector::PrintOp::create(b, loc, buildPieceValue(b, loc, piece, details),
                              vector::PrintPunctuation::NoPunctuation);
  }
  vector::PrintOp::create(b, loc, vector::PrintPunctuation::NewLine);
}

/// Prints the report of a bad index or id (`code`), whose words differ for
/// a dimension of size 0, known only at run time.
static void printBadIndex(OpBuilder &b, Location loc, StringRef prefix,
                          GatherStatusCode code, ArrayRef<Value> details) {
  Value size = details[GATHER_STATUS_DIM_SIZE - GATHER_STATUS_INDEX_VALUE];
  Value empty =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq,
                            castToI64(b, loc, size), constantI64(b, loc, 0));
  auto printWords = [&](bool emptyDimension) {
    return [&, emptyDimension](OpBuilder &b, Location loc) {
      printFailure(b, loc, prefix, getFailureDetails(code, 0, emptyDimension),
                   details);
      scf::YieldOp::create(b, loc);
    };
  };
  scf::IfOp::create(b, loc, empty, printWords(true), printWords(false));
}

/// Prints the report of failure `code` (of shape check or offsets rule
/// `check`) and fails a cf.assert that names it and `opLoc`.
static void assertFailure(OpBuilder &b, Location loc, Location opLoc,
                          GatherStatusCode code, ArrayRef<Value> details,
                          int64_t check) {
  std::string title =
      (getFailureTitle(code) + " at " + describeLocation(opLoc)).str();
  std::string prefix = "error: " + title + ": ";
  if (hasEmptyDimensionWords(code))
    printBadIndex(b, loc, prefix, code, details);
  else
    printFailure(b, loc, prefix, getFailureDetails(code, check, false),
                 details);
  cf::AssertOp::create(b, loc, arith::ConstantIntOp::create(b, loc, 0, 1),
                       "gather: " + title);
}

FailureOr<FailureReporter>
lowering::getFailureReporter(PatternRewriter &rewriter, Operation *op,
                             OutOfBoundsPolicy policy) {
  auto siteAttr = op->getAttrOfType<IntegerAttr>(GatherDialect::kSiteAttrName);
  bool useAssert = getTraits(policy).reporting == FailureReporting::Abort;
  FailureReporter reporter{useAssert ? Value() : getStatusArgument(op),
                           siteAttr ? siteAttr.getInt() : -1, op->getLoc(),
                           useAssert};
  if (getTraits(policy).requiresStatusRecord() && !reporter.status)
    return rewriter.notifyMatchFailure(
        op, "no status record argument to report failures to");
  return reporter;
}

void FailureReporter::report(OpBuilder &b, Location loc, GatherStatusCode code,
                             ArrayRef<Value> details, int64_t check) const {
  if (useAssert)
    return assertFailure(b, loc, opLoc, code, details, check);
  if (status)
    recordFailure(b, loc, status, code, site, details);
}
