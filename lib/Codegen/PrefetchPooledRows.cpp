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
/// A row read of an id loop: `read` of `data` at a row computed in the
/// loop's body from `idLoad`, the load of the loop's id.
struct PooledRead {
  scf::ForOp loop;
  vector::TransferReadOp read;
  memref::LoadOp idLoad;
  /// The body's ops that compute the row from the id, in order.
  SetVector<Operation *> rowOps;
};
} // namespace

/// `read` as a row read of `loop` (a 2-D memref defined outside the loop,
/// a column defined outside it, a row computed only from one load at the
/// loop's induction variable), if it is one.
static std::optional<PooledRead> matchPooledRead(scf::ForOp loop,
                                                 vector::TransferReadOp read) {
  Value data = read.getBase();
  auto type = dyn_cast<MemRefType>(data.getType());
  if (!type || type.getRank() != 2 ||
      loop->isAncestor(data.getParentRegion()->getParentOp()) ||
      loop->isAncestor(read.getIndices()[1].getParentRegion()->getParentOp()))
    return std::nullopt;
  Block *body = loop.getBody();
  BackwardSliceOptions options;
  options.inclusive = true;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  PooledRead match{loop, read, {}, {}};
  Operation *row = read.getIndices()[0].getDefiningOp();
  if (!row || row->getBlock() != body ||
      failed(getBackwardSlice(row, &match.rowOps, options)))
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

/// The row reads of id loops under `root`.
static SmallVector<PooledRead> findPooledReads(Operation *root) {
  SmallVector<PooledRead> reads;
  root->walk([&](scf::ForOp loop) {
    if (!isConstantIntValue(loop.getStep(), 1))
      return;
    loop.getBody()->walk([&](vector::TransferReadOp read) {
      if (read->getParentOfType<scf::ForOp>() != loop)
        return;
      if (std::optional<PooledRead> match = matchPooledRead(loop, read))
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
  Location loc = match.read.getLoc();
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
  Value data = match.read.getBase();
  Value lastRow = b.createOrFold<arith::MaxSIOp>(
      loc,
      b.createOrFold<arith::SubIOp>(
          loc, b.createOrFold<memref::DimOp>(loc, data, 0), constant(1)),
      constant(0));
  Value row = arith::MinSIOp::create(
      b, loc,
      arith::MaxSIOp::create(b, loc, mapping.lookup(match.read.getIndices()[0]),
                             constant(0)),
      lastRow);
  Value column = match.read.getIndices()[1];
  Value lastColumn = b.createOrFold<arith::SubIOp>(
      loc, b.createOrFold<memref::DimOp>(loc, data, 1), constant(1));
  auto type = cast<MemRefType>(data.getType());
  int64_t lineElements =
      kLineBytes / getLineElementBytes(type.getElementType()).value_or(1);
  int64_t lanes = match.read.getVectorType().getNumElements();
  for (int64_t first = 0; first < lanes; first += lineElements) {
    Value at = b.createOrFold<arith::MinUIOp>(
        loc, b.createOrFold<arith::AddIOp>(loc, column, constant(first)),
        lastColumn);
    memref::PrefetchOp::create(b, loc, data, ValueRange{row, at},
                               /*isWrite=*/false, /*localityHint=*/3,
                               /*isDataCache=*/true);
  }
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
      if (mayReach(match.read.getBase(), minBytes))
        prefetchAhead(match, rowsAhead);
  }
};
} // namespace
