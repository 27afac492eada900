//===- QuantizedGather.cpp - the strategy of gather_block_quantized -------===//
//
// gather_block_quantized gathers as `gather.gather` with batch_dims 0 does,
// one element per result element, each dequantized where it is read: its
// quantized value (a bit field of a ui8 byte, or an i4 / ui4 element), the
// scale and zero point of its block, `(q - zero point) * scale` in f32,
// rounded once to the result's element type (onnxruntime's arithmetic).
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/Utils/ElementBits.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// a = gather axis, qa = quantize axis, q = rank(indices). A result
/// position holds data's coordinates before the axis, then the position of
/// its index value, then data's coordinates after the axis.
class BlockQuantizedStrategy final : public GatherStrategy {
public:
  explicit BlockQuantizedStrategy(GatherBlockQuantizedOp op)
      : op(op), loc(op.getLoc()), axis(op.getNormalizedGatherAxis()),
        quantizeAxis(op.getNormalizedQuantizeAxis()),
        q(op.getIndices().getType().getRank()),
        valuesPerByte(op.getValuesPerByte()) {}

  SmallVector<ShapeCheck> getIndexShapeChecks(OpBuilder &b) override;
  bool gathersElements() override { return true; }
  GatherResult buildGather(OpBuilder &b, Value init,
                           IndexHandling handling) override;
  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) override {
    return scanAxisIndices(b, loc, op.getData(), op.getIndices(), axis, scan,
                           clamp);
  }
  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) override {
    return describeAxisIndex(b, loc, op.getData(), op.getIndices(), axis,
                             position);
  }

private:
  std::pair<Value, Value> readElement(OpBuilder &b, Location loc,
                                      ValueRange position, Value axisSize,
                                      IndexHandling handling);
  Value readQuantized(OpBuilder &b, Location loc, Value tensor,
                      SmallVector<Value> coordinates);
  Value readZeroPoint(OpBuilder &b, Location loc, ValueRange coordinates);

  GatherBlockQuantizedOp op;
  Location loc;
  int64_t axis, quantizeAxis, q, valuesPerByte;
};
} // namespace

/// Checks each size of `tensor` against `reference`'s, but at `blockAxis`
/// against ceil(reference size * `scale` / `perBlock`).
static void addDerivedDimChecks(OpBuilder &b, Location loc,
                                GatherShapeCheck kind, Value tensor,
                                Value reference, int64_t blockAxis,
                                int64_t scale, int64_t perBlock,
                                SmallVectorImpl<ShapeCheck> &checks) {
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  for (int64_t d = 0; d < rank; ++d) {
    OpFoldResult expected = tensor::getMixedSize(b, loc, reference, d);
    if (d == blockAxis) {
      AffineExpr size = b.getAffineDimExpr(0);
      expected = affine::makeComposedFoldedAffineApply(
          b, loc, (size * scale).ceilDiv(perBlock), {expected});
    }
    checks.push_back(
        {kind, d, tensor::getMixedSize(b, loc, tensor, d), expected});
  }
}

SmallVector<ShapeCheck>
BlockQuantizedStrategy::getIndexShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  addDerivedDimChecks(b, loc, GATHER_CHECK_SCALES_DIM, op.getScales(),
                      op.getData(), quantizeAxis, valuesPerByte,
                      op.getBlockSize(), checks);
  if (Value zeroPoints = op.getZeroPoints())
    addDerivedDimChecks(b, loc, GATHER_CHECK_ZERO_POINTS_DIM, zeroPoints,
                        op.getScales(), valuesPerByte == 1 ? -1 : quantizeAxis,
                        1, valuesPerByte, checks);
  return checks;
}

GatherResult BlockQuantizedStrategy::buildGather(OpBuilder &b, Value init,
                                                 IndexHandling handling) {
  if (llvm::is_contained(cast<RankedTensorType>(init.getType()).getShape(), 0))
    return GatherResult::withoutIndices(b, loc, init, handling);
  Value axisSize = getDimSize(b, loc, op.getData(), axis);
  return buildElementLoops(
      b, loc, init, ElementOrder::rows(), handling,
      [&](OpBuilder &b, Location loc, ValueRange position) {
        return readElement(b, loc, position, axisSize, handling);
      });
}

/// The quantized value at `coordinates` (in values, not bytes) of data or
/// zero_points, as an i32: for ui8 the bit field of its byte, lowest bits
/// first; i4 sign-extended, ui4 zero-extended.
Value BlockQuantizedStrategy::readQuantized(OpBuilder &b, Location loc,
                                            Value tensor,
                                            SmallVector<Value> coordinates) {
  Type i32 = b.getI32Type();
  // Each value is read where it is: value j of a row of packed ui8 is in
  // byte j / n, at bit (j % n) * bits.
  Value field;
  if (valuesPerByte > 1) {
    Value &last = coordinates.back();
    Value perByte = constantIndex(b, loc, valuesPerByte);
    field = arith::RemUIOp::create(b, loc, last, perByte);
    last = arith::DivUIOp::create(b, loc, last, perByte);
  }
  Value element = tensor::ExtractOp::create(b, loc, tensor, coordinates);
  // i4 (ONNX int4) is signless in MLIR; arith takes only signless integers.
  if (element.getType().isSignlessInteger())
    return arith::ExtSIOp::create(b, loc, i32, element);
  Value byte = arith::ExtUIOp::create(
      b, loc, i32, toBits(b, loc, element, *getElementBits(element.getType())));
  if (!field)
    return byte;
  int64_t bits = 8 / valuesPerByte;
  Value shift = arith::MulIOp::create(
      b, loc, arith::IndexCastUIOp::create(b, loc, i32, field),
      arith::ConstantIntOp::create(b, loc, i32, bits));
  return arith::AndIOp::create(
      b, loc, arith::ShRUIOp::create(b, loc, byte, shift),
      arith::ConstantIntOp::create(b, loc, i32, (1 << bits) - 1));
}

/// The zero point of the block at `coordinates` of scales: read from
/// zero_points, or onnxruntime's default (2^(bits-1) for ui8, 0 for i4 and
/// ui4).
Value BlockQuantizedStrategy::readZeroPoint(OpBuilder &b, Location loc,
                                            ValueRange coordinates) {
  if (Value zeroPoints = op.getZeroPoints())
    return readQuantized(b, loc, zeroPoints, llvm::to_vector(coordinates));
  bool bytes = op.getData().getType().getElementType().isUnsignedInteger(8);
  int64_t zeroPoint = bytes ? int64_t(1) << (op.getBits() - 1) : 0;
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), zeroPoint);
}

/// The dequantized data element of the result element at `position`, and
/// whether its index was out of range (if checked).
std::pair<Value, Value>
BlockQuantizedStrategy::readElement(OpBuilder &b, Location loc,
                                    ValueRange position, Value axisSize,
                                    IndexHandling handling) {
  Value index = tensor::ExtractOp::create(b, loc, op.getIndices(),
                                          position.slice(axis, q));
  auto [coordinate, bad] =
      resolveIndex(b, loc, castToIndex(b, loc, index), axisSize, handling);
  SmallVector<Value> coordinates(position.take_front(axis));
  coordinates.push_back(coordinate);
  llvm::append_range(coordinates, position.drop_front(axis + q));
  Value quantized = readQuantized(b, loc, op.getData(), coordinates);

  SmallVector<Value> block(coordinates);
  block[quantizeAxis] = arith::DivUIOp::create(
      b, loc, block[quantizeAxis], constantIndex(b, loc, op.getBlockSize()));
  Value difference =
      arith::SubIOp::create(b, loc, quantized, readZeroPoint(b, loc, block));
  Type f32 = b.getF32Type();
  Value scale = tensor::ExtractOp::create(b, loc, op.getScales(), block);
  if (scale.getType() != f32)
    scale = arith::ExtFOp::create(b, loc, f32, scale);
  Value value = arith::MulFOp::create(
      b, loc, arith::SIToFPOp::create(b, loc, f32, difference), scale);
  Type resultType = op.getType().getElementType();
  if (resultType != f32)
    value = arith::TruncFOp::create(b, loc, resultType, value);
  return {value, bad};
}

std::unique_ptr<GatherStrategy>
lowering::createBlockQuantizedStrategy(GatherBlockQuantizedOp op) {
  return std::make_unique<BlockQuantizedStrategy>(op);
}
