//===- SplatScalar.cpp - scalars of any element type ----------------------===//

#include "Gather/Utils/SplatScalar.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include <complex>

using namespace mlir;

Value gather::buildSplatScalar(OpBuilder &b, Location loc,
                               SplatElementsAttr splat) {
  Type elementType = splat.getElementType();
  if (elementType.isSignlessIntOrFloat())
    return arith::ConstantOp::create(b, loc, splat.getSplatValue<TypedAttr>());
  auto single = arith::ConstantOp::create(
      b, loc, splat.resizeSplat(RankedTensorType::get({1}, elementType)));
  return tensor::ExtractOp::create(
      b, loc, single, ValueRange{arith::ConstantIndexOp::create(b, loc, 0)});
}

SplatElementsAttr gather::getZeroSplat(Type elementType) {
  auto type = RankedTensorType::get({1}, elementType);
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    auto zero = APFloat::getZero(
        cast<FloatType>(complexType.getElementType()).getFloatSemantics());
    return cast<SplatElementsAttr>(
        DenseElementsAttr::get(type, {std::complex<APFloat>(zero, zero)}));
  }
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return cast<SplatElementsAttr>(
        DenseElementsAttr::get(type, FloatAttr::get(floatType, 0.0)));
  return cast<SplatElementsAttr>(
      DenseElementsAttr::get(type, IntegerAttr::get(elementType, 0)));
}

Value gather::buildZero(OpBuilder &b, Location loc, Type elementType) {
  return buildSplatScalar(b, loc, getZeroSplat(elementType));
}
