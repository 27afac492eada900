//===- GatherOps.cpp - gather operations ----------------------------------===//
//
// Both ops share one implementation of verification, type inference,
// reification and canonicalization; they differ only in their shape function
// (see GatherShapes.h), selected by `inferShape` overloads below.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

using namespace mlir;
using namespace mlir::gather;

static InFlightDiagnostic silentDiagnostic() { return InFlightDiagnostic(); }

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// The value of an optional i64 attribute defaulting to 0. Adaptors built
/// from unpopulated properties (type inference calls) may lack it.
static int64_t valueOrZero(IntegerAttr attr) {
  return attr ? attr.getInt() : 0;
}

static FailureOr<GatherShape> inferShape(GatherNDOp::Adaptor adaptor,
                                         std::optional<int64_t> resultRank,
                                         EmitErrorFn emitError) {
  return inferGatherNDShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()),
      valueOrZero(adaptor.getBatchDimsAttr()), resultRank, emitError);
}

static FailureOr<GatherShape> inferShape(GatherElementsOp::Adaptor adaptor,
                                         std::optional<int64_t> /*resultRank*/,
                                         EmitErrorFn emitError) {
  return inferGatherElementsShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()),
      valueOrZero(adaptor.getAxisAttr()), emitError);
}

/// The shape function on `adaptor`'s operands, checked against a declared
/// result type when there is one.
template <typename OpTy>
static FailureOr<GatherShape> inferAndCheckShape(typename OpTy::Adaptor adaptor,
                                                 Type resultType,
                                                 EmitErrorFn emitError) {
  auto rankedResult = dyn_cast_if_present<RankedTensorType>(resultType);
  std::optional<int64_t> resultRank;
  if (rankedResult)
    resultRank = rankedResult.getRank();
  FailureOr<GatherShape> shape = inferShape(adaptor, resultRank, emitError);
  if (failed(shape))
    return failure();
  if (rankedResult &&
      failed(verifyResultShape(rankedResult.getShape(), *shape,
                               shapeOf(adaptor.getData()),
                               shapeOf(adaptor.getIndices()), emitError)))
    return failure();
  // gather_nd's result combines sizes of both operands, so it can outgrow
  // what either of them takes.
  SmallVector<int64_t> inferred = shape->getStaticShape(
      shapeOf(adaptor.getData()), shapeOf(adaptor.getIndices()));
  Type elementType = getElementTypeOrSelf(adaptor.getData().getType());
  if (!fitsInMemory(inferred, elementType)) {
    emitError() << "the inferred result type "
                << RankedTensorType::get(inferred, elementType)
                << " would take more than 2^63-1 bytes";
    return failure();
  }
  return shape;
}

template <typename OpTy> static LogicalResult verifyGatherOp(OpTy op) {
  return inferAndCheckShape<OpTy>(typename OpTy::Adaptor(op), op.getType(),
                                  [&] { return op.emitOpError(); });
}

/// Shared by inferReturnTypes (no declared type) and refineReturnTypes. The
/// inferred type keeps every static size of a compatible declared type.
template <typename OpTy>
static LogicalResult
inferGatherReturnTypes(std::optional<Location> location,
                       typename OpTy::Adaptor adaptor,
                       SmallVectorImpl<Type> &returnTypes) {
  Type declared = returnTypes.empty() ? Type() : returnTypes.front();
  auto emitError = [&]() -> InFlightDiagnostic {
    if (!location)
      return silentDiagnostic();
    return mlir::emitError(*location)
           << "'" << OpTy::getOperationName() << "' op ";
  };
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
  returnTypes.assign({RankedTensorType::get(
      inferred, getElementTypeOrSelf(adaptor.getData().getType()))});
  return success();
}

/// Result types are compatible when element types are equal and shapes
/// agree wherever both are static.
static bool areCompatibleTensorTypes(TypeRange lhs, TypeRange rhs) {
  return lhs.size() == 1 && rhs.size() == 1 &&
         getElementTypeOrSelf(lhs[0]) == getElementTypeOrSelf(rhs[0]) &&
         succeeded(verifyCompatibleShape(lhs[0], rhs[0]));
}

template <typename OpTy>
static LogicalResult
reifyGatherResultShape(OpTy op, OpBuilder &builder,
                       ReifiedRankedShapedTypeDims &reifiedReturnShapes) {
  FailureOr<GatherShape> shape = op.getGatherShape();
  if (failed(shape))
    return failure();
  RankedTensorType resultType = op.getType();
  SmallVector<OpFoldResult> sizes;
  for (auto [i, dim] : llvm::enumerate(shape->resultDims)) {
    if (!resultType.isDynamicDim(i)) {
      sizes.push_back(builder.getIndexAttr(resultType.getDimSize(i)));
      continue;
    }
    Value source =
        dim.source == ShapeSource::Data ? op.getData() : op.getIndices();
    sizes.push_back(
        tensor::getMixedSize(builder, op.getLoc(), source, dim.dim));
  }
  reifiedReturnShapes.assign({std::move(sizes)});
  return success();
}

namespace {
/// Folds `tensor.cast` operands that only erase static information, as long
/// as the more static operands still agree with the declared result type (a
/// now-static k must equal the k that the result rank fixes).
template <typename OpTy>
struct FoldTensorCastIntoGather : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> operands;
    bool folded = false;
    for (Value operand : op->getOperands()) {
      auto cast = operand.template getDefiningOp<tensor::CastOp>();
      folded |= cast && tensor::canFoldIntoConsumerOp(cast);
      operands.push_back(cast && tensor::canFoldIntoConsumerOp(cast)
                             ? cast.getSource()
                             : operand);
    }
    if (!folded)
      return rewriter.notifyMatchFailure(op, "no foldable tensor.cast");
    typename OpTy::Adaptor adaptor(operands, op);
    if (failed(
            inferAndCheckShape<OpTy>(adaptor, op.getType(), silentDiagnostic)))
      return rewriter.notifyMatchFailure(op, "casts carry a conflicting shape");
    rewriter.modifyOpInPlace(op, [&] { op->setOperands(operands); });
    return success();
  }
};
} // namespace

int64_t GatherElementsOp::getNormalizedAxis() {
  int64_t axis = getAxisAttr().getInt();
  return axis < 0 ? axis + getData().getType().getRank() : axis;
}

#define GET_OP_CLASSES
#include "Gather/IR/GatherOps.cpp.inc"
