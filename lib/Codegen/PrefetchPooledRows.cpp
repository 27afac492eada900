//===- PrefetchPooledRows.cpp - prefetch the rows of pooled gathers -------===//
//
// A pooled gather (embedding_bag) walks its ids in a loop, reading one row
// of a large table per id at random: every row arrives at memory latency,
// one after the other. This pass prefetches, in each iteration, the row of
// the id a few places later, so that several rows are on their way at once.
//
//===----------------------------------------------------------------------===//

#include "RowLoops.h"

#include "Gather/Codegen/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERPREFETCHPOOLEDROWS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;
using namespace mlir::gather::codegen::row_loops;

namespace {
/// A row read of an id loop: `read` of `data` at `row`, computed in the
/// loop's body from `idLoad`, the load of the loop's id; `lanes` columns
/// from `column` (a vector read), or with a null `column` the whole row (a
/// loop in the body reading element after element of it: a scatter's
/// slices).
struct PooledRead {
  scf::ForOp loop;
  Operation *read;
  Value data, row, column;
  int64_t lanes = 0;
  memref::LoadOp idLoad;
  /// The body's ops that compute the row from the id, in order.
  SetVector<Operation *> rowOps;
};
} // namespace

/// `read` of `data` (a 2-D memref defined outside the loop) at `row`, of
/// `lanes` columns from `column` (null: the whole row), as a row read of
/// `loop` (a row computed only from one load at the loop's induction
/// variable), if it is one.
static std::optional<PooledRead> matchPooledRow(scf::ForOp loop,
                                                Operation *read, Value data,
                                                Value row, Value column,
                                                int64_t lanes) {
  PooledRead match{loop, read, data, row, column, lanes, {}, {}};
  auto type = dyn_cast<MemRefType>(data.getType());
  if (!type || type.getRank() != 2 ||
      loop->isAncestor(data.getParentRegion()->getParentOp()))
    return std::nullopt;
  Block *body = loop.getBody();
  BackwardSliceOptions options;
  options.inclusive = true;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  Operation *rowOp = row.getDefiningOp();
  if (!rowOp || rowOp->getBlock() != body ||
      failed(getBackwardSlice(rowOp, &match.rowOps, options)))
    return std::nullopt;
  for (Operation *op : match.rowOps) {
    auto load = dyn_cast<memref::LoadOp>(op);
    bool pure = isMemoryEffectFree(op) && op->getNumRegions() == 0;
    if (!load && !pure)
      return std::nullopt;
    if (load &&
        (match.idLoad || load.getIndices().back() != loop.getInductionVar() ||
         loop->isAncestor(load.getMemRef().getParentRegion()->getParentOp())))
      return std::nullopt;
    if (load)
      match.idLoad = load;
    // Only the induction variable and values from outside the loop.
    for (Value operand : op->getOperands())
      if (auto argument = dyn_cast<BlockArgument>(operand);
          argument && argument.getOwner() == body &&
          argument != loop.getInductionVar())
        return std::nullopt;
  }
  if (!match.idLoad)
    return std::nullopt;
  return match;
}

/// `read`, a vector read at a column defined outside `loop`, as a row read.
static std::optional<PooledRead> matchPooledRead(scf::ForOp loop,
                                                 vector::TransferReadOp read) {
  if (read->getParentOfType<scf::ForOp>() != loop ||
      read.getIndices().size() != 2 ||
      loop->isAncestor(read.getIndices()[1].getParentRegion()->getParentOp()))
    return std::nullopt;
  return matchPooledRow(loop, read, read.getBase(), read.getIndices()[0],
                        read.getIndices()[1],
                        read.getVectorType().getNumElements());
}

/// `read`, a load at the induction variable of a loop from 0 in `loop`'s
/// body (element after element of a row), as a row read of the whole row.
static std::optional<PooledRead> matchPooledRead(scf::ForOp loop,
                                                 memref::LoadOp read) {
  auto columns = dyn_cast<scf::ForOp>(read->getParentOp());
  if (!columns || columns->getParentOp() != loop ||
      !isConstantIntValue(columns.getLowerBound(), 0) ||
      read.getIndices().size() != 2 ||
      read.getIndices()[1] != columns.getInductionVar())
    return std::nullopt;
  return matchPooledRow(loop, read, read.getMemRef(), read.getIndices()[0],
                        /*column=*/Value(), /*lanes=*/0);
}

/// The row reads of id loops under `root`.
static SmallVector<PooledRead> findPooledReads(Operation *root) {
  SmallVector<PooledRead> reads;
  root->walk([&](scf::ForOp loop) {
    if (!isConstantIntValue(loop.getStep(), 1))
      return;
    loop.getBody()->walk([&](Operation *op) {
      std::optional<PooledRead> match;
      if (auto read = dyn_cast<vector::TransferReadOp>(op))
        match = matchPooledRead(loop, read);
      else if (auto read = dyn_cast<memref::LoadOp>(op))
        match = matchPooledRead(loop, read);
      if (match)
        reads.push_back(std::move(*match));
    });
  });
  return reads;
}

/// Whether `data` may take at least `minBytes` (dynamic sizes may).
static bool mayReach(Value data, int64_t minBytes) {
  auto type = cast<MemRefType>(data.getType());
  std::optional<int64_t> elementBytes =
      getLineElementBytes(type.getElementType());
  return !type.hasStaticShape() || !elementBytes ||
         type.getNumElements() * *elementBytes >= minBytes;
}

/// At the start of the loop's body: the row of the id `rowsAhead` places
/// later in the ids (the last at most), clamped into the rows of the data,
/// and a prefetch of each line of the read's columns there.
static void prefetchAhead(PooledRead &match, int64_t rowsAhead) {
  scf::ForOp loop = match.loop;
  Location loc = match.read->getLoc();
  OpBuilder b = OpBuilder::atBlockBegin(loop.getBody());
  auto constant = [&](int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  Value ids = match.idLoad.getMemRef();
  int64_t idDim = cast<MemRefType>(ids.getType()).getRank() - 1;
  Value lastId = b.createOrFold<arith::SubIOp>(
      loc, b.createOrFold<memref::DimOp>(loc, ids, idDim), constant(1));
  Value later = buildPositionAhead(b, loc, loop.getInductionVar(), lastId,
                                   constant(rowsAhead));
  IRMapping mapping;
  mapping.map(loop.getInductionVar(), later);
  for (Operation *op : match.rowOps)
    b.clone(*op, mapping);
  Value data = match.data;
  Value lastRow = b.createOrFold<arith::MaxSIOp>(
      loc,
      b.createOrFold<arith::SubIOp>(
          loc, b.createOrFold<memref::DimOp>(loc, data, 0), constant(1)),
      constant(0));
  Value row = arith::MinSIOp::create(
      b, loc,
      arith::MaxSIOp::create(b, loc, mapping.lookup(match.row), constant(0)),
      lastRow);
  Value rowLength = b.createOrFold<memref::DimOp>(loc, data, 1);
  Value lastColumn = b.createOrFold<arith::SubIOp>(loc, rowLength, constant(1));
  auto type = cast<MemRefType>(data.getType());
  int64_t lineElements =
      kLineBytes / getLineElementBytes(type.getElementType()).value_or(1);
  auto prefetchAt = [&](OpBuilder &b, Value column) {
    Value at = b.createOrFold<arith::MinUIOp>(loc, column, lastColumn);
    memref::PrefetchOp::create(b, loc, data, ValueRange{row, at},
                               /*isWrite=*/false, /*localityHint=*/3,
                               /*isDataCache=*/true);
  };
  if (!match.column) {
    scf::ForOp::create(b, loc, constant(0), rowLength, constant(lineElements),
                       ValueRange(),
                       [&](OpBuilder &lb, Location, Value at, ValueRange) {
                         prefetchAt(lb, at);
                         scf::YieldOp::create(lb, loc);
                       });
    return;
  }
  for (int64_t first = 0; first < match.lanes; first += lineElements)
    prefetchAt(
        b, b.createOrFold<arith::AddIOp>(loc, match.column, constant(first)));
}

namespace {
struct GatherPrefetchPooledRowsPass
    : gather::codegen::impl::GatherPrefetchPooledRowsBase<
          GatherPrefetchPooledRowsPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0)
      return;
    if (rowsAhead < 1) {
      getOperation()->emitError(
          "gather-prefetch-pooled-rows: rows-ahead must be >= 1");
      return signalPassFailure();
    }
    for (PooledRead &match : findPooledReads(getOperation()))
      if (mayReach(match.data, minBytes))
        prefetchAhead(match, rowsAhead);
  }
};
} // namespace
