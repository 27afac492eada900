//===- Strategies.cpp - what lowering differs in between the gather ops ---===//
//
// One strategy per gather op; a scatter takes its inverse gather's (scatter_nd
// gather_nd's without batch dimensions, scatter_elements gather_elements'),
// built from the same operands and shape relation.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

GatherStrategy::~GatherStrategy() = default;

namespace {
/// What every op's strategy holds: its shape relation and operands.
class OpStrategy : public GatherStrategy {
protected:
  OpStrategy(IndexingOpInterface op, const GatherShape &shape)
      : shape(shape), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()) {}

  const GatherShape &shape;
  Location loc;
  TypedValue<RankedTensorType> data, indices;
};
} // namespace

/// Checks that the first `batchDims` dimensions of `data` and `indices` are
/// equal.
static void addBatchDimChecks(OpBuilder &b, Location loc, Value data,
                              Value indices, int64_t batchDims,
                              SmallVectorImpl<ShapeCheck> &checks) {
  for (int64_t d = 0; d < batchDims; ++d)
    checks.push_back({GATHER_CHECK_BATCH_DIM, d,
                      tensor::getMixedSize(b, loc, indices, d),
                      tensor::getMixedSize(b, loc, data, d)});
}

/// Whether the gather writing `init` statically has nothing to gather:
/// slices of a statically empty dimension would not even verify. (The
/// operands may know a size the result type leaves dynamic.)
static bool isStaticallyEmpty(const GatherShape &shape, Value data,
                              Value indices, Value init) {
  auto shapeOf = [](Value value) {
    return cast<RankedTensorType>(value.getType()).getShape();
  };
  return llvm::is_contained(shapeOf(init), 0) ||
         llvm::is_contained(
             shape.getStaticShape(shapeOf(data), shapeOf(indices)), 0);
}

//===----------------------------------------------------------------------===//
// gather_nd
//===----------------------------------------------------------------------===//

namespace {
/// q = rank(indices), b = batch_dims, k = index depth. The result's first
/// q - 1 dimensions enumerate the index tuples; the rest are the slice
/// dimensions data.shape[b+k:]. Tuples address data from dimension b on.
class GatherNDStrategy final : public OpStrategy {
public:
  GatherNDStrategy(IndexingOpInterface op, const GatherShape &shape)
      : OpStrategy(op, shape), q(indices.getType().getRank()),
        batchDims(shape.firstIndexedDim), k(shape.indexDepth) {}

  SmallVector<ShapeCheck> getIndexShapeChecks(OpBuilder &b) override;
  /// Each index tuple addresses a single element when k = r - b.
  bool gathersElements() override {
    return static_cast<int64_t>(shape.resultDims.size()) == q - 1;
  }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override;
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override;

private:
  SmallVector<Value> getIndexedDimSizes(OpBuilder &b);
  SmallVector<OpFoldResult> getSliceOffsets(OpBuilder &b, Location loc,
                                            ValueRange tuple,
                                            ArrayRef<Value> dimSizes);
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange tuple,
                                      ArrayRef<Value> dimSizes,
                                      IndexHandling handling);

  int64_t q, batchDims, k;
};
} // namespace

SmallVector<ShapeCheck> GatherNDStrategy::getIndexShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  addBatchDimChecks(b, loc, data, indices, batchDims, checks);
  checks.push_back({GATHER_CHECK_INDEX_DEPTH, q - 1,
                    tensor::getMixedSize(b, loc, indices, q - 1),
                    b.getIndexAttr(k)});
  return checks;
}

/// Sizes of the data dimensions that the index tuple components address.
SmallVector<Value> GatherNDStrategy::getIndexedDimSizes(OpBuilder &b) {
  SmallVector<Value> sizes;
  for (int64_t j = 0; j < k; ++j)
    sizes.push_back(getDimSize(b, loc, data, batchDims + j));
  return sizes;
}

GatherResult GatherNDStrategy::buildGather(OpBuilder &b, Value init,
                                           IndexHandling handling) {
  if (isStaticallyEmpty(shape, data, indices, init))
    return GatherResult::withoutIndices(b, loc, init, handling);
  SmallVector<Value> dimSizes = getIndexedDimSizes(b);
  if (!gathersElements()) {
    auto offsets = [&](OpBuilder &b, Location loc, ValueRange tuple) {
      return getSliceOffsets(b, loc, tuple, dimSizes);
    };
    SliceGatherSpec spec{data, q - 1, batchDims + k, offsets};
    return {buildSliceGather(b, loc, spec, init), Value()};
  }
  return buildElementLoops(b, loc, init, ElementOrder::rows(), handling,
                           [&](OpBuilder &b, Location loc, ValueRange tuple) {
                             return readElement(b, loc, tuple, dimSizes,
                                                handling);
                           });
}

/// The offsets of the slice that the tuple at `tuple` (its position among
/// the tuples) addresses: the batch position, then each normalised and
/// clamped component.
SmallVector<OpFoldResult>
GatherNDStrategy::getSliceOffsets(OpBuilder &b, Location loc, ValueRange tuple,
                                  ArrayRef<Value> dimSizes) {
  SmallVector<OpFoldResult> offsets(tuple.begin(), tuple.begin() + batchDims);
  for (int64_t j = 0; j < k; ++j) {
    SmallVector<Value> position(tuple);
    position.push_back(constantIndex(b, loc, j));
    Value index = tensor::ExtractOp::create(b, loc, indices, position);
    offsets.push_back(normalizeIndex(b, loc, castToIndex(b, loc, index),
                                     dimSizes[j], /*clamp=*/true));
  }
  return offsets;
}

/// The data element that the tuple at `tuple` addresses, and whether a
/// component was out of range (if checked).
std::pair<Value, Value> GatherNDStrategy::readElement(OpBuilder &b,
                                                      Location loc,
                                                      ValueRange tuple,
                                                      ArrayRef<Value> dimSizes,
                                                      IndexHandling handling) {
  SmallVector<Value> coordinates(tuple.begin(), tuple.begin() + batchDims);
  Value anyBad;
  for (int64_t j = 0; j < k; ++j) {
    SmallVector<Value> position(tuple);
    position.push_back(constantIndex(b, loc, j));
    Value index = tensor::ExtractOp::create(b, loc, indices, position);
    auto [coordinate, bad] =
        resolveIndex(b, loc, castToIndex(b, loc, index), dimSizes[j], handling);
    coordinates.push_back(coordinate);
    if (bad)
      anyBad = anyBad ? arith::OrIOp::create(b, loc, anyBad, bad) : bad;
  }
  return {tensor::ExtractOp::create(b, loc, data, coordinates), anyBad};
}

Value GatherNDStrategy::scanIndices(OpBuilder &b, IndexScan scan, bool clamp) {
  return scanTupleIndices(b, loc, data, indices, batchDims, k, scan, clamp);
}

SmallVector<Value> GatherNDStrategy::describeIndexAt(OpBuilder &b,
                                                     Value position) {
  return describeTupleIndex(b, loc, data, indices, batchDims, k, position);
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

namespace {
/// One loop per dimension; `indices` is read at the result position. Index
/// values address the axis, the first indexed dimension.
class GatherElementsStrategy final : public OpStrategy {
public:
  GatherElementsStrategy(IndexingOpInterface op, const GatherShape &shape)
      : OpStrategy(op, shape), rank(data.getType().getRank()),
        axis(shape.firstIndexedDim) {}

  SmallVector<ShapeCheck> getIndexShapeChecks(OpBuilder &b) override;
  bool gathersElements() override { return true; }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override;
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override;

private:
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange position, Value axisSize,
                                      IndexHandling handling);

  int64_t rank, axis;
};
} // namespace

SmallVector<ShapeCheck>
GatherElementsStrategy::getIndexShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis)
      checks.push_back({GATHER_CHECK_ELEMENTS_DIM, d,
                        tensor::getMixedSize(b, loc, indices, d),
                        tensor::getMixedSize(b, loc, data, d),
                        /*atMost=*/true});
  return checks;
}

GatherResult GatherElementsStrategy::buildGather(OpBuilder &b, Value init,
                                                 IndexHandling handling) {
  Value axisSize = getDimSize(b, loc, data, axis);
  ElementOrder order =
      axis == rank - 1
          ? ElementOrder::rows()
          : ElementOrder::columnBlocks(
                cast<RankedTensorType>(init.getType()).getElementType());
  return buildElementLoops(
      b, loc, init, order, handling,
      [&](OpBuilder &b, Location loc, ValueRange position) {
        return readElement(b, loc, position, axisSize, handling);
      });
}

/// The data element at `position` with the axis coordinate replaced by the
/// index there, and whether that index was out of range (if checked).
std::pair<Value, Value>
GatherElementsStrategy::readElement(OpBuilder &b, Location loc,
                                    ValueRange position, Value axisSize,
                                    IndexHandling handling) {
  Value index = tensor::ExtractOp::create(b, loc, indices, position);
  auto [coordinate, bad] =
      resolveIndex(b, loc, castToIndex(b, loc, index), axisSize, handling);
  SmallVector<Value> coordinates(position);
  coordinates[axis] = coordinate;
  return {tensor::ExtractOp::create(b, loc, data, coordinates), bad};
}

Value GatherElementsStrategy::scanIndices(OpBuilder &b, IndexScan scan,
                                          bool clamp) {
  return scanAxisIndices(b, loc, data, indices, axis, scan, clamp);
}

SmallVector<Value> GatherElementsStrategy::describeIndexAt(OpBuilder &b,
                                                           Value position) {
  return describeAxisIndex(b, loc, data, indices, axis, position);
}

//===----------------------------------------------------------------------===//
// gather
//===----------------------------------------------------------------------===//

namespace {
/// a = axis, b = batch_dims, q = rank(indices). The result's dimensions are
/// data's before the axis (the first b of them shared with indices), then
/// indices' after the batch dimensions, then data's after the axis: each
/// index value selects the slice of the dimensions after the axis, a row
/// copy, or a single element when the axis is the last.
class GatherAxisStrategy final : public OpStrategy {
public:
  GatherAxisStrategy(GatherOp op, const GatherShape &shape)
      : OpStrategy(op, shape), r(op.getData().getType().getRank()),
        q(op.getIndices().getType().getRank()), axis(op.getNormalizedAxis()),
        batchDims(op.getNormalizedBatchDims()) {}

  SmallVector<ShapeCheck> getIndexShapeChecks(OpBuilder &b) override;
  bool gathersElements() override { return axis == r - 1; }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override {
    return scanAxisIndices(b, loc, data, indices, axis, scan, clamp);
  }
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override {
    return describeAxisIndex(b, loc, data, indices, axis, position);
  }

private:
  SmallVector<Value> getIndexPosition(ValueRange resultPosition);
  GatherResult buildElementGather(OpBuilder &b, Value init,
                                  IndexHandling handling, Value axisSize);
  SmallVector<OpFoldResult> getSliceOffsets(OpBuilder &b, Location loc,
                                            ValueRange ivs, Value axisSize);
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange position, Value axisSize,
                                      IndexHandling handling);

  int64_t r, q, axis, batchDims;
};
} // namespace

SmallVector<ShapeCheck> GatherAxisStrategy::getIndexShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  addBatchDimChecks(b, loc, data, indices, batchDims, checks);
  return checks;
}

/// Where in `indices` the index value of a result position lies (or of the
/// position of the result's leading dimensions that a slice starts at): its
/// batch coordinates, then its coordinates after data's leading dimensions.
SmallVector<Value>
GatherAxisStrategy::getIndexPosition(ValueRange resultPosition) {
  SmallVector<Value> position(resultPosition.take_front(batchDims));
  llvm::append_range(position, resultPosition.slice(axis, q - batchDims));
  return position;
}

GatherResult GatherAxisStrategy::buildGather(OpBuilder &b, Value init,
                                             IndexHandling handling) {
  Value axisSize = getDimSize(b, loc, data, axis);
  if (gathersElements())
    return buildElementGather(b, init, handling, axisSize);
  if (isStaticallyEmpty(shape, data, indices, init))
    return GatherResult::withoutIndices(b, loc, init, handling);
  auto offsets = [&](OpBuilder &b, Location loc, ValueRange ivs) {
    return getSliceOffsets(b, loc, ivs, axisSize);
  };
  SliceGatherSpec spec{data, axis + q - batchDims, axis + 1, offsets};
  return {buildSliceGather(b, loc, spec, init), Value()};
}

/// The element loops, which check each index as they read it (an empty
/// result's indices are scanned by the lowering, buildCheckedElementGather).
GatherResult GatherAxisStrategy::buildElementGather(OpBuilder &b, Value init,
                                                    IndexHandling handling,
                                                    Value axisSize) {
  if (isStaticallyEmpty(shape, data, indices, init))
    return GatherResult::withoutIndices(b, loc, init, handling);
  return buildElementLoops(
      b, loc, init, ElementOrder::rows(), handling,
      [&](OpBuilder &b, Location loc, ValueRange position) {
        return readElement(b, loc, position, axisSize, handling);
      });
}

/// The offsets of the slice that the loop position `ivs` (of the result's
/// dimensions before data's trailing ones) moves: data's leading
/// coordinates, then the normalised and clamped index value.
SmallVector<OpFoldResult> GatherAxisStrategy::getSliceOffsets(OpBuilder &b,
                                                              Location loc,
                                                              ValueRange ivs,
                                                              Value axisSize) {
  SmallVector<OpFoldResult> offsets =
      getAsOpFoldResult(ValueRange(ivs.take_front(axis)));
  Value index =
      tensor::ExtractOp::create(b, loc, indices, getIndexPosition(ivs));
  offsets.push_back(normalizeIndex(b, loc, castToIndex(b, loc, index), axisSize,
                                   /*clamp=*/true));
  return offsets;
}

/// The data element of the result element at `position` (the axis is the
/// last dimension), and whether its index was out of range (if checked).
std::pair<Value, Value>
GatherAxisStrategy::readElement(OpBuilder &b, Location loc, ValueRange position,
                                Value axisSize, IndexHandling handling) {
  Value index =
      tensor::ExtractOp::create(b, loc, indices, getIndexPosition(position));
  auto [coordinate, bad] =
      resolveIndex(b, loc, castToIndex(b, loc, index), axisSize, handling);
  SmallVector<Value> coordinates(position.take_front(axis));
  coordinates.push_back(coordinate);
  return {tensor::ExtractOp::create(b, loc, data, coordinates), bad};
}

std::unique_ptr<GatherStrategy>
lowering::createGatherStrategy(IndexingOpInterface op,
                               const GatherShape &shape) {
  return TypeSwitch<Operation *, std::unique_ptr<GatherStrategy>>(op)
      .Case<GatherNDOp, ScatterNDOp>(
          [&](auto) { return std::make_unique<GatherNDStrategy>(op, shape); })
      .Case<GatherElementsOp, ScatterElementsOp>([&](auto) {
        return std::make_unique<GatherElementsStrategy>(op, shape);
      })
      .Case([&](GatherOp gather) {
        return std::make_unique<GatherAxisStrategy>(gather, shape);
      })
      .Case([&](GatherBlockQuantizedOp gather) {
        return createBlockQuantizedStrategy(gather);
      })
      .Default([](Operation *) { return nullptr; });
}

void lowering::reportFirstBadIndex(OpBuilder &b, Location loc,
                                   GatherStrategy &strategy,
                                   const FailureReporter &reporter,
                                   bool clamp) {
  Value position = strategy.scanIndices(b, IndexScan::FirstBadPosition, clamp);
  reporter.report(b, loc, GATHER_STATUS_INDEX_OUT_OF_BOUNDS,
                  strategy.describeIndexAt(b, position));
}
