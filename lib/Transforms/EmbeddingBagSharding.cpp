//===- EmbeddingBagSharding.cpp - embedding_bag under sharding -----------===//
//
// The iteration space that sharding sees in embedding_bag: a loop over bags
// and one over columns (parallel: the result's), one over weight's rows (a
// reduction, sum: a bag's row is the sum over the vocabulary of its ids'
// rows), and one over ids, which is never split. weight maps to (rows,
// columns); 1-D indices and per_sample_weights to (ids), 2-D ones to (bags,
// ids); offsets to (ids), so every process reads them whole.
//
// Partitions:
//   - columns split: each process pools its columns of every bag, the op on
//     its shards;
//   - bags split, 2-D ids: each process pools its rows of ids, the op on its
//     shards (a bad id's position is reported in the global ids);
//   - bags split, with offsets: each process pools its block of bags, the
//     tile of those bags (tileEmbeddingBag) over the whole ids and offsets;
//   - weight's rows split (mode sum only): the vocabulary-parallel lookup.
//     Each process maps the ids its block holds into it and every other id
//     (and the padding id) to a zero scratch row past its block, which the
//     local op skips as its padding_idx; it pools its partial sums and a
//     shard.all_reduce sums them. The partial sums round to weight's type
//     and add in MPI's order: the result is not the one-process result bit
//     for bit, as no vocabulary-parallel sum of floats is. Mean and max
//     would need the global count and the global first value: their rows
//     are not split (propagation reshards weight).
// Where the local ops cannot see every rule (offsets that do not start at
// 0, ids against the global rows), the whole op's checks stay in front, on
// this process's columns and the global rows (an unused op on a
// tensor.empty when rows are split), so every policy reports as on one
// process.
//
//===----------------------------------------------------------------------===//

#include "ShardingSupport.h"

#include "Gather/IR/GatherOps.h"
#include "Gather/IR/GatherTiling.h"
#include "Gather/Utils/SplatScalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::gather;

namespace {
/// The loops of the iteration space (see the file comment).
enum Loop : int64_t { BagLoop, ColumnLoop, RowLoop, IdLoop, NumLoops };
} // namespace

static SmallVector<AffineMap> getIndexingMaps(EmbeddingBagOp op) {
  MLIRContext *context = op.getContext();
  auto map = [&](ArrayRef<int64_t> loops) {
    SmallVector<AffineExpr> exprs;
    for (int64_t loop : loops)
      exprs.push_back(getAffineDimExpr(loop, context));
    return AffineMap::get(NumLoops, 0, exprs, context);
  };
  AffineMap ids = op.getOffsets() ? map({IdLoop}) : map({BagLoop, IdLoop});
  SmallVector<AffineMap> maps{map({RowLoop, ColumnLoop}), ids};
  if (op.getOffsets())
    maps.push_back(map({IdLoop}));
  if (op.getPerSampleWeights())
    maps.push_back(ids);
  maps.push_back(map({BagLoop, ColumnLoop}));
  return maps;
}

static bool isSplittable(EmbeddingBagOp op, int64_t loop) {
  if (loop == RowLoop)
    return op.getMode() == EmbeddingBagMode::Sum;
  return loop != IdLoop;
}

/// The whole op's checks on this process's operands, with weight's global
/// rows where they are split: an unused op, which lowers to its checks
/// alone.
static void emitGlobalChecks(ImplicitLocOpBuilder &b, EmbeddingBagOp op,
                             ArrayRef<Value> partitionedOperands,
                             const DimensionSplit &rows) {
  SmallVector<Value> operands(partitionedOperands);
  if (!rows.axes.empty()) {
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(b, b.getLoc(), operands.front());
    sizes[0] = getAsOpFoldResult(rows.size);
    operands.front() =
        tensor::EmptyOp::create(b, sizes, op.getType().getElementType());
  }
  auto anySize =
      RankedTensorType::get({ShapedType::kDynamic, ShapedType::kDynamic},
                            op.getType().getElementType());
  cloneAt(b, op, TypeRange{anySize}, operands);
}

/// Each id mapped into this process's block of rows, the others and the
/// padding id to the scratch row past it (see the file comment). Ids clamp
/// into the global rows first (the clamp policy's value; the checks in
/// front report them under the other policies); the padding id is compared
/// before the clamp, as the one-process lowering compares it.
static Value localizeIds(ImplicitLocOpBuilder &b, EmbeddingBagOp op, Value ids,
                         const DimensionSplit &rows) {
  auto type = cast<RankedTensorType>(ids.getType());
  int64_t rank = type.getRank();
  Value init = tensor::EmptyOp::create(
      b, tensor::getMixedSizes(b, b.getLoc(), ids), type.getElementType());
  std::optional<int64_t> padding = op.getPaddingIdx();
  auto generic = linalg::GenericOp::create(
      b, TypeRange{type}, ValueRange{ids}, ValueRange{init},
      SmallVector<AffineMap>(2, b.getMultiDimIdentityMap(rank)),
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value zero = arith::ConstantIndexOp::create(nb, loc, 0);
        Value one = arith::ConstantIndexOp::create(nb, loc, 1);
        Value last = arith::SubIOp::create(nb, loc, rows.size, one);
        Value id =
            arith::IndexCastOp::create(nb, loc, nb.getIndexType(), args[0]);
        Value global = arith::MaxSIOp::create(
            nb, loc, arith::MinSIOp::create(nb, loc, id, last), zero);
        Value local = arith::SubIOp::create(nb, loc, global, rows.offset);
        // One unsigned comparison also rejects the blocks before this one.
        Value held = arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::ult,
                                           local, rows.rows);
        if (padding) {
          Value row = arith::ConstantIndexOp::create(nb, loc, *padding);
          if (*padding < 0)
            row = arith::AddIOp::create(nb, loc, row, rows.size);
          held = arith::AndIOp::create(
              nb, loc, held,
              arith::CmpIOp::create(nb, loc, arith::CmpIPredicate::ne, id,
                                    row));
        }
        Value chosen = arith::SelectOp::create(nb, loc, held, local, rows.rows);
        linalg::YieldOp::create(
            nb, loc,
            arith::IndexCastOp::create(nb, loc, type.getElementType(), chosen)
                .getResult());
      });
  return generic.getResult(0);
}

/// The local op of the vocabulary-parallel lookup: weight with a zero
/// scratch row, localized ids, the scratch row (the last) as the padding id.
static EmbeddingBagOp buildRowsLocalOp(ImplicitLocOpBuilder &b,
                                       EmbeddingBagOp op,
                                       ArrayRef<Value> partitionedOperands,
                                       const DimensionSplit &rows,
                                       Type resultType) {
  SmallVector<Value> operands(partitionedOperands);
  Value weight = operands.front();
  SmallVector<OpFoldResult> low(2, b.getIndexAttr(0)), high(low);
  high[0] = b.getIndexAttr(1);
  operands.front() = tensor::PadOp::create(
      b, Type(), weight, low, high,
      buildZero(b, b.getLoc(), op.getType().getElementType()));
  operands[1] = localizeIds(b, op, operands[1], rows);
  auto local =
      cast<EmbeddingBagOp>(cloneAt(b, op, TypeRange{resultType}, operands));
  local.setPaddingIdxAttr(b.getI64IntegerAttr(-1));
  return local;
}

/// This process's block of the bags that offsets delimit: the tile of
/// `whole` (the op on this process's operands, every bag) at its bags.
static FailureOr<Value> tileBags(ImplicitLocOpBuilder &b, EmbeddingBagOp whole,
                                 ArrayRef<shard::GridAxis> axes,
                                 RankedTensorType localType,
                                 shard::GridOp grid) {
  FailureOr<SmallVector<OpFoldResult>> sizes = whole.getOperandGivenSizes(b);
  if (failed(sizes))
    return failure();
  auto [parts, process] = getProcessGroup(b, axes, grid);
  OpFoldResult bags = b.getIndexAttr(localType.getDimSize(0));
  if (localType.isDynamicDim(0))
    bags = getAsOpFoldResult(b.createOrFold<arith::DivSIOp>(
        getValueOrCreateConstantIndexOp(b, b.getLoc(), (*sizes)[0]), parts));
  Value first = b.createOrFold<arith::MulIOp>(
      process, getValueOrCreateConstantIndexOp(b, b.getLoc(), bags));
  FailureOr<TilingResult> tile = tileEmbeddingBag(
      b, whole, {first, b.getIndexAttr(0)}, {bags, (*sizes)[1]});
  if (failed(tile))
    return failure();
  return b.createOrFold<tensor::CastOp>(localType, tile->tiledValues.front());
}

/// The partition where the local op is not the op on its shards (see the
/// file comment): the whole op's checks, the local op of the vocabulary
/// split or the op on this process's operands, the tile of this process's
/// bags, and the sum of the partial results.
static FailureOr<Value> partitionLocally(ImplicitLocOpBuilder &b,
                                         EmbeddingBagOp op,
                                         ArrayRef<Value> partitionedOperands,
                                         const shard::ShardingArray &loopAxes,
                                         RankedTensorType localType,
                                         shard::GridOp grid) {
  DimensionSplit rows =
      getDimensionSplit(b, loopAxes[RowLoop], partitionedOperands[0], 0, grid);
  bool tiled = !loopAxes[BagLoop].empty() && op.getOffsets();
  if (!op.cannotFail())
    emitGlobalChecks(b, op, partitionedOperands, rows);
  auto anySize = RankedTensorType::get(
      {ShapedType::kDynamic, ShapedType::kDynamic}, localType.getElementType());
  Type wholeType = tiled ? anySize : localType;
  auto whole =
      rows.axes.empty()
          ? cast<EmbeddingBagOp>(
                cloneAt(b, op, TypeRange{wholeType}, partitionedOperands))
          : buildRowsLocalOp(b, op, partitionedOperands, rows, wholeType);
  Value local = whole.getResult();
  if (tiled) {
    FailureOr<Value> block =
        tileBags(b, whole, loopAxes[BagLoop], localType, grid);
    whole.erase();
    if (failed(block))
      return failure();
    local = *block;
  }
  if (rows.axes.empty())
    return local;
  return shard::AllReduceOp::create(b, local, grid.getSymName(), rows.axes,
                                    shard::ReductionKind::Sum)
      .getResult();
}

namespace {
/// shard::ShardingInterface for embedding_bag.
struct EmbeddingBagShardingModel
    : shard::ShardingInterface::ExternalModel<EmbeddingBagShardingModel,
                                              EmbeddingBagOp> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *) const {
    SmallVector<utils::IteratorType> types(NumLoops,
                                           utils::IteratorType::parallel);
    types[RowLoop] = utils::IteratorType::reduction;
    return types;
  }

  SmallVector<shard::ReductionKind>
  getReductionLoopIteratorKinds(Operation *) const {
    return {shard::ReductionKind::Sum};
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    return ::getIndexingMaps(cast<EmbeddingBagOp>(op));
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    return getShardingOptionOfSplittable(
        op, operandShardings, resultShardings, [&](int64_t loop) {
          return isSplittable(cast<EmbeddingBagOp>(op), loop);
        });
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    auto bag = cast<EmbeddingBagOp>(op);
    shard::Sharding resultSharding = resultShardings.front();
    shard::GridOp grid = getResultGrid(op, resultSharding, symbolTable);
    if (!grid)
      return op->emitOpError("cannot be partitioned: no grid for its result");
    FailureOr<shard::ShardingArray> loopAxes = getLoopAxesOfSplittable(
        op, ::getIndexingMaps(bag), operandShardings, resultShardings, grid,
        [&](int64_t loop) { return isSplittable(bag, loop); });
    if (failed(loopAxes))
      return failure();
    loopAxes->resize(NumLoops);
    Location loc = locateLocalOps(op->getLoc(), bag.getIndices().getType(),
                                  operandShardings[1], grid);
    bool onShards = (*loopAxes)[RowLoop].empty() &&
                    ((*loopAxes)[BagLoop].empty() || !bag.getOffsets());
    if (onShards) {
      shard::partitionTriviallyShardableOperation(
          *op, partitionedOperands, operandShardings, resultShardings,
          partitionMap, symbolTable, builder);
      partitionMap.lookup(op->getResult(0)).getDefiningOp()->setLoc(loc);
      return success();
    }
    ImplicitLocOpBuilder b(loc, builder);
    auto localType = cast<RankedTensorType>(
        shard::shardType(bag.getType(), grid, resultSharding));
    FailureOr<Value> local = partitionLocally(b, bag, partitionedOperands,
                                              *loopAxes, localType, grid);
    if (failed(local))
      return op->emitOpError("cannot be partitioned: its bags cannot be "
                             "tiled");
    partitionMap.map(op->getResult(0), *local);
    return success();
  }
};
} // namespace

void mlir::gather::attachEmbeddingBagShardingModel(MLIRContext &context) {
  EmbeddingBagOp::attachInterface<EmbeddingBagShardingModel>(context);
}
