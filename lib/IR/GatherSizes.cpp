//===- GatherSizes.cpp - bytes of elements and tensors --------------------===//

#include "Gather/IR/GatherSizes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/BuiltinTypeInterfaces.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/Interfaces/DataLayoutInterfaces.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<int64_t> mlir::gather::getElementBytes(Type type) {
  // A dialect's own types may not know their size: DataLayout would stop
  // the process for them.
  bool isBuiltinNumber =
      isa<IntegerType, FloatType, IndexType>(type) ||
      (isa<ComplexType>(type) &&
       isa<FloatType>(cast<ComplexType>(type).getElementType()));
  if (!isBuiltinNumber)
    return std::nullopt;
  // LLVM pads other sizes in memory (x86_fp80 takes 16 bytes, i24 4), so
  // the data layout's size would not be the stride of a memref.
  uint64_t bytes = DataLayout().getTypeSize(type).getFixedValue();
  if (!llvm::isPowerOf2_64(bytes))
    return std::nullopt;
  return static_cast<int64_t>(bytes);
}

bool mlir::gather::isStoredTwoPerByte(Type type) {
  auto integer = dyn_cast<IntegerType>(type);
  return integer && integer.getWidth() == 4;
}

RankedTensorType mlir::gather::getBufferType(RankedTensorType type) {
  if (!isStoredTwoPerByte(type.getElementType()) || !type.hasStaticShape())
    return type;
  return RankedTensorType::get(
      {int64_t(llvm::divideCeil(type.getNumElements(), 2))},
      IntegerType::get(type.getContext(), 8, IntegerType::Unsigned));
}

std::optional<int64_t> mlir::gather::getStaticBytes(ShapedType type) {
  std::optional<int64_t> bytes = getElementBytes(type.getElementType());
  if (!bytes || !type.hasStaticShape())
    return std::nullopt;
  for (int64_t size : type.getShape()) {
    bytes = llvm::checkedMul(*bytes, size);
    if (!bytes)
      return std::nullopt;
  }
  return bytes;
}

bool mlir::gather::fitsInMemory(ArrayRef<int64_t> shape, Type elementType) {
  std::optional<int64_t> bytes = getElementBytes(elementType);
  if (!bytes || llvm::is_contained(shape, 0))
    return true;
  for (int64_t size : shape) {
    if (ShapedType::isDynamic(size))
      continue;
    bytes = llvm::checkedMul(*bytes, size);
    if (!bytes)
      return false;
  }
  return true;
}

static Value castToI64(OpBuilder &b, Location loc, Value size) {
  if (size.getType().isIndex())
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), size);
  return size;
}

Value mlir::gather::buildFitsInMemory(OpBuilder &b, Location loc,
                                      ValueRange sizes, int64_t elementBytes) {
  Type i64 = b.getI64Type();
  Value zero = arith::ConstantIntOp::create(b, loc, i64, 0);
  Value bytes = arith::ConstantIntOp::create(b, loc, i64, elementBytes);
  Value overflows = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  Value empty = overflows;
  for (Value size : sizes) {
    Value size64 = castToI64(b, loc, size);
    auto product = arith::MulUIExtendedOp::create(b, loc, bytes, size64);
    bytes = product.getLow();
    Value high = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                               product.getHigh(), zero);
    Value negative = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::slt, bytes, zero);
    overflows = b.createOrFold<arith::OrIOp>(
        loc, overflows, b.createOrFold<arith::OrIOp>(loc, high, negative));
    empty = b.createOrFold<arith::OrIOp>(
        loc, empty,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, size64,
                                      zero));
  }
  Value fits = b.createOrFold<arith::XOrIOp>(
      loc, overflows, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
  return b.createOrFold<arith::OrIOp>(loc, empty, fits);
}
