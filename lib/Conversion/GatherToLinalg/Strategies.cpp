//===- Strategies.cpp - what lowering differs in between the gather ops ---===//

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

/// The size of dimension `dim` of `value` as an index value.
static Value getDimSize(OpBuilder &b, Location loc, Value value, int64_t dim) {
  return getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, value, dim));
}

//===----------------------------------------------------------------------===//
// gather_nd
//===----------------------------------------------------------------------===//

namespace {
/// q = rank(indices), b = batch_dims, k = index depth. The result's first
/// q - 1 dimensions enumerate the index tuples; the rest are the slice
/// dimensions data.shape[b+k:].
class GatherNDStrategy final : public GatherStrategy {
public:
  GatherNDStrategy(GatherNDOp op, const GatherShape &shape)
      : op(op), shape(shape), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()), q(op.getIndices().getType().getRank()),
        batchDims(static_cast<int64_t>(op.getBatchDims())),
        k(shape.indexDepth) {}

  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b) override;
  /// Each index tuple addresses a single element when k = r - b.
  bool gathersElements() override { return op.getType().getRank() == q - 1; }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override;
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override;

private:
  SmallVector<Value> getIndexedDimSizes(OpBuilder &b);
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange tuple,
                                      ArrayRef<Value> dimSizes,
                                      IndexHandling handling);
  Value scanCandidate(OpBuilder &b, Location loc, ValueRange components,
                      IndexScan scan, ArrayRef<Value> dimSizes, Value depth,
                      bool clamp);

  GatherNDOp op;
  const GatherShape &shape;
  Location loc;
  TypedValue<RankedTensorType> data, indices;
  int64_t q, batchDims, k;
};
} // namespace

SmallVector<ShapeCheck> GatherNDStrategy::getShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  for (int64_t d = 0; d < batchDims; ++d)
    checks.push_back({GATHER_CHECK_BATCH_DIM, d,
                      tensor::getMixedSize(b, loc, indices, d),
                      tensor::getMixedSize(b, loc, data, d)});
  checks.push_back({GATHER_CHECK_INDEX_DEPTH, q - 1,
                    tensor::getMixedSize(b, loc, indices, q - 1),
                    b.getIndexAttr(k)});
  addResultDimChecks(b, loc, op, shape, checks);
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
  // Nothing to gather; slices of a statically empty dimension would not
  // even verify. (The operands may know a size the result type leaves
  // dynamic.)
  SmallVector<int64_t> inferred = shape.getStaticShape(
      data.getType().getShape(), indices.getType().getShape());
  if (llvm::is_contained(cast<RankedTensorType>(init.getType()).getShape(),
                         0) ||
      llvm::is_contained(inferred, 0))
    return GatherResult::withoutIndices(b, loc, init, handling);
  SmallVector<Value> dimSizes = getIndexedDimSizes(b);
  if (!gathersElements()) {
    SliceGatherSpec spec{data, indices, batchDims, k, dimSizes};
    return {buildSliceGather(b, loc, spec, init), Value()};
  }
  return buildElementLoops(b, loc, init, ElementOrder::rows(), handling,
                           [&](OpBuilder &b, Location loc, ValueRange tuple) {
                             return readElement(b, loc, tuple, dimSizes,
                                                handling);
                           });
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

/// One loop over the tuples of a (tuples x k) view of the indices: a flat,
/// vectorisable scan whose loop index is the tuple's row-major number.
Value GatherNDStrategy::scanIndices(OpBuilder &b, IndexScan scan, bool clamp) {
  Value tuples = collapseLeadingDims(b, loc, indices, q - 1);
  int64_t tupleDims = std::min<int64_t>(q - 1, 1);
  SmallVector<Value> dimSizes = getIndexedDimSizes(b);
  Value depth = constantIndex(b, loc, k);
  // Component j of each tuple, one input per j.
  SmallVector<AffineMap> componentMaps;
  for (int64_t j = 0; j < k; ++j) {
    SmallVector<AffineExpr> results;
    for (int64_t d = 0; d < tupleDims; ++d)
      results.push_back(b.getAffineDimExpr(d));
    results.push_back(b.getAffineConstantExpr(j));
    componentMaps.push_back(
        AffineMap::get(tupleDims, 0, results, b.getContext()));
  }
  SmallVector<Value> inputs(k, tuples);
  return buildIndexScan(b, loc, scan, inputs, componentMaps, tupleDims,
                        [&](OpBuilder &b, Location loc, ValueRange components) {
                          return scanCandidate(b, loc, components, scan,
                                               dimSizes, depth, clamp);
                        });
}

/// Whether a tuple is bad (AnyBad), or the position of its first bad
/// component (FirstBadPosition).
Value GatherNDStrategy::scanCandidate(OpBuilder &b, Location loc,
                                      ValueRange components, IndexScan scan,
                                      ArrayRef<Value> dimSizes, Value depth,
                                      bool clamp) {
  SmallVector<Value> bad;
  for (int64_t j = 0; j < k; ++j)
    bad.push_back(cannotAddress(b, loc, castToIndex(b, loc, components[j]),
                                dimSizes[j], clamp));
  if (scan == IndexScan::AnyBad) {
    Value anyBad = bad[0];
    for (int64_t j = 1; j < k; ++j)
      anyBad = arith::OrIOp::create(b, loc, anyBad, bad[j]);
    return anyBad;
  }
  bool flat = q > 1;
  Value tuple = flat ? Value(linalg::IndexOp::create(b, loc, 0))
                     : constantIndex(b, loc, 0);
  Value first = arith::MulIOp::create(b, loc, tuple, depth);
  Value best = constantIndex(b, loc, kNoPosition);
  // Components in reverse, so the lowest bad position wins.
  for (int64_t j = k - 1; j >= 0; --j) {
    Value position =
        arith::AddIOp::create(b, loc, first, constantIndex(b, loc, j));
    best = arith::SelectOp::create(b, loc, bad[j], position, best);
  }
  return best;
}

SmallVector<Value> GatherNDStrategy::describeIndexAt(OpBuilder &b,
                                                     Value position) {
  SmallVector<Value> basis = getDimSizes(b, loc, indices);
  basis.back() = constantIndex(b, loc, k);
  ValueRange coordinates = delinearizePosition(b, loc, position, basis);
  Value component = coordinates[q - 1];
  Value dataDim = arith::AddIOp::create(b, loc, component,
                                        constantIndex(b, loc, batchDims));
  Value dimSize = tensor::DimOp::create(b, loc, data, dataDim);
  return describeIndex(b, loc, indices, coordinates, dataDim, dimSize,
                       position);
}

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

namespace {
/// One loop per dimension; `indices` is read at the result position.
class GatherElementsStrategy final : public GatherStrategy {
public:
  GatherElementsStrategy(GatherElementsOp op, const GatherShape &shape)
      : op(op), shape(shape), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()), rank(op.getData().getType().getRank()),
        axis(op.getNormalizedAxis()) {}

  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b) override;
  bool gathersElements() override { return true; }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override;
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override;

private:
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange position, Value axisSize,
                                      IndexHandling handling);

  GatherElementsOp op;
  const GatherShape &shape;
  Location loc;
  TypedValue<RankedTensorType> data, indices;
  int64_t rank, axis;
};
} // namespace

SmallVector<ShapeCheck> GatherElementsStrategy::getShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  for (int64_t d = 0; d < rank; ++d)
    if (d != axis)
      checks.push_back({GATHER_CHECK_ELEMENTS_DIM, d,
                        tensor::getMixedSize(b, loc, indices, d),
                        tensor::getMixedSize(b, loc, data, d),
                        /*atMost=*/true});
  addResultDimChecks(b, loc, op, shape, checks);
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

/// One loop over a flat view: vectorisable, and its loop index is the
/// row-major position.
Value GatherElementsStrategy::scanIndices(OpBuilder &b, IndexScan scan,
                                          bool clamp) {
  Value flat = collapseLeadingDims(b, loc, indices, rank);
  Value axisSize = getDimSize(b, loc, data, axis);
  return buildIndexScan(
      b, loc, scan, flat, b.getMultiDimIdentityMap(1), 1,
      [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
        Value bad = cannotAddress(b, loc, castToIndex(b, loc, args[0]),
                                  axisSize, clamp);
        if (scan == IndexScan::AnyBad)
          return bad;
        return arith::SelectOp::create(b, loc, bad,
                                       linalg::IndexOp::create(b, loc, 0),
                                       constantIndex(b, loc, kNoPosition));
      });
}

SmallVector<Value> GatherElementsStrategy::describeIndexAt(OpBuilder &b,
                                                           Value position) {
  ValueRange coordinates =
      delinearizePosition(b, loc, position, getDimSizes(b, loc, indices));
  Value dataDim = constantIndex(b, loc, axis);
  Value dimSize = getDimSize(b, loc, data, axis);
  return describeIndex(b, loc, indices, coordinates, dataDim, dimSize,
                       position);
}

std::unique_ptr<GatherStrategy>
lowering::createGatherStrategy(GatherOpInterface op, const GatherShape &shape) {
  return TypeSwitch<Operation *, std::unique_ptr<GatherStrategy>>(op)
      .Case([&](GatherNDOp nd) {
        return std::make_unique<GatherNDStrategy>(nd, shape);
      })
      .Case([&](GatherElementsOp elements) {
        return std::make_unique<GatherElementsStrategy>(elements, shape);
      })
      .Default([](Operation *) { return nullptr; });
}
