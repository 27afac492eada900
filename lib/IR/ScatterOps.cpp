//===- ScatterOps.cpp - the scatter ops -----------------------------------===//
//
// A scatter's index rule is its inverse gather's: `updates` must have the
// shape that gathering `data` at `indices` gives, so the verifier runs the
// gathers' shape functions (GatherShapes.h) with `updates` as the result.
// The result is `data`, updated: its type and sizes are data's (GatherOps.td
// says so for both scatters). The folder follows the gathers' cannot-fail
// rule (GatherFolding.h).
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"

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

/// max and min need ordered elements; complex numbers have no order.
LogicalResult mlir::gather::verifyReduction(ScatterOpInterface op) {
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

//===----------------------------------------------------------------------===//
// Folders
//===----------------------------------------------------------------------===//

/// `value` and `update` combined by `reduction` on integers, as the lowering
/// does (docs/Dialect.md#scatters): wrapping add and mul, max and min signed
/// or unsigned as the type says, or and and on i1.
static APInt combineIntegers(ScatterReduction reduction, bool isUnsigned,
                             const APInt &value, const APInt &update) {
  bool isBool = value.getBitWidth() == 1;
  switch (reduction) {
  case ScatterReduction::Add:
    return isBool ? value | update : value + update;
  case ScatterReduction::Mul:
    return isBool ? value & update : value * update;
  case ScatterReduction::Max:
    return isBool       ? value | update
           : isUnsigned ? llvm::APIntOps::umax(value, update)
                        : llvm::APIntOps::smax(value, update);
  case ScatterReduction::Min:
    return isBool       ? value & update
           : isUnsigned ? llvm::APIntOps::umin(value, update)
                        : llvm::APIntOps::smin(value, update);
  case ScatterReduction::None:
    break;
  }
  return update;
}

/// The same on floats: types narrower than f32 compute in f32 and round
/// once; max and min propagate NaN.
static APFloat combineFloats(ScatterReduction reduction, APFloat value,
                             APFloat update) {
  const llvm::fltSemantics &semantics = value.getSemantics();
  bool widen = APFloat::getSizeInBits(semantics) < 32;
  bool losesInfo;
  if (widen) {
    value.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                  &losesInfo);
    update.convert(APFloat::IEEEsingle(), APFloat::rmNearestTiesToEven,
                   &losesInfo);
  }
  switch (reduction) {
  case ScatterReduction::Add:
    value.add(update, APFloat::rmNearestTiesToEven);
    break;
  case ScatterReduction::Mul:
    value.multiply(update, APFloat::rmNearestTiesToEven);
    break;
  case ScatterReduction::Max:
    value = llvm::maximum(value, update);
    break;
  case ScatterReduction::Min:
    value = llvm::minimum(value, update);
    break;
  case ScatterReduction::None:
    value = update;
    break;
  }
  if (widen)
    value.convert(semantics, APFloat::rmNearestTiesToEven, &losesInfo);
  return value;
}

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
  if (auto complex = dyn_cast<ComplexType>(element)) {
    if (reduction != ScatterReduction::None)
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
        data, updates, positions, [&](const APFloat &value, APFloat update) {
          return combineFloats(reduction, value, update);
        });
  bool isUnsigned = element.isUnsignedInteger();
  return scatterValues<APInt>(
      data, updates, positions, [&](const APInt &value, const APInt &update) {
        return combineIntegers(reduction, isUnsigned, value, update);
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
