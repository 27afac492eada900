//===- GatherFolding.cpp - the cannot-fail rule and the gathers' folder ---===//
//
// What is known about an indexing op's index values, the one cannot-fail
// rule (GatherFolding.h), and the gathers' folder built on it.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<SmallVector<int64_t>>
mlir::gather::getInRangeIndexValues(const GatherShape &shape,
                                    ArrayRef<int64_t> dataShape, Value indices,
                                    Attribute indicesAttr) {
  if (!indicesAttr)
    matchPattern(indices, m_Constant(&indicesAttr));
  auto constant = dyn_cast_if_present<DenseIntElementsAttr>(indicesAttr);
  if (!constant || constant.getNumElements() > kMaxInspectedIndexValues)
    return std::nullopt;
  SmallVector<int64_t> values;
  values.reserve(constant.getNumElements());
  for (const APInt &value : constant.getValues<APInt>()) {
    int64_t component = values.size() % shape.indexDepth;
    int64_t size = dataShape[shape.firstIndexedDim + component];
    int64_t index = value.getSExtValue();
    if (ShapedType::isDynamic(size) || index < -size || index >= size)
      return std::nullopt;
    values.push_back(index < 0 ? index + size : index);
  }
  return values;
}

std::optional<SmallVector<int64_t>>
mlir::gather::getInRangeIndexValues(IndexingOpInterface op,
                                    Attribute indicesAttr) {
  FailureOr<GatherShape> shape = op.getIndexingShape();
  if (failed(shape))
    return std::nullopt;
  return getInRangeIndexValues(*shape, op.getData().getType().getShape(),
                               op.getIndices(), indicesAttr);
}

bool mlir::gather::indicesKnownInRange(
    const GatherShape &shape, TypedValue<RankedTensorType> data,
    TypedValue<RankedTensorType> indices, Attribute indicesAttr,
    std::optional<SmallVector<int64_t>> &values) {
  // No index value at all: none to check. (An empty result alone is not
  // enough: gather_nd's slices may be empty while its indices are not, and
  // the error policy still checks those.)
  if (llvm::is_contained(indices.getType().getShape(), 0))
    return true;
  values = getInRangeIndexValues(shape, data.getType().getShape(), indices,
                                 indicesAttr);
  return values.has_value();
}

/// Static operand shapes: the verifier has then checked every shape rule,
/// and no run-time shape check is left.
static bool hasStaticOperandShapes(Operation *op) {
  return llvm::all_of(op->getOperandTypes(), [](Type type) {
    return cast<RankedTensorType>(type).hasStaticShape();
  });
}

bool mlir::gather::detail::cannotFail(
    Operation *op, std::optional<SmallVector<int64_t>> *indexValues) {
  auto indexing = cast<IndexingOpInterface>(op);
  FailureOr<GatherShape> shape = indexing.getIndexingShape();
  std::optional<SmallVector<int64_t>> values;
  if (failed(shape) || !hasStaticOperandShapes(op) ||
      !indicesKnownInRange(*shape, indexing.getData(), indexing.getIndices(),
                           Attribute(), values))
    return false;
  if (indexValues)
    *indexValues = std::move(values);
  return true;
}

/// The data position that the result element at `resultCoords` reads: its
/// shared and data-sourced coordinates, and the index tuple it takes.
static int64_t getReadPosition(const GatherShape &shape,
                               ArrayRef<int64_t> resultCoords,
                               ArrayRef<int64_t> dataStrides,
                               ArrayRef<int64_t> indicesStrides,
                               ArrayRef<int64_t> indexValues) {
  SmallVector<int64_t> dataCoords(dataStrides.size(), 0);
  SmallVector<int64_t> indicesCoords(indicesStrides.size(), 0);
  int64_t tuple = 0;
  for (auto [coord, dim] : llvm::zip_equal(resultCoords, shape.resultDims)) {
    if (dim.source == ShapeSource::Data) {
      dataCoords[dim.dim] = coord;
      continue;
    }
    indicesCoords[dim.dim] = coord;
    tuple += coord * indicesStrides[dim.dim];
  }
  for (int64_t dim : shape.sharedDims)
    dataCoords[dim] = indicesCoords[dim];
  for (int64_t j = 0; j < shape.indexDepth; ++j)
    dataCoords[shape.firstIndexedDim + j] = indexValues[tuple + j];
  return linearize(dataCoords, dataStrides);
}

SmallVector<int64_t> mlir::gather::getReadPositions(
    const GatherShape &shape, ArrayRef<int64_t> dataShape,
    ArrayRef<int64_t> indicesShape, ArrayRef<int64_t> indexValues) {
  SmallVector<int64_t> resultShape =
      shape.getStaticShape(dataShape, indicesShape);
  SmallVector<int64_t> resultStrides = computeStrides(resultShape);
  SmallVector<int64_t> dataStrides = computeStrides(dataShape);
  SmallVector<int64_t> indicesStrides = computeStrides(indicesShape);
  SmallVector<int64_t> positions;
  int64_t count = computeProduct(resultShape);
  positions.reserve(count);
  for (int64_t linear = 0; linear < count; ++linear)
    positions.push_back(
        getReadPosition(shape, delinearize(linear, resultStrides), dataStrides,
                        indicesStrides, indexValues));
  return positions;
}

SmallVector<int64_t>
mlir::gather::getReadPositions(IndexingOpInterface op,
                               ArrayRef<int64_t> indexValues) {
  return getReadPositions(*op.getIndexingShape(),
                          op.getData().getType().getShape(),
                          op.getIndices().getType().getShape(), indexValues);
}

/// The elements of `data` at `positions`, as a constant of `type`; `T` is
/// how DenseElementsAttr hands out elements of that type.
template <typename T>
static DenseElementsAttr gatherValues(DenseElementsAttr data,
                                      ArrayRef<int64_t> positions,
                                      ShapedType type) {
  auto values = data.getValues<T>();
  SmallVector<T> gathered;
  gathered.reserve(positions.size());
  for (int64_t position : positions)
    gathered.push_back(*std::next(values.begin(), position));
  return DenseElementsAttr::get(type, gathered);
}

static DenseElementsAttr gatherConstant(DenseElementsAttr data,
                                        ArrayRef<int64_t> positions,
                                        ShapedType type) {
  Type element = type.getElementType();
  if (auto complex = dyn_cast<ComplexType>(element))
    return isa<FloatType>(complex.getElementType())
               ? gatherValues<std::complex<APFloat>>(data, positions, type)
               : gatherValues<std::complex<APInt>>(data, positions, type);
  return isa<FloatType>(element) ? gatherValues<APFloat>(data, positions, type)
                                 : gatherValues<APInt>(data, positions, type);
}

OpFoldResult mlir::gather::foldGather(GatherOpInterface op, Attribute dataAttr,
                                      Attribute indicesAttr) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  if (!type.hasStaticShape() || failed(op.getIndexingShape()) ||
      !hasStaticOperandShapes(op))
    return {};
  bool empty = type.getNumElements() == 0;
  auto data = dyn_cast_if_present<DenseElementsAttr>(dataAttr);
  if (!empty && (!data || (!data.isSplat() &&
                           type.getNumElements() > kMaxFoldedResultElements)))
    return {};
  std::optional<SmallVector<int64_t>> indexValues;
  if (!indicesKnownInRange(*op.getIndexingShape(), op.getData(),
                           op.getIndices(), indicesAttr, indexValues))
    return {};
  if (empty)
    return DenseElementsAttr::get(type, ArrayRef<Attribute>());
  if (data.isSplat())
    return data.resizeSplat(type);
  return gatherConstant(data, getReadPositions(op, *indexValues), type);
}
