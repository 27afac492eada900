//===- EmbeddingBag.cpp - lowering gather.embedding_bag -------------------===//
//
// embedding_bag lowers in the gathers' phases: result init, guards (shapes
// the verifier could not see, offsets, ids), the pooling, the failure path
// (a zero-filled result). The pooling is an scf.forall over bags; each bag
// walks its ids once per chunk of columns, accumulating the rows it reads
// in an f32 vector carried by the loop, in the order of its ids, so a
// result row does not depend on the thread count.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

/// Columns pooled per vector: four AVX-512 registers of f32 accumulators.
static constexpr int64_t kChunkColumns = 64;

namespace {
/// Where bag `bag` lies in the ids: [start, end), and how its id j is read.
struct Bag {
  Value index, start, end;
};

/// Lowers one embedding_bag op under a policy.
class EmbeddingBagLowering {
public:
  EmbeddingBagLowering(PatternRewriter &rewriter, EmbeddingBagOp op,
                       OutOfBoundsPolicy policy,
                       const FailureReporter &reporter)
      : rewriter(rewriter), op(op), shape(op.getEmbeddingBagShape()),
        policy(policy), reporter(reporter), loc(op.getLoc()) {}

  /// The value that replaces the op.
  FailureOr<Value> lower();
  /// The op's checks alone, for an unused op.
  LogicalResult lowerChecks();

private:
  LogicalResult buildResultInit();
  Value buildGuards(OpBuilder &b, Location loc);
  Value buildShapeGuards(OpBuilder &b, Location loc);
  Value buildOffsetsGuard(OpBuilder &b, Location loc);
  void reportBadOffset(OpBuilder &b, Location loc, Value position);
  Value buildIdsGuard(OpBuilder &b, Location loc);
  Value scanIds(OpBuilder &b, Location loc, IndexScan scan);

  Value buildPooling(OpBuilder &b, Location loc, bool clampIds);
  Bag getBag(OpBuilder &b, Location loc, Value bag);
  Value poolColumns(OpBuilder &b, Location loc, const Bag &bag, Value row,
                    bool clampIds);
  Value poolChunk(OpBuilder &b, Location loc, const Bag &bag, Value row,
                  Value column, int64_t lanes, bool inBounds, bool clampIds);
  std::pair<Value, Value> accumulateRow(OpBuilder &b, Location loc,
                                        const Bag &bag, Value at, Value acc,
                                        Value count, Value column,
                                        int64_t lanes, bool inBounds,
                                        bool clampIds);
  Value readId(OpBuilder &b, Location loc, Value tensor, const Bag &bag,
               Value at);

  PatternRewriter &rewriter;
  EmbeddingBagOp op;
  EmbeddingBagShape shape;
  OutOfBoundsPolicy policy;
  FailureReporter reporter;
  Location loc;
  /// The result sizes the operands give; its tensor.empty, and for dynamic
  /// results whether they fit in memory (else null).
  SmallVector<OpFoldResult> resultSizes;
  Value init, fits;
};
} // namespace

static Value constantI1(OpBuilder &b, Location loc, bool value) {
  return arith::ConstantIntOp::create(b, loc, b.getI1Type(), value);
}

static Value cmp(OpBuilder &b, Location loc, arith::CmpIPredicate predicate,
                 Value lhs, Value rhs) {
  return b.createOrFold<arith::CmpIOp>(loc, predicate, lhs, rhs);
}

FailureOr<Value> EmbeddingBagLowering::lower() {
  if (failed(buildResultInit()))
    return failure();
  Value good = fits ? fits : constantI1(rewriter, loc, true);
  if (getTraits(policy).checks)
    good = rewriter.createOrFold<arith::AndIOp>(loc, good,
                                                buildGuards(rewriter, loc));
  // A result of static size 0 has no element to pool (and LLVM 22's
  // tensor.extract_slice rejects every offset into such a dimension).
  if (llvm::is_contained(op.getType().getShape(), 0))
    return init;
  bool clampIds = getTraits(policy).clampsIndices;
  return buildIfElse(
      rewriter, loc, good,
      [&](OpBuilder &b, Location loc) {
        return buildPooling(b, loc, clampIds);
      },
      [&](OpBuilder &b, Location loc) {
        return buildZeroFilled(b, loc, init);
      });
}

LogicalResult EmbeddingBagLowering::lowerChecks() {
  if (failed(buildResultInit()))
    return failure();
  if (getTraits(policy).checks)
    (void)buildGuards(rewriter, loc);
  return success();
}

/// A tensor.empty of the result type (lowering::buildResultInit) at the
/// sizes the operands give, with no bag where include_last_offset meets
/// empty offsets (which the guards report).
LogicalResult EmbeddingBagLowering::buildResultInit() {
  FailureOr<SmallVector<OpFoldResult>> given =
      op.getOperandGivenSizes(rewriter);
  if (failed(given))
    return failure();
  resultSizes = std::move(*given);
  SmallVector<Value> sizes =
      getValueOrCreateConstantIndexOp(rewriter, loc, resultSizes);
  sizes[0] = rewriter.createOrFold<arith::MaxSIOp>(
      loc, sizes[0], constantIndex(rewriter, loc, 0));
  init = lowering::buildResultInit(rewriter, loc, op.getType(), sizes, reporter,
                                   fits);
  return success();
}

//===----------------------------------------------------------------------===//
// Guards
//===----------------------------------------------------------------------===//

/// Every check of the policy, each failure reported (the record keeps the
/// first): shapes, then offsets, then ids. Returns whether all hold.
Value EmbeddingBagLowering::buildGuards(OpBuilder &b, Location loc) {
  Value shapes = buildShapeGuards(b, loc);
  Value offsets = buildOffsetsGuard(b, loc);
  Value ids = buildIdsGuard(b, loc);
  return b.createOrFold<arith::AndIOp>(
      loc, shapes, b.createOrFold<arith::AndIOp>(loc, offsets, ids));
}

/// The sizes the verifier could not see: result sizes against their
/// sources, per_sample_weights against indices, a last offset to end the
/// last bag, a row for padding_idx.
Value EmbeddingBagLowering::buildShapeGuards(OpBuilder &b, Location loc) {
  SmallVector<ShapeCheck> checks;
  for (auto [d, size] : llvm::enumerate(op.getType().getShape()))
    if (!ShapedType::isDynamic(size))
      checks.push_back({GATHER_CHECK_RESULT_DIM, int64_t(d), resultSizes[d],
                        b.getIndexAttr(size)});
  if (Value weights = op.getPerSampleWeights())
    for (int64_t d = 0, e = op.getPerSampleWeights().getType().getRank(); d < e;
         ++d)
      checks.push_back({GATHER_CHECK_PER_SAMPLE_WEIGHTS_DIM, d,
                        tensor::getMixedSize(b, loc, weights, d),
                        tensor::getMixedSize(b, loc, op.getIndices(), d)});
  if (shape.closingOffsets != 0)
    checks.push_back({GATHER_CHECK_LAST_OFFSET, 0,
                      b.getIndexAttr(shape.closingOffsets),
                      tensor::getMixedSize(b, loc, op.getOffsets(), 0),
                      /*atMost=*/true});
  if (std::optional<int64_t> padding = op.getPaddingIdx())
    checks.push_back({GATHER_CHECK_PADDING_IDX, 0,
                      b.getIndexAttr(*padding < 0 ? -*padding : *padding + 1),
                      tensor::getMixedSize(b, loc, op.getWeight(), 0),
                      /*atMost=*/true});
  return buildShapeChecks(b, loc, checks, reporter);
}

/// Offset `position` of `offsets`, as an index.
static Value readOffset(OpBuilder &b, Location loc, Value offsets,
                        Value position) {
  return castToIndex(b, loc,
                     tensor::ExtractOp::create(b, loc, offsets, position));
}

/// The offset before `position` (offsets[0] for position 0).
static Value readPreviousOffset(OpBuilder &b, Location loc, Value offsets,
                                Value position) {
  return readOffset(
      b, loc, offsets,
      arith::MaxSIOp::create(
          b, loc,
          arith::SubIOp::create(b, loc, position, constantIndex(b, loc, 1)),
          constantIndex(b, loc, 0)));
}

/// Whether offset `position` breaks a rule: offsets[0] == 0, offsets[i] >=
/// offsets[i-1], offsets[i] <= the number of ids.
static Value isBadOffset(OpBuilder &b, Location loc, Value offsets,
                         Value position, Value ids) {
  Value zero = constantIndex(b, loc, 0);
  Value offset = readOffset(b, loc, offsets, position);
  Value previous = readPreviousOffset(b, loc, offsets, position);
  Value first = cmp(b, loc, arith::CmpIPredicate::eq, position, zero);
  Value misplaced = arith::SelectOp::create(
      b, loc, first, cmp(b, loc, arith::CmpIPredicate::ne, offset, zero),
      cmp(b, loc, arith::CmpIPredicate::slt, offset, previous));
  return arith::OrIOp::create(
      b, loc, misplaced, cmp(b, loc, arith::CmpIPredicate::sgt, offset, ids));
}

/// One loop over the offsets finding the first that breaks a rule, which
/// is reported; returns whether none does. (Bad offsets are errors under
/// clamp too: there is no bag to clamp them to.)
Value EmbeddingBagLowering::buildOffsetsGuard(OpBuilder &b, Location loc) {
  Value offsets = op.getOffsets();
  if (!offsets)
    return constantI1(b, loc, true);
  Value ids = getDimSize(b, loc, op.getIndices(), 0);
  Value none = constantIndex(b, loc, kNoPosition);
  auto scan = scf::ForOp::create(
      b, loc, constantIndex(b, loc, 0), getDimSize(b, loc, offsets, 0),
      constantIndex(b, loc, 1), ValueRange{none},
      [&](OpBuilder &b, Location loc, Value position, ValueRange first) {
        Value bad = isBadOffset(b, loc, offsets, position, ids);
        Value isFirst = arith::AndIOp::create(
            b, loc, bad, cmp(b, loc, arith::CmpIPredicate::eq, first[0], none));
        scf::YieldOp::create(
            b, loc,
            arith::SelectOp::create(b, loc, isFirst, position, first[0])
                .getResult());
      });
  Value firstBad = scan.getResult(0);
  Value good = cmp(b, loc, arith::CmpIPredicate::eq, firstBad, none);
  if (reporter.canReport())
    scf::IfOp::create(b, loc, negate(b, loc, good),
                      [&](OpBuilder &b, Location loc) {
                        reportBadOffset(b, loc, firstBad);
                        scf::YieldOp::create(b, loc);
                      });
  return good;
}

/// Reports the bad offset at `position`: the first rule it breaks, with the
/// bound it passes. Each rule is a report of its own, so that the assert
/// policy prints its words.
void EmbeddingBagLowering::reportBadOffset(OpBuilder &b, Location loc,
                                           Value position) {
  Value offsets = op.getOffsets();
  Value zero = constantIndex(b, loc, 0);
  Value offset = readOffset(b, loc, offsets, position);
  Value ids = getDimSize(b, loc, op.getIndices(), 0);
  Value first = cmp(b, loc, arith::CmpIPredicate::eq, position, zero);
  Value notZero = cmp(b, loc, arith::CmpIPredicate::ne, offset, zero);
  Value startsElsewhere = arith::AndIOp::create(b, loc, first, notZero);
  Value pastEnd = cmp(b, loc, arith::CmpIPredicate::sgt, offset, ids);
  auto report = [&](OpBuilder &b, Location loc, GatherOffsetsRule rule,
                    Value bound) {
    reporter.report(b, loc, GATHER_STATUS_BAD_OFFSETS,
                    {constantIndex(b, loc, rule), position, offset, bound},
                    rule);
  };
  scf::IfOp::create(
      b, loc, startsElsewhere,
      [&](OpBuilder &b, Location loc) {
        report(b, loc, GATHER_OFFSETS_START, zero);
        scf::YieldOp::create(b, loc);
      },
      [&](OpBuilder &b, Location loc) {
        Value previous = readPreviousOffset(b, loc, offsets, position);
        Value decreases =
            cmp(b, loc, arith::CmpIPredicate::slt, offset, previous);
        scf::IfOp::create(
            b, loc,
            arith::AndIOp::create(b, loc, negate(b, loc, pastEnd), decreases),
            [&](OpBuilder &b, Location loc) {
              report(b, loc, GATHER_OFFSETS_DECREASE, previous);
              scf::YieldOp::create(b, loc);
            },
            [&](OpBuilder &b, Location loc) {
              report(b, loc, GATHER_OFFSETS_PAST_END, ids);
              scf::YieldOp::create(b, loc);
            });
        scf::YieldOp::create(b, loc);
      });
}

/// A scan over every id (see IndexScan): one outside [0, V) is bad, or
/// under clamp one that has no row to clamp to (V = 0).
Value EmbeddingBagLowering::scanIds(OpBuilder &b, Location loc,
                                    IndexScan scan) {
  Value rows = getDimSize(b, loc, op.getWeight(), 0);
  bool clamp = getTraits(policy).clampsIndices;
  TypedValue<RankedTensorType> indices = op.getIndices();
  Value flat =
      collapseLeadingDims(b, loc, indices, indices.getType().getRank());
  return buildIndexScan(
      b, loc, scan, flat, b.getMultiDimIdentityMap(1), 1,
      [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
        Value zero = constantIndex(b, loc, 0);
        // Unsigned: a negative id is as bad as one past the end.
        Value bad = clamp ? cmp(b, loc, arith::CmpIPredicate::eq, rows, zero)
                          : cmp(b, loc, arith::CmpIPredicate::uge,
                                castToIndex(b, loc, args[0]), rows);
        if (scan == IndexScan::AnyBad)
          return bad;
        return arith::SelectOp::create(b, loc, bad,
                                       linalg::IndexOp::create(b, loc, 0),
                                       constantIndex(b, loc, kNoPosition));
      });
}

/// Whether every id is good; the first bad one is reported.
Value EmbeddingBagLowering::buildIdsGuard(OpBuilder &b, Location loc) {
  if (hasNoIndexValue(b, loc, op.getIndices()))
    return constantI1(b, loc, true);
  Value anyBad = scanIds(b, loc, IndexScan::AnyBad);
  if (reporter.canReport())
    scf::IfOp::create(b, loc, anyBad, [&](OpBuilder &b, Location loc) {
      Value position = scanIds(b, loc, IndexScan::FirstBadPosition);
      reporter.report(b, loc, GATHER_STATUS_ID_OUT_OF_RANGE,
                      describeAxisIndex(b, loc, op.getWeight(), op.getIndices(),
                                        0, position));
      scf::YieldOp::create(b, loc);
    });
  return negate(b, loc, anyBad);
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

/// An scf.forall over bags, each writing its result row in place.
Value EmbeddingBagLowering::buildPooling(OpBuilder &b, Location loc,
                                         bool clampIds) {
  Value bags = getDimSize(b, loc, init, 0);
  Value columns = getDimSize(b, loc, init, 1);
  auto loop = scf::ForallOp::create(
      b, loc, ArrayRef<OpFoldResult>{bags}, ValueRange{init}, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value bag = args[0];
        SmallVector<OpFoldResult> offsets{bag, b.getIndexAttr(0)};
        SmallVector<OpFoldResult> sizes{b.getIndexAttr(1), columns};
        SmallVector<OpFoldResult> strides(2, b.getIndexAttr(1));
        Value row = tensor::ExtractSliceOp::create(b, loc, args[1], offsets,
                                                   sizes, strides);
        row = poolColumns(b, loc, getBag(b, loc, bag), row, clampIds);
        auto parallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(parallel.getBody());
        tensor::ParallelInsertSliceOp::create(b, loc, row, args[1], offsets,
                                              sizes, strides);
      });
  return loop.getResult(0);
}

/// Bag `bag`'s ids: [offsets[bag], offsets[bag+1]), the last bag's end the
/// number of ids unless include_last_offset gives it; a row of 2-D indices.
Bag EmbeddingBagLowering::getBag(OpBuilder &b, Location loc, Value bag) {
  Value one = constantIndex(b, loc, 1);
  if (!shape.hasOffsets)
    return {bag, constantIndex(b, loc, 0),
            getDimSize(b, loc, op.getIndices(), 1)};
  Value offsets = op.getOffsets();
  auto offsetAt = [&](Value position) {
    return readOffset(b, loc, offsets, position);
  };
  Value next = arith::AddIOp::create(b, loc, bag, one);
  if (shape.closingOffsets != 0)
    return {bag, offsetAt(bag), offsetAt(next)};
  Value isLast = cmp(b, loc, arith::CmpIPredicate::eq, next,
                     getDimSize(b, loc, offsets, 0));
  Value ids = getDimSize(b, loc, op.getIndices(), 0);
  // offsets[min(bag + 1, B - 1)] is read for the last bag too, and unused.
  Value end = arith::SelectOp::create(
      b, loc, isLast, ids,
      offsetAt(arith::SelectOp::create(b, loc, isLast, bag, next)));
  return {bag, offsetAt(bag), end};
}

/// The row of bag `bag` in chunks of columns: whole chunks, then the rest
/// in one masked chunk.
Value EmbeddingBagLowering::poolColumns(OpBuilder &b, Location loc,
                                        const Bag &bag, Value row,
                                        bool clampIds) {
  int64_t staticColumns = op.getType().getDimSize(1);
  int64_t lanes = ShapedType::isDynamic(staticColumns)
                      ? kChunkColumns
                      : std::min(staticColumns, kChunkColumns);
  if (lanes == 0)
    return row;
  Value columns = getDimSize(b, loc, row, 1);
  Value chunk = constantIndex(b, loc, lanes);
  Value whole = b.createOrFold<arith::SubIOp>(
      loc, columns, b.createOrFold<arith::RemUIOp>(loc, columns, chunk));
  row =
      scf::ForOp::create(
          b, loc, constantIndex(b, loc, 0), whole, chunk, ValueRange{row},
          [&](OpBuilder &b, Location loc, Value column, ValueRange tile) {
            scf::YieldOp::create(b, loc,
                                 poolChunk(b, loc, bag, tile[0], column, lanes,
                                           /*inBounds=*/true, clampIds));
          })
          .getResult(0);
  if (!ShapedType::isDynamic(staticColumns) && staticColumns % lanes == 0)
    return row;
  return buildIfElse(
      b, loc, cmp(b, loc, arith::CmpIPredicate::ult, whole, columns),
      [&](OpBuilder &b, Location loc) {
        return poolChunk(b, loc, bag, row, whole, lanes, /*inBounds=*/false,
                         clampIds);
      },
      [&](OpBuilder &, Location) { return row; });
}

/// Columns [column, column + lanes) of the bag's row: its ids' rows
/// accumulated in f32 in their order, then mean's division, rounded once to
/// the result's element type and written into `row`.
Value EmbeddingBagLowering::poolChunk(OpBuilder &b, Location loc,
                                      const Bag &bag, Value row, Value column,
                                      int64_t lanes, bool inBounds,
                                      bool clampIds) {
  Type f32 = b.getF32Type();
  auto vectorType = VectorType::get({lanes}, f32);
  Value zeros = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(vectorType, b.getF32FloatAttr(0)));
  auto ids = scf::ForOp::create(
      b, loc, bag.start, bag.end, constantIndex(b, loc, 1),
      ValueRange{zeros, constantIndex(b, loc, 0)},
      [&](OpBuilder &b, Location loc, Value at, ValueRange sofar) {
        auto [acc, count] = accumulateRow(b, loc, bag, at, sofar[0], sofar[1],
                                          column, lanes, inBounds, clampIds);
        scf::YieldOp::create(b, loc, ValueRange{acc, count});
      });
  Value pooled = ids.getResult(0);
  if (op.getMode() == EmbeddingBagMode::Mean) {
    Value count = arith::MaxUIOp::create(b, loc, ids.getResult(1),
                                         constantIndex(b, loc, 1));
    Value divisor = arith::UIToFPOp::create(
        b, loc, f32,
        arith::IndexCastUIOp::create(b, loc, b.getI64Type(), count));
    pooled = arith::DivFOp::create(
        b, loc, pooled,
        vector::BroadcastOp::create(b, loc, vectorType, divisor));
  }
  Type element = op.getType().getElementType();
  if (element != f32)
    pooled = arith::TruncFOp::create(b, loc, vectorType.clone(element), pooled);
  SmallVector<Value> position{constantIndex(b, loc, 0), column};
  return vector::TransferWriteOp::create(b, loc, pooled, row, position,
                                         ArrayRef<bool>{inBounds})
      .getResult();
}

/// Id `at` of `tensor` (indices or per_sample_weights) in the bag.
Value EmbeddingBagLowering::readId(OpBuilder &b, Location loc, Value tensor,
                                   const Bag &bag, Value at) {
  SmallVector<Value> position{at};
  if (!shape.hasOffsets)
    position.insert(position.begin(), bag.index);
  return tensor::ExtractOp::create(b, loc, tensor, position);
}

/// `acc` and `count` after id `at`: unchanged for padding_idx, else its
/// row's columns added (times its weight, fused), or kept where greater
/// (max: the first row as it is).
std::pair<Value, Value> EmbeddingBagLowering::accumulateRow(
    OpBuilder &b, Location loc, const Bag &bag, Value at, Value acc,
    Value count, Value column, int64_t lanes, bool inBounds, bool clampIds) {
  Value weight = op.getWeight();
  Value rows = getDimSize(b, loc, weight, 0);
  Value id = castToIndex(b, loc, readId(b, loc, op.getIndices(), bag, at));
  Value rowIndex = id;
  if (clampIds)
    rowIndex = arith::MinSIOp::create(
        b, loc, arith::MaxSIOp::create(b, loc, id, constantIndex(b, loc, 0)),
        arith::SubIOp::create(b, loc, rows, constantIndex(b, loc, 1)));
  auto accumulate = [&](OpBuilder &b, Location loc) -> SmallVector<Value> {
    Type element = op.getType().getElementType();
    Value padding = arith::ConstantOp::create(b, loc, b.getZeroAttr(element));
    Value values = vector::TransferReadOp::create(
        b, loc, VectorType::get({lanes}, element), weight,
        ValueRange{rowIndex, column}, padding, ArrayRef<bool>{inBounds});
    auto vectorType = cast<VectorType>(acc.getType());
    if (element != vectorType.getElementType())
      values = arith::ExtFOp::create(b, loc, vectorType, values);
    Value next;
    if (op.getMode() == EmbeddingBagMode::Max) {
      Value greater =
          arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OGT, values, acc);
      next = arith::SelectOp::create(
          b, loc,
          cmp(b, loc, arith::CmpIPredicate::eq, count,
              constantIndex(b, loc, 0)),
          values, arith::SelectOp::create(b, loc, greater, values, acc));
    } else if (Value weights = op.getPerSampleWeights()) {
      Value factor = readId(b, loc, weights, bag, at);
      if (factor.getType() != vectorType.getElementType())
        factor =
            arith::ExtFOp::create(b, loc, vectorType.getElementType(), factor);
      next = math::FmaOp::create(
          b, loc, vector::BroadcastOp::create(b, loc, vectorType, factor),
          values, acc);
    } else {
      next = arith::AddFOp::create(b, loc, acc, values);
    }
    return {next,
            arith::AddIOp::create(b, loc, count, constantIndex(b, loc, 1))};
  };
  std::optional<int64_t> padding = op.getPaddingIdx();
  if (!padding) {
    SmallVector<Value> next = accumulate(b, loc);
    return {next[0], next[1]};
  }
  // padding_idx counted from the front of weight's rows.
  Value paddingRow = constantIndex(b, loc, *padding);
  if (*padding < 0)
    paddingRow = arith::AddIOp::create(b, loc, paddingRow, rows);
  auto kept = scf::IfOp::create(
      b, loc, cmp(b, loc, arith::CmpIPredicate::ne, id, paddingRow),
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, accumulate(b, loc));
      },
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, ValueRange{acc, count});
      });
  return {kept.getResult(0), kept.getResult(1)};
}

//===----------------------------------------------------------------------===//
// The pattern
//===----------------------------------------------------------------------===//

namespace {
struct LowerEmbeddingBag : OpRewritePattern<EmbeddingBagOp> {
  LowerEmbeddingBag(MLIRContext *context, OutOfBoundsPolicy policy)
      : OpRewritePattern(context), policy(policy) {}

  LogicalResult matchAndRewrite(EmbeddingBagOp op,
                                PatternRewriter &rewriter) const override {
    FailureOr<FailureReporter> reporter =
        getFailureReporter(rewriter, op, policy);
    if (failed(reporter))
      return failure();
    if (op->use_empty() && op.cannotFail()) {
      rewriter.eraseOp(op);
      return success();
    }
    EmbeddingBagLowering lowering(rewriter, op, policy, *reporter);
    return replaceByLowering(rewriter, op, lowering);
  }

  OutOfBoundsPolicy policy;
};
} // namespace

void lowering::populateEmbeddingBagLoweringPatterns(RewritePatternSet &patterns,
                                                    OutOfBoundsPolicy policy) {
  patterns.add<LowerEmbeddingBag>(patterns.getContext(), policy);
}
