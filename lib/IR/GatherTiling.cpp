//===- GatherTiling.cpp - TilingInterface of the indexing ops -------------===//
//
// Every gather op tiles the same way, read off its shape relation
// (GatherShape): the iteration domain is the result, all parallel, and a
// result tile is a gather of slices. Each result dimension slices the
// operand dimension it comes from; data dimensions shared with indices
// (the batch dimensions of gather_nd and gather, gather_elements' non-axis
// dimensions)
// follow the indices dimension; the indexed data dimensions, and gather_nd's
// index tuple dimension, stay whole, since any index may address any of
// their positions. A tile is a complete gather, with its own checks: no tile
// reads out of bounds, whatever the policy. A gather that decodes data
// (gather_block_quantized) computes its data dimensions whole and slices the
// tile out of them (see getComputedTile).
//
// Tiles cannot see what only the whole gather shows: operand sizes that
// disagree at run time, and bad indices where the result (and so the set of
// tiles) is empty. So the whole gather stays, unused, before the loops: a
// gather that may fail has a memory effect (its failure report), which
// keeps an unused one alive, and the lowering turns it into the whole
// gather's checks alone, which report first. Fusion leaves the original
// producer so by itself; tiling replaces the op, so asked for its iteration
// domain the op leaves a copy of itself. And the operand slices are clamped
// into the operands wherever the run-time sizes may disagree with the iteration
// domain, so that such a tile is a (failing) gather of in-bounds slices,
// never a read outside a tensor.
//
// A scatter tiles over its updates, with the same slices read off its
// inverse gather's relation (updates in the place of the result): a tile is
// a scatter of an updates slice, the indices slice it pairs with, into the
// data slice those updates can land in (see "Scatters" below). The whole
// scatter stays before the loops for its checks, as a gather does.
//
// embedding_bag tiles over its result, bags and columns, as a gather does
// (see "embedding_bag" below), and keeps its whole checks the same way.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherTiling.h"
#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherIndexValues.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ParallelCombiningOpInterface.h"
#include "mlir/Interfaces/TilingInterface.h"

using namespace mlir;
using namespace mlir::gather;

namespace {
/// Where the operand slices of a result tile lie.
struct OperandTiles {
  SmallVector<OpFoldResult> dataOffsets, dataSizes;
  SmallVector<OpFoldResult> indicesOffsets, indicesSizes;
};
} // namespace

/// Whole dimensions of `value` to start from: offset 0, full size.
static void wholeDims(OpBuilder &b, Location loc, Value value,
                      SmallVectorImpl<OpFoldResult> &offsets,
                      SmallVectorImpl<OpFoldResult> &sizes) {
  int64_t rank = cast<RankedTensorType>(value.getType()).getRank();
  offsets.assign(rank, b.getIndexAttr(0));
  sizes = tensor::getMixedSizes(b, loc, value);
}

/// Narrows the slice `offset` / `size` of a dimension of `extent` to its
/// part inside [0, extent): min(offset, extent), and the size that leaves.
static void clampToExtent(OpBuilder &b, Location loc, OpFoldResult &offset,
                          OpFoldResult &size, OpFoldResult extent) {
  AffineExpr d0, d1, d2;
  bindDims(b.getContext(), d0, d1, d2);
  offset = affine::makeComposedFoldedAffineMin(
      b, loc, AffineMap::get(2, 0, {d0, d1}, b.getContext()), {offset, extent});
  size = affine::makeComposedFoldedAffineMin(
      b, loc, AffineMap::get(3, 0, {d0, d1 - d2}, b.getContext()),
      {size, extent, offset});
}

static bool isDynamicDim(Value tensor, unsigned dim) {
  return cast<RankedTensorType>(tensor.getType()).isDynamicDim(dim);
}

/// Whether a tile dimension of `tileType` (a gather's result, a scatter's
/// updates) may have another run-time size than `source`'s dimension
/// `sourceDim`, which it comes from. A gather's dynamic result size is
/// reified from that operand, so only a static one may disagree with a
/// dynamic operand size; a scatter's updates are an operand of their own,
/// whose sizes only the whole op's checks compare.
static bool mayDisagree(RankedTensorType tileType, int64_t dim,
                        bool tileSizesReified, Value source,
                        int64_t sourceDim) {
  if (tileSizesReified)
    return isDynamicDim(source, sourceDim) && !tileType.isDynamicDim(dim);
  return isDynamicDim(source, sourceDim) || tileType.isDynamicDim(dim);
}

/// The slices of `data` and `indices` that the tile at `offsets` / `sizes`
/// of `tileType` (whose dimensions `shape.resultDims` relates to them)
/// reads.
static OperandTiles getOperandTiles(OpBuilder &b, Location loc, Value data,
                                    Value indices, RankedTensorType tileType,
                                    bool tileSizesReified,
                                    const GatherShape &shape,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  OperandTiles tiles;
  SmallVector<OpFoldResult> dataExtents, indicesExtents;
  wholeDims(b, loc, data, tiles.dataOffsets, dataExtents);
  wholeDims(b, loc, indices, tiles.indicesOffsets, indicesExtents);
  tiles.dataSizes = dataExtents;
  tiles.indicesSizes = indicesExtents;
  for (auto [d, dim] : llvm::enumerate(shape.resultDims)) {
    bool fromData = dim.source == ShapeSource::Data;
    OpFoldResult offset = offsets[d], size = sizes[d];
    if (mayDisagree(tileType, d, tileSizesReified, fromData ? data : indices,
                    dim.dim))
      clampToExtent(b, loc, offset, size,
                    (fromData ? dataExtents : indicesExtents)[dim.dim]);
    (fromData ? tiles.dataOffsets : tiles.indicesOffsets)[dim.dim] = offset;
    (fromData ? tiles.dataSizes : tiles.indicesSizes)[dim.dim] = size;
  }
  // Data follows indices on shared dimensions, whose sizes the verifier
  // could compare only where both are static.
  for (int64_t dim : shape.sharedDims) {
    tiles.dataOffsets[dim] = tiles.indicesOffsets[dim];
    tiles.dataSizes[dim] = tiles.indicesSizes[dim];
    if (isDynamicDim(data, dim) || isDynamicDim(indices, dim))
      clampToExtent(b, loc, tiles.dataOffsets[dim], tiles.dataSizes[dim],
                    dataExtents[dim]);
  }
  return tiles;
}

/// Whether `op` (an indexing op or embedding_bag) cannot fail when it runs.
static bool cannotFail(Operation *op) {
  if (auto bag = dyn_cast<EmbeddingBagOp>(op))
    return bag.cannotFail();
  return cast<IndexingOpInterface>(op).cannotFail();
}

/// Leaves a copy of `op` before it, unless it cannot fail or one is already
/// there: the whole op's checks (see the file comment). Tiling asks the
/// original op for its iteration domain, with the builder before it, then
/// tiles a clone of it inside the loops and replaces it.
static void keepWholeChecks(OpBuilder &b, Operation *op) {
  if (cannotFail(op))
    return;
  Operation *previous = op->getPrevNode();
  if (previous && previous->use_empty() &&
      OperationEquivalence::isEquivalentTo(
          previous, op, OperationEquivalence::IgnoreLocations))
    return;
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(op);
  b.clone(*op);
}

/// LLVM 22's tensor.extract_slice rejects every offset into a dimension of
/// static size 0, even the whole (empty) dimension a tile keeps.
static LogicalResult checkSliceable(Operation *op, ValueRange operands) {
  for (Value operand : operands)
    if (llvm::is_contained(cast<RankedTensorType>(operand.getType()).getShape(),
                           0))
      return op->emitOpError("cannot be tiled: an operand has a dimension of "
                             "static size 0, which tensor.extract_slice "
                             "cannot slice");
  return success();
}

static Value extractTile(OpBuilder &b, Location loc, Value source,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, offsets, sizes,
                                        strides);
}

/// The part of a tile that a gather op computes: all of it, or for a gather
/// that decodes data rather than copying its elements (copiesElements:
/// gather_block_quantized) its data dimensions whole. Slicing those would
/// need slices of scales and zero points cut on block boundaries, and a
/// slice of 4-bit data has no byte layout of its own; so such a tile is the
/// requested part of whole decoded rows (tile the index dimensions to split
/// the work).
static void getComputedTile(OpBuilder &b, GatherOpInterface op,
                            const GatherShape &shape,
                            SmallVectorImpl<OpFoldResult> &offsets,
                            SmallVectorImpl<OpFoldResult> &sizes) {
  if (op.copiesElements())
    return;
  for (auto [d, dim] : llvm::enumerate(shape.resultDims)) {
    if (dim.source != ShapeSource::Data)
      continue;
    offsets[d] = b.getIndexAttr(0);
    sizes[d] = getResultDimSize(b, op.getLoc(), op, dim);
  }
}

FailureOr<TilingResult> mlir::gather::tileGather(OpBuilder &b,
                                                 GatherOpInterface op,
                                                 ArrayRef<OpFoldResult> offsets,
                                                 ArrayRef<OpFoldResult> sizes) {
  FailureOr<GatherShape> shape = op.getIndexingShape();
  if (failed(shape) ||
      failed(checkSliceable(op, {op.getData(), op.getIndices()})))
    return failure();
  Location loc = op.getLoc();
  SmallVector<OpFoldResult> computedOffsets(offsets), computedSizes(sizes);
  getComputedTile(b, op, *shape, computedOffsets, computedSizes);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  OperandTiles tiles = getOperandTiles(
      b, loc, op.getData(), op.getIndices(), resultType,
      /*tileSizesReified=*/true, *shape, computedOffsets, computedSizes);
  // Operands past data and indices (scales, zero points) are whole, as data
  // is then.
  SmallVector<Value> operands(op->getOperands());
  if (op.copiesElements())
    operands[0] =
        extractTile(b, loc, op.getData(), tiles.dataOffsets, tiles.dataSizes);
  operands[1] = extractTile(b, loc, op.getIndices(), tiles.indicesOffsets,
                            tiles.indicesSizes);
  SmallVector<int64_t> tileShape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(computedSizes, dynamicSizes, tileShape);
  Operation *tiled =
      mlir::clone(b, op, TypeRange{resultType.clone(tileShape)}, operands);
  SmallVector<Operation *> slices;
  for (Value operand : ArrayRef(operands).take_front(2))
    if (auto slice = operand.getDefiningOp<tensor::ExtractSliceOp>())
      slices.push_back(slice);
  Value tile = tiled->getResult(0);
  if (!llvm::equal(offsets, computedOffsets) ||
      !llvm::equal(sizes, computedSizes, isEqualConstantIntOrValue)) {
    // The tile's place in the computed part: its offsets along the data
    // dimensions computed whole, the start of the others.
    SmallVector<OpFoldResult> placed;
    for (auto [offset, dim] : llvm::zip_equal(offsets, shape->resultDims))
      placed.push_back(dim.source == ShapeSource::Data ? offset
                                                       : b.getIndexAttr(0));
    tile = extractTile(b, loc, tile, placed, sizes);
  }
  return TilingResult{{tiled}, {tile}, slices};
}

//===----------------------------------------------------------------------===//
// Scatters
//===----------------------------------------------------------------------===//
//
// A scatter's iteration domain is its updates. Its tiles are not
// independent as a gather's are: updates may land anywhere in the indexed
// data dimensions, so every tile writes there, and with duplicate indices
// the order of the updates decides the result (the last one wins under
// `none`; float sums and products round in order). Those updates dimensions
// are `reduction` loops: tile_using_for runs the tiles one after another,
// carrying the result, and each tile applies its updates in row-major
// order. The other dimensions (scatter_nd's slice dimensions,
// scatter_elements' dimensions but the axis) put each update on the data
// position of its own coordinate, so tiles along them write disjoint parts
// of the result: `parallel` loops.
//
// A tile is a scatter of its updates slice and the indices slice they pair
// with, into the slice of the loop-carried data that they can land in:
// whole on the indexed dimensions, the tile's on the parallel ones; that
// slice is also where the tile's result goes. It is bit for bit the untiled
// scatter as long as updates that may collide apply in row-major order, which
// checkUpdateOrder makes sure of. A tile checks its own indices and shapes
// (in-bounds slices, clamped as a gather's), and the whole scatter stays
// before the loops for the checks a tile cannot make.

/// Whether updates dimension `d` lands position for position on a data
/// dimension (see above): a parallel loop.
static bool landsInPlace(const GatherShape &shape, int64_t d) {
  const ResultDim &dim = shape.resultDims[d];
  return dim.source == ShapeSource::Data ||
         llvm::is_contained(shape.sharedDims, dim.dim);
}

/// The value of the induction variable `arg` if its loop runs once (the
/// loop a tiling driver makes for a tile size at least the extent): its
/// lower bound.
static std::optional<int64_t> getSingleTripValue(BlockArgument arg) {
  auto loop =
      dyn_cast_if_present<LoopLikeOpInterface>(arg.getOwner()->getParentOp());
  std::optional<SmallVector<Value>> ivs =
      loop ? loop.getLoopInductionVars() : std::nullopt;
  if (!ivs || !llvm::is_contained(*ivs, arg))
    return std::nullopt;
  int64_t i = llvm::find(*ivs, arg) - ivs->begin();
  std::optional<SmallVector<OpFoldResult>> lbs = loop.getLoopLowerBounds(),
                                           ubs = loop.getLoopUpperBounds(),
                                           steps = loop.getLoopSteps();
  if (!lbs || !ubs || !steps)
    return std::nullopt;
  std::optional<int64_t> lb = getConstantIntValue((*lbs)[i]),
                         ub = getConstantIntValue((*ubs)[i]),
                         step = getConstantIntValue((*steps)[i]);
  if (!lb || !ub || !step || *step <= 0 || *lb >= *ub || *ub - *lb > *step)
    return std::nullopt;
  return lb;
}

/// The one value `value` takes in every tile: a constant, the induction
/// variable of a loop of one trip, or an affine.min / affine.apply of such
/// values (the bounded tile sizes that the drivers compute), looked through
/// `depth` ops deep.
static std::optional<int64_t> getTileConstant(OpFoldResult value,
                                              int depth = 3) {
  if (std::optional<int64_t> constant = getConstantIntValue(value))
    return constant;
  auto v = cast<Value>(value);
  if (auto arg = dyn_cast<BlockArgument>(v))
    return getSingleTripValue(arg);
  Operation *op = v.getDefiningOp();
  AffineMap map;
  if (auto min = dyn_cast<affine::AffineMinOp>(op))
    map = min.getAffineMap();
  else if (auto apply = dyn_cast<affine::AffineApplyOp>(op))
    map = apply.getAffineMap();
  if (!map || depth == 0)
    return std::nullopt;
  SmallVector<Attribute> operands;
  for (Value operand : op->getOperands()) {
    std::optional<int64_t> constant = getTileConstant(operand, depth - 1);
    if (!constant)
      return std::nullopt;
    operands.push_back(IntegerAttr::get(operand.getType(), *constant));
  }
  SmallVector<Attribute> results;
  if (failed(map.constantFold(operands, results)) || results.empty())
    return std::nullopt;
  // An affine.apply has one result; an affine.min takes the least.
  std::optional<int64_t> least;
  for (Attribute result : results) {
    auto integer = dyn_cast<IntegerAttr>(result);
    if (!integer)
      return std::nullopt;
    least = std::min(least.value_or(integer.getInt()), integer.getInt());
  }
  return least;
}

/// Whether the tile `offset` / `size` is the whole dimension `dim` of
/// `updates`: a size that is the static extent in every tile (a tile size at
/// least the extent, which a tile in bounds can only start at 0), or the
/// range of a dynamic one in the iteration domain (the tensor.dim that
/// getIterationDomain made) from 0.
static bool coversWholeDim(OpFoldResult offset, OpFoldResult size,
                           Value updates, int64_t dim) {
  auto type = cast<RankedTensorType>(updates.getType());
  if (!type.isDynamicDim(dim)) {
    std::optional<int64_t> tileSize = getTileConstant(size);
    return tileSize && *tileSize >= type.getDimSize(dim);
  }
  if (!isZeroInteger(offset))
    return false;
  auto sizeValue = dyn_cast<Value>(size);
  auto dimOp = sizeValue ? sizeValue.getDefiningOp<tensor::DimOp>() : nullptr;
  return dimOp && dimOp.getSource() == updates &&
         dimOp.getConstantIndex() == dim;
}

/// Refuses a tile that would apply updates which may collide out of
/// row-major order. scf.forall runs its tiles at once, so no reduction
/// dimension may be split there. scf.for tiles run in loop order: splitting
/// the outermost reduction dimension keeps the order, splitting a later one
/// does not ((1, 2) tiles apply [0, 0..2) and [1, 0..2) before [0, 2..)),
/// and a tile cannot see the loop order (tile_using_for may interchange
/// the loops), so only the outermost one may be split.
static LogicalResult checkUpdateOrder(OpBuilder &b, ScatterOpInterface op,
                                      const GatherShape &shape,
                                      ArrayRef<OpFoldResult> offsets,
                                      ArrayRef<OpFoldResult> sizes) {
  Block *block = b.getInsertionBlock();
  bool concurrent =
      block && !block->empty() && isa<InParallelOpInterface>(block->back());
  bool outermost = true;
  for (int64_t d = 0, e = offsets.size(); d < e; ++d) {
    if (landsInPlace(shape, d))
      continue;
    bool split = !coversWholeDim(offsets[d], sizes[d], op.getUpdates(), d);
    if (split && (concurrent || !outermost))
      return op->emitOpError("cannot be tiled along updates dimension ")
             << d << ": its updates may land on the same elements as other "
             << "tiles', so "
             << (concurrent ? "its tiles cannot run in parallel (tile it "
                              "with scf.for)"
                            : "only the outermost such dimension may be "
                              "split, keeping the row-major update order");
    outermost = false;
  }
  return success();
}

/// The slices of data and indices that the updates tile at `offsets` /
/// `sizes` pairs with (see above).
static OperandTiles getScatterOperandTiles(OpBuilder &b, ScatterOpInterface op,
                                           const GatherShape &shape,
                                           ArrayRef<OpFoldResult> offsets,
                                           ArrayRef<OpFoldResult> sizes) {
  return getOperandTiles(b, op.getLoc(), op.getData(), op.getIndices(),
                         op.getUpdates().getType(),
                         /*tileSizesReified=*/false, shape, offsets, sizes);
}

FailureOr<TilingResult>
mlir::gather::tileScatter(OpBuilder &b, ScatterOpInterface op,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) {
  FailureOr<GatherShape> shape = op.getIndexingShape();
  if (failed(shape) ||
      failed(checkSliceable(
          op, {op.getData(), op.getIndices(), op.getUpdates()})) ||
      failed(checkUpdateOrder(b, op, *shape, offsets, sizes)))
    return failure();
  Location loc = op.getLoc();
  OperandTiles tiles = getScatterOperandTiles(b, op, *shape, offsets, sizes);
  Value data =
      extractTile(b, loc, op.getData(), tiles.dataOffsets, tiles.dataSizes);
  Value indices = extractTile(b, loc, op.getIndices(), tiles.indicesOffsets,
                              tiles.indicesSizes);
  Value updates = extractTile(b, loc, op.getUpdates(), offsets, sizes);
  Operation *tiled = mlir::clone(b, op, TypeRange{data.getType()},
                                 ValueRange{data, indices, updates});
  // The data slice is of the loop-carried destination, which every tile
  // writes: no producer may be fused into it tile by tile.
  return TilingResult{{tiled},
                      {tiled->getResult(0)},
                      {indices.getDefiningOp(), updates.getDefiningOp()}};
}

//===----------------------------------------------------------------------===//
// embedding_bag
//===----------------------------------------------------------------------===//
//
// embedding_bag's iteration domain is its result [B, D], all parallel: a
// tile of bags and columns is an embedding_bag of weight's column slice
// (every row, since any id may name any) and of its bags' ids. With 2-D
// indices those are a block of rows. With offsets they are the run
// indices[start, end) from the tile's first offset to the end of its last
// bag, and the tile's offsets are its bags' offsets minus start, closed by
// end - start (include_last_offset): a tensor.generate, not a slice. start
// and end are clamped into [0, L] (end to at least start), so that bad
// offsets, which the whole op's checks report first, give a tile that
// fails its own checks rather than a slice outside the ids.

namespace {
/// The operands of a tile of bags.
struct BagTile {
  Value indices, offsets, perSampleWeights;
};
} // namespace

/// `source` sliced to [offset, offset + size) along dimension `dim`,
/// clamped into it when `clamp`; its other dimensions whole.
static Value sliceDim(OpBuilder &b, Location loc, Value source, int64_t dim,
                      OpFoldResult offset, OpFoldResult size, bool clamp) {
  SmallVector<OpFoldResult> offsets, sizes;
  wholeDims(b, loc, source, offsets, sizes);
  if (clamp)
    clampToExtent(b, loc, offset, size, sizes[dim]);
  offsets[dim] = offset;
  sizes[dim] = size;
  return extractTile(b, loc, source, offsets, sizes);
}

/// per_sample_weights' slice at the ids' one: clamped where its size or
/// the ids' is dynamic, which only the whole op's checks compare.
static Value slicePerSampleWeights(OpBuilder &b, EmbeddingBagOp op,
                                   OpFoldResult offset, OpFoldResult size) {
  Value weights = op.getPerSampleWeights();
  if (!weights)
    return nullptr;
  bool clamp = isDynamicDim(weights, 0) || isDynamicDim(op.getIndices(), 0);
  return sliceDim(b, op.getLoc(), weights, 0, offset, size, clamp);
}

/// The tile of bags [first, first + count) of 2-D indices: their rows.
static BagTile tileBagRows(OpBuilder &b, EmbeddingBagOp op, OpFoldResult first,
                           OpFoldResult count) {
  bool clamp = mayDisagree(op.getType(), 0, /*tileSizesReified=*/true,
                           op.getIndices(), 0);
  Value indices =
      sliceDim(b, op.getLoc(), op.getIndices(), 0, first, count, clamp);
  return {indices, nullptr, slicePerSampleWeights(b, op, first, count)};
}

/// A reader of offsets as indices at positions clamped into them. A static
/// bag count over dynamic offsets may disagree with them at run time, even
/// where there are none: then it reads a lone zero instead.
static std::function<Value(OpBuilder &, Location, Value)>
getOffsetReader(OpBuilder &b, EmbeddingBagOp op, Value count) {
  Location loc = op.getLoc();
  Value offsets = op.getOffsets();
  Value one = arith::ConstantIndexOp::create(b, loc, 1);
  Value last = arith::SubIOp::create(
      b, loc, arith::MaxSIOp::create(b, loc, count, one), one);
  if (isDynamicDim(offsets, 0) && !op.getType().isDynamicDim(0)) {
    auto type = cast<RankedTensorType>(offsets.getType());
    Value zero = arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(type.clone({1}),
                               b.getZeroAttr(type.getElementType())));
    Value empty =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, count,
                              arith::ConstantIndexOp::create(b, loc, 0));
    offsets = arith::SelectOp::create(
        b, loc, empty, tensor::CastOp::create(b, loc, type, zero), offsets);
  }
  return [offsets, last](OpBuilder &b, Location loc, Value position) {
    Value clamped = arith::MinSIOp::create(b, loc, position, last);
    return castToIndex(b, loc,
                       tensor::ExtractOp::create(b, loc, offsets, clamped));
  };
}

/// max(low, min(value, high)).
static Value clampIndex(OpBuilder &b, Location loc, Value value, Value low,
                        Value high) {
  return arith::MaxSIOp::create(
      b, loc, arith::MinSIOp::create(b, loc, value, high), low);
}

/// The tile of bags [first, first + count) delimited by offsets (see
/// above).
static BagTile tileBagsOfOffsets(OpBuilder &b, EmbeddingBagOp op,
                                 OpFoldResult firstBag, OpFoldResult bagCount) {
  Location loc = op.getLoc();
  Value ids = getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, op.getIndices(), 0));
  Value count = getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, op.getOffsets(), 0));
  Value first = getValueOrCreateConstantIndexOp(b, loc, firstBag);
  Value bags = getValueOrCreateConstantIndexOp(b, loc, bagCount);
  auto read = getOffsetReader(b, op, count);
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  // Where the tile's ids start and end.
  Value start = clampIndex(b, loc, read(b, loc, first), zero, ids);
  Value closing = arith::AddIOp::create(b, loc, first, bags);
  Value closed =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, closing, count);
  Value end = clampIndex(
      b, loc,
      arith::SelectOp::create(b, loc, closed, read(b, loc, closing), ids),
      start, ids);
  Value length = arith::SubIOp::create(b, loc, end, start);
  Value indices = sliceDim(b, loc, op.getIndices(), 0, start, length,
                           /*clamp=*/false);
  // Its offsets, shifted to start at 0 and closed by the run's length.
  auto offsetsType = cast<RankedTensorType>(op.getOffsets().getType());
  Type offsetType = offsetsType.getElementType();
  SmallVector<int64_t> shape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(
      {affine::makeComposedFoldedAffineApply(b, loc, b.getAffineDimExpr(0) + 1,
                                             {bagCount})},
      dynamicSizes, shape);
  auto offsets = tensor::GenerateOp::create(
      b, loc, offsetsType.clone(shape), dynamicSizes,
      [&](OpBuilder &b, Location loc, ValueRange position) {
        Value inner = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt,
                                            position[0], bags);
        Value bagStart = arith::SubIOp::create(
            b, loc,
            read(b, loc, arith::AddIOp::create(b, loc, first, position[0])),
            start);
        Value offset = arith::SelectOp::create(b, loc, inner, bagStart, length);
        tensor::YieldOp::create(
            b, loc, arith::IndexCastOp::create(b, loc, offsetType, offset));
      });
  return {indices, offsets, slicePerSampleWeights(b, op, start, length)};
}

FailureOr<TilingResult>
mlir::gather::tileEmbeddingBag(OpBuilder &b, EmbeddingBagOp op,
                               ArrayRef<OpFoldResult> offsets,
                               ArrayRef<OpFoldResult> sizes) {
  if (failed(checkSliceable(op, op->getOperands())))
    return failure();
  Value weight =
      sliceDim(b, op.getLoc(), op.getWeight(), 1, offsets[1], sizes[1],
               mayDisagree(op.getType(), 1, /*tileSizesReified=*/true,
                           op.getWeight(), 1));
  BagTile bags = op.getOffsets()
                     ? tileBagsOfOffsets(b, op, offsets[0], sizes[0])
                     : tileBagRows(b, op, offsets[0], sizes[0]);
  SmallVector<Value> operands{weight, bags.indices};
  for (Value operand : {bags.offsets, bags.perSampleWeights})
    if (operand)
      operands.push_back(operand);
  SmallVector<int64_t> tileShape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, tileShape);
  auto tiled = cast<EmbeddingBagOp>(
      mlir::clone(b, op, TypeRange{op.getType().clone(tileShape)}, operands));
  if (bags.offsets)
    tiled.setIncludeLastOffset(true);
  SmallVector<Operation *> slices;
  for (Value operand : {weight, bags.indices})
    if (auto slice = operand.getDefiningOp<tensor::ExtractSliceOp>())
      slices.push_back(slice);
  return TilingResult{{tiled}, {tiled.getResult()}, slices};
}

/// The tile of a gather op's or embedding_bag's result.
static FailureOr<TilingResult> tileResult(OpBuilder &b, Operation *op,
                                          ArrayRef<OpFoldResult> offsets,
                                          ArrayRef<OpFoldResult> sizes) {
  if (auto bag = dyn_cast<EmbeddingBagOp>(op))
    return tileEmbeddingBag(b, bag, offsets, sizes);
  return tileGather(b, cast<GatherOpInterface>(op), offsets, sizes);
}

namespace {
/// TilingInterface for an op whose iteration domain is its result, all
/// parallel (a gather op, embedding_bag), through tileResult.
template <typename OpTy>
struct ResultTilingModel
    : TilingInterface::ExternalModel<ResultTilingModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(cast<OpTy>(op).getType().getRank(),
                                            utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    keepWholeChecks(b, op);
    ReifiedRankedShapedTypeDims sizes;
    SmallVector<Range> domain;
    if (failed(reifyResultShapes(b, op, sizes)))
      return domain;
    for (OpFoldResult size : sizes.front())
      domain.push_back({b.getIndexAttr(0), size, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    return tileResult(b, op, offsets, sizes);
  }

  /// The iteration domain is the result: a tile is where it lands.
  LogicalResult getResultTilePosition(
      Operation *, OpBuilder &, unsigned, ArrayRef<OpFoldResult> offsets,
      ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
      SmallVector<OpFoldResult> &resultSizes) const {
    resultOffsets.assign(offsets.begin(), offsets.end());
    resultSizes.assign(sizes.begin(), sizes.end());
    return success();
  }

  FailureOr<TilingResult>
  generateResultTileValue(Operation *op, OpBuilder &b, unsigned,
                          ArrayRef<OpFoldResult> offsets,
                          ArrayRef<OpFoldResult> sizes) const {
    return tileResult(b, op, offsets, sizes);
  }
};
} // namespace

namespace {
/// TilingInterface for a scatter op, through tileScatter.
template <typename OpTy>
struct ScatterTilingModel
    : TilingInterface::ExternalModel<ScatterTilingModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    auto scatter = cast<ScatterOpInterface>(op);
    SmallVector<utils::IteratorType> types(
        scatter.getUpdates().getType().getRank(),
        utils::IteratorType::reduction);
    FailureOr<GatherShape> shape = scatter.getIndexingShape();
    for (auto [d, type] : llvm::enumerate(types))
      if (succeeded(shape) && landsInPlace(*shape, d))
        type = utils::IteratorType::parallel;
    return types;
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    auto scatter = cast<ScatterOpInterface>(op);
    keepWholeChecks(b, op);
    SmallVector<Range> domain;
    for (OpFoldResult size :
         tensor::getMixedSizes(b, op->getLoc(), scatter.getUpdates()))
      domain.push_back({b.getIndexAttr(0), size, b.getIndexAttr(1)});
    return domain;
  }

  FailureOr<TilingResult>
  getTiledImplementation(Operation *op, OpBuilder &b,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) const {
    return tileScatter(b, cast<ScatterOpInterface>(op), offsets, sizes);
  }

  /// A tile's result is the data slice its updates can land in.
  LogicalResult getResultTilePosition(
      Operation *op, OpBuilder &b, unsigned, ArrayRef<OpFoldResult> offsets,
      ArrayRef<OpFoldResult> sizes, SmallVector<OpFoldResult> &resultOffsets,
      SmallVector<OpFoldResult> &resultSizes) const {
    auto scatter = cast<ScatterOpInterface>(op);
    FailureOr<GatherShape> shape = scatter.getIndexingShape();
    if (failed(shape))
      return failure();
    OperandTiles tiles =
        getScatterOperandTiles(b, scatter, *shape, offsets, sizes);
    resultOffsets = std::move(tiles.dataOffsets);
    resultSizes = std::move(tiles.dataSizes);
    return success();
  }
};
} // namespace

void mlir::gather::attachGatherTilingInterface(MLIRContext &context) {
  GatherNDOp::attachInterface<ResultTilingModel<GatherNDOp>>(context);
  GatherElementsOp::attachInterface<ResultTilingModel<GatherElementsOp>>(
      context);
  GatherOp::attachInterface<ResultTilingModel<GatherOp>>(context);
  GatherBlockQuantizedOp::attachInterface<
      ResultTilingModel<GatherBlockQuantizedOp>>(context);
  EmbeddingBagOp::attachInterface<ResultTilingModel<EmbeddingBagOp>>(context);
  ScatterNDOp::attachInterface<ScatterTilingModel<ScatterNDOp>>(context);
  ScatterElementsOp::attachInterface<ScatterTilingModel<ScatterElementsOp>>(
      context);
}
