//===- StreamRowCopies.cpp - large row gathers without cache pollution ----===//
//
// A slice gather moves one contiguous row per index tuple. When the rows
// land at random places in a large table, a plain memcpy per row is slow
// twice over: the hardware prefetcher cannot guess the next row, and every
// output line is first read into the cache only to be overwritten. This
// pass prefetches the row a few iterations ahead and writes the output with
// non-temporal vector stores, fenced once per chunk of rows so that each
// thread's stores are visible when its part of the loop ends.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherDialect.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERSTREAMROWCOPIES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
/// Bytes of one cache line, and of the vectors that store whole lines.
constexpr int64_t kLineBytes = 64;

/// An `scf.forall` (lower bounds 0, steps 1) whose body computes a row
/// address from loaded indices and ends with one contiguous copy.
struct RowCopyLoop {
  scf::ForallOp loop;
  memref::CopyOp copy;
  /// Elements per row: static, or a value defined outside the loop.
  OpFoldResult rowLength;
};

/// The copy's element type, if vector loads and stores can move it.
bool isStreamableElement(Type type) {
  if (!type.isIntOrIndexOrFloat() && !isa<ComplexType>(type))
    return false;
  // Lines move as bytes: whole elements must fill them.
  return kLineBytes % gather::getElementBytes(type) == 0;
}

/// A contiguous row: a static contiguous shape, or one dimension of unit
/// stride. Returns its length, or nullopt.
std::optional<OpFoldResult> getRowLength(scf::ForallOp loop, Value row) {
  auto type = dyn_cast<MemRefType>(row.getType());
  if (!type || type.getRank() == 0 ||
      !isStreamableElement(type.getElementType()))
    return std::nullopt;
  Builder b(loop.getContext());
  if (memref::isStaticShapeAndContiguousRowMajor(type))
    return b.getIndexAttr(type.getNumElements());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (type.getRank() != 1 ||
      failed(type.getStridesAndOffset(strides, offset)) || strides[0] != 1)
    return std::nullopt;
  // A rank-reduced subview: its one dynamic size is the row length, usable
  // before the loop if defined there.
  auto subview = row.getDefiningOp<memref::SubViewOp>();
  if (!subview || subview.getSizes().size() != 1)
    return std::nullopt;
  Value length = subview.getSizes().front();
  if (loop->isAncestor(length.getParentRegion()->getParentOp()))
    return std::nullopt;
  return length;
}

std::optional<RowCopyLoop> matchRowCopyLoop(scf::ForallOp loop) {
  if (!loop.isNormalized() || loop.getNumResults() != 0 || loop.getMapping())
    return std::nullopt;
  Block *body = loop.getBody();
  auto copy =
      dyn_cast_or_null<memref::CopyOp>(body->getTerminator()->getPrevNode());
  if (!copy)
    return std::nullopt;
  // Everything before the copy only reads: the copy can be rebuilt and the
  // row address recomputed for a later iteration without changing memory.
  for (Operation &op : body->without_terminator())
    if (&op != copy.getOperation() &&
        (op.getNumRegions() != 0 ||
         !(isMemoryEffectFree(&op) || isa<memref::LoadOp>(op))))
      return std::nullopt;
  std::optional<OpFoldResult> length = getRowLength(loop, copy.getTarget());
  if (!length || !getRowLength(loop, copy.getSource()))
    return std::nullopt;
  // Static rows shorter than a line have nothing to stream.
  auto type = cast<MemRefType>(copy.getTarget().getType());
  std::optional<int64_t> staticLength = getConstantIntValue(*length);
  if (staticLength &&
      *staticLength * gather::getElementBytes(type.getElementType()) <
          kLineBytes)
    return std::nullopt;
  return RowCopyLoop{loop, copy, *length};
}

/// `row` as a one-dimensional memref.
Value flatten(OpBuilder &b, Location loc, Value row) {
  auto type = cast<MemRefType>(row.getType());
  if (type.getRank() == 1)
    return row;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all[0].push_back(d);
  return memref::CollapseShapeOp::create(b, loc, row, all);
}

/// Splits the linear position `linear` of a row-major iteration space with
/// extents `extents` into one index per dimension.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<Value> extents) {
  SmallVector<Value> indices(extents.size());
  Value rest = linear;
  for (size_t d = extents.size(); d-- > 1;) {
    indices[d] = b.createOrFold<arith::RemUIOp>(loc, rest, extents[d]);
    rest = b.createOrFold<arith::DivUIOp>(loc, rest, extents[d]);
  }
  indices[0] = rest;
  return indices;
}

/// Clones the loop body (all but its terminator) for the iteration
/// `indices`, except the ops in `skip`; returns the mapping.
IRMapping cloneBody(OpBuilder &b, scf::ForallOp loop, ValueRange indices,
                    llvm::function_ref<bool(Operation &)> keep) {
  IRMapping mapping;
  mapping.map(loop.getInductionVars(), indices);
  for (Operation &op : loop.getBody()->without_terminator())
    if (keep(op))
      b.clone(op, mapping);
  return mapping;
}

/// An ordinary copy of elements [begin, end) of two 1-D rows, as a loop (a
/// memref.copy of a dynamic size would become a parallel loop of its own
/// under OpenMP).
void buildPlainCopy(OpBuilder &b, Location loc, Value source, Value target,
                    Value begin, Value end) {
  if (getConstantIntValue(begin) &&
      getConstantIntValue(begin) == getConstantIntValue(end))
    return;
  scf::ForOp::create(
      b, loc, begin, end, arith::ConstantIndexOp::create(b, loc, 1),
      ValueRange(), [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        Value element = memref::LoadOp::create(lb, loc, source, at);
        memref::StoreOp::create(lb, loc, element, target, at);
        scf::YieldOp::create(lb, loc);
      });
}

/// The address of the first element of a 1-D memref, as an index.
Value getStartAddress(OpBuilder &b, Location loc, Value row,
                      int64_t elementBytes) {
  return b.createOrFold<arith::AddIOp>(
      loc, memref::ExtractAlignedPointerAsIndexOp::create(b, loc, row),
      b.createOrFold<arith::MulIOp>(
          loc,
          memref::ExtractStridedMetadataOp::create(b, loc, row).getOffset(),
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

/// `address` (an index) as an LLVM pointer.
Value toPointer(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      arith::IndexCastOp::create(b, loc, b.getI64Type(), address).getResult());
}

/// Copies `source` to `target` (contiguous 1-D rows of `length` elements):
/// every whole cache line of the target with one line-sized load and one
/// aligned non-temporal store, which writes the line without reading it
/// first; the part of the row before its first line boundary and the part
/// after its last are ordinary copies. (Those lines are shared with the
/// neighbouring rows, which write them the same way.) Lines move as bytes,
/// through LLVM pointers, whatever the element type: vector.store only
/// stores the memref's own element type, and LLVM's x86 backend drops the
/// non-temporal hint of 512-bit f16 vector stores (on AVX-512 without
/// FP16), not that of integer ones.
void buildStreamedRowCopy(OpBuilder &b, Location loc, Value source,
                          Value target, Value length) {
  auto type = cast<MemRefType>(target.getType());
  int64_t elementBytes = gather::getElementBytes(type.getElementType());
  auto constant = [&](int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  Value zero = constant(0);
  Value elementSize = constant(elementBytes);
  Value lineBytes = constant(kLineBytes);

  Value targetAddress = getStartAddress(b, loc, target, elementBytes);
  Value misalignment = arith::RemUIOp::create(b, loc, targetAddress, lineBytes);
  Value toBoundary = arith::RemUIOp::create(
      b, loc, arith::SubIOp::create(b, loc, lineBytes, misalignment),
      lineBytes);
  // A row that is not even element-aligned (a caller's odd pointer) never
  // reaches a line boundary: all of it is copied ordinarily.
  Value elementAligned = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::eq,
      b.createOrFold<arith::RemUIOp>(loc, misalignment, elementSize), zero);
  Value head = b.createOrFold<arith::SelectOp>(
      loc, elementAligned,
      arith::MinUIOp::create(
          b, loc, b.createOrFold<arith::DivUIOp>(loc, toBoundary, elementSize),
          length),
      length);
  Value afterHead = arith::SubIOp::create(b, loc, length, head);
  Value lineElements = constant(kLineBytes / elementBytes);
  Value linesEnd = arith::SubIOp::create(
      b, loc, length, arith::RemUIOp::create(b, loc, afterHead, lineElements));

  buildPlainCopy(b, loc, source, target, zero, head);
  Value sourceAddress = getStartAddress(b, loc, source, elementBytes);
  auto lineType = VectorType::get({kLineBytes / 4}, b.getI32Type());
  scf::ForOp::create(
      b, loc, head, linesEnd, lineElements, ValueRange(),
      [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        Value offset = arith::MulIOp::create(lb, loc, at, elementSize);
        Value line = LLVM::LoadOp::create(
            lb, loc, lineType,
            toPointer(lb, loc,
                      arith::AddIOp::create(lb, loc, sourceAddress, offset)),
            /*alignment=*/elementBytes);
        LLVM::StoreOp::create(
            lb, loc, line,
            toPointer(lb, loc,
                      arith::AddIOp::create(lb, loc, targetAddress, offset)),
            /*alignment=*/kLineBytes, /*isVolatile=*/false,
            /*isNonTemporal=*/true);
        scf::YieldOp::create(lb, loc);
      });
  buildPlainCopy(b, loc, source, target, linesEnd, length);
}

/// Prefetches every cache line of a contiguous row into all cache levels:
/// it is read in full a few rows later.
void buildRowPrefetch(OpBuilder &b, Location loc, Value row, Value length) {
  auto type = cast<MemRefType>(row.getType());
  int64_t lineElements =
      kLineBytes / gather::getElementBytes(type.getElementType());
  scf::ForOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, 0), length,
      arith::ConstantIndexOp::create(b, loc, lineElements), ValueRange(),
      [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        memref::PrefetchOp::create(lb, loc, row, at, /*isWrite=*/false,
                                   /*localityHint=*/3, /*isDataCache=*/true);
        scf::YieldOp::create(lb, loc);
      });
}

struct GatherStreamRowCopiesPass
    : gather::impl::GatherStreamRowCopiesBase<GatherStreamRowCopiesPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0)
      return;
    if (prefetchDistance < 0 || bytesPerFence < 1) {
      getOperation()->emitError("gather-stream-row-copies: prefetch-distance "
                                "must be >= 0 and bytes-per-fence >= 1");
      return signalPassFailure();
    }
    SmallVector<RowCopyLoop> loops;
    getOperation()->walk([&](scf::ForallOp loop) {
      if (std::optional<RowCopyLoop> match = matchRowCopyLoop(loop))
        loops.push_back(*match);
    });
    for (RowCopyLoop &match : loops)
      stream(match);
  }

  /// Replaces the loop by: a parallel loop over chunks of about
  /// `bytesPerFence` bytes of rows, each a sequential loop of prefetched,
  /// streamed row copies ended by a fence; then a sequential loop of the
  /// rows after the last whole chunk, streamed the same way. When the
  /// traffic is only known at run time, an scf.if keeps the original loop
  /// for small instances.
  void stream(RowCopyLoop &match) {
    scf::ForallOp loop = match.loop;
    // Statically too few bytes: leave it.
    auto rowType = cast<MemRefType>(match.copy.getTarget().getType());
    int64_t elementBytes = gather::getElementBytes(rowType.getElementType());
    std::optional<int64_t> staticLength = getConstantIntValue(match.rowLength);
    if (std::optional<SmallVector<int64_t>> extents =
            getConstantIntValues(loop.getMixedUpperBound());
        extents && staticLength &&
        llvm::product_of(*extents) * *staticLength * elementBytes < minBytes)
      return;

    OpBuilder b(loop);
    Location loc = loop.getLoc();
    SmallVector<Value> extents = loop.getUpperBound(b);
    Value rows = arith::ConstantIndexOp::create(b, loc, 1);
    for (Value extent : extents)
      rows = b.createOrFold<arith::MulIOp>(loc, rows, extent);
    Value rowLength = getValueOrCreateConstantIndexOp(b, loc, match.rowLength);
    Value rowBytes = b.createOrFold<arith::MulIOp>(
        loc, rowLength, arith::ConstantIndexOp::create(b, loc, elementBytes));
    Value bytes = b.createOrFold<arith::MulIOp>(loc, rows, rowBytes);
    Value large = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::uge, bytes,
        arith::ConstantIndexOp::create(b, loc, minBytes));
    if (!getConstantIntValue(large)) {
      auto choice = scf::IfOp::create(b, loc, large, /*withElseRegion=*/true);
      b.setInsertionPointToStart(choice.elseBlock());
      b.clone(*loop);
      b.setInsertionPointToStart(choice.thenBlock());
    }
    buildStreamedLoops(b, loc, match, extents, rows, rowBytes);
    loop.erase();
  }

  void buildStreamedLoops(OpBuilder &b, Location loc, RowCopyLoop &match,
                          ArrayRef<Value> extents, Value rows, Value rowBytes) {
    scf::ForallOp loop = match.loop;
    Value source = match.copy.getSource();
    Value one = arith::ConstantIndexOp::create(b, loc, 1);
    // Fences cost a few microseconds each: only every `bytesPerFence`.
    // (Dynamic rows may be empty.)
    Value chunkRows = b.createOrFold<arith::MaxUIOp>(
        loc,
        b.createOrFold<arith::DivUIOp>(
            loc, arith::ConstantIndexOp::create(b, loc, bytesPerFence),
            b.createOrFold<arith::MaxUIOp>(loc, rowBytes, one)),
        one);
    Value chunks = b.createOrFold<arith::DivUIOp>(loc, rows, chunkRows);
    Value chunked = b.createOrFold<arith::MulIOp>(loc, chunks, chunkRows);
    Value lastRow = b.createOrFold<arith::SubIOp>(loc, rows, one);
    Value distance = arith::ConstantIndexOp::create(b, loc, prefetchDistance);

    // Ops that compute the source row's address, to prefetch a later row.
    SetVector<Operation *> addressOps;
    collectAddressOps(loop, source, addressOps);

    auto streamRow = [&](OpBuilder &rb, Location loc, Value row) {
      Value ahead = arith::MinUIOp::create(
          rb, loc, arith::AddIOp::create(rb, loc, row, distance), lastRow);
      IRMapping prefetched =
          cloneBody(rb, loop, delinearize(rb, loc, ahead, extents),
                    [&](Operation &op) { return addressOps.contains(&op); });
      buildRowPrefetch(
          rb, loc, flatten(rb, loc, prefetched.lookup(source)),
          getValueOrCreateConstantIndexOp(rb, loc, match.rowLength));
      IRMapping current =
          cloneBody(rb, loop, delinearize(rb, loc, row, extents),
                    [&](Operation &op) { return &op != match.copy; });
      buildStreamedRowCopy(
          rb, loc, flatten(rb, loc, current.lookup(source)),
          flatten(rb, loc, current.lookup(match.copy.getTarget())),
          getValueOrCreateConstantIndexOp(rb, loc, match.rowLength));
    };
    auto buildFence = [](OpBuilder &b, Location loc) {
      auto seqCst = LLVM::AtomicOrderingAttr::get(
          b.getContext(), LLVM::AtomicOrdering::seq_cst);
      LLVM::FenceOp::create(b, loc, ValueRange(),
                            {b.getNamedAttr("ordering", seqCst)});
    };

    std::optional<int64_t> staticChunks = getConstantIntValue(chunks);
    if (!staticChunks || *staticChunks > 0) {
      auto chunkLoop =
          scf::ForallOp::create(b, loc, getAsOpFoldResult(ValueRange{chunks}),
                                ValueRange(), std::nullopt);
      OpBuilder cb = OpBuilder::atBlockBegin(chunkLoop.getBody());
      Value first = arith::MulIOp::create(cb, loc, chunkLoop.getInductionVar(0),
                                          chunkRows);
      scf::ForOp::create(
          cb, loc, arith::ConstantIndexOp::create(cb, loc, 0), chunkRows, one,
          ValueRange(),
          [&](OpBuilder &rb, Location loc, Value offset, ValueRange) {
            streamRow(rb, loc, arith::AddIOp::create(rb, loc, first, offset));
            scf::YieldOp::create(rb, loc);
          });
      buildFence(cb, loc);
    }

    // The rows after the last whole chunk, on this thread.
    if (getConstantIntValue(chunked) == getConstantIntValue(rows) &&
        getConstantIntValue(rows))
      return;
    scf::ForOp::create(b, loc, chunked, rows, one, ValueRange(),
                       [&](OpBuilder &rb, Location loc, Value row, ValueRange) {
                         streamRow(rb, loc, row);
                         scf::YieldOp::create(rb, loc);
                       });
    buildFence(b, loc);
  }

  /// The ops of the loop body that `value` depends on, in body order.
  static void collectAddressOps(scf::ForallOp loop, Value value,
                                SetVector<Operation *> &ops) {
    Operation *def = value.getDefiningOp();
    if (!def || def->getBlock() != loop.getBody() || ops.contains(def))
      return;
    for (Value operand : def->getOperands())
      collectAddressOps(loop, operand, ops);
    ops.insert(def);
  }
};
} // namespace
