//===- RowLoops.cpp - the gather loops that code generation rewrites ------===//

#include "RowLoops.h"

#include "Gather/IR/GatherSizes.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::codegen;
using namespace mlir::gather::codegen::row_loops;

std::optional<int64_t> row_loops::getLineElementBytes(Type type) {
  std::optional<int64_t> bytes = getElementBytes(type);
  if (!bytes || kLineBytes % *bytes != 0)
    return std::nullopt;
  return bytes;
}

std::optional<int64_t> row_loops::getLineElementBits(Type type) {
  if (isStoredTwoPerByte(type))
    return 4;
  std::optional<int64_t> bytes = getLineElementBytes(type);
  if (!bytes)
    return std::nullopt;
  return *bytes * 8;
}

//===----------------------------------------------------------------------===//
// Rows
//===----------------------------------------------------------------------===//

/// Whether `loop` has the normalized form every row loop has.
static bool isRowLoopNest(scf::ForallOp loop) {
  return loop.isNormalized() && loop.getNumResults() == 0 && !loop.getMapping();
}

/// Whether `value`, computed in `body`, depends on a load in it: an address
/// computed from loaded indices.
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

/// A contiguous row: a static contiguous shape, or one dimension of unit
/// stride. Returns its length, or nullopt.
static std::optional<OpFoldResult> getRowLength(scf::ForallOp loop, Value row) {
  auto type = dyn_cast<MemRefType>(row.getType());
  if (!type || type.getRank() == 0 ||
      // Lines move as bytes: whole elements must fill them.
      !getLineElementBytes(type.getElementType()))
    return std::nullopt;
  Builder b(loop.getContext());
  if (memref::isStaticShapeAndContiguousRowMajor(type))
    return b.getIndexAttr(type.getNumElements());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (llvm::any_of(type.getShape().drop_back(),
                   [](int64_t size) { return size != 1; }) ||
      failed(type.getStridesAndOffset(strides, offset)) || strides.back() != 1)
    return std::nullopt;
  // A subview of unit dimensions and one of unit stride: its one dynamic
  // size is the row length, usable before the loop if defined there.
  auto subview = row.getDefiningOp<memref::SubViewOp>();
  if (!subview || subview.getSizes().size() != 1)
    return std::nullopt;
  Value length = subview.getSizes().front();
  if (loop->isAncestor(length.getParentRegion()->getParentOp()))
    return std::nullopt;
  return length;
}

/// A row loop handling `row` of `rowLength` elements.
static RowLoop makeRowLoop(scf::ForallOp loop, Value row,
                           OpFoldResult rowLength) {
  Type elementType = cast<MemRefType>(row.getType()).getElementType();
  RowLoop match;
  match.loop = loop;
  match.row = row;
  match.rowLength = rowLength;
  match.elementBits = *getLineElementBits(elementType);
  return match;
}

//===----------------------------------------------------------------------===//
// The kinds of row loops
//===----------------------------------------------------------------------===//

/// A body that computes a row address from loaded indices and ends with one
/// contiguous copy of at least a line (when static), everything before it
/// only reading: the copy can be rebuilt, and the row address recomputed
/// for a later iteration, without changing memory.
static std::optional<RowLoop> matchCopy(scf::ForallOp loop) {
  Block *body = loop.getBody();
  auto copy =
      dyn_cast_or_null<memref::CopyOp>(body->getTerminator()->getPrevNode());
  if (!copy)
    return std::nullopt;
  for (Operation &op : body->without_terminator())
    if (&op != copy.getOperation() &&
        (op.getNumRegions() != 0 ||
         !(isMemoryEffectFree(&op) || isa<memref::LoadOp>(op))))
      return std::nullopt;
  std::optional<OpFoldResult> length = getRowLength(loop, copy.getTarget());
  if (!length || !getRowLength(loop, copy.getSource()))
    return std::nullopt;
  RowLoop match = makeRowLoop(loop, copy.getTarget(), *length);
  match.copy = copy;
  // Static rows shorter than a line have nothing to stream.
  std::optional<int64_t> staticLength = getConstantIntValue(*length);
  if (staticLength && *staticLength * match.elementBits < kLineBytes * 8)
    return std::nullopt;
  return match;
}

/// The memref that `view`, defined in `body`, is a view of: the source of
/// the chain of view ops (a subview, and the reshapes that give a tile the
/// rank of the consumer's tile) in `body` that ends in `view`.
static Value getViewedMemRef(Value view, Block *body) {
  while (auto viewOp = view.getDefiningOp<ViewLikeOpInterface>()) {
    if (viewOp->getBlock() != body)
      break;
    view = viewOp.getViewSource();
  }
  return view;
}

/// Whether `view`, defined in `body`, views a memref defined outside `loop`
/// at an address computed from loaded indices.
static bool viewsLoadedRow(scf::ForallOp loop, Value view) {
  Block *body = loop.getBody();
  Operation *viewOp = view.getDefiningOp<ViewLikeOpInterface>();
  if (!viewOp || viewOp->getBlock() != body ||
      loop.getRegion().isAncestor(
          getViewedMemRef(view, body).getParentRegion()))
    return false;
  BackwardSliceOptions options;
  options.filter = [&](Operation *op) { return op->getBlock() == body; };
  SetVector<Operation *> slice;
  return succeeded(getBackwardSlice(viewOp, &slice, options)) &&
         llvm::any_of(slice, llvm::IsaPred<memref::LoadOp>);
}

/// A body whose last op, a linalg op (a consumer fused into a slice
/// gather), reads a contiguous view, defined in the body, of a memref
/// defined outside it at an address computed from loaded indices. (Where
/// the indices have more dimensions than the row's slice of data has, as in
/// a gather of 2-D indices, the gather's tile is a subview expanded to the
/// consumer's rank.)
static std::optional<RowLoop> matchFusedRead(scf::ForallOp loop) {
  Block *body = loop.getBody();
  auto consumer =
      dyn_cast_or_null<linalg::LinalgOp>(body->getTerminator()->getPrevNode());
  if (!consumer || !consumer.hasPureBufferSemantics())
    return std::nullopt;
  for (Value input : consumer.getDpsInputs()) {
    if (!viewsLoadedRow(loop, input))
      continue;
    if (std::optional<OpFoldResult> length = getRowLength(loop, input))
      return makeRowLoop(loop, input, *length);
  }
  return std::nullopt;
}

/// The memref, defined outside `loop`, whose row of `loop`'s induction
/// variables an access of `memref` at `indices` touches at its last index:
/// the memref itself at the induction variables and a column, or a 1-D
/// view of that row defined in the body (scatter_elements' lines). Null
/// for any other access.
static Value getRowOfIteration(scf::ForallOp loop, Value memref,
                               ValueRange indices) {
  SmallVector<Value> ivs = loop.getInductionVars();
  if (auto view = memref.getDefiningOp<memref::SubViewOp>();
      view && view->getBlock() == loop.getBody() && indices.size() == 1 &&
      view.getType().getRank() == 1 && view.getType().isLastDimUnitStride() &&
      view.hasUnitStride() && isZeroInteger(view.getMixedOffsets().back()) &&
      llvm::equal(ArrayRef(view.getMixedOffsets()).drop_back(),
                  getAsOpFoldResult(ValueRange(ivs))))
    return view.getSource();
  if (indices.size() != ivs.size() + 1 ||
      !llvm::equal(indices.drop_back(), ivs))
    return Value();
  return memref;
}

/// Whether `access` (a load or a store), in the body of `elements`, touches
/// a contiguous memref defined outside `loop`, whose static rows are not
/// shorter than a line, at the row of `loop`'s induction variables
/// (getRowOfIteration) and a column computed from loaded indices. Sets
/// `data` to that memref.
static bool accessesWithinRows(scf::ForallOp loop, scf::ForOp elements,
                               Operation *access, Value &data) {
  Value memref;
  ValueRange indices;
  if (auto load = dyn_cast<memref::LoadOp>(access))
    std::tie(memref, indices) =
        std::make_pair(load.getMemRef(), ValueRange(load.getIndices()));
  else if (auto store = dyn_cast<memref::StoreOp>(access))
    std::tie(memref, indices) =
        std::make_pair(store.getMemRef(), ValueRange(store.getIndices()));
  else
    return false;
  data = getRowOfIteration(loop, memref, indices);
  if (!data || loop->isAncestor(data.getParentRegion()->getParentOp()))
    return false;
  auto type = cast<MemRefType>(data.getType());
  std::optional<int64_t> bytes = getLineElementBytes(type.getElementType());
  SmallVector<int64_t> strides;
  int64_t offset;
  if (!bytes || failed(type.getStridesAndOffset(strides, offset)) ||
      strides.back() != 1)
    return false;
  int64_t rowLength = type.getShape().back();
  if (!ShapedType::isDynamic(rowLength) && rowLength * *bytes < kLineBytes)
    return false;
  return dependsOnLoad(indices.back(), elements.getBody());
}

/// A body with a sequential loop (from 0, step 1) whose loads (or stores)
/// touch rows at loaded columns (accessesWithinRows).
static std::optional<RowLoop> matchElementAccesses(scf::ForallOp loop) {
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto elements = dyn_cast<scf::ForOp>(op);
    if (!elements || !isConstantIntValue(elements.getLowerBound(), 0) ||
        !isConstantIntValue(elements.getStep(), 1))
      continue;
    std::optional<RowLoop> match;
    for (Operation &inner : elements.getBody()->without_terminator()) {
      Value data;
      if (!accessesWithinRows(loop, elements, &inner, data) ||
          (match && data != match->row))
        continue;
      if (!match) {
        int64_t rowLength = cast<MemRefType>(data.getType()).getShape().back();
        OpFoldResult length;
        if (!ShapedType::isDynamic(rowLength))
          length = Builder(loop.getContext()).getIndexAttr(rowLength);
        match = makeRowLoop(loop, data, length);
        match->elements = elements;
      }
      match->writesRow |= isa<memref::StoreOp>(inner);
    }
    if (match)
      return match;
  }
  return std::nullopt;
}

/// Whether `index`, an index of a read in `loop`'s body, is computed in
/// the body itself or before the loop (not in a loop of the body).
static bool isRowInvariant(scf::ForallOp loop, Value index) {
  return index.getParentBlock() == loop.getBody() ||
         !loop->isAncestor(index.getParentRegion()->getParentOp());
}

/// The row that a read of `memref` at `indices` (the last a column) in
/// `loop`'s body reads: a contiguous view of a loaded row (viewsLoadedRow),
/// or a memref with contiguous rows defined before the loop, read at
/// leading indices computed in the body from loaded indices.
static std::optional<RowRead> getLoadedRow(scf::ForallOp loop, Value memref,
                                           ValueRange indices) {
  if (viewsLoadedRow(loop, memref)) {
    std::optional<OpFoldResult> length = getRowLength(loop, memref);
    if (!length)
      return std::nullopt;
    return RowRead{memref, {}, *length};
  }
  auto type = dyn_cast<MemRefType>(memref.getType());
  if (!type || indices.empty() ||
      loop->isAncestor(memref.getParentRegion()->getParentOp()) ||
      !type.isLastDimUnitStride() || !getLineElementBits(type.getElementType()))
    return std::nullopt;
  ValueRange leading = indices.drop_back();
  if (!llvm::all_of(leading,
                    [&](Value index) { return isRowInvariant(loop, index); }) ||
      !llvm::any_of(leading, [&](Value index) {
        return dependsOnLoad(index, loop.getBody());
      }))
    return std::nullopt;
  OpFoldResult length;
  if (!ShapedType::isDynamic(type.getShape().back()))
    length = Builder(loop.getContext()).getIndexAttr(type.getShape().back());
  return RowRead{memref, llvm::to_vector(leading), length};
}

/// The loaded rows (getLoadedRow) but `row` that `chunks` loads elements
/// of, each once.
static SmallVector<RowRead> getSideRows(scf::ForallOp loop, scf::ForOp chunks,
                                        const RowRead &row) {
  SmallVector<RowRead> sideRows;
  auto same = [](const RowRead &a, const RowRead &b) {
    return a.memref == b.memref && a.leadingIndices == b.leadingIndices;
  };
  chunks.walk([&](memref::LoadOp load) {
    std::optional<RowRead> read =
        getLoadedRow(loop, load.getMemRef(), load.getIndices());
    if (read && !same(*read, row) &&
        llvm::none_of(sideRows,
                      [&](const RowRead &r) { return same(r, *read); }))
      sideRows.push_back(*read);
  });
  return sideRows;
}

/// A body with a sequential loop that reads vectors of a loaded row
/// (getLoadedRow), and perhaps elements of others.
static std::optional<RowLoop> matchVectorReads(scf::ForallOp loop) {
  for (Operation &op : loop.getBody()->without_terminator()) {
    auto chunks = dyn_cast<scf::ForOp>(op);
    if (!chunks)
      continue;
    for (Operation &inner : chunks.getBody()->without_terminator()) {
      auto read = dyn_cast<vector::TransferReadOp>(inner);
      std::optional<RowRead> row =
          read ? getLoadedRow(loop, read.getBase(), read.getIndices())
               : std::nullopt;
      if (!row)
        continue;
      RowLoop match = makeRowLoop(loop, row->memref, row->length);
      match.rowIndices = row->leadingIndices;
      match.elements = chunks;
      match.sideRows = getSideRows(loop, chunks, *row);
      return match;
    }
  }
  return std::nullopt;
}

std::optional<RowLoop> row_loops::matchRowLoop(scf::ForallOp loop,
                                               RowAccess access) {
  if (!isRowLoopNest(loop))
    return std::nullopt;
  switch (access) {
  case RowAccess::Copy:
    return matchCopy(loop);
  case RowAccess::FusedRead:
    return matchFusedRead(loop);
  case RowAccess::ElementAccesses:
    return matchElementAccesses(loop);
  case RowAccess::VectorReads:
    return matchVectorReads(loop);
  }
  return std::nullopt;
}

SmallVector<RowLoop> row_loops::findRowLoops(Operation *root,
                                             RowAccess access) {
  SmallVector<RowLoop> loops;
  root->walk([&](scf::ForallOp loop) {
    if (std::optional<RowLoop> match = matchRowLoop(loop, access))
      loops.push_back(*match);
  });
  return loops;
}

//===----------------------------------------------------------------------===//
// Sizes
//===----------------------------------------------------------------------===//

std::optional<int64_t> RowLoop::getStaticBytes() {
  std::optional<int64_t> length =
      rowLength ? getConstantIntValue(rowLength) : std::nullopt;
  std::optional<SmallVector<int64_t>> extents =
      getConstantIntValues(loop.getMixedUpperBound());
  if (!length || !extents)
    return std::nullopt;
  return llvm::divideCeil(llvm::product_of(*extents) * *length * elementBits,
                          8);
}

bool RowLoop::mayReach(int64_t minBytes) {
  std::optional<int64_t> bytes = getStaticBytes();
  return !bytes || *bytes >= minBytes;
}

Value RowRead::buildLength(OpBuilder &b, Location loc) const {
  if (length)
    return getValueOrCreateConstantIndexOp(b, loc, length);
  auto type = cast<MemRefType>(memref.getType());
  return b.createOrFold<memref::DimOp>(loc, memref, type.getRank() - 1);
}

int64_t RowRead::getLineElements() const {
  Type element = cast<MemRefType>(memref.getType()).getElementType();
  return kLineBytes * 8 / *getLineElementBits(element);
}

Value RowLoop::buildRowLength(OpBuilder &b, Location loc) {
  return getRowRead().buildLength(b, loc);
}

Value RowLoop::buildRowBytes(OpBuilder &b, Location loc) {
  Value length = buildRowLength(b, loc);
  if (elementBits % 8 == 0)
    return b.createOrFold<arith::MulIOp>(
        loc, length, arith::ConstantIndexOp::create(b, loc, elementBits / 8));
  return b.createOrFold<arith::CeilDivUIOp>(
      loc,
      b.createOrFold<arith::MulIOp>(
          loc, length, arith::ConstantIndexOp::create(b, loc, elementBits)),
      arith::ConstantIndexOp::create(b, loc, 8));
}

int64_t RowLoop::getLineElements() const {
  return getRowRead().getLineElements();
}

RowRead RowLoop::getRowRead() const { return {row, rowIndices, rowLength}; }

//===----------------------------------------------------------------------===//
// Iterations
//===----------------------------------------------------------------------===//

Value row_loops::buildIterationCount(OpBuilder &b, Location loc,
                                     ArrayRef<Value> extents) {
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value extent : extents)
    count = b.createOrFold<arith::MulIOp>(loc, count, extent);
  return count;
}

SmallVector<Value> row_loops::delinearize(OpBuilder &b, Location loc,
                                          Value linear,
                                          ArrayRef<Value> extents) {
  if (extents.size() == 1)
    return {linear};
  return affine::AffineDelinearizeIndexOp::create(b, loc, linear, extents,
                                                  /*hasOuterBound=*/true)
      .getResults();
}

Value row_loops::buildPositionAhead(OpBuilder &b, Location loc, Value current,
                                    Value last, Value distance) {
  return arith::MinUIOp::create(
      b, loc, arith::AddIOp::create(b, loc, current, distance), last);
}

SmallVector<Value> row_loops::buildIterationAhead(OpBuilder &b, Location loc,
                                                  scf::ForallOp loop,
                                                  Value distance) {
  SmallVector<Value> extents = loop.getUpperBound(b);
  Value last =
      b.createOrFold<arith::SubIOp>(loc, buildIterationCount(b, loc, extents),
                                    arith::ConstantIndexOp::create(b, loc, 1));
  Value current = affine::AffineLinearizeIndexOp::create(
      b, loc, loop.getInductionVars(), extents, /*disjoint=*/true);
  return delinearize(
      b, loc, buildPositionAhead(b, loc, current, last, distance), extents);
}
