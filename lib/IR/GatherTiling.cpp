//===- GatherTiling.cpp - TilingInterface of the gather ops ---------------===//
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
// reads out of bounds, whatever the policy.
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
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherTiling.h"
#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/StructuredOpsUtils.h"
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

/// The operand slices that the result tile at `offsets` / `sizes` reads.
static OperandTiles getOperandTiles(OpBuilder &b, GatherOpInterface op,
                                    const GatherShape &shape,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  Value data = op.getData(), indices = op.getIndices();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  OperandTiles tiles;
  SmallVector<OpFoldResult> dataExtents, indicesExtents;
  wholeDims(b, loc, data, tiles.dataOffsets, dataExtents);
  wholeDims(b, loc, indices, tiles.indicesOffsets, indicesExtents);
  tiles.dataSizes = dataExtents;
  tiles.indicesSizes = indicesExtents;
  for (auto [d, dim] : llvm::enumerate(shape.resultDims)) {
    bool fromData = dim.source == ShapeSource::Data;
    OpFoldResult offset = offsets[d], size = sizes[d];
    // A dynamic result size is the operand's own; a static one may differ
    // from a dynamic operand size at run time.
    if (isDynamicDim(fromData ? data : indices, dim.dim) &&
        !resultType.isDynamicDim(d))
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

/// Leaves a copy of `op` before it, unless it cannot fail or one is already
/// there: the whole gather's checks (see the file comment). Tiling asks the
/// original op for its iteration domain, with the builder before it, then
/// tiles a clone of it inside the loops and replaces it.
static void keepWholeChecks(OpBuilder &b, GatherOpInterface op) {
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

static Value extractTile(OpBuilder &b, Location loc, Value source,
                         ArrayRef<OpFoldResult> offsets,
                         ArrayRef<OpFoldResult> sizes) {
  SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
  return tensor::ExtractSliceOp::create(b, loc, source, offsets, sizes,
                                        strides);
}

FailureOr<TilingResult> mlir::gather::tileGather(OpBuilder &b,
                                                 GatherOpInterface op,
                                                 ArrayRef<OpFoldResult> offsets,
                                                 ArrayRef<OpFoldResult> sizes) {
  FailureOr<GatherShape> shape = op.getGatherShape();
  if (failed(shape))
    return failure();
  // LLVM 22's tensor.extract_slice rejects every offset into a dimension of
  // static size 0, even the whole (empty) dimension a tile keeps.
  for (Value operand : {op.getData(), op.getIndices()})
    if (llvm::is_contained(
            cast<RankedTensorType>(operand.getType()).getShape(), 0))
      return op.emitOpError("cannot be tiled: an operand has a dimension of "
                            "static size 0, which tensor.extract_slice "
                            "cannot slice");
  Location loc = op.getLoc();
  OperandTiles tiles = getOperandTiles(b, op, *shape, offsets, sizes);
  Value data =
      extractTile(b, loc, op.getData(), tiles.dataOffsets, tiles.dataSizes);
  Value indices = extractTile(b, loc, op.getIndices(), tiles.indicesOffsets,
                              tiles.indicesSizes);
  SmallVector<int64_t> tileShape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(sizes, dynamicSizes, tileShape);
  auto resultType =
      RankedTensorType::get(tileShape, op.getData().getType().getElementType());
  Operation *tiled =
      mlir::clone(b, op, TypeRange{resultType}, ValueRange{data, indices});
  return TilingResult{{tiled},
                      {tiled->getResult(0)},
                      {data.getDefiningOp(), indices.getDefiningOp()}};
}

namespace {
/// TilingInterface for a gather op, through tileGather.
template <typename OpTy>
struct GatherTilingModel
    : TilingInterface::ExternalModel<GatherTilingModel<OpTy>, OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    return SmallVector<utils::IteratorType>(cast<OpTy>(op).getType().getRank(),
                                            utils::IteratorType::parallel);
  }

  SmallVector<Range> getIterationDomain(Operation *op, OpBuilder &b) const {
    keepWholeChecks(b, cast<GatherOpInterface>(op));
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
    return tileGather(b, cast<GatherOpInterface>(op), offsets, sizes);
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
    return tileGather(b, cast<GatherOpInterface>(op), offsets, sizes);
  }
};
} // namespace

void mlir::gather::attachGatherTilingInterface(MLIRContext &context) {
  GatherNDOp::attachInterface<GatherTilingModel<GatherNDOp>>(context);
  GatherElementsOp::attachInterface<GatherTilingModel<GatherElementsOp>>(
      context);
  GatherOp::attachInterface<GatherTilingModel<GatherOp>>(context);
}
