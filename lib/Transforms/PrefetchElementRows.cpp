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

#include "Gather/Transforms/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERPREFETCHELEMENTROWS
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather::row_loops;

namespace {
/// A forall over rows whose sequential loop `elements` loads data elements
/// of the row of the forall's induction variables (`read`).
struct ElementRowLoop {
  scf::ForallOp loop;
  scf::ForOp elements;
  memref::LoadOp read;
};
} // namespace

/// Whether `value`, computed in `body`, depends on a load in it.
static bool dependsOnLoad(Value value, Block *body) {
  Operation *def = value.getDefiningOp();
  if (!def || def->getBlock() != body)
    return false;
  BackwardSliceOptions options;
  options.inclusive = true;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  SetVector<Operation *> slice;
  return succeeded(getBackwardSlice(def, &slice, options)) &&
         llvm::any_of(slice, llvm::IsaPred<memref::LoadOp>);
}

/// The bytes of an element of the rows `read` reads, when lines hold whole
/// elements, the rows are contiguous, and they are not known to be shorter
/// than a line.
static std::optional<int64_t> getRowElementBytes(memref::LoadOp read) {
  MemRefType type = read.getMemRefType();
  std::optional<int64_t> bytes = getLineElementBytes(type.getElementType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!bytes || failed(type.getStridesAndOffset(strides, offset)) ||
      strides.back() != 1)
    return std::nullopt;
  int64_t rowLength = type.getShape().back();
  if (!ShapedType::isDynamic(rowLength) && rowLength * *bytes < kLineBytes)
    return std::nullopt;
  return bytes;
}

/// Whether `read`, in the body of `elements`, loads from a memref defined
/// outside `loop` the element of the row of `loop`'s induction variables at
/// a column computed from loaded indices.
static bool readsWithinRows(scf::ForallOp loop, scf::ForOp elements,
                            memref::LoadOp read) {
  Value data = read.getMemRef();
  if (loop->isAncestor(data.getParentRegion()->getParentOp()) ||
      !getRowElementBytes(read))
    return false;
  ValueRange indices = read.getIndices();
  SmallVector<Value> ivs = loop.getInductionVars();
  return indices.size() == ivs.size() + 1 &&
         llvm::equal(indices.drop_back(), ivs) &&
         dependsOnLoad(indices.back(), elements.getBody());
}

static std::optional<ElementRowLoop> matchElementRowLoop(scf::ForallOp loop) {
  if (!loop.isNormalized() || loop.getNumResults() != 0 || loop.getMapping())
    return std::nullopt;
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto elements = dyn_cast<scf::ForOp>(op);
    if (!elements || !isConstantIntValue(elements.getLowerBound(), 0) ||
        !isConstantIntValue(elements.getStep(), 1))
      continue;
    for (Operation &inner : elements.getBody()->without_terminator())
      if (auto read = dyn_cast<memref::LoadOp>(inner);
          read && readsWithinRows(loop, elements, read))
        return ElementRowLoop{loop, elements, read};
  }
  return std::nullopt;
}

/// The total size of the rows `match` reads, when static.
static std::optional<int64_t> getStaticRowsBytes(ElementRowLoop match) {
  std::optional<SmallVector<int64_t>> extents =
      getConstantIntValues(match.loop.getMixedUpperBound());
  int64_t rowLength = match.read.getMemRefType().getShape().back();
  if (!extents || ShapedType::isDynamic(rowLength))
    return std::nullopt;
  return llvm::product_of(*extents) * rowLength *
         *getRowElementBytes(match.read);
}

/// The induction variables of the iteration after the current one of the
/// normalized `loop` (row-major), or of the last.
static SmallVector<Value> buildNextIteration(OpBuilder &b, Location loc,
                                             scf::ForallOp loop) {
  SmallVector<Value> extents = loop.getUpperBound(b);
  Value last =
      b.createOrFold<arith::SubIOp>(loc, buildIterationCount(b, loc, extents),
                                    arith::ConstantIndexOp::create(b, loc, 1));
  Value current = affine::AffineLinearizeIndexOp::create(
      b, loc, loop.getInductionVars(), extents, /*disjoint=*/true);
  return delinearize(b, loc, buildIterationAhead(b, loc, current, last, 1),
                     extents);
}

namespace {
/// Where the strips of one element loop prefetch: lines of the row at
/// `nextRow` of `data`, `linesPerStrip` of them from each strip's share of
/// the row, clamped to its last column.
struct StripPrefetch {
  Value data;
  SmallVector<Value> nextRow;
  Value linesPerStrip, lastColumn;
  int64_t lineElements;
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
    memref::PrefetchOp::create(pb, loc, prefetch.data, at, /*isWrite=*/false,
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
                                       ElementRowLoop match) {
  StripPrefetch prefetch;
  prefetch.data = match.read.getMemRef();
  prefetch.lineElements = kLineBytes / *getRowElementBytes(match.read);
  prefetch.nextRow = buildNextIteration(b, loc, match.loop);
  Value line = arith::ConstantIndexOp::create(b, loc, prefetch.lineElements);
  Value rowLength = b.createOrFold<memref::DimOp>(loc, prefetch.data,
                                                  prefetch.nextRow.size());
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
static void prefetchElementRows(ElementRowLoop match) {
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
    : gather::impl::GatherPrefetchElementRowsBase<
          GatherPrefetchElementRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0)
      return;
    SmallVector<ElementRowLoop> matches;
    getOperation()->walk([&](scf::ForallOp loop) {
      std::optional<ElementRowLoop> match = matchElementRowLoop(loop);
      if (!match)
        return;
      std::optional<int64_t> bytes = getStaticRowsBytes(*match);
      if (!bytes || *bytes >= minBytes)
        matches.push_back(*match);
    });
    for (ElementRowLoop match : matches)
      prefetchElementRows(match);
  }
};
} // namespace
