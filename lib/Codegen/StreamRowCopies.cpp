//===- StreamRowCopies.cpp - large row gathers without cache pollution ----===//
//
// A slice gather moves one contiguous row per index tuple. When the rows
// land at random places in a large table, a plain memcpy per row is slow
// twice over: the hardware prefetcher cannot guess the next row, and every
// output line is first read into the cache only to be overwritten. This
// pass prefetches each row a few KiB of rows ahead, keeps its address until
// it is copied, and writes the output with non-temporal vector stores,
// fenced once per chunk of rows so that each thread's stores are visible
// when its part of the loop ends.
//
//===----------------------------------------------------------------------===//

#include "RowLoops.h"

#include "Gather/Codegen/Passes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERSTREAMROWCOPIES
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;
using namespace mlir::gather::codegen::row_loops;

namespace {
/// Where the whole output lines of a row copy lie: elements [0, head) come
/// before the first line boundary of the target, [head, linesEnd) fill whole
/// lines, [linesEnd, length) come after the last.
struct LineBounds {
  Value targetAddress, head, linesEnd;
};
} // namespace

/// `row` as a one-dimensional memref.
static Value flatten(OpBuilder &b, Location loc, Value row) {
  auto type = cast<MemRefType>(row.getType());
  if (type.getRank() == 1)
    return row;
  SmallVector<ReassociationIndices> all(1);
  for (int64_t d = 0; d < type.getRank(); ++d)
    all[0].push_back(d);
  return memref::CollapseShapeOp::create(b, loc, row, all);
}

/// `address` (an index) as an LLVM pointer.
static Value toPointer(OpBuilder &b, Location loc, Value address) {
  return LLVM::IntToPtrOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()),
      arith::IndexCastOp::create(b, loc, b.getI64Type(), address).getResult());
}

/// The pointer to element `at` of the row at `address`.
static Value getElementPointer(OpBuilder &b, Location loc, Value address,
                               Value at, int64_t elementBytes) {
  return toPointer(b, loc,
                   arith::AddIOp::create(
                       b, loc, address,
                       arith::MulIOp::create(b, loc, at,
                                             arith::ConstantIndexOp::create(
                                                 b, loc, elementBytes))));
}

/// An ordinary copy of elements [begin, end) between the rows at
/// `sourceAddress` and `targetAddress`, element by element as integers of
/// the element's width, as a loop (a memref.copy of a dynamic size would
/// become a parallel loop of its own under OpenMP).
static void buildPlainCopy(OpBuilder &b, Location loc, Value sourceAddress,
                           Value targetAddress, Value begin, Value end,
                           int64_t elementBytes) {
  if (getConstantIntValue(begin) &&
      getConstantIntValue(begin) == getConstantIntValue(end))
    return;
  Type element = b.getIntegerType(elementBytes * 8);
  scf::ForOp::create(
      b, loc, begin, end, arith::ConstantIndexOp::create(b, loc, 1),
      ValueRange(), [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        Value value = LLVM::LoadOp::create(
            lb, loc, element,
            getElementPointer(lb, loc, sourceAddress, at, elementBytes),
            /*alignment=*/1);
        LLVM::StoreOp::create(
            lb, loc, value,
            getElementPointer(lb, loc, targetAddress, at, elementBytes),
            /*alignment=*/1);
        scf::YieldOp::create(lb, loc);
      });
}

/// The address of the first element of a 1-D memref, as an index.
static Value getStartAddress(OpBuilder &b, Location loc, Value row,
                             int64_t elementBytes) {
  return b.createOrFold<arith::AddIOp>(
      loc, memref::ExtractAlignedPointerAsIndexOp::create(b, loc, row),
      b.createOrFold<arith::MulIOp>(
          loc,
          memref::ExtractStridedMetadataOp::create(b, loc, row).getOffset(),
          arith::ConstantIndexOp::create(b, loc, elementBytes)));
}

/// The line bounds of a copy into the contiguous 1-D row at `targetAddress`,
/// `misalignment` bytes past a line boundary, of `length` elements of
/// `elementBytes` bytes.
static LineBounds getLineBounds(OpBuilder &b, Location loc, Value targetAddress,
                                Value misalignment, Value length,
                                int64_t elementBytes) {
  auto constant = [&](int64_t value) {
    return arith::ConstantIndexOp::create(b, loc, value);
  };
  Value zero = constant(0);
  Value elementSize = constant(elementBytes);
  Value lineBytes = constant(kLineBytes);
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
  return {targetAddress, head, linesEnd};
}

/// Copies the whole lines [lines.head, lines.linesEnd) of the row at
/// `sourceAddress` to the target: one line-sized load and one aligned
/// non-temporal store each.
static void buildLineCopies(OpBuilder &b, Location loc, Value sourceAddress,
                            const LineBounds &lines, int64_t elementBytes) {
  auto lineType = VectorType::get({kLineBytes / 4}, b.getI32Type());
  scf::ForOp::create(
      b, loc, lines.head, lines.linesEnd,
      arith::ConstantIndexOp::create(b, loc, kLineBytes / elementBytes),
      ValueRange(), [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        Value line = LLVM::LoadOp::create(
            lb, loc, lineType,
            getElementPointer(lb, loc, sourceAddress, at, elementBytes),
            /*alignment=*/elementBytes);
        LLVM::StoreOp::create(
            lb, loc, line,
            getElementPointer(lb, loc, lines.targetAddress, at, elementBytes),
            /*alignment=*/kLineBytes, /*isVolatile=*/false,
            /*isNonTemporal=*/true);
        scf::YieldOp::create(lb, loc);
      });
}

/// Copies elements [0, lines.head) and [lines.linesEnd, length) of the row
/// at `sourceAddress` ordinarily, and the whole lines between with
/// buildLineCopies.
static void buildBoundedCopy(OpBuilder &b, Location loc, Value sourceAddress,
                             Value length, const LineBounds &lines,
                             int64_t elementBytes) {
  buildPlainCopy(b, loc, sourceAddress, lines.targetAddress,
                 arith::ConstantIndexOp::create(b, loc, 0), lines.head,
                 elementBytes);
  buildLineCopies(b, loc, sourceAddress, lines, elementBytes);
  buildPlainCopy(b, loc, sourceAddress, lines.targetAddress, lines.linesEnd,
                 length, elementBytes);
}

/// Copies the row at `sourceAddress` to the row at `targetAddress` (both
/// contiguous, `length` elements): every whole cache line of the target
/// with one line-sized load and one aligned non-temporal store, which
/// writes the line without reading it first; the part of the row before
/// its first line boundary and the part after its last are ordinary copies.
/// (Those lines are shared with the neighbouring rows, which write them the
/// same way.) Lines move as bytes, through LLVM pointers, whatever the
/// element type: vector.store only stores the memref's own element type,
/// and LLVM's x86 backend drops the non-temporal hint of 512-bit f16 vector
/// stores (on AVX-512 without FP16), not that of integer ones.
///
/// A target that starts on a line boundary (every row, when the output is
/// line-aligned and rows are whole lines) takes a branch of its own whose
/// bounds are known without the address: short rows then cost a few
/// instructions each, which lets the processor overlap the loads of more
/// rows.
static void buildStreamedRowCopy(OpBuilder &b, Location loc,
                                 Value sourceAddress, Value targetAddress,
                                 Value length, int64_t elementBytes) {
  Value lineElements =
      arith::ConstantIndexOp::create(b, loc, kLineBytes / elementBytes);
  Value misalignment = arith::RemUIOp::create(
      b, loc, targetAddress,
      arith::ConstantIndexOp::create(b, loc, kLineBytes));
  Value atLineStart =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, misalignment,
                            arith::ConstantIndexOp::create(b, loc, 0));
  auto choice = scf::IfOp::create(b, loc, atLineStart, /*withElse=*/true);
  OpBuilder lineStart = choice.getThenBodyBuilder();
  LineBounds fromStart{
      targetAddress, arith::ConstantIndexOp::create(lineStart, loc, 0),
      lineStart.createOrFold<arith::SubIOp>(
          loc, length,
          lineStart.createOrFold<arith::RemUIOp>(loc, length, lineElements))};
  buildBoundedCopy(lineStart, loc, sourceAddress, length, fromStart,
                   elementBytes);
  OpBuilder anywhere = choice.getElseBodyBuilder();
  buildBoundedCopy(anywhere, loc, sourceAddress, length,
                   getLineBounds(anywhere, loc, targetAddress, misalignment,
                                 length, elementBytes),
                   elementBytes);
}

/// Prefetches every cache line of a contiguous row of `lineElements`
/// elements a line, `memref`'s at `leadingIndices`, into all cache levels:
/// it is read in full a few rows later.
static void buildRowPrefetch(OpBuilder &b, Location loc, Value memref,
                             ValueRange leadingIndices, Value length,
                             int64_t lineElements) {
  scf::ForOp::create(
      b, loc, arith::ConstantIndexOp::create(b, loc, 0), length,
      arith::ConstantIndexOp::create(b, loc, lineElements), ValueRange(),
      [&](OpBuilder &lb, Location loc, Value at, ValueRange) {
        SmallVector<Value> indices(leadingIndices);
        indices.push_back(at);
        memref::PrefetchOp::create(lb, loc, memref, indices, /*isWrite=*/false,
                                   /*localityHint=*/3, /*isDataCache=*/true);
        scf::YieldOp::create(lb, loc);
      });
}

/// Clones the body of `rows.loop`'s ops that compute `values` for the
/// iteration of induction variables `ivs`, and returns the mapping of the
/// values to their clones. Values defined outside the body (e.g. a row of a
/// splat constant, whose slices fold to one constant) are the same for
/// every iteration and are not cloned (IRMapping::lookupOrDefault).
static IRMapping cloneAt(OpBuilder &b, RowLoop rows, ValueRange ivs,
                         ValueRange values) {
  scf::ForallOp loop = rows.loop;
  BackwardSliceOptions options;
  options.inclusive = true;
  options.filter = [&](Operation *op) {
    return op->getBlock() == loop.getBody();
  };
  SetVector<Operation *> computingOps;
  for (Value value : values)
    (void)getBackwardSlice(value, &computingOps, options);
  IRMapping mapping;
  mapping.map(loop.getInductionVars(), ivs);
  for (Operation *op : computingOps)
    b.clone(*op, mapping);
  return mapping;
}

/// `row`, a view the body of `rows.loop` reads, as a 1-D memref at the
/// iteration of induction variables `ivs` (cloneAt).
static Value cloneRowAt(OpBuilder &b, Location loc, RowLoop rows,
                        ValueRange ivs, Value row) {
  return flatten(b, loc, cloneAt(b, rows, ivs, row).lookupOrDefault(row));
}

/// At most this many rows are prefetched ahead: the ring of their
/// addresses lives on the stack.
static constexpr int64_t kMaxRowsAhead = 255;

/// How many rows of `rowBytes` (built before the loop) make `bytesAhead`
/// bytes, rounded up, and `maxRows` at most: the distance, in iterations,
/// of the prefetched row.
static Value buildRowsAhead(OpBuilder &b, Location loc, Value rowBytes,
                            int64_t bytesAhead, int64_t maxRows) {
  return b.createOrFold<arith::MinUIOp>(
      loc,
      b.createOrFold<arith::CeilDivUIOp>(
          loc, arith::ConstantIndexOp::create(b, loc, bytesAhead),
          b.createOrFold<arith::MaxUIOp>(
              loc, rowBytes, arith::ConstantIndexOp::create(b, loc, 1))),
      arith::ConstantIndexOp::create(b, loc, maxRows));
}

namespace {
/// Rewrites one matched loop (see GatherStreamRowCopiesPass::stream).
///
/// Each row's source address is computed once, when the row is prefetched,
/// and kept in a ring of addresses until the row is copied: computing it
/// means loading and normalising its indices, which for short rows costs
/// as much as the copy.
class RowStreamer {
public:
  /// `extents` are the loop's upper bounds, `rows` their product.
  RowStreamer(RowLoop match, ArrayRef<Value> extents, Value rows,
              int64_t prefetchBytes, int64_t bytesPerFence)
      : match(match), extents(extents), rows(rows),
        elementBytes(match.elementBits / 8), prefetchBytes(prefetchBytes),
        bytesPerFence(bytesPerFence) {}

  void buildStreamedLoops(OpBuilder &b, Location loc, Value rowBytes);

private:
  void buildRowLoop(OpBuilder &b, Location loc, Value begin, Value end,
                    function_ref<Value(OpBuilder &, Location, Value)> rowOf);
  void fetchRow(OpBuilder &b, Location loc, Value ring, Value row);
  Value getRingSlot(OpBuilder &b, Location loc, Value row);
  void streamRow(OpBuilder &b, Location loc, Value ring, Value row);

  RowLoop match;
  SmallVector<Value> extents;
  Value rows;
  /// Copied rows hold whole bytes (RowAccess::Copy).
  int64_t elementBytes, prefetchBytes, bytesPerFence;
  /// Set by buildStreamedLoops: the last row; how many rows ahead each row
  /// prefetches (the last at most); the ring's size (a power of two above
  /// rowsAhead).
  Value lastRow, rowsAhead;
  int64_t ringSize = 0;
};
} // namespace

/// The row of iteration `iv` of a range of rows.
using RowOf = function_ref<Value(OpBuilder &, Location, Value)>;
/// Builds a sequential loop over the rows [begin, end) whose last iteration
/// fences (buildFenceAtLast).
using RowRangeBuilder =
    function_ref<void(OpBuilder &, Location, Value, Value, RowOf)>;

/// A parallel loop over chunks of about `bytesPerFence` bytes of the `rows`
/// rows of `rowBytes`, each a sequential loop of `buildRange`; then a
/// sequential loop of the rows after the last whole chunk, on the calling
/// thread.
static void buildFencedChunks(OpBuilder &b, Location loc, Value rows,
                              Value rowBytes, int64_t bytesPerFence,
                              RowRangeBuilder buildRange) {
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
  std::optional<int64_t> staticChunks = getConstantIntValue(chunks);
  if (!staticChunks || *staticChunks > 0) {
    auto chunkLoop =
        scf::ForallOp::create(b, loc, getAsOpFoldResult(ValueRange{chunks}),
                              ValueRange(), std::nullopt);
    OpBuilder cb = OpBuilder::atBlockBegin(chunkLoop.getBody());
    Value first =
        arith::MulIOp::create(cb, loc, chunkLoop.getInductionVar(0), chunkRows);
    buildRange(cb, loc, arith::ConstantIndexOp::create(cb, loc, 0), chunkRows,
               [&](OpBuilder &b, Location loc, Value offset) -> Value {
                 return arith::AddIOp::create(b, loc, first, offset);
               });
  }
  if (getConstantIntValue(chunked) == getConstantIntValue(rows) &&
      getConstantIntValue(rows))
    return;
  buildRange(b, loc, chunked, rows,
             [](OpBuilder &, Location, Value row) { return row; });
}

/// In a sequential loop of non-temporal stores, at iteration `iv`: the
/// `last` one fences, so that the stores are visible when
/// the loop ends on its thread. (It fences inside the loop, which is an
/// allocation scope of its own, so that the memref.alloca_scope
/// convert-scf-to-openmp wraps around a parallel chunk holds only ops whose
/// memory effects are known, which canonicalization folds away: llvm.fence
/// declares none.)
static void buildFenceAtLast(OpBuilder &b, Location loc, Value iv, Value last) {
  Value isLast =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, iv, last);
  scf::IfOp::create(b, loc, isLast, [&](OpBuilder &fb, Location loc) {
    auto seqCst = LLVM::AtomicOrderingAttr::get(fb.getContext(),
                                                LLVM::AtomicOrdering::seq_cst);
    LLVM::FenceOp::create(fb, loc, ValueRange(),
                          {fb.getNamedAttr("ordering", seqCst)});
    scf::YieldOp::create(fb, loc);
  });
}

/// The streamed loops (buildFencedChunks of buildRowLoop).
void RowStreamer::buildStreamedLoops(OpBuilder &b, Location loc,
                                     Value rowBytes) {
  lastRow = b.createOrFold<arith::SubIOp>(
      loc, rows, arith::ConstantIndexOp::create(b, loc, 1));
  rowsAhead = buildRowsAhead(b, loc, rowBytes, prefetchBytes, kMaxRowsAhead);
  ringSize = llvm::PowerOf2Ceil(
      getConstantIntValue(rowsAhead).value_or(kMaxRowsAhead) + 1);
  buildFencedChunks(
      b, loc, rows, rowBytes, bytesPerFence,
      [&](OpBuilder &b, Location loc, Value begin, Value end, RowOf rowOf) {
        buildRowLoop(b, loc, begin, end, rowOf);
      });
}

/// A sequential loop over [begin, end) streaming row `rowOf(iv)`, after a
/// loop that fetches its first rowsAhead rows (fetchRow); each row fetches
/// a later one. The last iteration fences (buildFenceAtLast). (The ring's
/// alloca leaves the loop's allocation scope with gather-hoist-allocas.)
void RowStreamer::buildRowLoop(OpBuilder &b, Location loc, Value begin,
                               Value end, RowOf rowOf) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value ring = memref::AllocaOp::create(
      b, loc, MemRefType::get({ringSize}, b.getIndexType()));
  Value firstAhead = b.createOrFold<arith::MinUIOp>(
      loc, b.createOrFold<arith::AddIOp>(loc, begin, rowsAhead), end);
  scf::ForOp::create(b, loc, begin, firstAhead, one, ValueRange(),
                     [&](OpBuilder &rb, Location loc, Value iv, ValueRange) {
                       fetchRow(rb, loc, ring, rowOf(rb, loc, iv));
                       scf::YieldOp::create(rb, loc);
                     });
  Value last = b.createOrFold<arith::SubIOp>(loc, end, one);
  scf::ForOp::create(b, loc, begin, end, one, ValueRange(),
                     [&](OpBuilder &rb, Location loc, Value iv, ValueRange) {
                       streamRow(rb, loc, ring, rowOf(rb, loc, iv));
                       buildFenceAtLast(rb, loc, iv, last);
                       scf::YieldOp::create(rb, loc);
                     });
}

/// Computes the source row of iteration `row` (a row-major position),
/// keeps its address in the ring and prefetches it.
void RowStreamer::fetchRow(OpBuilder &b, Location loc, Value ring, Value row) {
  Value source = cloneRowAt(b, loc, match, delinearize(b, loc, row, extents),
                            match.copy.getSource());
  memref::StoreOp::create(b, loc, getStartAddress(b, loc, source, elementBytes),
                          ring, getRingSlot(b, loc, row));
  buildRowPrefetch(b, loc, source, {}, match.buildRowLength(b, loc),
                   match.getLineElements());
}

/// The ring slot of row `row`.
Value RowStreamer::getRingSlot(OpBuilder &b, Location loc, Value row) {
  return arith::AndIOp::create(
      b, loc, row, arith::ConstantIndexOp::create(b, loc, ringSize - 1));
}

/// Fetches the row `rowsAhead` iterations ahead (the last row at most) and
/// streams row `row` from the source address kept for it.
void RowStreamer::streamRow(OpBuilder &b, Location loc, Value ring, Value row) {
  fetchRow(b, loc, ring, buildPositionAhead(b, loc, row, lastRow, rowsAhead));
  Value source = memref::LoadOp::create(b, loc, ring, getRingSlot(b, loc, row));
  Value target = cloneRowAt(b, loc, match, delinearize(b, loc, row, extents),
                            match.copy.getTarget());
  buildStreamedRowCopy(b, loc, source,
                       getStartAddress(b, loc, target, elementBytes),
                       match.buildRowLength(b, loc), elementBytes);
}

/// Prefetches, at the start of each iteration of a loop whose rows a fused
/// consumer or a vector loop reads, the row `bytesAhead` bytes of rows ahead
/// (the last at most), and that iteration's side rows.
static void prefetchRowsAhead(RowLoop rows, int64_t bytesAhead) {
  scf::ForallOp loop = rows.loop;
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  SmallVector<RowRead> prefetched{rows.getRowRead()};
  llvm::append_range(prefetched, rows.sideRows);
  SmallVector<Value> lengths =
      llvm::map_to_vector(prefetched, [&](const RowRead &read) {
        return read.buildLength(b, loc);
      });
  Value rowsAhead = buildRowsAhead(b, loc, rows.buildRowBytes(b, loc),
                                   bytesAhead, kMaxRowsAhead);
  b.setInsertionPointToStart(loop.getBody());
  // The addresses of all the rows, computed once for the iteration ahead.
  SmallVector<Value> addresses;
  for (const RowRead &read : prefetched)
    if (read.leadingIndices.empty())
      addresses.push_back(read.memref);
    else
      llvm::append_range(addresses, read.leadingIndices);
  IRMapping ahead =
      cloneAt(b, rows, buildIterationAhead(b, loc, loop, rowsAhead), addresses);
  for (auto [read, length] : llvm::zip_equal(prefetched, lengths)) {
    auto at = [&](Value value) { return ahead.lookupOrDefault(value); };
    if (read.leadingIndices.empty())
      buildRowPrefetch(b, loc, flatten(b, loc, at(read.memref)), {}, length,
                       read.getLineElements());
    else
      buildRowPrefetch(b, loc, read.memref,
                       llvm::map_to_vector(read.leadingIndices, at), length,
                       read.getLineElements());
  }
}

/// Replaces `loop` by what `buildRewrite` builds where `condition` holds,
/// and keeps a clone of it elsewhere: an scf.if, unless the condition is
/// the constant true. (The rewrites need a minimum size, or an alignment
/// that only the run time knows.)
static void replaceWhere(scf::ForallOp loop, OpBuilder &b, Location loc,
                         Value condition,
                         function_ref<void(OpBuilder &)> buildRewrite) {
  OpBuilder::InsertionGuard guard(b);
  if (!isConstantIntValue(condition, 1)) {
    auto choice = scf::IfOp::create(b, loc, condition, /*withElseRegion=*/true);
    b.setInsertionPointToStart(choice.elseBlock());
    b.clone(*loop);
    b.setInsertionPointToStart(choice.thenBlock());
  }
  buildRewrite(b);
  loop.erase();
}

//===----------------------------------------------------------------------===//
// Vector rows written with non-temporal stores
//===----------------------------------------------------------------------===//

/// The narrowest non-temporal vector store x86 has (movntps of 16 bytes).
static constexpr int64_t kMinStreamedStoreBytes = 16;

namespace {
/// The writes of a row loop's vector loop into its output (VectorReads):
/// whole vectors at multiples of `alignment` bytes (their size, a line at
/// most) from the start of the output's rows, so that all of them are
/// aligned when the output's start is.
struct VectorRowWrites {
  Value output;
  SmallVector<vector::TransferWriteOp> writes;
  int64_t alignment = kLineBytes;
};
} // namespace

/// Whether `index`, in the vector loop `chunks`, is its induction variable
/// stepping from 0 by multiples of `multiple`.
static bool stepsByMultiples(scf::ForOp chunks, Value index, int64_t multiple) {
  std::optional<int64_t> lower = getConstantIntValue(chunks.getLowerBound());
  std::optional<int64_t> step = getConstantIntValue(chunks.getStep());
  return index == chunks.getInductionVar() && lower == 0 && step &&
         *step % multiple == 0;
}

/// Whether `write` stores a whole vector of 16 bytes or more at a multiple
/// of its size (a line at most: `alignment`) from the start of a row of
/// `output` (a memref defined before `loop` with rows of such multiples):
/// into a row subview of it defined in the loop's body, at indices 0 but
/// the last, the loop's induction variable. (x86's non-temporal stores need
/// an alignment of 16 bytes; of their vector's size, to be one store.)
static bool writesAlignedVector(scf::ForallOp loop, scf::ForOp chunks,
                                vector::TransferWriteOp write, Value &output,
                                int64_t &alignment) {
  auto vectorType = cast<VectorType>(write.getVector().getType());
  std::optional<int64_t> bytes =
      getLineElementBytes(vectorType.getElementType());
  auto view = write.getBase().getDefiningOp<memref::SubViewOp>();
  if (!bytes || vectorType.getRank() != 1 || write.getMask() ||
      !write.getPermutationMap().isMinorIdentity() ||
      llvm::any_of(write.getInBoundsValues(), [](bool b) { return !b; }))
    return false;
  alignment = std::min(vectorType.getNumElements() * *bytes, kLineBytes);
  if (alignment < kMinStreamedStoreBytes || !llvm::isPowerOf2_64(alignment) ||
      !view || !view.getType().isLastDimUnitStride() ||
      view->getBlock() != loop.getBody() ||
      loop->isAncestor(view.getSource().getParentRegion()->getParentOp()))
    return false;
  ValueRange indices = write.getIndices();
  if (!llvm::all_of(indices.drop_back(),
                    [](Value i) { return isZeroInteger(i); }) ||
      !stepsByMultiples(chunks, indices.back(), alignment / *bytes))
    return false;
  std::optional<int64_t> column =
      getConstantIntValue(view.getMixedOffsets().back());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!column || *column * *bytes % alignment != 0 ||
      failed(view.getSourceType().getStridesAndOffset(strides, offset)) ||
      strides.back() != 1 ||
      !llvm::all_of(ArrayRef(strides).drop_back(), [&](int64_t stride) {
        return !ShapedType::isDynamic(stride) &&
               stride * *bytes % alignment == 0;
      }))
    return false;
  if (output && output != view.getSource())
    return false;
  output = view.getSource();
  return true;
}

/// The output writes of a VectorReads loop, if all of them can be streamed.
static std::optional<VectorRowWrites> matchVectorRowWrites(RowLoop rows) {
  VectorRowWrites match;
  WalkResult walk = rows.elements.walk([&](vector::TransferWriteOp write) {
    int64_t alignment;
    if (!writesAlignedVector(rows.loop, rows.elements, write, match.output,
                             alignment))
      return WalkResult::interrupt();
    match.writes.push_back(write);
    match.alignment = std::min(match.alignment, alignment);
    return WalkResult::advance();
  });
  if (walk.wasInterrupted() || match.writes.empty())
    return std::nullopt;
  return match;
}

/// `write` (see writesAlignedVector) as a non-temporal store of
/// `alignment`, of the vector's bytes as integers (x86 drops the hint of
/// some f16 vector stores, not that of integer ones). The row view's start
/// address is computed where the view is, before the vector loop.
static void streamWrite(vector::TransferWriteOp write, int64_t alignment) {
  OpBuilder b(write);
  Location loc = write.getLoc();
  auto type = cast<VectorType>(write.getVector().getType());
  int64_t elementBytes = *getLineElementBytes(type.getElementType());
  auto words = VectorType::get({type.getNumElements() * elementBytes / 4},
                               b.getI32Type());
  OpBuilder atView(write.getContext());
  atView.setInsertionPointAfterValue(write.getBase());
  Value rowStart = getStartAddress(atView, loc, write.getBase(), elementBytes);
  LLVM::StoreOp::create(
      b, loc, vector::BitCastOp::create(b, loc, words, write.getVector()),
      getElementPointer(b, loc, rowStart, write.getIndices().back(),
                        elementBytes),
      alignment, /*isVolatile=*/false,
      /*isNonTemporal=*/true);
  write.erase();
}

/// The rows [begin, end) of `rows.loop` in a sequential loop: its body for
/// the row of each iteration, its output writes streamed, and a fence at
/// the last.
static void buildStreamedVectorRows(OpBuilder &b, Location loc, RowLoop rows,
                                    const VectorRowWrites &match,
                                    ArrayRef<Value> extents, Value begin,
                                    Value end, RowOf rowOf) {
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value last = b.createOrFold<arith::SubIOp>(loc, end, one);
  scf::ForOp::create(
      b, loc, begin, end, one, ValueRange(),
      [&](OpBuilder &rb, Location loc, Value iv, ValueRange) {
        IRMapping mapping;
        mapping.map(rows.loop.getInductionVars(),
                    delinearize(rb, loc, rowOf(rb, loc, iv), extents));
        for (Operation &op : rows.loop.getBody()->without_terminator())
          rb.clone(op, mapping);
        for (vector::TransferWriteOp write : match.writes)
          streamWrite(cast<vector::TransferWriteOp>(
                          mapping.lookup(write.getOperation())),
                      match.alignment);
        buildFenceAtLast(rb, loc, iv, last);
        scf::YieldOp::create(rb, loc);
      });
}

/// Replaces `rows.loop`, whose output `match.output` has at least
/// `minBytes`, by fenced chunks of streamed rows (buildStreamedVectorRows)
/// where the output starts at a multiple of `match.alignment` (caller
/// buffers of ML runtimes are line-aligned); an scf.if keeps the
/// original loop for other outputs (and small dynamic ones).
static void streamVectorRows(RowLoop rows, const VectorRowWrites &match,
                             int64_t minBytes, int64_t bytesPerFence) {
  scf::ForallOp loop = rows.loop;
  OpBuilder b(loop);
  Location loc = loop.getLoc();
  auto outputType = cast<MemRefType>(match.output.getType());
  int64_t elementBytes = *getLineElementBytes(outputType.getElementType());
  SmallVector<Value> extents = loop.getUpperBound(b);
  Value iterations = buildIterationCount(b, loc, extents);
  Value outputBytes = arith::ConstantIndexOp::create(b, loc, elementBytes);
  for (int64_t d = 0; d < outputType.getRank(); ++d)
    outputBytes = b.createOrFold<arith::MulIOp>(
        loc, outputBytes, b.createOrFold<memref::DimOp>(loc, match.output, d));
  if (getConstantIntValue(outputBytes).value_or(minBytes) < minBytes)
    return;
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value aligned = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::RemUIOp::create(
          b, loc, getStartAddress(b, loc, match.output, elementBytes),
          arith::ConstantIndexOp::create(b, loc, match.alignment)),
      zero);
  Value large = b.createOrFold<arith::CmpIOp>(
      loc, arith::CmpIPredicate::uge, outputBytes,
      arith::ConstantIndexOp::create(b, loc, minBytes));
  replaceWhere(
      loop, b, loc, b.createOrFold<arith::AndIOp>(loc, aligned, large),
      [&](OpBuilder &b) {
        Value rowBytes = b.createOrFold<arith::DivUIOp>(
            loc, outputBytes,
            b.createOrFold<arith::MaxUIOp>(
                loc, iterations, arith::ConstantIndexOp::create(b, loc, 1)));
        buildFencedChunks(b, loc, iterations, rowBytes, bytesPerFence,
                          [&](OpBuilder &b, Location loc, Value begin,
                              Value end, RowOf rowOf) {
                            buildStreamedVectorRows(b, loc, rows, match,
                                                    extents, begin, end, rowOf);
                          });
      });
}

namespace {
struct GatherStreamRowCopiesPass
    : gather::codegen::impl::GatherStreamRowCopiesBase<
          GatherStreamRowCopiesPass> {
  using Base::Base;

  void runOnOperation() override {
    if (minBytes < 0)
      return;
    if (prefetchBytes < 0 || bytesPerFence < 1) {
      getOperation()->emitError("gather-stream-row-copies: prefetch-bytes "
                                "must be >= 0 and bytes-per-fence >= 1");
      return signalPassFailure();
    }
    for (RowLoop match : findRowLoops(getOperation(), RowAccess::Copy))
      stream(match);
    // Rows that a fused consumer reads instead of copying: prefetched.
    for (RowLoop match : findRowLoops(getOperation(), RowAccess::FusedRead))
      if (match.mayReach(minBytes))
        prefetchRowsAhead(match, prefetchBytes);
    // Rows read a vector at a time and decoded (quantized rows): each value
    // costs more than its share of a prefetch, so every loop is prefetched.
    // Their output, when large, is written with non-temporal stores.
    for (RowLoop match : findRowLoops(getOperation(), RowAccess::VectorReads)) {
      prefetchRowsAhead(match, prefetchBytes);
      if (std::optional<VectorRowWrites> writes = matchVectorRowWrites(match))
        streamVectorRows(match, *writes, minBytes, bytesPerFence);
    }
  }

  /// Replaces the loop by streamed loops (RowStreamer). When the traffic is
  /// only known at run time, an scf.if keeps the original loop for small
  /// instances.
  void stream(RowLoop match) {
    scf::ForallOp loop = match.loop;
    // Statically too few bytes, or none: leave it.
    if (std::optional<int64_t> staticBytes = match.getStaticBytes();
        staticBytes && (*staticBytes < minBytes || *staticBytes == 0))
      return;

    OpBuilder b(loop);
    Location loc = loop.getLoc();
    SmallVector<Value> extents = loop.getUpperBound(b);
    Value rows = buildIterationCount(b, loc, extents);
    Value rowBytes = match.buildRowBytes(b, loc);
    Value bytes = b.createOrFold<arith::MulIOp>(loc, rows, rowBytes);
    Value large = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::uge, bytes,
        arith::ConstantIndexOp::create(b, loc, minBytes));
    replaceWhere(loop, b, loc, large, [&](OpBuilder &b) {
      RowStreamer(match, extents, rows, prefetchBytes, bytesPerFence)
          .buildStreamedLoops(b, loc, rowBytes);
    });
  }
};
} // namespace
