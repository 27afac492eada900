//===- ShardingSupport.cpp - what the sharding models share --------------===//
//
// The steps of a sharding model that do not depend on the op's semantics:
// reading the loop splits off the annotations, keeping unsupported splits out
// of the sharding option, and locating per-process ops.
//
//===----------------------------------------------------------------------===//

#include "ShardingSupport.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterfaceImpl.h"
#include "mlir/Dialect/Shard/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"

using namespace mlir;
using namespace mlir::gather;

FailureOr<shard::ShardingOption> mlir::gather::getShardingOptionOfSplittable(
    Operation *op, ArrayRef<shard::Sharding> operandShardings,
    ArrayRef<shard::Sharding> resultShardings,
    function_ref<bool(int64_t)> isSplittable) {
  FailureOr<shard::ShardingOption> option =
      shard::detail::defaultGetShardingOption(op, operandShardings,
                                              resultShardings);
  if (failed(option) || option->empty)
    return option;
  for (auto [loop, axes] : llvm::enumerate(option->shardingArray))
    if (!isSplittable(loop))
      axes.clear();
  shard::removeTrailingEmptySubArray(option->shardingArray);
  return option;
}

/// Checks one operand's or the result's sharding and records the grid axes
/// of the loops its dimensions map to; fails with a diagnostic where the
/// sharding disagrees with another or has no partition.
static LogicalResult recordLoopAxes(
    Operation *op, RankedTensorType type, AffineMap map,
    shard::Sharding sharding, shard::GridOp grid,
    function_ref<bool(int64_t)> isSplittable,
    SmallVectorImpl<std::optional<SmallVector<shard::GridAxis>>> &loopAxes) {
  if (!sharding)
    sharding = shard::Sharding(FlatSymbolRefAttr::get(grid.getSymNameAttr()));
  if (sharding.getGrid() != grid.getSymName())
    return op->emitOpError("operands and result are sharded on different "
                           "grids");
  if (hasHalosOrShardOffsets(sharding))
    return op->emitOpError("cannot be partitioned with halo sizes or "
                           "sharded_dims_offsets: split dimensions evenly");
  ArrayRef<shard::GridAxesAttr> split = sharding.getSplitAxes();
  for (int64_t dim = 0; dim < type.getRank(); ++dim) {
    ArrayRef<shard::GridAxis> axes;
    if (dim < int64_t(split.size()))
      axes = split[dim].asArrayRef();
    int64_t loop = map.getDimPosition(dim);
    std::optional<SmallVector<shard::GridAxis>> &known = loopAxes[loop];
    if (known && !llvm::equal(*known, axes))
      return op->emitOpError("operand and result shardings disagree on how "
                             "dimension ")
             << dim << " of a " << type << " is split";
    known = llvm::to_vector(axes);
    if (axes.empty())
      continue;
    if (!isSplittable(loop))
      return op->emitOpError("cannot be partitioned with dimension ")
             << dim << " of a " << type
             << " split (see docs/Distributed.md): reshard it first";
    int64_t size = type.getDimSize(dim);
    int64_t parts = shard::collectiveProcessGroupSize(axes, grid);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(parts) &&
        size % parts != 0)
      return op->emitOpError("dimension ")
             << dim << " of a " << type << " (size " << size
             << ") does not split evenly into " << parts << " parts";
  }
  return success();
}

FailureOr<shard::ShardingArray> mlir::gather::getLoopAxesOfSplittable(
    Operation *op, ArrayRef<AffineMap> maps,
    ArrayRef<shard::Sharding> operandShardings,
    ArrayRef<shard::Sharding> resultShardings, shard::GridOp grid,
    function_ref<bool(int64_t)> isSplittable) {
  SmallVector<std::optional<SmallVector<shard::GridAxis>>> loopAxes(
      maps.front().getNumDims());
  SmallVector<Type> types(op->getOperandTypes());
  types.push_back(op->getResult(0).getType());
  SmallVector<shard::Sharding, 3> shardings(operandShardings);
  llvm::append_range(shardings, resultShardings);
  for (auto [type, map, sharding] : llvm::zip_equal(types, maps, shardings))
    if (failed(recordLoopAxes(op, cast<RankedTensorType>(type), map, sharding,
                              grid, isSplittable, loopAxes)))
      return failure();
  shard::ShardingArray result;
  llvm::SmallDenseSet<shard::GridAxis> used;
  for (std::optional<SmallVector<shard::GridAxis>> &axes : loopAxes) {
    result.push_back(axes.value_or(SmallVector<shard::GridAxis>()));
    for (shard::GridAxis axis : result.back())
      if (!used.insert(axis).second)
        return op->emitOpError("grid axis ")
               << axis
               << " splits two different dimensions of the op's iteration "
                  "space";
  }
  return result;
}

std::pair<Value, Value>
mlir::gather::getProcessGroup(ImplicitLocOpBuilder &b,
                              ArrayRef<shard::GridAxis> axes,
                              shard::GridOp grid) {
  int64_t staticParts = shard::collectiveProcessGroupSize(axes, grid);
  Value parts =
      ShapedType::isDynamic(staticParts)
          ? shard::createCollectiveProcessGroupSize(grid, axes, b)
          : arith::ConstantIndexOp::create(b, staticParts).getResult();
  return {parts, shard::createProcessLinearIndex(grid.getSymName(), axes, b)};
}

DimensionSplit mlir::gather::getDimensionSplit(ImplicitLocOpBuilder &b,
                                               ArrayRef<shard::GridAxis> axes,
                                               Value local, int64_t dim,
                                               shard::GridOp grid) {
  DimensionSplit split{llvm::to_vector(axes), {}, {}, {}};
  if (axes.empty())
    return split;
  split.rows = b.createOrFold<tensor::DimOp>(local, dim);
  auto [parts, process] = getProcessGroup(b, axes, grid);
  split.offset = b.createOrFold<arith::MulIOp>(process, split.rows);
  split.size = b.createOrFold<arith::MulIOp>(parts, split.rows);
  return split;
}

shard::GridOp mlir::gather::getResultGrid(Operation *op,
                                          const shard::Sharding &resultSharding,
                                          SymbolTableCollection &symbolTable) {
  if (!resultSharding)
    return nullptr;
  return shard::getGridOrNull(op, resultSharding.getGridAttr(), symbolTable);
}

Operation *mlir::gather::cloneAt(ImplicitLocOpBuilder &b, Operation *op,
                                 TypeRange resultTypes, ValueRange operands) {
  Operation *clone = mlir::clone(b, op, resultTypes, operands);
  clone->setLoc(b.getLoc());
  return clone;
}

Location mlir::gather::locateLocalOps(Location loc,
                                      RankedTensorType indicesType,
                                      const shard::Sharding &indicesSharding,
                                      shard::GridOp grid) {
  TensorSplit split = getTensorSplit(indicesSharding, indicesType.getRank());
  bool isSplit =
      llvm::any_of(split, [](ArrayRef<int16_t> axes) { return !axes.empty(); });
  if (!isSplit || !indicesType.hasStaticShape() ||
      ShapedType::isDynamicShape(grid.getShape()))
    return loc;
  return locateIndicesBlock(loc, {SmallVector<int64_t, 2>(grid.getShape()),
                                  SmallVector<int64_t>(indicesType.getShape()),
                                  split});
}
