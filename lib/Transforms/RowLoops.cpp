//===- RowLoops.cpp - pieces of the passes that rewrite row loops ---------===//

#include "RowLoops.h"

#include "Gather/Utils/ElementTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<int64_t> row_loops::getLineElementBytes(Type type) {
  std::optional<int64_t> bytes = getElementBytes(type);
  if (!bytes || kLineBytes % *bytes != 0)
    return std::nullopt;
  return bytes;
}

Value row_loops::buildIterationCount(OpBuilder &b, Location loc,
                                     ArrayRef<Value> extents) {
  Value count = arith::ConstantIndexOp::create(b, loc, 1);
  for (Value extent : extents)
    count = b.createOrFold<arith::MulIOp>(loc, count, extent);
  return count;
}

SmallVector<Value> row_loops::delinearize(OpBuilder &b, Location loc,
                                          Value linear,
                                          ArrayRef<Value> extents) {
  if (extents.size() == 1)
    return {linear};
  return affine::AffineDelinearizeIndexOp::create(b, loc, linear, extents,
                                                  /*hasOuterBound=*/true)
      .getResults();
}

Value row_loops::buildIterationAhead(OpBuilder &b, Location loc, Value current,
                                     Value last, int64_t distance) {
  return arith::MinUIOp::create(
      b, loc,
      arith::AddIOp::create(b, loc, current,
                            arith::ConstantIndexOp::create(b, loc, distance)),
      last);
}
