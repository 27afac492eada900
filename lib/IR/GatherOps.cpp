//===- GatherOps.cpp - gather operations ----------------------------------===//
//
// Each gather op contributes its shape function (`inferShape`, see
// GatherShapes.h); the HasGatherShape trait derives verification, type
// inference, reification and the tensor.cast folder from it, once for all
// ops. The hooks that the op classes of GatherOps.td define once for every
// gather or scatter (effects, speculation, folders, the scatters' shapes)
// are generated into this file, with the helpers they call.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherOps.h"
#include "Gather/IR/GatherFolding.h"

#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::gather;
using mlir::gather::OpTrait::HasGatherShape;

static InFlightDiagnostic silentDiagnostic() { return InFlightDiagnostic(); }

/// Whether `operands` are of types that a gather op's operands may have
/// (the scatters' verifiesWithOperands): ranked tensors that fit in memory.
static bool areGatherOperands(ValueRange operands) {
  return llvm::all_of(operands, [](Value operand) {
    auto type = dyn_cast<RankedTensorType>(operand.getType());
    return type && fitsInMemory(type.getShape(), type.getElementType());
  });
}

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// The value of an optional i64 attribute defaulting to 0. Adaptors built
/// from unpopulated properties (type inference calls) may lack it.
static int64_t valueOrZero(IntegerAttr attr) {
  return attr ? attr.getInt() : 0;
}

//===----------------------------------------------------------------------===//
// The shape functions
//===----------------------------------------------------------------------===//

FailureOr<GatherShape> GatherNDOp::inferShape(Adaptor adaptor,
                                              std::optional<int64_t> resultRank,
                                              EmitErrorFn emitError) {
  return inferGatherNDShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()),
      valueOrZero(adaptor.getBatchDimsAttr()), resultRank, emitError);
}

FailureOr<GatherShape>
GatherElementsOp::inferShape(Adaptor adaptor,
                             std::optional<int64_t> /*resultRank*/,
                             EmitErrorFn emitError) {
  return inferGatherElementsShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()),
      valueOrZero(adaptor.getAxisAttr()), emitError);
}

FailureOr<GatherShape>
GatherOp::inferShape(Adaptor adaptor, std::optional<int64_t> /*resultRank*/,
                     EmitErrorFn emitError) {
  return inferGatherAxisShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()),
      valueOrZero(adaptor.getAxisAttr()),
      valueOrZero(adaptor.getBatchDimsAttr()), emitError);
}

int64_t GatherBlockQuantizedOp::getValuesPerByte() {
  return isBytePacked() ? 8 / getBits() : 1;
}

/// onnxruntime's rules for `bits` and the element types, which the shapes
/// of packed data depend on.
static LogicalResult checkQuantizedTypes(Type dataType, Value zeroPoints,
                                         int64_t blockSize, int64_t bits,
                                         EmitErrorFn emitError) {
  if (blockSize < 16 || !llvm::isPowerOf2_64(blockSize))
    return emitError() << "block_size (" << blockSize
                       << ") must be a power of 2 and at least 16";
  bool bytePacked = GatherBlockQuantizedOp::isBytePacked(dataType);
  if (bytePacked && bits != 2 && bits != 4 && bits != 8)
    return emitError() << "bits (" << bits
                       << ") must be 2, 4 or 8 for ui8 data";
  if (!bytePacked && bits != 4)
    return emitError() << "bits (" << bits << ") must be 4 for " << dataType
                       << " data";
  Type zeroPointType = zeroPoints ? getElementTypeOrSelf(zeroPoints) : Type();
  if (zeroPointType && zeroPointType != dataType)
    return emitError() << "zero_points must have data's element type ("
                       << dataType << "), got " << zeroPointType;
  return success();
}

FailureOr<GatherShape>
GatherBlockQuantizedOp::inferShape(Adaptor adaptor,
                                   std::optional<int64_t> /*resultRank*/,
                                   EmitErrorFn emitError) {
  // Type inference may build the adaptor from unpopulated properties: the
  // attributes it lacks take ODS's defaults.
  Properties attributes = adaptor.getProperties();
  MLIRContext *context = adaptor.getData().getContext();
  populateDefaultProperties(OperationName(getOperationName(), context),
                            attributes);
  Type dataType = getElementTypeOrSelf(adaptor.getData());
  Value zeroPoints = adaptor.getZeroPoints();
  int64_t blockSize = attributes.block_size.getInt();
  int64_t bits = attributes.bits.getInt();
  if (failed(checkQuantizedTypes(dataType, zeroPoints, blockSize, bits,
                                 emitError)))
    return failure();
  bool bytePacked = isBytePacked(dataType);
  BlockQuantization quantization{shapeOf(adaptor.getScales()),
                                 zeroPoints ? std::optional(shapeOf(zeroPoints))
                                            : std::nullopt,
                                 attributes.gather_axis.getInt(),
                                 attributes.quantize_axis.getInt(),
                                 blockSize,
                                 bytePacked ? 8 / bits : 1,
                                 bytePacked};
  return inferGatherBlockQuantizedShape(shapeOf(adaptor.getData()),
                                        shapeOf(adaptor.getIndices()),
                                        quantization, emitError);
}

//===----------------------------------------------------------------------===//
// HasGatherShape
//===----------------------------------------------------------------------===//

/// The shape function on `adaptor`'s operands, checked against a declared
/// result type when there is one, with an inferred result that fits in
/// memory (gather_nd's result combines sizes of both operands, so it can
/// outgrow what either of them takes).
template <typename OpTy>
static FailureOr<GatherShape> inferAndCheckShape(typename OpTy::Adaptor adaptor,
                                                 Type resultType,
                                                 EmitErrorFn emitError) {
  auto rankedResult = dyn_cast_if_present<RankedTensorType>(resultType);
  std::optional<int64_t> resultRank;
  if (rankedResult)
    resultRank = rankedResult.getRank();
  FailureOr<GatherShape> shape =
      OpTy::inferShape(adaptor, resultRank, emitError);
  if (failed(shape))
    return failure();
  ArrayRef<int64_t> dataShape = shapeOf(adaptor.getData());
  ArrayRef<int64_t> indicesShape = shapeOf(adaptor.getIndices());
  if (rankedResult &&
      failed(verifyResultShape(rankedResult.getShape(), *shape, dataShape,
                               indicesShape, emitError)))
    return failure();
  SmallVector<int64_t> inferred =
      shape->getStaticShape(dataShape, indicesShape);
  Type elementType = getElementTypeOrSelf(
      adaptor.getOperands()[OpTy::getElementSourceOperand()].getType());
  if (!fitsInMemory(inferred, elementType)) {
    emitError() << "the inferred result type "
                << RankedTensorType::get(inferred, elementType)
                << " would take more than 2^63-1 bytes";
    return failure();
  }
  return shape;
}

template <typename ConcreteOp>
LogicalResult HasGatherShape<ConcreteOp>::verifyTrait(Operation *op) {
  auto gather = cast<ConcreteOp>(op);
  return inferAndCheckShape<ConcreteOp>(typename ConcreteOp::Adaptor(gather),
                                        gather.getType(),
                                        [&] { return gather.emitOpError(); });
}

template <typename ConcreteOp>
FailureOr<GatherShape> HasGatherShape<ConcreteOp>::getIndexingShape() {
  auto gather = cast<ConcreteOp>(this->getOperation());
  return inferAndCheckShape<ConcreteOp>(typename ConcreteOp::Adaptor(gather),
                                        gather.getType(), silentDiagnostic);
}

/// The result type `adaptor`'s operands imply; static sizes of a compatible
/// `declared` type (if any) stay where the operands leave a size dynamic.
/// Inference runs before verification (builders, the C API), so operands
/// of any type must fail cleanly.
template <typename OpTy>
static LogicalResult inferResultType(std::optional<Location> location,
                                     typename OpTy::Adaptor adaptor,
                                     Type declared,
                                     SmallVectorImpl<Type> &returnTypes) {
  auto emitError = [&]() -> InFlightDiagnostic {
    if (!location)
      return silentDiagnostic();
    return mlir::emitError(*location)
           << "'" << OpTy::getOperationName() << "' op ";
  };
  if (!llvm::all_of(adaptor.getOperands().getTypes(),
                    llvm::IsaPred<RankedTensorType>)) {
    emitError() << "operands must be ranked tensors";
    return failure();
  }
  FailureOr<GatherShape> shape =
      inferAndCheckShape<OpTy>(adaptor, declared, emitError);
  if (failed(shape))
    return failure();
  SmallVector<int64_t> inferred = shape->getStaticShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()));
  if (auto rankedDeclared = dyn_cast_if_present<RankedTensorType>(declared))
    for (auto [size, declaredSize] :
         llvm::zip_equal(inferred, rankedDeclared.getShape()))
      if (ShapedType::isDynamic(size))
        size = declaredSize;
  Value elementSource = adaptor.getOperands()[OpTy::getElementSourceOperand()];
  returnTypes.assign({RankedTensorType::get(
      inferred, getElementTypeOrSelf(elementSource.getType()))});
  return success();
}

template <typename ConcreteOp>
LogicalResult HasGatherShape<ConcreteOp>::inferReturnTypes(
    MLIRContext *, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferredReturnTypes) {
  auto [fewest, most] = ConcreteOp::getOperandCountRange();
  if (operands.size() < fewest || operands.size() > most)
    return emitOptionalError(
        location, "'", ConcreteOp::getOperationName(), "' op takes ", fewest,
        fewest == most ? "" : " or " + std::to_string(most), " operands, got ",
        operands.size());
  typename ConcreteOp::Adaptor adaptor(operands, attributes, properties,
                                       regions);
  return inferResultType<ConcreteOp>(location, adaptor, Type(),
                                     inferredReturnTypes);
}

template <typename ConcreteOp>
LogicalResult HasGatherShape<ConcreteOp>::refineReturnTypes(
    MLIRContext *context, std::optional<Location> location, ValueRange operands,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &returnTypes) {
  auto [fewest, most] = ConcreteOp::getOperandCountRange();
  if (operands.size() < fewest || operands.size() > most ||
      returnTypes.size() > 1)
    return inferReturnTypes(context, location, operands, attributes, properties,
                            regions, returnTypes);
  typename ConcreteOp::Adaptor adaptor(operands, attributes, properties,
                                       regions);
  Type declared = returnTypes.empty() ? Type() : returnTypes.front();
  return inferResultType<ConcreteOp>(location, adaptor, declared, returnTypes);
}

template <typename ConcreteOp>
bool HasGatherShape<ConcreteOp>::isCompatibleReturnTypes(TypeRange lhs,
                                                         TypeRange rhs) {
  return areCompatibleResultTypes(lhs, rhs);
}

bool mlir::gather::areCompatibleResultTypes(TypeRange lhs, TypeRange rhs) {
  return lhs.size() == 1 && rhs.size() == 1 &&
         getElementTypeOrSelf(lhs[0]) == getElementTypeOrSelf(rhs[0]) &&
         succeeded(verifyCompatibleShape(lhs[0], rhs[0]));
}

OpFoldResult mlir::gather::getResultDimSize(OpBuilder &builder, Location loc,
                                            GatherOpInterface op,
                                            ResultDim dim) {
  Value source =
      dim.source == ShapeSource::Data ? op.getData() : op.getIndices();
  OpFoldResult size = tensor::getMixedSize(builder, loc, source, dim.dim);
  if (dim.factor == 1)
    return size;
  if (std::optional<int64_t> constant = getConstantIntValue(size))
    return builder.getIndexAttr(*constant * dim.factor);
  return arith::MulIOp::create(
             builder, loc, cast<Value>(size),
             arith::ConstantIndexOp::create(builder, loc, dim.factor))
      .getResult();
}

template <typename ConcreteOp>
LogicalResult HasGatherShape<ConcreteOp>::reifyResultShapes(
    OpBuilder &builder, ReifiedRankedShapedTypeDims &reifiedShapes) {
  auto gather = cast<ConcreteOp>(this->getOperation());
  FailureOr<GatherShape> shape = getIndexingShape();
  if (failed(shape))
    return failure();
  RankedTensorType resultType = gather.getType();
  SmallVector<OpFoldResult> sizes;
  for (auto [i, dim] : llvm::enumerate(shape->resultDims)) {
    if (!resultType.isDynamicDim(i)) {
      sizes.push_back(builder.getIndexAttr(resultType.getDimSize(i)));
      continue;
    }
    // A dynamic result size is a Value even where the operand size is
    // static: users build tensors of the declared type from it (tiling's
    // destinations), and the reification contract asks for one.
    sizes.push_back(getValueOrCreateConstantIndexOp(
        builder, gather.getLoc(),
        getResultDimSize(builder, gather.getLoc(), gather, dim)));
  }
  reifiedShapes.assign({std::move(sizes)});
  return success();
}

/// Absorbs `tensor.cast` operands that only erase static sizes (as
/// tensor::foldTensorCast does for upstream ops), unless the more static
/// operands would contradict the declared result, e.g. by fixing a static
/// k that differs from the one the result rank fixes.
template <typename ConcreteOp>
OpFoldResult HasGatherShape<ConcreteOp>::foldTrait(Operation *op,
                                                   ArrayRef<Attribute>) {
  SmallVector<Value> operands;
  bool absorbs = false;
  for (Value operand : op->getOperands()) {
    auto cast = operand.getDefiningOp<tensor::CastOp>();
    bool foldable = cast && tensor::canFoldIntoConsumerOp(cast);
    absorbs |= foldable;
    operands.push_back(foldable ? cast.getSource() : operand);
  }
  auto gather = cast<ConcreteOp>(op);
  typename ConcreteOp::Adaptor adaptor(operands, gather);
  if (!absorbs || failed(inferAndCheckShape<ConcreteOp>(
                      adaptor, gather.getType(), silentDiagnostic)))
    return {};
  op->setOperands(operands);
  return op->getResult(0);
}

//===----------------------------------------------------------------------===//
// The scatters' attribute dictionary
//===----------------------------------------------------------------------===//

/// The name of the attribute that the scatters' format spells.
static constexpr StringLiteral kReductionName = "reduction";

/// The attribute dictionary of a scatter, which may not hold `reduction`:
/// the format spells it, and the dictionary's would silently replace it.
template <typename OpTy>
static ParseResult parseScatterAttributes(OpAsmParser &parser,
                                          NamedAttrList &attributes) {
  SMLoc loc = parser.getCurrentLocation();
  // As the declarative format checks the dictionary's inherent attributes.
  auto emitError = [&] {
    return parser.emitError(loc) << "'" << OpTy::getOperationName() << "' op ";
  };
  if (parser.parseOptionalAttrDict(attributes) ||
      failed(OperationName(OpTy::getOperationName(), parser.getContext())
                 .verifyInherentAttrs(attributes, emitError)))
    return failure();
  if (attributes.get(kReductionName))
    return parser.emitError(loc, "the reduction is written `reduction(...)` "
                                 "after the operands, not in the attribute "
                                 "dictionary");
  return success();
}

/// As the declarative format prints a dictionary: without `reduction` and
/// without attributes that have their default values.
template <typename OpTy>
static void printScatterAttributes(OpAsmPrinter &printer, OpTy op,
                                   DictionaryAttr attributes) {
  typename OpTy::Properties defaults;
  OpTy::populateDefaultProperties(op->getName(), defaults);
  auto defaultAttributes = cast<DictionaryAttr>(
      OpTy::getPropertiesAsAttr(op.getContext(), defaults));
  SmallVector<StringRef> elided = {kReductionName};
  for (NamedAttribute attribute : attributes)
    if (defaultAttributes.get(attribute.getName()) == attribute.getValue())
      elided.push_back(attribute.getName());
  printer.printOptionalAttrDict(attributes.getValue(), elided);
}

// The custom directives of each scatter's format.
static ParseResult parseScatterNDAttributes(OpAsmParser &parser,
                                            NamedAttrList &attributes) {
  return parseScatterAttributes<ScatterNDOp>(parser, attributes);
}
static void printScatterNDAttributes(OpAsmPrinter &printer, ScatterNDOp op,
                                     DictionaryAttr attributes) {
  printScatterAttributes(printer, op, attributes);
}
static ParseResult parseScatterElementsAttributes(OpAsmParser &parser,
                                                  NamedAttrList &attributes) {
  return parseScatterAttributes<ScatterElementsOp>(parser, attributes);
}
static void printScatterElementsAttributes(OpAsmPrinter &printer,
                                           ScatterElementsOp op,
                                           DictionaryAttr attributes) {
  printScatterAttributes(printer, op, attributes);
}

namespace mlir::gather::OpTrait {
template class HasGatherShape<GatherNDOp>;
template class HasGatherShape<GatherElementsOp>;
template class HasGatherShape<GatherOp>;
template class HasGatherShape<GatherBlockQuantizedOp>;
} // namespace mlir::gather::OpTrait

namespace mlir::gather {
#include "Gather/IR/GatherTypeConstraints.cpp.inc"
} // namespace mlir::gather

#include "Gather/IR/GatherEnums.cpp.inc"

#define GET_OP_CLASSES
#include "Gather/IR/GatherOps.cpp.inc"
