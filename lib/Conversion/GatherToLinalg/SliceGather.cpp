//===- SliceGather.cpp - gather_nd's that move whole slices ---------------===//
//
// When gather_nd's index tuples address slices (k < r - b), each tuple's
// slice is contiguous in memory: an scf.forall over the tuples reads,
// normalises and clamps each tuple once and moves its whole slice
// (extract_slice / parallel_insert_slice, which bufferize to one copy per
// slice).
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// Where one tuple's slice lies in `data` and where it goes in the result.
struct SliceMove {
  SmallVector<OpFoldResult> sourceOffsets, sourceSizes, sourceStrides;
  SmallVector<OpFoldResult> targetOffsets, targetSizes, targetStrides;
};
} // namespace

/// The offsets of the slice that the tuple at `tuple` (its position among
/// the tuples) addresses: the batch position, then each normalised and
/// clamped component, then zeros.
static SmallVector<OpFoldResult> getSourceOffsets(OpBuilder &b, Location loc,
                                                  const SliceGatherSpec &spec,
                                                  ValueRange tuple) {
  SmallVector<OpFoldResult> offsets(tuple.begin(),
                                    tuple.begin() + spec.batchDims);
  for (int64_t j = 0; j < spec.indexDepth; ++j) {
    SmallVector<Value> position(tuple);
    position.push_back(constantIndex(b, loc, j));
    Value index = tensor::ExtractOp::create(b, loc, spec.indices, position);
    offsets.push_back(normalizeIndex(b, loc, castToIndex(b, loc, index),
                                     spec.dimSizes[j], /*clamp=*/true));
  }
  int64_t dataRank = cast<RankedTensorType>(spec.data.getType()).getRank();
  offsets.append(dataRank - spec.batchDims - spec.indexDepth,
                 b.getIndexAttr(0));
  return offsets;
}

/// The slice move of the tuple at `tuple`, whose slices have `sliceSizes`.
static SliceMove getSliceMove(OpBuilder &b, Location loc,
                              const SliceGatherSpec &spec, ValueRange tuple,
                              ArrayRef<OpFoldResult> sliceSizes) {
  OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
  int64_t dataRank = cast<RankedTensorType>(spec.data.getType()).getRank();
  SliceMove move;
  move.sourceOffsets = getSourceOffsets(b, loc, spec, tuple);
  move.sourceSizes.assign(spec.batchDims + spec.indexDepth, one);
  llvm::append_range(move.sourceSizes, sliceSizes);
  move.sourceStrides.assign(dataRank, one);
  move.targetOffsets = getAsOpFoldResult(tuple);
  move.targetOffsets.append(sliceSizes.size(), zero);
  move.targetSizes.assign(tuple.size(), one);
  llvm::append_range(move.targetSizes, sliceSizes);
  move.targetStrides.assign(tuple.size() + sliceSizes.size(), one);
  return move;
}

/// The type of one tuple's slice in a result of `resultType` whose first
/// `tupleDims` dimensions are tuple dimensions, with `unitDims` leading unit
/// dimensions: a tile of the result when they are the tuple's dimensions (a
/// consumer fused into the loop reads it as one).
static RankedTensorType getSliceTileType(RankedTensorType resultType,
                                         int64_t tupleDims, int64_t unitDims) {
  SmallVector<int64_t> shape(unitDims, 1);
  llvm::append_range(shape, resultType.getShape().drop_front(tupleDims));
  return RankedTensorType::get(shape, resultType.getElementType());
}

/// The slice of `data` that `move` reads, typed `tileType` (see
/// getSliceTileType) with `unitDims` leading unit dimensions.
static Value extractSlice(OpBuilder &b, Location loc,
                          const SliceGatherSpec &spec, const SliceMove &move,
                          RankedTensorType tileType, int64_t unitDims) {
  // The slice has batchDims + indexDepth unit dimensions to drop or keep;
  // an expand_shape adds any more.
  int64_t addedDims =
      std::max<int64_t>(0, unitDims - spec.batchDims - spec.indexDepth);
  auto sliceType = RankedTensorType::get(
      tileType.getShape().drop_front(addedDims), tileType.getElementType());
  Value slice = tensor::ExtractSliceOp::create(
      b, loc, sliceType, spec.data, move.sourceOffsets, move.sourceSizes,
      move.sourceStrides);
  if (addedDims == 0)
    return slice;
  SmallVector<ReassociationIndices> groups(1);
  for (int64_t d = 0; d <= addedDims; ++d)
    groups[0].push_back(d);
  for (int64_t d = addedDims + 1; d < tileType.getRank(); ++d)
    groups.push_back({d});
  return tensor::ExpandShapeOp::create(b, loc, tileType, slice, groups,
                                       move.targetSizes);
}

Value lowering::buildSliceGather(OpBuilder &b, Location loc,
                                 const SliceGatherSpec &spec, Value init) {
  auto resultType = cast<RankedTensorType>(init.getType());
  int64_t tupleDims =
      cast<RankedTensorType>(spec.indices.getType()).getRank() - 1;
  SmallVector<OpFoldResult> tupleCounts, sliceSizes;
  for (int64_t d = 0; d < tupleDims; ++d)
    tupleCounts.push_back(tensor::getMixedSize(b, loc, spec.indices, d));
  for (int64_t d = tupleDims; d < resultType.getRank(); ++d)
    sliceSizes.push_back(tensor::getMixedSize(b, loc, init, d));

  if (tupleDims == 0) {
    SliceMove move = getSliceMove(b, loc, spec, {}, sliceSizes);
    Value slice = extractSlice(b, loc, spec, move,
                               getSliceTileType(resultType, tupleDims, 0), 0);
    return tensor::InsertSliceOp::create(b, loc, slice, init,
                                         move.targetOffsets, move.targetSizes,
                                         move.targetStrides);
  }
  RankedTensorType tileType =
      getSliceTileType(resultType, tupleDims, tupleDims);
  auto forall = scf::ForallOp::create(
      b, loc, tupleCounts, init, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        SliceMove move =
            getSliceMove(b, loc, spec, args.drop_back(), sliceSizes);
        Value slice = extractSlice(b, loc, spec, move, tileType, tupleDims);
        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(
            b, loc, slice, args.back(), move.targetOffsets, move.targetSizes,
            move.targetStrides);
      });
  return forall.getResult(0);
}
