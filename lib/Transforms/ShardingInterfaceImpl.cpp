//===- ShardingInterfaceImpl.cpp - gathers and scatters under sharding ----===//
//
// One model serves every gather and scatter op, read off its shape relation
// (GatherShape; a scatter's is that of its inverse gather, whose result has
// the shape of `updates`). The iteration space that sharding sees:
//   - a parallel loop per result dimension (a scatter's `updates`
//     dimension). A data dimension shared with indices (a batch dimension;
//     the elements ops' non-axis dimensions) or copied whole into the result
//     (a passthrough dimension) maps to the loop of the result dimension it
//     becomes;
//   - a loop per indexed data dimension. For a gather it is a reduction
//     (sum): a result element is the sum over that dimension of
//     onehot(index) * data, so splitting the dimension is the
//     vocabulary-parallel lookup. For a scatter it is parallel: data and the
//     result share it;
//   - for gather_nd and scatter_nd, a parallel loop over the index tuple
//     (indices' last dimension), which no result dimension has. It is never
//     split.
//
// Partitions. With parallel loops split, each process runs the same op on
// its shards: index values address whole dimensions, so the checks are the
// global ones. With an indexed dimension split, the whole op's checks stay in
// front, on the global sizes (the op on an unused tensor.empty of data's
// global shape, which lowers to its checks alone), so every policy reports
// as on one process; then
//   - a gather clamps each global index into the global range, keeps the
//     indices its block holds (shifted into its shard), gathers, zeroes the
//     rest and combines the bit patterns over the split grid axes with a
//     shard.all_reduce bitwise or (exactly one process gives each value, so
//     it arrives bit for bit);
//   - a scatter needs no communication: each process applies, in order, the
//     updates that land in its block and sends the others to a scratch row
//     past its block (the policy is the lowering's, so out-of-range local
//     indices are not an option), which it slices off. An update out of the
//     global range lands in no block, as the clamp policy's skip demands.
//
// Splits the partitions cannot honour (the index tuple, the elements ops'
// shared dimensions of different sizes, a scatter's update batch, whose
// duplicates processes would apply out of order) are left out of the
// sharding option, so propagation reshards the operands; partition refuses
// them, and uneven or haloed shardings, with a diagnostic.
//
//===----------------------------------------------------------------------===//

#include "Gather/Transforms/ShardingInterfaceImpl.h"
#include "ShardingSupport.h"

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherIndexValues.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/Utils/ElementBits.h"
#include "Gather/Utils/SplatScalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Shard/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

using namespace mlir;
using namespace mlir::gather;

namespace {
/// The loops that the sharding interface sees for one gather or scatter op
/// (see the file comment): result loops, then indexed loops, then the tuple
/// loop.
struct ShardingLoops {
  GatherShape shape;
  RankedTensorType dataType, indicesType;
  /// The element type of the values a gather moves between processes (its
  /// result's).
  Type valueType;
  bool isScatter;
  int64_t indicesRank;
  /// Operands after data and indices that are laid out over data's
  /// dimensions (gather_block_quantized's scales and zero points).
  int64_t numDataShapedOperands;

  int64_t numResultLoops() const { return shape.resultDims.size(); }
  int64_t getIndexedLoop(int64_t component) const {
    return numResultLoops() + component;
  }
  int64_t getTupleLoop() const { return getIndexedLoop(shape.indexDepth); }
  bool hasTupleLoop() const {
    return !getResultDim(ShapeSource::Indices, indicesRank - 1);
  }
  int64_t numLoops() const { return getTupleLoop() + hasTupleLoop(); }
  bool isIndexedLoop(int64_t loop) const {
    return loop >= getIndexedLoop(0) && loop < getTupleLoop();
  }
  bool isIndexedDim(int64_t dataDim) const {
    return dataDim >= shape.firstIndexedDim &&
           dataDim < shape.firstIndexedDim + shape.indexDepth;
  }

  /// The result dimension that dimension `dim` of `source` becomes.
  std::optional<int64_t> getResultDim(ShapeSource source, int64_t dim) const {
    for (auto [resultDim, origin] : llvm::enumerate(shape.resultDims))
      if (origin.source == source && origin.dim == dim)
        return resultDim;
    return std::nullopt;
  }
  int64_t getLoopOfIndicesDim(int64_t dim) const {
    return getResultDim(ShapeSource::Indices, dim).value_or(getTupleLoop());
  }
  int64_t getLoopOfDataDim(int64_t dim) const {
    if (isIndexedDim(dim))
      return getIndexedLoop(dim - shape.firstIndexedDim);
    if (llvm::is_contained(shape.sharedDims, dim))
      return getLoopOfIndicesDim(dim);
    return *getResultDim(ShapeSource::Data, dim);
  }
};

/// How one component of the index tuple is split: that of its data
/// dimension.
using IndexedSplit = DimensionSplit;
} // namespace

static FailureOr<ShardingLoops> getShardingLoops(Operation *op) {
  auto indexing = cast<IndexingOpInterface>(op);
  FailureOr<GatherShape> shape = indexing.getIndexingShape();
  if (failed(shape))
    return failure();
  RankedTensorType indicesType = indexing.getIndices().getType();
  bool isScatter = isa<ScatterOpInterface>(op);
  return ShardingLoops{*shape,
                       indexing.getData().getType(),
                       indicesType,
                       getElementTypeOrSelf(op->getResult(0).getType()),
                       isScatter,
                       indicesType.getRank(),
                       isScatter ? 0 : int64_t(op->getNumOperands()) - 2};
}

/// The maps of data, indices, (a scatter's updates,) and the result.
static SmallVector<AffineMap> getIndexingMaps(const ShardingLoops &loops,
                                              MLIRContext *context) {
  auto mapOf = [&](int64_t rank, function_ref<int64_t(int64_t)> loopOf) {
    SmallVector<AffineExpr> results;
    for (int64_t dim = 0; dim < rank; ++dim)
      results.push_back(getAffineDimExpr(loopOf(dim), context));
    return AffineMap::get(loops.numLoops(), 0, results, context);
  };
  AffineMap dataMap = mapOf(loops.dataType.getRank(), [&](int64_t dim) {
    return loops.getLoopOfDataDim(dim);
  });
  AffineMap indicesMap = mapOf(loops.indicesRank, [&](int64_t dim) {
    return loops.getLoopOfIndicesDim(dim);
  });
  AffineMap resultLoopsMap =
      mapOf(loops.numResultLoops(), [](int64_t dim) { return dim; });
  if (loops.isScatter)
    return {dataMap, indicesMap, resultLoopsMap, dataMap};
  SmallVector<AffineMap> maps = {dataMap, indicesMap};
  maps.append(loops.numDataShapedOperands, dataMap);
  maps.push_back(resultLoopsMap);
  return maps;
}

/// Whether a partition exists for `loop` split over grid axes.
static bool isSplittable(const ShardingLoops &loops, Operation *op,
                         int64_t loop) {
  if (loops.hasTupleLoop() && loop == loops.getTupleLoop())
    return false;
  // Shards of a blocked dimension would cut blocks.
  if (loops.shape.blockedDim &&
      loop == loops.getLoopOfDataDim(*loops.shape.blockedDim))
    return false;
  // A gather's partition moves values as integer bits (ElementBits.h).
  if (loops.isIndexedLoop(loop))
    return loops.isScatter || getElementBits(loops.valueType).has_value();
  ResultDim origin = loops.shape.resultDims[loop];
  if (origin.source != ShapeSource::Indices)
    return true;
  // A scatter's update batch: processes would apply duplicates out of order.
  if (!llvm::is_contained(loops.shape.sharedDims, origin.dim))
    return !loops.isScatter;
  // The elements ops' indices may be shorter than data on a shared
  // dimension: split evenly, their blocks would not line up.
  if (!isa<GatherElementsOp, ScatterElementsOp>(op))
    return true;
  int64_t dataSize = loops.dataType.getDimSize(origin.dim);
  return !ShapedType::isDynamic(dataSize) &&
         dataSize == loops.indicesType.getDimSize(origin.dim);
}

/// Upstream's choice from the annotations, without the splits that no
/// partition honours: operands and results are resharded instead.
static FailureOr<shard::ShardingOption>
getSupportedShardingOption(Operation *op,
                           ArrayRef<shard::Sharding> operandShardings,
                           ArrayRef<shard::Sharding> resultShardings) {
  FailureOr<ShardingLoops> loops = getShardingLoops(op);
  if (failed(loops))
    return shard::detail::defaultGetShardingOption(op, operandShardings,
                                                   resultShardings);
  return getShardingOptionOfSplittable(
      op, operandShardings, resultShardings,
      [&](int64_t loop) { return isSplittable(*loops, op, loop); });
}

/// The grid axes each loop is split over (getLoopAxesOfSplittable).
static FailureOr<shard::ShardingArray>
getLoopAxes(Operation *op, const ShardingLoops &loops,
            ArrayRef<shard::Sharding> operandShardings,
            ArrayRef<shard::Sharding> resultShardings, shard::GridOp grid) {
  return getLoopAxesOfSplittable(
      op, getIndexingMaps(loops, op->getContext()), operandShardings,
      resultShardings, grid,
      [&](int64_t loop) { return isSplittable(loops, op, loop); });
}

/// The split of each index tuple component, with its sizes and this
/// process's offset.
static SmallVector<IndexedSplit>
getIndexedSplits(ImplicitLocOpBuilder &b, const ShardingLoops &loops,
                 const shard::ShardingArray &loopAxes, Value localData,
                 shard::GridOp grid) {
  SmallVector<IndexedSplit> splits;
  for (int64_t component = 0; component < loops.shape.indexDepth; ++component)
    splits.push_back(getDimensionSplit(
        b, loopAxes[loops.getIndexedLoop(component)], localData,
        loops.shape.firstIndexedDim + component, grid));
  return splits;
}

/// The whole op's checks, on the global sizes: the op on unused
/// tensor.empty ops of the global shapes of data and of the operands laid
/// out over it, with the same indices (and updates), whose result nothing
/// reads (the lowering keeps its checks alone).
static void emitGlobalChecks(ImplicitLocOpBuilder &b, Operation *op,
                             const ShardingLoops &loops,
                             ArrayRef<Value> partitionedOperands,
                             ArrayRef<IndexedSplit> splits) {
  SmallVector<Value> operands(partitionedOperands);
  auto globalEmpty = [&](Value local) -> Value {
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(b, b.getLoc(), local);
    for (auto [component, split] : llvm::enumerate(splits))
      if (!split.axes.empty())
        sizes[loops.shape.firstIndexedDim + component] =
            getAsOpFoldResult(split.size);
    return tensor::EmptyOp::create(
        b, sizes, cast<RankedTensorType>(local.getType()).getElementType());
  };
  operands.front() = globalEmpty(operands.front());
  for (Value &operand : MutableArrayRef(operands).drop_front(2).take_front(
           loops.numDataShapedOperands))
    operand = globalEmpty(operand);
  auto globalType = cast<RankedTensorType>(operands.front().getType());
  Type resultType = globalType;
  if (!loops.isScatter)
    resultType = RankedTensorType::get(
        loops.shape.getStaticShape(
            globalType.getShape(),
            cast<RankedTensorType>(operands[1].getType()).getShape()),
        loops.valueType);
  cloneAt(b, op, TypeRange{resultType}, operands);
}

/// Where a process's op points an index value that another block holds.
enum class Elsewhere {
  /// A gather reads row 0 of its block (and zeroes what it read).
  FirstRow,
  /// A scatter writes into the scratch row past its block (sliced off).
  ScratchRow,
};

/// The global index `raw` (index-typed) of one split component shifted into
/// this process's block: the local index (`elsewhere` where the block does
/// not hold it) and whether it holds it. A gather clamps the global index
/// into the global range first (the clamp policy's value; the checks in
/// front report it under the other policies); a scatter does not, so that
/// an update out of the global range lands in no block (skipped).
static std::pair<Value, Value> localizeIndex(OpBuilder &b, Location loc,
                                             Value raw,
                                             const IndexedSplit &split,
                                             Elsewhere elsewhere) {
  bool isGather = elsewhere == Elsewhere::FirstRow;
  Value global = normalizeIndex(b, loc, raw, split.size, /*clamp=*/isGather);
  Value local = arith::SubIOp::create(b, loc, global, split.offset);
  // One unsigned comparison also rejects the blocks before this one.
  Value held = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult, local,
                                     split.rows);
  Value other = isGather ? arith::ConstantIndexOp::create(b, loc, 0).getResult()
                         : split.rows;
  return {arith::SelectOp::create(b, loc, held, local, other), held};
}

/// Indices into this process's shards (index-typed) and, for a gather (which
/// masks what it read), per index value whether this process holds what it
/// addresses. Components whose data dimension is whole pass through
/// unchanged, so the local op checks them.
static std::pair<Value, Value> localizeIndices(ImplicitLocOpBuilder &b,
                                               Value indices,
                                               ArrayRef<IndexedSplit> splits,
                                               Elsewhere elsewhere) {
  auto indicesType = cast<RankedTensorType>(indices.getType());
  int64_t rank = indicesType.getRank();
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(b, b.getLoc(), indices);
  bool withHeld = elsewhere == Elsewhere::FirstRow;
  SmallVector<Value> inits{tensor::EmptyOp::create(b, sizes, b.getIndexType())};
  if (withHeld)
    inits.push_back(tensor::EmptyOp::create(b, sizes, b.getI1Type()));
  SmallVector<AffineMap> maps(inits.size() + 1, b.getMultiDimIdentityMap(rank));
  SmallVector<utils::IteratorType> parallel(rank,
                                            utils::IteratorType::parallel);
  bool tuples = splits.size() > 1;
  auto generic = linalg::GenericOp::create(
      b, TypeRange(ValueRange(inits)), ValueRange{indices}, inits, maps,
      parallel, [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value raw = castToIndex(nb, loc, args[0]);
        Value local = raw;
        Value held = arith::ConstantIntOp::create(nb, loc, 1, 1);
        Value component =
            tuples ? linalg::IndexOp::create(nb, loc, rank - 1) : Value();
        for (auto [position, split] : llvm::enumerate(splits)) {
          if (split.axes.empty())
            continue;
          auto [splitLocal, splitHeld] =
              localizeIndex(nb, loc, raw, split, elsewhere);
          if (!tuples) {
            std::tie(local, held) = std::tie(splitLocal, splitHeld);
            continue;
          }
          Value isThis = arith::CmpIOp::create(
              nb, loc, arith::CmpIPredicate::eq, component,
              arith::ConstantIndexOp::create(nb, loc, position));
          local = arith::SelectOp::create(nb, loc, isThis, splitLocal, local);
          held = arith::SelectOp::create(nb, loc, isThis, splitHeld, held);
        }
        linalg::YieldOp::create(
            nb, loc, withHeld ? ValueRange{local, held} : ValueRange{local});
      });
  return {generic.getResult(0), withHeld ? generic.getResult(1) : Value()};
}

/// The bit patterns of `gathered` (in mapToBits' layout), zero wherever this
/// process does not hold what a split component addresses (`held`, per index
/// value).
static Value keepHeldBits(ImplicitLocOpBuilder &b, const ShardingLoops &loops,
                          Value gathered, Value held,
                          ArrayRef<IndexedSplit> splits) {
  auto valueType = cast<RankedTensorType>(gathered.getType());
  ElementBits bits = *getElementBits(valueType.getElementType());
  // One loop per result dimension, and one over the words where there are
  // two (mapToBits' layout).
  int64_t rank = valueType.getRank(), numLoops = rank + (bits.words > 1);
  SmallVector<OpFoldResult> sizes =
      tensor::getMixedSizes(b, b.getLoc(), gathered);
  if (bits.words > 1)
    sizes.push_back(b.getIndexAttr(bits.words));
  SmallVector<Value> inputs{gathered};
  SmallVector<AffineMap> maps{
      getLeadingDimsMap(numLoops, rank, b.getContext())};
  for (auto [component, split] : llvm::enumerate(splits)) {
    if (split.axes.empty())
      continue;
    SmallVector<AffineExpr> exprs;
    for (int64_t dim = 0; dim < loops.indicesRank; ++dim) {
      std::optional<int64_t> resultDim =
          loops.getResultDim(ShapeSource::Indices, dim);
      exprs.push_back(resultDim ? b.getAffineDimExpr(*resultDim)
                                : b.getAffineConstantExpr(component));
    }
    inputs.push_back(held);
    maps.push_back(AffineMap::get(numLoops, 0, exprs, b.getContext()));
  }
  maps.push_back(b.getMultiDimIdentityMap(numLoops));
  Value init = tensor::EmptyOp::create(b, sizes, bits.word);
  auto zero = cast<TypedAttr>(b.getZeroAttr(bits.word));
  auto generic = linalg::GenericOp::create(
      b, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      SmallVector<utils::IteratorType>(numLoops, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value all = args[1];
        for (Value flag : args.slice(2, inputs.size() - 2))
          all = arith::AndIOp::create(nb, loc, all, flag);
        Value word = bits.words > 1
                         ? Value(linalg::IndexOp::create(nb, loc, rank))
                         : Value();
        Value valueBits = toBits(nb, loc, args[0], bits, word);
        Value zeroBits = arith::ConstantOp::create(nb, loc, zero);
        linalg::YieldOp::create(
            nb, loc,
            arith::SelectOp::create(nb, loc, all, valueBits, zeroBits)
                .getResult());
      });
  return generic.getResult(0);
}

/// The vocabulary-parallel gather (see the file comment) after the checks.
static Value partitionGatherIndexedSplit(ImplicitLocOpBuilder &b, Operation *op,
                                         const ShardingLoops &loops,
                                         ArrayRef<Value> partitionedOperands,
                                         ArrayRef<IndexedSplit> splits,
                                         Type localResultType,
                                         shard::GridOp grid) {
  SmallVector<Value> operands(partitionedOperands);
  auto [localIndices, held] =
      localizeIndices(b, operands[1], splits, Elsewhere::FirstRow);
  operands[1] = localIndices;
  Operation *gathered = cloneAt(b, op, TypeRange{localResultType}, operands);
  Value kept = keepHeldBits(b, loops, gathered->getResult(0), held, splits);
  SmallVector<shard::GridAxis> reductionAxes;
  for (const IndexedSplit &split : splits)
    llvm::append_range(reductionAxes, split.axes);
  // Exactly one process holds each value, the others give zero bits: a
  // bitwise or of the bit patterns is the value, bit for bit (a float sum
  // would quiet signalling NaNs).
  Value combined =
      shard::AllReduceOp::create(b, kept, grid.getSymName(), reductionAxes,
                                 shard::ReductionKind::BitwiseOr);
  return mapFromBits(b, b.getLoc(), combined,
                     cast<RankedTensorType>(gathered->getResult(0).getType())
                         .getElementType());
}

/// `data` with one zero row more at the end of every split indexed
/// dimension, the scratch row of a scatter's updates that other blocks hold.
static Value addScratchRows(ImplicitLocOpBuilder &b, Value data,
                            const ShardingLoops &loops,
                            ArrayRef<IndexedSplit> splits) {
  auto type = cast<RankedTensorType>(data.getType());
  SmallVector<OpFoldResult> low(type.getRank(), b.getIndexAttr(0));
  SmallVector<OpFoldResult> high(low);
  for (auto [component, split] : llvm::enumerate(splits))
    if (!split.axes.empty())
      high[loops.shape.firstIndexedDim + component] = b.getIndexAttr(1);
  Value zero = buildZero(b, b.getLoc(), type.getElementType());
  return tensor::PadOp::create(b, Type(), data, low, high, zero);
}

/// The scatter into this process's block (see the file comment) after the
/// checks.
static Value partitionScatterIndexedSplit(ImplicitLocOpBuilder &b,
                                          Operation *op,
                                          const ShardingLoops &loops,
                                          ArrayRef<Value> partitionedOperands,
                                          ArrayRef<IndexedSplit> splits) {
  Value data = partitionedOperands[0];
  Value localIndices =
      localizeIndices(b, partitionedOperands[1], splits, Elsewhere::ScratchRow)
          .first;
  Value padded = addScratchRows(b, data, loops, splits);
  Operation *scattered =
      cloneAt(b, op, TypeRange{padded.getType()},
              ValueRange{padded, localIndices, partitionedOperands[2]});
  int64_t rank = loops.dataType.getRank();
  return tensor::ExtractSliceOp::create(
      b, scattered->getResult(0),
      SmallVector<OpFoldResult>(rank, b.getIndexAttr(0)),
      tensor::getMixedSizes(b, b.getLoc(), data),
      SmallVector<OpFoldResult>(rank, b.getIndexAttr(1)));
}

/// The partition with an indexed dimension split (see the file comment), at
/// `loc`: the whole op's checks, then the gather's or the scatter's own.
static void partitionIndexedSplit(Operation *op, Location loc,
                                  const ShardingLoops &loops,
                                  const shard::ShardingArray &loopAxes,
                                  ArrayRef<Value> partitionedOperands,
                                  Type localResultType, shard::GridOp grid,
                                  IRMapping &partitionMap, OpBuilder &builder) {
  ImplicitLocOpBuilder b(loc, builder);
  SmallVector<IndexedSplit> splits =
      getIndexedSplits(b, loops, loopAxes, partitionedOperands[0], grid);
  if (!cast<IndexingOpInterface>(op).cannotFail())
    emitGlobalChecks(b, op, loops, partitionedOperands, splits);
  Value local =
      loops.isScatter
          ? partitionScatterIndexedSplit(b, op, loops, partitionedOperands,
                                         splits)
          : partitionGatherIndexedSplit(b, op, loops, partitionedOperands,
                                        splits, localResultType, grid);
  partitionMap.map(op->getResult(0), local);
}

namespace {
/// shard::ShardingInterface for a gather or scatter op.
template <typename OpTy>
struct IndexingShardingModel
    : shard::ShardingInterface::ExternalModel<IndexingShardingModel<OpTy>,
                                              OpTy> {
  SmallVector<utils::IteratorType> getLoopIteratorTypes(Operation *op) const {
    FailureOr<ShardingLoops> loops = getShardingLoops(op);
    if (failed(loops))
      return {};
    SmallVector<utils::IteratorType> types(loops->numLoops(),
                                           utils::IteratorType::parallel);
    if (loops->isScatter)
      return types;
    for (int64_t c = 0; c < loops->shape.indexDepth; ++c)
      types[loops->getIndexedLoop(c)] = utils::IteratorType::reduction;
    return types;
  }

  SmallVector<shard::ReductionKind>
  getReductionLoopIteratorKinds(Operation *op) const {
    FailureOr<ShardingLoops> loops = getShardingLoops(op);
    if (failed(loops) || loops->isScatter)
      return {};
    return SmallVector<shard::ReductionKind>(loops->shape.indexDepth,
                                             shard::ReductionKind::Sum);
  }

  SmallVector<AffineMap> getIndexingMaps(Operation *op) const {
    FailureOr<ShardingLoops> loops = getShardingLoops(op);
    if (failed(loops))
      return {};
    return ::getIndexingMaps(*loops, op->getContext());
  }

  FailureOr<shard::ShardingOption>
  getShardingOption(Operation *op, ArrayRef<shard::Sharding> operandShardings,
                    ArrayRef<shard::Sharding> resultShardings) const {
    return getSupportedShardingOption(op, operandShardings, resultShardings);
  }

  LogicalResult partition(Operation *op, ArrayRef<Value> partitionedOperands,
                          ArrayRef<shard::Sharding> operandShardings,
                          ArrayRef<shard::Sharding> resultShardings,
                          IRMapping &partitionMap,
                          SymbolTableCollection &symbolTable,
                          OpBuilder &builder) const {
    FailureOr<ShardingLoops> loops = getShardingLoops(op);
    shard::Sharding resultSharding = resultShardings.front();
    shard::GridOp grid = getResultGrid(op, resultSharding, symbolTable);
    if (failed(loops) || !grid)
      return op->emitOpError("cannot be partitioned: no grid for its result");
    FailureOr<shard::ShardingArray> loopAxes =
        getLoopAxes(op, *loops, operandShardings, resultShardings, grid);
    if (failed(loopAxes))
      return failure();
    bool indexedSplit = llvm::any_of(
        llvm::seq(loops->shape.indexDepth), [&](int64_t component) {
          return !(*loopAxes)[loops->getIndexedLoop(component)].empty();
        });
    Location loc = locateLocalOps(op->getLoc(), loops->indicesType,
                                  operandShardings[1], grid);
    if (!indexedSplit) {
      shard::partitionTriviallyShardableOperation(
          *op, partitionedOperands, operandShardings, resultShardings,
          partitionMap, symbolTable, builder);
      partitionMap.lookup(op->getResult(0)).getDefiningOp()->setLoc(loc);
      return success();
    }
    Type localResultType =
        shard::shardType(op->getResult(0).getType(), grid, resultSharding);
    partitionIndexedSplit(op, loc, *loops, *loopAxes, partitionedOperands,
                          localResultType, grid, partitionMap, builder);
    return success();
  }
};

template <typename... OpTys> void attachShardingModels(MLIRContext &context) {
  (OpTys::template attachInterface<IndexingShardingModel<OpTys>>(context), ...);
}
} // namespace

void mlir::gather::registerShardingInterfaceExternalModels(
    DialectRegistry &registry) {
  registry.addExtension(+[](MLIRContext *context, GatherDialect *) {
    attachShardingModels<GatherNDOp, GatherElementsOp, GatherOp,
                         GatherBlockQuantizedOp, ScatterNDOp,
                         ScatterElementsOp>(*context);
    attachEmbeddingBagShardingModel(*context);
    context->loadDialect<arith::ArithDialect, complex::ComplexDialect,
                         linalg::LinalgDialect, shard::ShardDialect,
                         tensor::TensorDialect>();
  });
}
