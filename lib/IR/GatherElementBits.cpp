//===- GatherElementBits.cpp - moving elements as integer bits ------------===//

#include "Gather/IR/GatherElementBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<IntegerType> mlir::gather::getBitsType(Type type) {
  MLIRContext *context = type.getContext();
  if (auto complex = dyn_cast<ComplexType>(type))
    return complex.getElementType().isF32()
               ? std::optional(IntegerType::get(context, 64))
               : std::nullopt;
  if (!isa<FloatType, IntegerType>(type))
    return std::nullopt;
  return IntegerType::get(context, std::max(8u, type.getIntOrFloatBitWidth()));
}

/// `value`'s bits as a signless integer of its own width.
static Value toOwnBits(OpBuilder &b, Location loc, Value value) {
  Type type = value.getType();
  auto bits = IntegerType::get(b.getContext(), type.getIntOrFloatBitWidth());
  if (isa<FloatType>(type))
    return arith::BitcastOp::create(b, loc, bits, value);
  if (type.isSignlessInteger())
    return value;
  return UnrealizedConversionCastOp::create(b, loc, bits, value).getResult(0);
}

static Value fromOwnBits(OpBuilder &b, Location loc, Value bits, Type type) {
  if (isa<FloatType>(type))
    return arith::BitcastOp::create(b, loc, type, bits);
  if (type.isSignlessInteger())
    return bits;
  return UnrealizedConversionCastOp::create(b, loc, type, bits).getResult(0);
}

Value mlir::gather::toBits(OpBuilder &b, Location loc, Value value,
                           IntegerType bits) {
  if (isa<ComplexType>(value.getType())) {
    // The real part in the low half, the imaginary part in the high one.
    auto half = [&](Value part) {
      return arith::ExtUIOp::create(b, loc, bits, toOwnBits(b, loc, part));
    };
    Value low = half(complex::ReOp::create(b, loc, value));
    Value high = half(complex::ImOp::create(b, loc, value));
    Value shift = arith::ConstantIntOp::create(b, loc, bits, 32);
    return arith::OrIOp::create(b, loc, low,
                                arith::ShLIOp::create(b, loc, high, shift));
  }
  Value own = toOwnBits(b, loc, value);
  if (own.getType() == bits)
    return own;
  return arith::ExtUIOp::create(b, loc, bits, own);
}

Value mlir::gather::fromBits(OpBuilder &b, Location loc, Value bits,
                             Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type i32 = b.getI32Type();
    Value shift = arith::ConstantIntOp::create(b, loc, bits.getType(), 32);
    Value low = arith::TruncIOp::create(b, loc, i32, bits);
    Value high = arith::TruncIOp::create(
        b, loc, i32, arith::ShRUIOp::create(b, loc, bits, shift));
    Type part = complex.getElementType();
    return complex::CreateOp::create(b, loc, complex,
                                     fromOwnBits(b, loc, low, part),
                                     fromOwnBits(b, loc, high, part));
  }
  auto own = IntegerType::get(b.getContext(), type.getIntOrFloatBitWidth());
  if (bits.getType() != own)
    bits = arith::TruncIOp::create(b, loc, own, bits);
  return fromOwnBits(b, loc, bits, type);
}

/// `tensor`'s elements converted to `elementType` by `convert`.
static Value
mapElements(OpBuilder &b, Location loc, Value tensor, Type elementType,
            function_ref<Value(OpBuilder &, Location, Value)> convert) {
  if (cast<RankedTensorType>(tensor.getType()).getElementType() == elementType)
    return tensor;
  Value init = tensor::EmptyOp::create(
      b, loc, tensor::getMixedSizes(b, loc, tensor), elementType);
  auto map = linalg::MapOp::create(
      b, loc, ValueRange{tensor}, init,
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        linalg::YieldOp::create(nb, loc, convert(nb, loc, args[0]));
      });
  return map.getResult()[0];
}

Value mlir::gather::mapToBits(OpBuilder &b, Location loc, Value tensor) {
  IntegerType bits =
      *getBitsType(cast<RankedTensorType>(tensor.getType()).getElementType());
  return mapElements(b, loc, tensor, bits,
                     [&](OpBuilder &nb, Location loc, Value value) {
                       return toBits(nb, loc, value, bits);
                     });
}

Value mlir::gather::mapFromBits(OpBuilder &b, Location loc, Value bits,
                                Type elementType) {
  return mapElements(b, loc, bits, elementType,
                     [&](OpBuilder &nb, Location loc, Value value) {
                       return fromBits(nb, loc, value, elementType);
                     });
}
