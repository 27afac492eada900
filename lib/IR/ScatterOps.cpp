//===- ScatterOps.cpp - the scatter ops -----------------------------------===//
//
// A scatter's index rule is its inverse gather's: `updates` must have the
// shape that gathering `data` at `indices` gives, so the verifier runs the
// gathers' shape functions (GatherShapes.h) with `updates` as the result.
// The result is `data`, updated: its type and sizes are data's (GatherOps.td
// says so for both scatters). The folder follows the gathers' cannot-fail
// rule (GatherFolding.h) and combines constants by the reduction table
// (ScatterReductions.h), which the lowering builds its ops from.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/IR/ScatterReductions.h"

#include "mlir/IR/BuiltinAttributes.h"

#include "llvm/ADT/APFloat.h"

#include <complex>

using namespace mlir;
using namespace mlir::gather;

//===----------------------------------------------------------------------===//
// The inverse gathers' shape relations
//===----------------------------------------------------------------------===//

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

/// The relation of the inverse gather of a scatter with `adaptor`'s
/// operands, with `updates` checked against the shape it gives.
template <typename Adaptor>
static FailureOr<GatherShape> checkUpdatesShape(Adaptor adaptor,
                                                FailureOr<GatherShape> shape,
                                                EmitErrorFn emitError) {
  if (failed(shape) ||
      failed(verifyResultShape(
          shapeOf(adaptor.getUpdates()), *shape, shapeOf(adaptor.getData()),
          shapeOf(adaptor.getIndices()), emitError, "updates")))
    return failure();
  return shape;
}

FailureOr<GatherShape> ScatterNDOp::inferShape(Adaptor adaptor,
                                               EmitErrorFn emitError) {
  return checkUpdatesShape(
      adaptor,
      inferGatherNDShape(shapeOf(adaptor.getData()),
                         shapeOf(adaptor.getIndices()),
                         /*batchDims=*/0, shapeOf(adaptor.getUpdates()).size(),
                         emitError, "updates"),
      emitError);
}

FailureOr<GatherShape> ScatterElementsOp::inferShape(Adaptor adaptor,
                                                     EmitErrorFn emitError) {
  return checkUpdatesShape(
      adaptor,
      inferGatherElementsShape(shapeOf(adaptor.getData()),
                               shapeOf(adaptor.getIndices()), adaptor.getAxis(),
                               emitError),
      emitError);
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

/// The reduction table (ScatterReductions.h) has no max or min of complex
/// numbers: they have no order.
LogicalResult mlir::gather::verifyReduction(ScatterOpInterface op) {
  ScatterReduction reduction = op.getReduction();
  Type element = op.getData().getType().getElementType();
  if (!getScatterCombineRule(reduction, element))
    return op->emitOpError("reduction '")
           << stringifyScatterReduction(reduction) << "' needs ordered "
           << "elements, but " << element << " has no order";
  return success();
}

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

/// `data` with `updates` combined by `combine` into the elements at
/// `positions`, in order; `T` is how DenseElementsAttr hands out elements.
template <typename T, typename Combine>
static DenseElementsAttr
scatterValues(DenseElementsAttr data, DenseElementsAttr updates,
              ArrayRef<int64_t> positions, Combine combine) {
  SmallVector<T> values = llvm::to_vector(data.getValues<T>());
  for (auto [position, update] :
       llvm::zip_equal(positions, updates.getValues<T>()))
    values[position] = combine(values[position], update);
  return DenseElementsAttr::get(data.getType(), values);
}

/// The constant result of a scatter of constants, or null for a complex
/// reduction, which the folder leaves to the lowering.
static DenseElementsAttr scatterConstant(ScatterReduction reduction,
                                         DenseElementsAttr data,
                                         DenseElementsAttr updates,
                                         ArrayRef<int64_t> positions) {
  Type element = data.getElementType();
  ScatterCombineRule rule = *getScatterCombineRule(reduction, element);
  if (auto complex = dyn_cast<ComplexType>(element)) {
    if (rule.kind != arith::AtomicRMWKind::assign)
      return {};
    auto replace = [](auto, auto update) { return update; };
    return isa<FloatType>(complex.getElementType())
               ? scatterValues<std::complex<APFloat>>(data, updates, positions,
                                                      replace)
               : scatterValues<std::complex<APInt>>(data, updates, positions,
                                                    replace);
  }
  if (isa<FloatType>(element))
    return scatterValues<APFloat>(
        data, updates, positions,
        [&](const APFloat &value, const APFloat &update) {
          return evaluateScatterCombine(rule, value, update);
        });
  return scatterValues<APInt>(
      data, updates, positions, [&](const APInt &value, const APInt &update) {
        return evaluateScatterCombine(rule, value, update);
      });
}

OpFoldResult mlir::gather::foldScatter(ScatterOpInterface op,
                                       Attribute dataAttr,
                                       Attribute updatesAttr) {
  std::optional<SmallVector<int64_t>> indexValues;
  if (!op.cannotFail(&indexValues))
    return {};
  if (op.getUpdates().getType().getNumElements() == 0)
    return op.getData();
  auto data = dyn_cast_if_present<DenseElementsAttr>(dataAttr);
  auto updates = dyn_cast_if_present<DenseElementsAttr>(updatesAttr);
  // With updates there are index values: the constant ones cannotFail read.
  if (!data || !updates || !indexValues ||
      data.getNumElements() > kMaxFoldedResultElements ||
      updates.getNumElements() > kMaxInspectedIndexValues)
    return {};
  return scatterConstant(op.getReduction(), data, updates,
                         getReadPositions(op, *indexValues));
}
