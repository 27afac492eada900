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
  case GATHER_STATUS_ID_OUT_OF_RANGE:
    return "id out of range";
  case GATHER_STATUS_BAD_OFFSETS:
    return "bad offsets";
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

/// An id of embedding_bag: valid in [0, s-1].
static SmallVector<Piece> getBadIdDetails(bool noRows) {
  SmallVector<Piece> pieces = {text("id "), field(GATHER_STATUS_INDEX_VALUE)};
  if (noRows)
    pieces.push_back(text(" cannot address weight, which has no rows"));
  else
    pieces.append({text(" is outside the valid range [0, "),
                   field(GATHER_STATUS_DIM_SIZE, Piece::Kind::FieldMinusOne),
                   text("] of weight's rows")});
  pieces.append({text(" (element "), field(GATHER_STATUS_INDEX_POSITION),
                 text(" of indices, row-major)")});
  return pieces;
}

static SmallVector<Piece> getBadOffsetsDetails(int64_t rule) {
  Piece position = field(GATHER_STATUS_CHECK_DIM);
  Piece offset = field(GATHER_STATUS_ACTUAL);
  Piece bound = field(GATHER_STATUS_EXPECTED);
  switch (rule) {
  case GATHER_OFFSETS_START:
    return {text("offsets[0] is "), offset,
            text(", but the first bag starts at 0")};
  case GATHER_OFFSETS_DECREASE:
    return {text("offsets["),
            position,
            text("] is "),
            offset,
            text(", less than offsets["),
            field(GATHER_STATUS_CHECK_DIM, Piece::Kind::FieldMinusOne),
            text("] ("),
            bound,
            text("): offsets must not decrease")};
  case GATHER_OFFSETS_PAST_END:
    return {text("offsets["),
            position,
            text("] is "),
            offset,
            text(", past the end of indices ("),
            bound,
            text(" ids)")};
  default:
    return {text("unknown offsets rule")};
  }
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
  case GATHER_CHECK_PER_SAMPLE_WEIGHTS_DIM:
    return {text("per_sample_weights dimension "),
            dim,
            text(" has size "),
            actual,
            text(", but indices give it size "),
            expected};
  case GATHER_CHECK_LAST_OFFSET:
    return {text("offsets has size "), expected,
            text(", but include_last_offset needs at least "), actual,
            text(" (the end of the last bag)")};
  case GATHER_CHECK_PADDING_IDX:
    return {text("padding_idx needs at least "), actual,
            text(" rows of weight, but it has "), expected};
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
  case GATHER_STATUS_ID_OUT_OF_RANGE:
    return getBadIdDetails(emptyDimension);
  case GATHER_STATUS_BAD_OFFSETS:
    return getBadOffsetsDetails(check);
  default:
    return {text("the kernel reported an unknown status code")};
  }
}

bool mlir::gather::isRecordedFailure(int64_t code) {
  switch (code) {
  case GATHER_STATUS_INDEX_OUT_OF_BOUNDS:
  case GATHER_STATUS_SHAPE_MISMATCH:
  case GATHER_STATUS_RESULT_TOO_LARGE:
  case GATHER_STATUS_ID_OUT_OF_RANGE:
  case GATHER_STATUS_BAD_OFFSETS:
    return true;
  default:
    return false;
  }
}

bool mlir::gather::hasEmptyDimensionWords(GatherStatusCode code) {
  return code == GATHER_STATUS_INDEX_OUT_OF_BOUNDS ||
         code == GATHER_STATUS_ID_OUT_OF_RANGE;
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
  if (!isRecordedFailure(code)) {
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
