//===- GatherDistribution.cpp - the gather.distribution attribute ---------===//

#include "Gather/IR/GatherDistribution.h"
#include "Gather/IR/GatherDialect.h"

#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/MathExtras.h"

#include <string>

using namespace mlir;
using namespace mlir::gather;

static constexpr StringLiteral kGridKey = "grid";
static constexpr StringLiteral kArgumentsKey = "arguments";
static constexpr StringLiteral kResultsKey = "results";
static constexpr StringLiteral kIndicesBlockKey = "gather.indices_block";
static constexpr StringLiteral kShapeKey = "shape";
static constexpr StringLiteral kSplitKey = "split";

int64_t Distribution::getProcessCount() const {
  int64_t count = 1;
  for (int64_t size : gridShape)
    count *= size;
  return count;
}

int64_t Distribution::getParts(const TensorSplit &split, size_t dim) const {
  int64_t parts = 1;
  if (dim < split.size())
    for (int16_t axis : split[dim])
      parts *= gridShape[axis];
  return parts;
}

Type Distribution::getLocalType(Type type, const TensorSplit &split) const {
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return type;
  SmallVector<int64_t> shape(tensor.getShape());
  for (auto [dim, size] : llvm::enumerate(shape))
    if (!ShapedType::isDynamic(size))
      size /= getParts(split, dim);
  return tensor.clone(shape);
}

FailureOr<TensorBlock> Distribution::getBlock(ArrayRef<int64_t> globalShape,
                                              const TensorSplit &split,
                                              int64_t rank,
                                              std::string &message) const {
  // The row-major multi-index of `rank` on the grid.
  SmallVector<int64_t> position(gridShape.size());
  for (int64_t axis = gridShape.size() - 1, rest = rank; axis >= 0; --axis) {
    position[axis] = rest % gridShape[axis];
    rest /= gridShape[axis];
  }
  TensorBlock block{SmallVector<int64_t>(globalShape.size(), 0),
                    SmallVector<int64_t>(globalShape)};
  if (split.size() > globalShape.size()) {
    message = "its sharding splits " + std::to_string(split.size()) +
              " dimensions, but it has rank " +
              std::to_string(globalShape.size());
    return failure();
  }
  for (auto [dim, axes] : llvm::enumerate(split)) {
    int64_t parts = getParts(split, dim), index = 0;
    for (int16_t axis : axes)
      index = index * gridShape[axis] + position[axis];
    if (globalShape[dim] % parts != 0) {
      message = "dimension " + std::to_string(dim) + " (size " +
                std::to_string(globalShape[dim]) +
                ") does not split evenly into " + std::to_string(parts) +
                " blocks";
      return failure();
    }
    block.sizes[dim] = globalShape[dim] / parts;
    block.offsets[dim] = index * block.sizes[dim];
  }
  return block;
}

static ArrayAttr getSplitsAttr(MLIRContext *context,
                               ArrayRef<TensorSplit> splits) {
  SmallVector<Attribute> tensors;
  for (const TensorSplit &split : splits) {
    SmallVector<Attribute> dims;
    for (const SmallVector<int16_t> &axes : split)
      dims.push_back(DenseI16ArrayAttr::get(context, axes));
    tensors.push_back(ArrayAttr::get(context, dims));
  }
  return ArrayAttr::get(context, tensors);
}

/// The splits in `value`, if it is an array of arrays of i16 arrays.
static std::optional<std::vector<TensorSplit>> parseSplits(Attribute value) {
  auto tensors = dyn_cast_if_present<ArrayAttr>(value);
  if (!tensors)
    return std::nullopt;
  std::vector<TensorSplit> splits;
  for (Attribute tensor : tensors) {
    auto dims = dyn_cast<ArrayAttr>(tensor);
    if (!dims)
      return std::nullopt;
    TensorSplit &split = splits.emplace_back();
    for (Attribute dim : dims) {
      auto axes = dyn_cast<DenseI16ArrayAttr>(dim);
      if (!axes)
        return std::nullopt;
      split.push_back(llvm::to_vector(axes.asArrayRef()));
    }
  }
  return splits;
}

static std::optional<Distribution> parseDistribution(Attribute value) {
  auto dictionary = dyn_cast_if_present<DictionaryAttr>(value);
  if (!dictionary || dictionary.size() != 3)
    return std::nullopt;
  auto grid = dyn_cast_if_present<DenseI64ArrayAttr>(dictionary.get(kGridKey));
  std::optional<std::vector<TensorSplit>> arguments =
      parseSplits(dictionary.get(kArgumentsKey));
  std::optional<std::vector<TensorSplit>> results =
      parseSplits(dictionary.get(kResultsKey));
  if (!grid || !arguments || !results)
    return std::nullopt;
  return Distribution{SmallVector<int64_t, 2>(grid.asArrayRef()),
                      std::move(*arguments), std::move(*results)};
}

//===----------------------------------------------------------------------===//
// The distribution attribute
//===----------------------------------------------------------------------===//

bool mlir::gather::isSharded(Operation *op) {
  return op
      ->walk([](Operation *inner) {
        return isa<shard::ShardDialect>(inner->getDialect())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

std::optional<Distribution> mlir::gather::getDistribution(Operation *function) {
  return parseDistribution(
      function->getAttr(GatherDialect::kDistributionAttrName));
}

void mlir::gather::setDistribution(Operation *function,
                                   const Distribution &distribution) {
  MLIRContext *context = function->getContext();
  NamedAttribute entries[] = {
      {StringAttr::get(context, kArgumentsKey),
       getSplitsAttr(context, distribution.arguments)},
      {StringAttr::get(context, kGridKey),
       DenseI64ArrayAttr::get(context, distribution.gridShape)},
      {StringAttr::get(context, kResultsKey),
       getSplitsAttr(context, distribution.results)}};
  function->setAttr(GatherDialect::kDistributionAttrName,
                    DictionaryAttr::get(context, entries));
}

/// Whether every axis of `splits` is a grid axis, used once per tensor.
static bool hasValidAxes(ArrayRef<TensorSplit> splits, size_t gridRank) {
  return llvm::all_of(splits, [&](const TensorSplit &split) {
    llvm::SmallDenseSet<int16_t> seen;
    return llvm::all_of(split, [&](ArrayRef<int16_t> axes) {
      return llvm::all_of(axes, [&](int16_t axis) {
        return axis >= 0 && size_t(axis) < gridRank && seen.insert(axis).second;
      });
    });
  });
}

LogicalResult mlir::gather::verifyDistributionAttr(Operation *op,
                                                   Attribute value) {
  std::optional<Distribution> distribution = parseDistribution(value);
  bool valid =
      isa<FunctionOpInterface>(op) && distribution &&
      llvm::all_of(distribution->gridShape,
                   [](int64_t size) { return size > 0; }) &&
      hasValidAxes(distribution->arguments, distribution->gridShape.size()) &&
      hasValidAxes(distribution->results, distribution->gridShape.size());
  if (valid)
    return success();
  return op->emitOpError("'")
         << GatherDialect::kDistributionAttrName
         << "' must be a dictionary {grid = array<i64: ...> of positive "
            "sizes, arguments = [...], results = [...]} on a function, with "
            "per tensor and dimension an array<i16: ...> of distinct grid "
            "axes";
}

//===----------------------------------------------------------------------===//
// Indices blocks
//===----------------------------------------------------------------------===//

std::optional<int64_t> IndicesBlock::getGlobalPosition(int64_t position,
                                                       int64_t rank) const {
  std::string message;
  Distribution grid{gridShape, {}, {}};
  FailureOr<TensorBlock> block =
      grid.getBlock(globalShape, split, rank, message);
  if (failed(block) || position < 0)
    return std::nullopt;
  // Row-major coordinates in the block, shifted by its offsets, row-major in
  // the global shape.
  SmallVector<int64_t> coordinates(globalShape.size());
  int64_t rest = position;
  for (int64_t dim = globalShape.size() - 1; dim >= 0; --dim) {
    if (block->sizes[dim] == 0)
      return std::nullopt;
    coordinates[dim] = rest % block->sizes[dim] + block->offsets[dim];
    rest /= block->sizes[dim];
  }
  if (rest != 0)
    return std::nullopt;
  int64_t global = 0;
  for (auto [coordinate, size] : llvm::zip(coordinates, globalShape))
    if (llvm::MulOverflow(global, size, global) ||
        llvm::AddOverflow(global, coordinate, global))
      return std::nullopt;
  return global;
}

Location mlir::gather::locateIndicesBlock(Location loc,
                                          const IndicesBlock &block) {
  MLIRContext *context = loc.getContext();
  NamedAttribute fields[] = {
      {StringAttr::get(context, kGridKey),
       DenseI64ArrayAttr::get(context, block.gridShape)},
      {StringAttr::get(context, kShapeKey),
       DenseI64ArrayAttr::get(context, block.globalShape)},
      {StringAttr::get(context, kSplitKey),
       getSplitsAttr(context, {block.split})}};
  NamedAttribute metadata(StringAttr::get(context, kIndicesBlockKey),
                          DictionaryAttr::get(context, fields));
  return FusedLoc::get({loc}, DictionaryAttr::get(context, metadata), context);
}

/// The fused location in `loc` that records an indices block, if any.
static FusedLoc findIndicesBlockLoc(Location loc) {
  FusedLoc found;
  loc->walk([&](Location inner) {
    auto fused = dyn_cast<FusedLoc>(inner);
    auto metadata = dyn_cast_if_present<DictionaryAttr>(
        fused ? fused.getMetadata() : nullptr);
    if (!metadata || !metadata.get(kIndicesBlockKey))
      return WalkResult::advance();
    found = fused;
    return WalkResult::interrupt();
  });
  return found;
}

std::optional<IndicesBlock> mlir::gather::getIndicesBlock(Location loc) {
  FusedLoc fused = findIndicesBlockLoc(loc);
  if (!fused)
    return std::nullopt;
  auto fields = dyn_cast<DictionaryAttr>(
      cast<DictionaryAttr>(fused.getMetadata()).get(kIndicesBlockKey));
  auto grid = dyn_cast_if_present<DenseI64ArrayAttr>(
      fields ? fields.get(kGridKey) : nullptr);
  auto shape = dyn_cast_if_present<DenseI64ArrayAttr>(
      fields ? fields.get(kShapeKey) : nullptr);
  std::optional<std::vector<TensorSplit>> split =
      parseSplits(fields ? fields.get(kSplitKey) : nullptr);
  // Users may write any location: take only well-formed blocks.
  if (!grid || !shape || !split || split->size() != 1 ||
      split->front().size() > shape.size() ||
      !llvm::all_of(grid.asArrayRef(), [](int64_t size) { return size > 0; }) ||
      !llvm::all_of(shape.asArrayRef(),
                    [](int64_t size) { return size >= 0; }) ||
      !hasValidAxes(*split, grid.size()))
    return std::nullopt;
  return IndicesBlock{SmallVector<int64_t, 2>(grid.asArrayRef()),
                      SmallVector<int64_t>(shape.asArrayRef()),
                      std::move(split->front())};
}
