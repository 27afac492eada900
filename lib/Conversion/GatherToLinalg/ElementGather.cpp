//===- ElementGather.cpp - gathers of one element per result element ------===//
//
// gather_elements, and gather_nd whose index tuples address single
// elements, read one data element per result element. Their loops are an
// scf.forall over blocks of the result's innermost dimension, each block a
// sequential scf.for that reads one element per step: LLVM vectorises that
// loop (with gather instructions where the target has them), and the blocks
// balance threads.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/IR/GatherSizes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

GatherResult GatherResult::withoutIndices(OpBuilder &b, Location loc,
                                          Value result,
                                          IndexHandling handling) {
  if (handling.kind != IndexHandling::Checked)
    return {result, Value()};
  return {result, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0)};
}

/// Blocks long enough for a thread and for LLVM's vectoriser, and short
/// enough to balance threads.
ElementOrder ElementOrder::rows() { return {kRowBlockElements, false}; }

/// 1 KiB of columns: a block's columns of all data rows are read while they
/// are still in the cache (faster than row by row on large tables; see
/// docs/Performance.md).
ElementOrder ElementOrder::columnBlocks(Type elementType) {
  return {std::max<int64_t>(1024 / *getElementBytes(elementType), 16), true};
}

namespace {
/// Builds the loops of one element gather (see buildBlockLoops).
class ElementLoopBuilder {
public:
  ElementLoopBuilder(OpBuilder &b, Location loc, Value init, ElementOrder order,
                     IndexHandling handling, BlockWriterFn writeBlock)
      : b(b), loc(loc), init(init),
        type(cast<RankedTensorType>(init.getType())), order(order),
        handling(handling), writeBlock(writeBlock),
        checked(handling.kind == IndexHandling::Checked) {}

  GatherResult build();

private:
  void buildBlock(OpBuilder &b, Location loc, ValueRange args);
  void buildReportBad(OpBuilder &b, Location loc, Value anyBad);

  OpBuilder &b;
  Location loc;
  Value init;
  RankedTensorType type;
  ElementOrder order;
  IndexHandling handling;
  BlockWriterFn writeBlock;
  bool checked;
  /// The innermost result size, the block length, and the number of blocks.
  Value inner, block;
  OpFoldResult blocks;
};
} // namespace

GatherResult ElementLoopBuilder::build() {
  int64_t rank = type.getRank();
  if (llvm::is_contained(type.getShape(), 0))
    return GatherResult::withoutIndices(b, loc, init, handling);
  if (rank == 0)
    return writeBlock(b, loc, ValueRange(), Value(), Value(), init);
  if (checked)
    memref::StoreOp::create(
        b, loc, arith::ConstantIntOp::create(b, loc, b.getI8Type(), 0),
        handling.badCell, ValueRange());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, init);
  inner = getValueOrCreateConstantIndexOp(b, loc, sizes.back());
  block = constantIndex(b, loc, order.blockElements);
  blocks =
      getAsOpFoldResult(b.createOrFold<arith::CeilDivUIOp>(loc, inner, block));
  SmallVector<OpFoldResult> extents(sizes.begin(), sizes.end() - 1);
  extents.insert(order.columnBlocksFirst ? extents.begin() : extents.end(),
                 blocks);
  auto forall =
      scf::ForallOp::create(b, loc, extents, init, std::nullopt,
                            [&](OpBuilder &b, Location loc, ValueRange args) {
                              buildBlock(b, loc, args);
                            });
  if (!checked)
    return {forall.getResult(0), Value()};
  // Read after the loop: iterations set the cell atomically, on any thread.
  Value anyBad = arith::TruncIOp::create(
      b, loc, b.getI1Type(), memref::LoadOp::create(b, loc, handling.badCell));
  return {forall.getResult(0), anyBad};
}

/// One iteration of the forall: the block of the row that `args` (the
/// forall's indices, then its shared result) names.
void ElementLoopBuilder::buildBlock(OpBuilder &b, Location loc,
                                    ValueRange args) {
  int64_t rank = type.getRank();
  ValueRange ivs = args.take_front(rank);
  ValueRange outerIvs =
      order.columnBlocksFirst ? ivs.drop_front() : ivs.drop_back();
  Value blockIv = order.columnBlocksFirst ? ivs.front() : ivs.back();
  // A single block starts at 0, whose static length the row keeps.
  Value first = getConstantIntValue(blocks) == 1
                    ? constantIndex(b, loc, 0)
                    : arith::MulIOp::create(b, loc, blockIv, block);
  // Blocks of a static row that the block length divides all have that
  // length: static blocks are static loops and static scratch tiles (for a
  // fused consumer, a stack slot rather than a malloc per block).
  std::optional<int64_t> staticInner = getConstantIntValue(inner);
  Value length =
      staticInner && *staticInner % order.blockElements == 0
          ? block
          : b.createOrFold<arith::MinUIOp>(
                loc, block, b.createOrFold<arith::SubIOp>(loc, inner, first));
  SmallVector<OpFoldResult> offsets = getAsOpFoldResult(outerIvs);
  offsets.push_back(first);
  SmallVector<OpFoldResult> rowSizes(rank - 1, b.getIndexAttr(1));
  rowSizes.push_back(getAsOpFoldResult(length));
  SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
  // The block keeps the row's dimensions as unit dimensions, so that it is
  // a tile of the result (a consumer fused into the loop reads it as one).
  SmallVector<int64_t> rowShape(rank - 1, 1);
  rowShape.push_back(
      getConstantIntValue(length).value_or(ShapedType::kDynamic));
  auto rowType = RankedTensorType::get(rowShape, type.getElementType());
  Value row = tensor::ExtractSliceOp::create(b, loc, rowType, args[rank],
                                             offsets, rowSizes, strides);
  GatherResult block = writeBlock(b, loc, outerIvs, first, length, row);
  if (checked)
    buildReportBad(b, loc, block.anyBad);

  auto inParallel = scf::InParallelOp::create(b, loc);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(inParallel.getBody());
  tensor::ParallelInsertSliceOp::create(b, loc, block.result, args[rank],
                                        offsets, rowSizes, strides);
}

/// The sequential loop over a block of `length` elements starting at
/// `first` in the row at `outerIvs`: inserts each element into `row` and,
/// when checked, or-reduces the elements' bad flags. (A 0-d result is one
/// element, without a loop.)
static GatherResult buildElementBlock(OpBuilder &b, Location loc,
                                      ValueRange outerIvs, Value first,
                                      Value length, Value row, bool checked,
                                      ElementReaderFn readElement) {
  if (!first) {
    auto [value, bad] = readElement(b, loc, ValueRange());
    return {tensor::InsertOp::create(b, loc, value, row, ValueRange()), bad};
  }
  SmallVector<Value> carried{row};
  if (checked)
    carried.push_back(arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0));
  auto loop = scf::ForOp::create(
      b, loc, constantIndex(b, loc, 0), length, constantIndex(b, loc, 1),
      carried, [&](OpBuilder &b, Location loc, Value j, ValueRange iterArgs) {
        SmallVector<Value> coordinates(outerIvs);
        coordinates.push_back(b.createOrFold<arith::AddIOp>(loc, first, j));
        auto [value, bad] = readElement(b, loc, coordinates);
        SmallVector<Value> position(outerIvs.size(), constantIndex(b, loc, 0));
        position.push_back(j);
        SmallVector<Value> next{
            tensor::InsertOp::create(b, loc, value, iterArgs[0], position)};
        if (checked)
          next.push_back(arith::OrIOp::create(b, loc, iterArgs[1], bad));
        scf::YieldOp::create(b, loc, next);
      });
  return {loop.getResult(0), checked ? loop.getResult(1) : Value()};
}

/// Sets the bad cell when the block met an out-of-range index.
void ElementLoopBuilder::buildReportBad(OpBuilder &b, Location loc,
                                        Value anyBad) {
  scf::IfOp::create(b, loc, anyBad, [&](OpBuilder &b, Location loc) {
    memref::AtomicRMWOp::create(
        b, loc, arith::AtomicRMWKind::ori,
        arith::ConstantIntOp::create(b, loc, b.getI8Type(), 1),
        handling.badCell, ValueRange());
    scf::YieldOp::create(b, loc);
  });
}

GatherResult lowering::buildBlockLoops(OpBuilder &b, Location loc, Value init,
                                       ElementOrder order,
                                       IndexHandling handling,
                                       BlockWriterFn writeBlock) {
  return ElementLoopBuilder(b, loc, init, order, handling, writeBlock).build();
}

GatherResult lowering::buildElementLoops(OpBuilder &b, Location loc, Value init,
                                         ElementOrder order,
                                         IndexHandling handling,
                                         ElementReaderFn readElement) {
  bool checked = handling.kind == IndexHandling::Checked;
  return buildBlockLoops(b, loc, init, order, handling,
                         [&](OpBuilder &b, Location loc, ValueRange outerIvs,
                             Value first, Value length, Value row) {
                           return buildElementBlock(b, loc, outerIvs, first,
                                                    length, row, checked,
                                                    readElement);
                         });
}
