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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// Where a dequantization reads its blocks' scales and zero points (null:
/// the default zero point): the op's tensors, or the rank-preserving slices
/// of their rows that hold the blocks of one row of data.
struct BlockParameters {
  Value scales, zeroPoints;
  bool rowSlices = false;

  /// The coordinates in them of the block at `block` (scales' coordinates).
  SmallVector<Value> locate(OpBuilder &b, Location loc,
                            ValueRange block) const {
    if (!rowSlices)
      return SmallVector<Value>(block);
    SmallVector<Value> inRow(block.size(), constantIndex(b, loc, 0));
    inRow.back() = block.back();
    return inRow;
  }
};

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
  bool dequantizesChunks(Value init);
  GatherResult writeChunks(OpBuilder &b, Location loc, ValueRange outerIvs,
                           Value first, Value length, Value block,
                           Value axisSize, IndexHandling handling);
  Value dequantizeChunk(OpBuilder &b, Location loc, Value row,
                        const BlockParameters &parameters,
                        SmallVector<Value> coordinates);
  Value readQuantized(OpBuilder &b, Location loc, Value tensor,
                      SmallVector<Value> coordinates);
  Value readZeroPoint(OpBuilder &b, Location loc, Value zeroPoints,
                      ValueRange coordinates);
  SmallVector<Value> getBlockCoordinates(OpBuilder &b, Location loc,
                                         ValueRange coordinates);
  Value dequantize(OpBuilder &b, Location loc, Value quantized,
                   const BlockParameters &parameters, ValueRange block);

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

/// Values dequantized per vector: a multiple of every block size.
static constexpr int64_t kChunkValues = 16;

/// The result's loops: rows of chunks, or one element at a time.
GatherResult BlockQuantizedStrategy::buildGather(OpBuilder &b, Value init,
                                                 IndexHandling handling) {
  if (llvm::is_contained(cast<RankedTensorType>(init.getType()).getShape(), 0))
    return GatherResult::withoutIndices(b, loc, init, handling);
  Value axisSize = getDimSize(b, loc, op.getData(), axis);
  if (dequantizesChunks(init))
    return buildBlockLoops(b, loc, init, ElementOrder::rows(), handling,
                           [&](OpBuilder &b, Location loc, ValueRange outerIvs,
                               Value first, Value length, Value block) {
                             return writeChunks(b, loc, outerIvs, first, length,
                                                block, axisSize, handling);
                           });
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

/// The zero point at `coordinates` of `zeroPoints` (zero_points or a row
/// of it), or without them onnxruntime's default (2^(bits-1) for ui8, 0 for
/// i4 and ui4).
Value BlockQuantizedStrategy::readZeroPoint(OpBuilder &b, Location loc,
                                            Value zeroPoints,
                                            ValueRange coordinates) {
  if (zeroPoints)
    return readQuantized(b, loc, zeroPoints, llvm::to_vector(coordinates));
  int64_t zeroPoint = op.isBytePacked() ? int64_t(1) << (op.getBits() - 1) : 0;
  return arith::ConstantIntOp::create(b, loc, b.getI32Type(), zeroPoint);
}

/// The coordinates in scales (and zero_points) of the block holding data's
/// value at `coordinates`.
SmallVector<Value>
BlockQuantizedStrategy::getBlockCoordinates(OpBuilder &b, Location loc,
                                            ValueRange coordinates) {
  SmallVector<Value> block(coordinates);
  block[quantizeAxis] = arith::DivUIOp::create(
      b, loc, block[quantizeAxis], constantIndex(b, loc, op.getBlockSize()));
  return block;
}

/// onnxruntime's arithmetic: (quantized - zero point) * scale in f32,
/// rounded once to the result's element type, for `quantized` an i32 or a
/// vector of them, all in the block at `block` (scales' coordinates).
Value BlockQuantizedStrategy::dequantize(OpBuilder &b, Location loc,
                                         Value quantized,
                                         const BlockParameters &parameters,
                                         ValueRange block) {
  SmallVector<Value> at = parameters.locate(b, loc, block);
  auto vector = dyn_cast<VectorType>(quantized.getType());
  auto like = [&](Type element) -> Type {
    return vector ? vector.clone(element) : element;
  };
  auto broadcast = [&](Value scalar) -> Value {
    return vector ? vector::BroadcastOp::create(b, loc, like(scalar.getType()),
                                                scalar)
                  : scalar;
  };
  Value difference = arith::SubIOp::create(
      b, loc, quantized,
      broadcast(readZeroPoint(b, loc, parameters.zeroPoints, at)));
  Type f32 = b.getF32Type();
  Value scale = tensor::ExtractOp::create(b, loc, parameters.scales, at);
  if (scale.getType() != f32)
    scale = arith::ExtFOp::create(b, loc, f32, scale);
  Value value = arith::MulFOp::create(
      b, loc, arith::SIToFPOp::create(b, loc, like(f32), difference),
      broadcast(scale));
  Type resultType = op.getType().getElementType();
  if (resultType == f32)
    return value;
  return arith::TruncFOp::create(b, loc, like(resultType), value);
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
  return {dequantize(b, loc, quantized, {op.getScales(), op.getZeroPoints()},
                     getBlockCoordinates(b, loc, coordinates)),
          bad};
}

//===----------------------------------------------------------------------===//
// Rows of packed bytes, dequantized a vector at a time
//===----------------------------------------------------------------------===//

/// Whether the result's rows are dequantized in chunks of kChunkValues
/// vector lanes: data gathered along axis 0 and quantized along its last
/// dimension (always so for ui8, packed along it), whose rows hold a static
/// multiple of a chunk (so that a chunk of i4 / ui4 values, two a byte,
/// starts on a byte). The blocks of a row loop (ElementOrder::rows) then
/// start and end on chunks, and each chunk lies in one block of scales.
bool BlockQuantizedStrategy::dequantizesChunks(Value init) {
  int64_t rank = op.getData().getType().getRank();
  if (axis != 0 || quantizeAxis != rank - 1)
    return false;
  int64_t row = cast<RankedTensorType>(init.getType()).getShape().back();
  static_assert(ElementOrder::kRowBlockElements % kChunkValues == 0);
  return !ShapedType::isDynamic(row) && row % kChunkValues == 0;
}

/// `vector` of unsigned integers as the signless integers of `signless`
/// that arith computes on (a vector of signless ones as it is).
static Value toSignless(OpBuilder &b, Location loc, Value vector,
                        Type signless) {
  auto type = cast<VectorType>(vector.getType());
  if (type.getElementType() == signless)
    return vector;
  return UnrealizedConversionCastOp::create(b, loc, type.clone(signless),
                                            vector)
      .getResult(0);
}

/// The values packed in `bytes` (a vector of i8), lowest bits first: lane
/// j of the result is field j % n of byte j / n, for n values per byte.
static Value unpackFields(OpBuilder &b, Location loc, Value bytes,
                          int64_t valuesPerByte) {
  if (valuesPerByte == 1)
    return bytes;
  int64_t bits = 8 / valuesPerByte;
  auto type = cast<VectorType>(bytes.getType());
  auto splat = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(
        b, loc,
        DenseElementsAttr::get(type,
                               b.getIntegerAttr(type.getElementType(), value)));
  };
  SmallVector<Value> fields;
  for (int64_t f = 0; f < valuesPerByte; ++f)
    fields.push_back(arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, bytes, splat(f * bits)),
        splat((1 << bits) - 1)));
  // Interleaving fields f and f + n/2 pairwise, and again, puts field f of
  // byte i at lane i * n + f.
  while (fields.size() > 1) {
    size_t half = fields.size() / 2;
    SmallVector<Value> merged;
    for (size_t f = 0; f < half; ++f)
      merged.push_back(
          vector::InterleaveOp::create(b, loc, fields[f], fields[f + half]));
    fields = merged;
  }
  return fields.front();
}

/// The kChunkValues dequantized values from `coordinates` on (data's, in
/// values; the last a multiple of the chunk), read from `row`, the slice of
/// data's row there (ui8), or data itself (i4, ui4), with the block
/// parameters of `parameters`, as a vector of the result's element type.
Value BlockQuantizedStrategy::dequantizeChunk(OpBuilder &b, Location loc,
                                              Value row,
                                              const BlockParameters &parameters,
                                              SmallVector<Value> coordinates) {
  Type i32 = b.getI32Type();
  auto lanes = [&](int64_t count, Type element) {
    return VectorType::get({count}, element);
  };
  SmallVector<Value> block = getBlockCoordinates(b, loc, coordinates);
  Type element = op.getData().getType().getElementType();
  Type signless = b.getIntegerType(element.getIntOrFloatBitWidth());
  Value values;
  if (op.isBytePacked()) {
    SmallVector<Value> inRow(coordinates.size(), constantIndex(b, loc, 0));
    inRow.back() = arith::DivUIOp::create(b, loc, coordinates.back(),
                                          constantIndex(b, loc, valuesPerByte));
    int64_t bytes = kChunkValues / valuesPerByte;
    Value packed = vector::TransferReadOp::create(b, loc, lanes(bytes, element),
                                                  row, inRow, std::nullopt,
                                                  ArrayRef<bool>{true});
    values = arith::ExtUIOp::create(
        b, loc, lanes(kChunkValues, i32),
        unpackFields(b, loc, toSignless(b, loc, packed, signless),
                     valuesPerByte));
  } else {
    // One 4-bit value a lane; gather-pack-four-bit-memory reads the bytes.
    Value quantized =
        toSignless(b, loc,
                   vector::TransferReadOp::create(
                       b, loc, lanes(kChunkValues, element), row, coordinates,
                       std::nullopt, ArrayRef<bool>{true}),
                   signless);
    values = element.isSignlessInteger()
                 ? arith::ExtSIOp::create(b, loc, lanes(kChunkValues, i32),
                                          quantized)
                       .getResult()
                 : arith::ExtUIOp::create(b, loc, lanes(kChunkValues, i32),
                                          quantized)
                       .getResult();
  }
  return dequantize(b, loc, values, parameters, block);
}

/// The rank-preserving slice of `tensor`'s last dimension at `coordinates`
/// (of the other dimensions).
static Value sliceRow(OpBuilder &b, Location loc, Value tensor,
                      ArrayRef<Value> coordinates) {
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  SmallVector<OpFoldResult> offsets(coordinates.begin(), coordinates.end());
  offsets.push_back(b.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes(rank, b.getIndexAttr(1));
  sizes.back() = tensor::getMixedSize(b, loc, tensor, rank - 1);
  return tensor::ExtractSliceOp::create(
      b, loc, tensor, offsets, sizes,
      SmallVector<OpFoldResult>(rank, b.getIndexAttr(1)));
}

/// One block of a row: its index value read and checked once, then each
/// chunk dequantized from the row's slices of data, scales and zero points
/// (views of rows at addresses computed from a loaded index, as the slice
/// gathers' rows, which gather-stream-row-copies prefetches ahead) and
/// written into `block`.
GatherResult BlockQuantizedStrategy::writeChunks(OpBuilder &b, Location loc,
                                                 ValueRange outerIvs,
                                                 Value first, Value length,
                                                 Value block, Value axisSize,
                                                 IndexHandling handling) {
  Value index = tensor::ExtractOp::create(b, loc, op.getIndices(),
                                          outerIvs.take_front(q));
  auto [row, bad] =
      resolveIndex(b, loc, castToIndex(b, loc, index), axisSize, handling);
  SmallVector<Value> coordinates{row};
  llvm::append_range(coordinates, outerIvs.drop_front(q));
  // 4-bit rows (and their zero points) are read from the tensors
  // themselves: a slice of a 4-bit buffer at a dynamic offset has no byte
  // layout gather-pack-four-bit-memory packs. (gather-stream-row-copies
  // finds them at the loaded index all the same.)
  Value dataRow = op.getData();
  BlockParameters parameters{op.getScales(), op.getZeroPoints()};
  if (op.isBytePacked()) {
    dataRow = sliceRow(b, loc, dataRow, coordinates);
    Value zeroPoints = parameters.zeroPoints;
    parameters = {sliceRow(b, loc, parameters.scales, coordinates),
                  zeroPoints ? sliceRow(b, loc, zeroPoints, coordinates)
                             : Value(),
                  /*rowSlices=*/true};
  }
  auto loop = scf::ForOp::create(
      b, loc, constantIndex(b, loc, 0), length,
      constantIndex(b, loc, kChunkValues), ValueRange{block},
      [&](OpBuilder &b, Location loc, Value at, ValueRange tile) {
        SmallVector<Value> chunk(coordinates);
        chunk.push_back(arith::AddIOp::create(b, loc, first, at));
        Value values = dequantizeChunk(b, loc, dataRow, parameters, chunk);
        SmallVector<Value> position(outerIvs.size(), constantIndex(b, loc, 0));
        position.push_back(at);
        scf::YieldOp::create(
            b, loc,
            vector::TransferWriteOp::create(b, loc, values, tile[0], position,
                                            ArrayRef<bool>{true})
                .getResult());
      });
  return {loop.getResult(0), bad};
}

std::unique_ptr<GatherStrategy>
lowering::createBlockQuantizedStrategy(GatherBlockQuantizedOp op) {
  return std::make_unique<BlockQuantizedStrategy>(op);
}
