//===- PrefetchElementRows.cpp - prefetch the rows of element gathers -----===//
//
// An element gather along the last dimension reads each data row in an
// order given by its indices: the hardware prefetcher cannot follow it, so
// every line of every row arrives at memory latency. This pass prefetches
// the next iteration's row one line per line's worth of elements, while the
// current row is gathered.
//
//===----------------------------------------------------------------------===//

#include "RowLoops.h"

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERPREFETCHELEMENTROWS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;
using namespace mlir::gather::codegen::row_loops;

namespace {
/// Where the strips of one element loop prefetch: lines of the row at
/// `nextRow` of `data`, `linesPerStrip` of them from each strip's share of
/// the row, clamped to its last column.
struct StripPrefetch {
  Value data;
  SmallVector<Value> nextRow;
  Value linesPerStrip, lastColumn;
  int64_t lineElements;
  /// Whether the loop stores into the rows (a scatter): the lines are
  /// fetched for writing.
  bool isWrite;
};
} // namespace

/// The prefetches of the strip starting at element `first` (strip number
/// first / lineElements): the lines [number * linesPerStrip, (number + 1) *
/// linesPerStrip) of the next row, so that the strips of a loop shorter
/// than the row still fetch all of it.
static void buildStripPrefetches(OpBuilder &b, Location loc,
                                 const StripPrefetch &prefetch, Value first) {
  Value line = arith::ConstantIndexOp::create(b, loc, prefetch.lineElements);
  Value start =
      b.createOrFold<arith::MulIOp>(loc, first, prefetch.linesPerStrip);
  auto prefetchAt = [&](OpBuilder &pb, Location loc, Value column) {
    SmallVector<Value> at(prefetch.nextRow);
    at.push_back(arith::MinUIOp::create(pb, loc, column, prefetch.lastColumn));
    memref::PrefetchOp::create(pb, loc, prefetch.data, at, prefetch.isWrite,
                               /*localityHint=*/3, /*isDataCache=*/true);
  };
  if (isConstantIntValue(prefetch.linesPerStrip, 1))
    return prefetchAt(b, loc, start);
  Value end = b.createOrFold<arith::AddIOp>(
      loc, start,
      b.createOrFold<arith::MulIOp>(loc, prefetch.linesPerStrip, line));
  scf::ForOp::create(
      b, loc, start, end, line, ValueRange(),
      [&](OpBuilder &lb, Location loc, Value column, ValueRange) {
        prefetchAt(lb, loc, column);
        scf::YieldOp::create(lb, loc);
      });
}

/// The prefetch plan of `match`: the next iteration's row, and how many of
/// its lines each strip of one line's worth of elements fetches:
/// ceil(lines of the row / strips of the loop).
static StripPrefetch planStripPrefetch(OpBuilder &b, Location loc,
                                       RowLoop match) {
  StripPrefetch prefetch;
  prefetch.data = match.row;
  prefetch.lineElements = match.getLineElements();
  prefetch.isWrite = match.writesRow;
  prefetch.nextRow = buildIterationAhead(
      b, loc, match.loop, arith::ConstantIndexOp::create(b, loc, 1));
  Value line = arith::ConstantIndexOp::create(b, loc, prefetch.lineElements);
  Value rowLength = match.buildRowLength(b, loc);
  prefetch.lastColumn = b.createOrFold<arith::SubIOp>(
      loc, rowLength, arith::ConstantIndexOp::create(b, loc, 1));
  Value rowLines = b.createOrFold<arith::CeilDivUIOp>(loc, rowLength, line);
  Value strips = b.createOrFold<arith::CeilDivUIOp>(
      loc, match.elements.getUpperBound(), line);
  prefetch.linesPerStrip = b.createOrFold<arith::CeilDivUIOp>(
      loc, rowLines,
      b.createOrFold<arith::MaxUIOp>(
          loc, strips, arith::ConstantIndexOp::create(b, loc, 1)));
  return prefetch;
}

/// Strip-mines `match.elements` into steps of one line's worth of elements;
/// each step first prefetches its share of the next iteration's row
/// (buildStripPrefetches).
static void prefetchElementRows(RowLoop match) {
  scf::ForOp elements = match.elements;
  OpBuilder b(elements);
  Location loc = elements.getLoc();
  StripPrefetch prefetch = planStripPrefetch(b, loc, match);
  Value end = elements.getUpperBound();
  std::optional<int64_t> staticEnd = getConstantIntValue(end);
  bool wholeLines = staticEnd && *staticEnd % prefetch.lineElements == 0;
  Value line = arith::ConstantIndexOp::create(b, loc, prefetch.lineElements);
  auto strips = scf::ForOp::create(
      b, loc, elements.getLowerBound(), end, line, elements.getInitArgs(),
      [&](OpBuilder &sb, Location loc, Value first, ValueRange carried) {
        buildStripPrefetches(sb, loc, prefetch, first);
        Value stripEnd = arith::AddIOp::create(sb, loc, first, line);
        if (!wholeLines)
          stripEnd = arith::MinUIOp::create(sb, loc, stripEnd, end);
        auto strip = cast<scf::ForOp>(sb.clone(*elements));
        strip.setLowerBound(first);
        strip.setUpperBound(stripEnd);
        strip.getInitArgsMutable().assign(carried);
        scf::YieldOp::create(sb, loc, strip.getResults());
      });
  elements.replaceAllUsesWith(strips.getResults());
  elements.erase();
}

namespace {
struct GatherPrefetchElementRowsPass
    : gather::codegen::impl::GatherPrefetchElementRowsBase<
          GatherPrefetchElementRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0)
      return;
    for (RowLoop match :
         findRowLoops(getOperation(), RowAccess::ElementAccesses))
      if (match.mayReach(minBytes))
        prefetchElementRows(match);
  }
};
} // namespace
