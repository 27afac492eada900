//===- ElementBits.cpp - moving elements as integer bits ------------------===//

#include "Gather/Utils/ElementBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<ElementBits> mlir::gather::getElementBits(Type type) {
  MLIRContext *context = type.getContext();
  auto i64 = IntegerType::get(context, 64);
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type part = complex.getElementType();
    if (part.isF32())
      return ElementBits{i64, 1};
    if (part.isF64())
      return ElementBits{i64, 2};
    return std::nullopt;
  }
  if (!isa<FloatType, IntegerType>(type))
    return std::nullopt;
  return ElementBits{
      IntegerType::get(context, std::max(8u, type.getIntOrFloatBitWidth())), 1};
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
                           const ElementBits &bits, Value word) {
  if (isa<ComplexType>(value.getType())) {
    Value re = complex::ReOp::create(b, loc, value);
    Value im = complex::ImOp::create(b, loc, value);
    // complex<f64>: the real part is word 0, the imaginary part word 1.
    if (bits.words == 2) {
      Value isReal =
          arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, word,
                                arith::ConstantIndexOp::create(b, loc, 0));
      return toOwnBits(b, loc, arith::SelectOp::create(b, loc, isReal, re, im));
    }
    // complex<f32>: the real part low, the imaginary part high.
    auto half = [&](Value part) {
      return arith::ExtUIOp::create(b, loc, bits.word, toOwnBits(b, loc, part));
    };
    Value shift = arith::ConstantIntOp::create(b, loc, bits.word, 32);
    return arith::OrIOp::create(b, loc, half(re),
                                arith::ShLIOp::create(b, loc, half(im), shift));
  }
  Value own = toOwnBits(b, loc, value);
  if (own.getType() == bits.word)
    return own;
  return arith::ExtUIOp::create(b, loc, bits.word, own);
}

Value mlir::gather::fromBits(OpBuilder &b, Location loc, ValueRange words,
                             Type type) {
  if (auto complex = dyn_cast<ComplexType>(type)) {
    Type part = complex.getElementType();
    if (words.size() == 2)
      return complex::CreateOp::create(b, loc, complex,
                                       fromOwnBits(b, loc, words[0], part),
                                       fromOwnBits(b, loc, words[1], part));
    Type i32 = b.getI32Type();
    Value shift = arith::ConstantIntOp::create(b, loc, words[0].getType(), 32);
    Value low = arith::TruncIOp::create(b, loc, i32, words[0]);
    Value high = arith::TruncIOp::create(
        b, loc, i32, arith::ShRUIOp::create(b, loc, words[0], shift));
    return complex::CreateOp::create(b, loc, complex,
                                     fromOwnBits(b, loc, low, part),
                                     fromOwnBits(b, loc, high, part));
  }
  Value bits = words[0];
  auto own = IntegerType::get(b.getContext(), type.getIntOrFloatBitWidth());
  if (bits.getType() != own)
    bits = arith::TruncIOp::create(b, loc, own, bits);
  return fromOwnBits(b, loc, bits, type);
}

AffineMap mlir::gather::getLeadingDimsMap(int64_t numLoops, int64_t rank,
                                          MLIRContext *context) {
  SmallVector<AffineExpr> dims;
  for (int64_t d = 0; d < rank; ++d)
    dims.push_back(getAffineDimExpr(d, context));
  return AffineMap::get(numLoops, 0, dims, context);
}

/// Whether values of `type` are their own bits.
static bool isOwnBits(Type type, const ElementBits &bits) {
  return type == bits.word && bits.words == 1;
}

Value mlir::gather::mapElements(
    OpBuilder &b, Location loc, Value tensor, Type elementType,
    function_ref<Value(OpBuilder &, Location, Value)> convert) {
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
  auto type = cast<RankedTensorType>(tensor.getType());
  ElementBits bits = *getElementBits(type.getElementType());
  if (isOwnBits(type.getElementType(), bits))
    return tensor;
  if (bits.words == 1)
    return mapElements(b, loc, tensor, bits.word,
                       [&](OpBuilder &nb, Location loc, Value value) {
                         return toBits(nb, loc, value, bits);
                       });
  // One loop per dimension, and one over the words where there are two.
  int64_t rank = type.getRank(), loops = rank + (bits.words > 1);
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, tensor);
  if (bits.words > 1)
    sizes.push_back(b.getIndexAttr(bits.words));
  Value init = tensor::EmptyOp::create(b, loc, sizes, bits.word);
  AffineMap elements = getLeadingDimsMap(loops, rank, b.getContext());
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, ValueRange{tensor}, ValueRange{init},
      {elements, b.getMultiDimIdentityMap(loops)},
      SmallVector<utils::IteratorType>(loops, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        Value word = bits.words > 1
                         ? Value(linalg::IndexOp::create(nb, loc, rank))
                         : Value();
        linalg::YieldOp::create(nb, loc, toBits(nb, loc, args[0], bits, word));
      });
  return generic.getResult(0);
}

Value mlir::gather::mapFromBits(OpBuilder &b, Location loc, Value bits,
                                Type elementType) {
  auto bitsType = cast<RankedTensorType>(bits.getType());
  ElementBits layout = *getElementBits(elementType);
  if (isOwnBits(elementType, layout))
    return bits;
  if (layout.words == 1)
    return mapElements(b, loc, bits, elementType,
                       [&](OpBuilder &nb, Location loc, Value word) {
                         return fromBits(nb, loc, word, elementType);
                       });
  int64_t rank = bitsType.getRank() - (layout.words > 1);
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, bits);
  sizes.resize(rank);
  Value init = tensor::EmptyOp::create(b, loc, sizes, elementType);
  // One input per word: word w of each element.
  SmallVector<AffineMap> maps;
  for (int64_t w = 0; w < layout.words; ++w) {
    SmallVector<AffineExpr> exprs;
    for (int64_t d = 0; d < rank; ++d)
      exprs.push_back(b.getAffineDimExpr(d));
    if (layout.words > 1)
      exprs.push_back(b.getAffineConstantExpr(w));
    maps.push_back(AffineMap::get(rank, 0, exprs, b.getContext()));
  }
  maps.push_back(b.getMultiDimIdentityMap(rank));
  SmallVector<Value> inputs(layout.words, bits);
  auto generic = linalg::GenericOp::create(
      b, loc, TypeRange{init.getType()}, inputs, ValueRange{init}, maps,
      SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
      [&](OpBuilder &nb, Location loc, ValueRange args) {
        linalg::YieldOp::create(
            nb, loc,
            fromBits(nb, loc, args.take_front(layout.words), elementType));
      });
  return generic.getResult(0);
}
