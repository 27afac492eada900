//===- SliceGather.cpp - gathers that move whole slices -------------------===//
//
// When gather_nd's index tuples address slices (k < r - b), or gather's
// axis is not the last, each index (tuple) selects a slice that is
// contiguous in memory: an scf.forall over the result's leading dimensions
// reads, normalises and clamps the index values once per slice and moves
// the whole slice (extract_slice / parallel_insert_slice, which bufferize to
// one copy per slice).
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// Where one slice lies in `data` and where it goes in the result.
struct SliceMove {
  SmallVector<OpFoldResult> sourceOffsets, sourceSizes, sourceStrides;
  SmallVector<OpFoldResult> targetOffsets, targetSizes, targetStrides;
};
} // namespace

/// The slice move of the loop position `ivs`, whose slices have
/// `sliceSizes`.
static SliceMove getSliceMove(OpBuilder &b, Location loc,
                              const SliceGatherSpec &spec, ValueRange ivs,
                              ArrayRef<OpFoldResult> sliceSizes) {
  OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
  int64_t dataRank = cast<RankedTensorType>(spec.data.getType()).getRank();
  SliceMove move;
  move.sourceOffsets = spec.getSourceOffsets(b, loc, ivs);
  move.sourceOffsets.append(dataRank - spec.sourceUnitDims, zero);
  move.sourceSizes.assign(spec.sourceUnitDims, one);
  llvm::append_range(move.sourceSizes, sliceSizes);
  move.sourceStrides.assign(dataRank, one);
  move.targetOffsets = getAsOpFoldResult(ivs);
  move.targetOffsets.append(sliceSizes.size(), zero);
  move.targetSizes.assign(ivs.size(), one);
  llvm::append_range(move.targetSizes, sliceSizes);
  move.targetStrides.assign(ivs.size() + sliceSizes.size(), one);
  return move;
}

/// The type of one slice in a result of `resultType` whose first
/// `loopDims` dimensions are loop dimensions, with `unitDims` leading unit
/// dimensions: a tile of the result when they are the loop's dimensions (a
/// consumer fused into the loop reads it as one).
static RankedTensorType getSliceTileType(RankedTensorType resultType,
                                         int64_t loopDims, int64_t unitDims) {
  SmallVector<int64_t> shape(unitDims, 1);
  llvm::append_range(shape, resultType.getShape().drop_front(loopDims));
  return RankedTensorType::get(shape, resultType.getElementType());
}

/// The slice of `data` that `move` reads, typed `tileType` (see
/// getSliceTileType) with `unitDims` leading unit dimensions.
static Value extractSlice(OpBuilder &b, Location loc,
                          const SliceGatherSpec &spec, const SliceMove &move,
                          RankedTensorType tileType, int64_t unitDims) {
  // The slice has sourceUnitDims unit dimensions to drop or keep; an
  // expand_shape adds any more.
  int64_t addedDims = std::max<int64_t>(0, unitDims - spec.sourceUnitDims);
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
  int64_t loopDims = spec.loopDims;
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, init);
  ArrayRef<OpFoldResult> loopCounts = ArrayRef(sizes).take_front(loopDims);
  ArrayRef<OpFoldResult> sliceSizes = ArrayRef(sizes).drop_front(loopDims);

  if (loopDims == 0) {
    SliceMove move = getSliceMove(b, loc, spec, {}, sliceSizes);
    Value slice = extractSlice(b, loc, spec, move,
                               getSliceTileType(resultType, loopDims, 0), 0);
    return tensor::InsertSliceOp::create(b, loc, slice, init,
                                         move.targetOffsets, move.targetSizes,
                                         move.targetStrides);
  }
  RankedTensorType tileType = getSliceTileType(resultType, loopDims, loopDims);
  auto forall = scf::ForallOp::create(
      b, loc, loopCounts, init, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        SliceMove move =
            getSliceMove(b, loc, spec, args.drop_back(), sliceSizes);
        Value slice = extractSlice(b, loc, spec, move, tileType, loopDims);
        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(
            b, loc, slice, args.back(), move.targetOffsets, move.targetSizes,
            move.targetStrides);
      });
  return forall.getResult(0);
}
