//===- FailureMessages.cpp - what a failed gather says --------------------===//

#include "Gather/Runtime/FailureMessages.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::gather;

using Piece = FailureMessagePiece;

static Piece text(StringRef words) { return {Piece::Kind::Text, words}; }
static Piece field(GatherStatusField position,
                   Piece::Kind kind = Piece::Kind::Field) {
  return {kind, {}, position};
}

StringRef mlir::gather::getFailureTitle(GatherStatusCode code) {
  switch (code) {
  case GATHER_STATUS_INDEX_OUT_OF_BOUNDS:
    return "index out of bounds";
  case GATHER_STATUS_SHAPE_MISMATCH:
    return "shape mismatch";
  case GATHER_STATUS_RESULT_TOO_LARGE:
    return "result too large";
  default:
    return "failure";
  }
}

static SmallVector<Piece> getBadIndexDetails(bool emptyDimension) {
  SmallVector<Piece> pieces = {text("index "),
                               field(GATHER_STATUS_INDEX_VALUE)};
  if (emptyDimension)
    pieces.append({text(" cannot address data dimension "),
                   field(GATHER_STATUS_DATA_DIM), text(", which has size 0")});
  else
    pieces.append(
        {text(" is outside the valid range ["),
         field(GATHER_STATUS_DIM_SIZE, Piece::Kind::NegatedField), text(", "),
         field(GATHER_STATUS_DIM_SIZE, Piece::Kind::FieldMinusOne),
         text("] of data dimension "), field(GATHER_STATUS_DATA_DIM)});
  pieces.append({text(" (element "), field(GATHER_STATUS_INDEX_POSITION),
                 text(" of indices, row-major)")});
  return pieces;
}

static SmallVector<Piece> getShapeCheckDetails(int64_t check) {
  Piece dim = field(GATHER_STATUS_CHECK_DIM);
  Piece actual = field(GATHER_STATUS_ACTUAL);
  Piece expected = field(GATHER_STATUS_EXPECTED);
  switch (check) {
  case GATHER_CHECK_BATCH_DIM:
    return {text("batch dimension "),       dim,
            text(" of indices has size "),  actual,
            text(", but data's has size "), expected};
  case GATHER_CHECK_INDEX_DEPTH:
    return {text("the last dimension of indices has size "), actual,
            text(", but the ranks of the op's types fix k = "), expected};
  case GATHER_CHECK_ELEMENTS_DIM:
    return {text("indices dimension "),
            dim,
            text(" has size "),
            actual,
            text(", more than data dimension "),
            dim,
            text(" ("),
            expected,
            text(")")};
  case GATHER_CHECK_RESULT_DIM:
    return {text("result dimension "),
            dim,
            text(" has size "),
            actual,
            text(", but the result type says "),
            expected};
  case GATHER_CHECK_UPDATES_DIM:
    return {text("updates dimension "),
            dim,
            text(" has size "),
            actual,
            text(", but indices and data give it size "),
            expected};
  case GATHER_CHECK_SCALES_DIM:
    return {
        text("scales dimension "),         dim,     text(" has size "), actual,
        text(", but data gives it size "), expected};
  case GATHER_CHECK_ZERO_POINTS_DIM:
    return {
        text("zero_points dimension "),     dim,     text(" has size "), actual,
        text(", but scales give it size "), expected};
  default:
    return {text("unknown check")};
  }
}

SmallVector<Piece> mlir::gather::getFailureDetails(GatherStatusCode code,
                                                   int64_t check,
                                                   bool emptyDimension) {
  switch (code) {
  case GATHER_STATUS_INDEX_OUT_OF_BOUNDS:
    return getBadIndexDetails(emptyDimension);
  case GATHER_STATUS_SHAPE_MISMATCH:
    return getShapeCheckDetails(check);
  case GATHER_STATUS_RESULT_TOO_LARGE:
    return {text("the inputs' shapes imply a result of more than 2^63-1 "
                 "bytes")};
  default:
    return {text("the kernel reported an unknown status code")};
  }
}

std::string mlir::gather::describeLocation(Location loc) {
  std::string described;
  llvm::raw_string_ostream os(described);
  // The first file position in `loc`, which may fuse others (a partitioned
  // gather's location also records its indices' block).
  FileLineColLoc fileLoc;
  loc->walk([&](Location inner) {
    fileLoc = dyn_cast<FileLineColLoc>(inner);
    return fileLoc ? WalkResult::interrupt() : WalkResult::advance();
  });
  if (fileLoc)
    os << fileLoc.getFilename().getValue() << ":" << fileLoc.getLine() << ":"
       << fileLoc.getColumn();
  else
    os << loc;
  return described;
}

std::string mlir::gather::formatFailure(ArrayRef<int64_t> status,
                                        StringRef where) {
  auto code = GatherStatusCode(status[GATHER_STATUS_CODE]);
  std::string formatted;
  llvm::raw_string_ostream os(formatted);
  os << getFailureTitle(code) << " at " << where << ": ";
  if (code < GATHER_STATUS_INDEX_OUT_OF_BOUNDS ||
      code > GATHER_STATUS_RESULT_TOO_LARGE) {
    os << "the kernel reported the unknown status code "
       << status[GATHER_STATUS_CODE];
    return formatted;
  }
  for (const Piece &piece :
       getFailureDetails(code, status[GATHER_STATUS_CHECK],
                         status[GATHER_STATUS_DIM_SIZE] == 0)) {
    switch (piece.kind) {
    case Piece::Kind::Text:
      os << piece.text;
      break;
    case Piece::Kind::Field:
      os << status[piece.field];
      break;
    case Piece::Kind::NegatedField:
      os << -status[piece.field];
      break;
    case Piece::Kind::FieldMinusOne:
      os << status[piece.field] - 1;
      break;
    }
  }
  return formatted;
}
