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
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherTiling.h"
#include "Gather/IR/GatherOps.h"

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

/// The operand slices that the result tile at `offsets` / `sizes` reads.
static OperandTiles getOperandTiles(OpBuilder &b, GatherOpInterface op,
                                    const GatherShape &shape,
                                    ArrayRef<OpFoldResult> offsets,
                                    ArrayRef<OpFoldResult> sizes) {
  Location loc = op.getLoc();
  OperandTiles tiles;
  wholeDims(b, loc, op.getData(), tiles.dataOffsets, tiles.dataSizes);
  wholeDims(b, loc, op.getIndices(), tiles.indicesOffsets, tiles.indicesSizes);
  for (auto [d, dim] : llvm::enumerate(shape.resultDims)) {
    bool fromData = dim.source == ShapeSource::Data;
    (fromData ? tiles.dataOffsets : tiles.indicesOffsets)[dim.dim] = offsets[d];
    (fromData ? tiles.dataSizes : tiles.indicesSizes)[dim.dim] = sizes[d];
  }
  for (int64_t dim : shape.sharedDims) {
    tiles.dataOffsets[dim] = tiles.indicesOffsets[dim];
    tiles.dataSizes[dim] = tiles.indicesSizes[dim];
  }
  return tiles;
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
