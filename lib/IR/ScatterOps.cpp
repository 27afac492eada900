//===- ScatterOps.cpp - the scatter ops -----------------------------------===//
//
// A scatter's index rule is its inverse gather's: `updates` must have the
// shape that gathering `data` at `indices` gives, so the verifier runs the
// gathers' shape functions (GatherShapes.h) with `updates` as the result.
// The result is `data`, updated: its type and sizes are data's. Effects,
// speculation and the folder follow the gathers' cannot-fail rule
// (GatherFolding.h).
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"

#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::gather;

static InFlightDiagnostic silentDiagnostic() { return InFlightDiagnostic(); }

//===----------------------------------------------------------------------===//
// The inverse gathers' shape relations
//===----------------------------------------------------------------------===//

/// The relation of `op`'s inverse gather, with `updates` checked against
/// the shape it gives.
static FailureOr<GatherShape> checkUpdatesShape(ScatterOpInterface op,
                                                FailureOr<GatherShape> shape,
                                                EmitErrorFn emitError) {
  if (failed(shape) ||
      failed(verifyResultShape(op.getUpdates().getType().getShape(), *shape,
                               op.getData().getType().getShape(),
                               op.getIndices().getType().getShape(), emitError,
                               "updates")))
    return failure();
  return shape;
}

static FailureOr<GatherShape> inferInverseShape(ScatterNDOp op,
                                                EmitErrorFn emitError) {
  return checkUpdatesShape(
      op,
      inferGatherNDShape(op.getData().getType().getShape(),
                         op.getIndices().getType().getShape(),
                         /*batchDims=*/0, op.getUpdates().getType().getRank(),
                         emitError, "updates"),
      emitError);
}

static FailureOr<GatherShape> inferInverseShape(ScatterElementsOp op,
                                                EmitErrorFn emitError) {
  return checkUpdatesShape(
      op,
      inferGatherElementsShape(op.getData().getType().getShape(),
                               op.getIndices().getType().getShape(),
                               op.getAxis(), emitError),
      emitError);
}

FailureOr<GatherShape> ScatterNDOp::getInverseGatherShape() {
  return inferInverseShape(*this, silentDiagnostic);
}

FailureOr<GatherShape> ScatterElementsOp::getInverseGatherShape() {
  return inferInverseShape(*this, silentDiagnostic);
}

int64_t ScatterElementsOp::getNormalizedAxis() {
  return countFromFront(getAxis(), getData().getType().getRank());
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

/// max and min need ordered elements; complex numbers have no order.
static LogicalResult verifyReduction(ScatterOpInterface op) {
  ScatterReduction reduction = op.getReduction();
  bool ordering =
      reduction == ScatterReduction::Max || reduction == ScatterReduction::Min;
  Type element = op.getData().getType().getElementType();
  if (ordering && isa<ComplexType>(element))
    return op->emitOpError("reduction '")
           << stringifyScatterReduction(reduction) << "' needs ordered "
           << "elements, but " << element << " has no order";
  return success();
}

template <typename OpTy> static LogicalResult verifyScatter(OpTy op) {
  if (failed(inferInverseShape(op, [&] { return op.emitOpError(); })))
    return failure();
  return verifyReduction(op);
}

LogicalResult ScatterNDOp::verify() { return verifyScatter(*this); }

LogicalResult ScatterElementsOp::verify() { return verifyScatter(*this); }

//===----------------------------------------------------------------------===//
// Result shapes
//===----------------------------------------------------------------------===//

/// The result is `data`, updated (ODS infers its type from AllTypesMatch).
static LogicalResult reifyDataShape(ScatterOpInterface op, OpBuilder &builder,
                                    ReifiedRankedShapedTypeDims &reified) {
  reified.assign({tensor::getMixedSizes(builder, op.getLoc(), op.getData())});
  return success();
}

LogicalResult
ScatterNDOp::reifyResultShapes(OpBuilder &builder,
                               ReifiedRankedShapedTypeDims &reified) {
  return reifyDataShape(*this, builder, reified);
}

LogicalResult
ScatterElementsOp::reifyResultShapes(OpBuilder &builder,
                                     ReifiedRankedShapedTypeDims &reified) {
  return reifyDataShape(*this, builder, reified);
}

//===----------------------------------------------------------------------===//
// Effects, speculation and folders
//===----------------------------------------------------------------------===//

bool mlir::gather::cannotFail(ScatterOpInterface op) {
  FailureOr<GatherShape> shape = op.getInverseGatherShape();
  std::optional<SmallVector<int64_t>> values;
  return succeeded(shape) && op.getData().getType().hasStaticShape() &&
         op.getIndices().getType().hasStaticShape() &&
         op.getUpdates().getType().hasStaticShape() &&
         indicesKnownInRange(*shape, op.getData(), op.getIndices(), Attribute(),
                             values);
}

static void getScatterEffects(
    ScatterOpInterface op,
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  if (!cannotFail(op))
    effects.emplace_back(MemoryEffects::Write::get(),
                         GatherStatusResource::get());
}

void ScatterNDOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  getScatterEffects(*this, effects);
}

void ScatterElementsOp::getEffects(
    SmallVectorImpl<SideEffects::EffectInstance<MemoryEffects::Effect>>
        &effects) {
  getScatterEffects(*this, effects);
}

Speculation::Speculatability ScatterNDOp::getSpeculatability() {
  return cannotFail(*this) ? Speculation::Speculatable
                           : Speculation::NotSpeculatable;
}

Speculation::Speculatability ScatterElementsOp::getSpeculatability() {
  return cannotFail(*this) ? Speculation::Speculatable
                           : Speculation::NotSpeculatable;
}

/// A scatter without updates that cannot fail is its `data`.
static OpFoldResult foldScatter(ScatterOpInterface op) {
  if (op.getUpdates().getType().getNumElements() != 0 || !cannotFail(op))
    return {};
  return op.getData();
}

OpFoldResult ScatterNDOp::fold(FoldAdaptor) { return foldScatter(*this); }

OpFoldResult ScatterElementsOp::fold(FoldAdaptor) { return foldScatter(*this); }
