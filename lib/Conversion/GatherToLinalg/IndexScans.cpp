//===- IndexScans.cpp - scans over gathers' and scatters' index values ---===//
//
// A scan checks every index value at once (a vectorisable linalg
// reduction), for policies that must know before anything moves whether
// all are in range, and finds the first bad one for the report. Gathers and
// scatters share them: a scatter's indices obey its inverse gather's rule.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

Value lowering::getDimSize(OpBuilder &b, Location loc, Value value,
                           int64_t dim) {
  return getValueOrCreateConstantIndexOp(
      b, loc, tensor::getMixedSize(b, loc, value, dim));
}

bool lowering::hasNoIndexValue(OpBuilder &b, Location loc, Value indices) {
  return llvm::any_of(tensor::getMixedSizes(b, loc, indices), isZeroInteger);
}

//===----------------------------------------------------------------------===//
// Values along one axis (gather_elements, gather, scatter_elements)
//===----------------------------------------------------------------------===//

/// One loop over a flat view of `indices`, vectorisable, whose loop index
/// is the row-major position.
Value lowering::scanAxisIndices(OpBuilder &b, Location loc, Value data,
                                Value indices, int64_t axis, IndexScan scan,
                                bool clamp) {
  Value axisSize = getDimSize(b, loc, data, axis);
  int64_t rank = cast<RankedTensorType>(indices.getType()).getRank();
  Value flat = collapseLeadingDims(b, loc, indices, rank);
  unsigned loops = std::min<int64_t>(rank, 1);
  AffineMap map =
      loops ? b.getMultiDimIdentityMap(1) : AffineMap::get(b.getContext());
  return buildIndexScan(
      b, loc, scan, flat, map, loops,
      [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
        Value bad = cannotAddress(b, loc, castToIndex(b, loc, args[0]),
                                  axisSize, clamp);
        if (scan == IndexScan::AnyBad)
          return bad;
        Value position = loops ? Value(linalg::IndexOp::create(b, loc, 0))
                               : constantIndex(b, loc, 0);
        return arith::SelectOp::create(b, loc, bad, position,
                                       constantIndex(b, loc, kNoPosition));
      });
}

SmallVector<Value> lowering::describeAxisIndex(OpBuilder &b, Location loc,
                                               Value data, Value indices,
                                               int64_t axis, Value position) {
  SmallVector<Value> basis = getDimSizes(b, loc, indices);
  ValueRange coordinates = basis.empty()
                               ? ValueRange()
                               : delinearizePosition(b, loc, position, basis);
  return describeIndex(b, loc, indices, coordinates,
                       constantIndex(b, loc, axis),
                       getDimSize(b, loc, data, axis), position);
}

//===----------------------------------------------------------------------===//
// Index tuples (gather_nd, scatter_nd)
//===----------------------------------------------------------------------===//

/// Whether a tuple is bad (AnyBad), or the position of its first bad
/// component (FirstBadPosition); `flat` when the tuples are a loop.
static Value scanTupleCandidate(OpBuilder &b, Location loc,
                                ValueRange components, IndexScan scan,
                                ArrayRef<Value> dimSizes, bool flat,
                                bool clamp) {
  int64_t k = components.size();
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
  Value tuple = flat ? Value(linalg::IndexOp::create(b, loc, 0))
                     : constantIndex(b, loc, 0);
  Value first = arith::MulIOp::create(b, loc, tuple, constantIndex(b, loc, k));
  Value best = constantIndex(b, loc, kNoPosition);
  // Components in reverse, so the lowest bad position wins.
  for (int64_t j = k - 1; j >= 0; --j) {
    Value position =
        arith::AddIOp::create(b, loc, first, constantIndex(b, loc, j));
    best = arith::SelectOp::create(b, loc, bad[j], position, best);
  }
  return best;
}

/// One loop over the tuples of a (tuples x k) view of the indices: a flat,
/// vectorisable scan whose loop index is the tuple's row-major number.
Value lowering::scanTupleIndices(OpBuilder &b, Location loc, Value data,
                                 Value indices, int64_t firstIndexedDim,
                                 int64_t k, IndexScan scan, bool clamp) {
  int64_t q = cast<RankedTensorType>(indices.getType()).getRank();
  Value tuples = collapseLeadingDims(b, loc, indices, q - 1);
  int64_t tupleDims = std::min<int64_t>(q - 1, 1);
  SmallVector<Value> dimSizes;
  for (int64_t j = 0; j < k; ++j)
    dimSizes.push_back(getDimSize(b, loc, data, firstIndexedDim + j));
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
                          return scanTupleCandidate(b, loc, components, scan,
                                                    dimSizes, q > 1, clamp);
                        });
}

SmallVector<Value> lowering::describeTupleIndex(OpBuilder &b, Location loc,
                                                Value data, Value indices,
                                                int64_t firstIndexedDim,
                                                int64_t k, Value position) {
  SmallVector<Value> basis = getDimSizes(b, loc, indices);
  basis.back() = constantIndex(b, loc, k);
  ValueRange coordinates = delinearizePosition(b, loc, position, basis);
  Value component = coordinates.back();
  Value dataDim = arith::AddIOp::create(b, loc, component,
                                        constantIndex(b, loc, firstIndexedDim));
  Value dimSize = tensor::DimOp::create(b, loc, data, dataDim);
  return describeIndex(b, loc, indices, coordinates, dataDim, dimSize,
                       position);
}
