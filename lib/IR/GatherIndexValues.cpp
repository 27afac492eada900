//===- GatherIndexValues.cpp - ONNX's index rule, as IR -------------------===//

#include "Gather/IR/GatherIndexValues.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::gather;

Value mlir::gather::castToIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

Value mlir::gather::normalizeIndex(OpBuilder &b, Location loc, Value index,
                                   Value size, bool clamp) {
  Value zero = arith::ConstantIndexOp::create(b, loc, 0);
  Value isNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, zero);
  Value wrapped = arith::AddIOp::create(b, loc, index, size);
  Value normalized =
      arith::SelectOp::create(b, loc, isNegative, wrapped, index);
  if (!clamp)
    return normalized;
  Value last = arith::SubIOp::create(b, loc, size,
                                     arith::ConstantIndexOp::create(b, loc, 1));
  Value below = arith::MinSIOp::create(b, loc, normalized, last);
  return arith::MaxSIOp::create(b, loc, below, zero);
}
