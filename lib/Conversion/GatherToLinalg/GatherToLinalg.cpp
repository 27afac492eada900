//===- GatherToLinalg.cpp - lowering gather ops to linalg -----------------===//
//
// One pattern lowers every gather op, phase by phase: result init, shape
// guards, index guards, the gather body, the failure path (the pass
// description in Passes.td says what each does). The policy decides which
// phases run; the op's GatherStrategy (Strategies.cpp) supplies what differs
// between the ops. The pattern base (IndexingOpPattern, GatherLowering.h),
// shared with the scatters, picks the strategy and lowers only the checks
// of an unused op.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"

#include "Gather/Conversion/Passes.h"
#include "GatherLowering.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/DialectConversion.h"

namespace mlir::gather {
#define GEN_PASS_DEF_CONVERTGATHERTOLINALG
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// Lowers one gather op under a policy.
class GatherOpLowering {
public:
  GatherOpLowering(PatternRewriter &rewriter, GatherOpInterface op,
                   const GatherShape &shape, GatherStrategy &strategy,
                   OutOfBoundsPolicy policy, const FailureReporter &reporter)
      : rewriter(rewriter), op(op), shape(shape), strategy(strategy),
        policy(policy), reporter(reporter), loc(op.getLoc()) {}

  /// The value that replaces the op.
  FailureOr<Value> lower();

  /// The checks of the op alone, for an op whose result is unused: it
  /// reports what the whole op would, and gathers nothing.
  LogicalResult lowerChecks();

private:
  LogicalResult buildResultInit();
  Value buildShapeGuards();
  Value buildIndexGuards(OpBuilder &b, Location loc);
  Value buildGuardedGather(OpBuilder &b, Location loc);
  Value buildCheckedElementGather(OpBuilder &b, Location loc);
  Value buildScannedSliceGather(OpBuilder &b, Location loc);
  Value buildGather(OpBuilder &b, IndexHandling::Kind kind);
  Value buildFailure(OpBuilder &b, Location loc, Value into);
  void buildIndexChecks(OpBuilder &b, Location loc);
  Value buildNoElementToGather(OpBuilder &b, Location loc);

  PatternRewriter &rewriter;
  GatherOpInterface op;
  const GatherShape &shape;
  GatherStrategy &strategy;
  OutOfBoundsPolicy policy;
  FailureReporter reporter;
  Location loc;
  /// The result's tensor.empty, and for dynamic results whether they fit in
  /// memory (else null).
  Value init, fits;
};
} // namespace

FailureOr<Value> GatherOpLowering::lower() {
  if (failed(buildResultInit()))
    return failure();
  if (!getTraits(policy).checks) {
    if (!fits)
      return buildGather(rewriter, IndexHandling::Trusted);
    return buildIfElse(
        rewriter, loc, fits,
        [&](OpBuilder &b, Location) {
          return buildGather(b, IndexHandling::Trusted);
        },
        [&](OpBuilder &, Location) { return init; });
  }
  return buildIfElse(
      rewriter, loc, buildShapeGuards(),
      [&](OpBuilder &b, Location loc) { return buildIndexGuards(b, loc); },
      [&](OpBuilder &b, Location loc) {
        return buildZeroFilled(b, loc, init);
      });
}

LogicalResult GatherOpLowering::lowerChecks() {
  if (failed(buildResultInit()))
    return failure();
  if (!getTraits(policy).checks)
    return success();
  scf::IfOp::create(rewriter, loc, buildShapeGuards(),
                    [&](OpBuilder &b, Location loc) {
                      buildIndexChecks(b, loc);
                      scf::YieldOp::create(b, loc);
                    });
  return success();
}

/// Phase 1: a tensor.empty of the result type with reified sizes
/// (buildResultInit).
LogicalResult GatherOpLowering::buildResultInit() {
  ReifiedRankedShapedTypeDims reified;
  if (failed(reifyResultShapes(rewriter, op, reified)))
    return failure();
  init = lowering::buildResultInit(
      rewriter, loc, cast<RankedTensorType>(op->getResult(0).getType()),
      getValueOrCreateConstantIndexOp(rewriter, loc, reified[0]), reporter,
      fits);
  return success();
}

/// Phase 2: whether the run-time shapes agree with what the verifier
/// assumed, and the result fits.
Value GatherOpLowering::buildShapeGuards() {
  SmallVector<ShapeCheck> checks = strategy.getIndexShapeChecks(rewriter);
  addResultDimChecks(rewriter, loc, op, shape, checks);
  Value shapesHold = buildShapeChecks(rewriter, loc, checks, reporter);
  if (fits)
    shapesHold = arith::AndIOp::create(rewriter, loc, fits, shapesHold);
  return shapesHold;
}

/// Phase 3: the gather behind the index guards of the policy.
Value GatherOpLowering::buildIndexGuards(OpBuilder &b, Location loc) {
  if (hasNoIndexValue(b, loc, op.getIndices()))
    return buildGather(b, IndexHandling::Trusted);
  return buildIfElse(
      b, loc, buildNoElementToGather(b, loc),
      [&](OpBuilder &b, Location loc) { return buildFailure(b, loc, init); },
      [&](OpBuilder &b, Location loc) { return buildGuardedGather(b, loc); });
}

Value GatherOpLowering::buildGuardedGather(OpBuilder &b, Location loc) {
  if (getTraits(policy).clampsIndices)
    return buildGather(b, IndexHandling::Clamped);
  // Element gathers check each index as they read it; slice gathers check
  // all indices (few next to the data they move) first.
  if (strategy.gathersElements())
    return buildCheckedElementGather(b, loc);
  return buildScannedSliceGather(b, loc);
}

/// Element loops check each index as they read it. An empty result reads
/// none, though indices may hold some (an empty data dimension besides the
/// indexed ones, as in gather's or the quantized gather's): they are then
/// checked by a scan, as slice gathers check them.
Value GatherOpLowering::buildCheckedElementGather(OpBuilder &b, Location loc) {
  Value badCell = buildStackCell(b, loc);
  GatherResult gathered =
      strategy.buildGather(b, init, {IndexHandling::Checked, badCell});
  Value unread = buildIfElse(
      b, loc, buildIsEmpty(b, loc, init),
      [&](OpBuilder &b, Location) {
        return strategy.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false);
      },
      [&](OpBuilder &b, Location loc) -> Value {
        return arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
      });
  Value anyBad = b.createOrFold<arith::OrIOp>(loc, gathered.anyBad, unread);
  return buildIfElse(
      b, loc, anyBad,
      [&](OpBuilder &b, Location loc) {
        return buildFailure(b, loc, gathered.result);
      },
      [&](OpBuilder &, Location) { return gathered.result; });
}

Value GatherOpLowering::buildScannedSliceGather(OpBuilder &b, Location loc) {
  Value anyBad = strategy.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false);
  return buildIfElse(
      b, loc, anyBad,
      [&](OpBuilder &b, Location loc) { return buildFailure(b, loc, init); },
      [&](OpBuilder &b, Location) {
        return buildGather(b, IndexHandling::Trusted);
      });
}

/// Phase 4: the gather body, for index handlings that report nothing back.
Value GatherOpLowering::buildGather(OpBuilder &b, IndexHandling::Kind kind) {
  return strategy.buildGather(b, init, {kind}).result;
}

/// Phase 5: reports the first bad index and zero-fills `into`, the result
/// buffer.
Value GatherOpLowering::buildFailure(OpBuilder &b, Location loc, Value into) {
  reportFirstBadIndex(b, loc, strategy, reporter,
                      getTraits(policy).clampsIndices);
  return buildZeroFilled(b, loc, into);
}

/// Whether data has no element while the result has some: then no index is
/// in range, and there is nothing to clamp to or to read instead.
Value GatherOpLowering::buildNoElementToGather(OpBuilder &b, Location loc) {
  return b.createOrFold<arith::AndIOp>(
      loc, buildIsEmpty(b, loc, op.getData()),
      negate(b, loc, buildIsEmpty(b, loc, init)));
}

/// Phases 3 and 5 without a gather: the index guards of the policy, each
/// failure reported as the whole op reports it.
void GatherOpLowering::buildIndexChecks(OpBuilder &b, Location loc) {
  if (hasNoIndexValue(b, loc, op.getIndices()))
    return;
  Value anyBad = buildNoElementToGather(b, loc);
  // Clamped indices fail only there; others wherever one is out of range.
  if (!getTraits(policy).clampsIndices)
    anyBad = b.createOrFold<arith::OrIOp>(
        loc, anyBad,
        strategy.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false));
  scf::IfOp::create(b, loc, anyBad, [&](OpBuilder &b, Location loc) {
    reportFirstBadIndex(b, loc, strategy, reporter,
                        getTraits(policy).clampsIndices);
    scf::YieldOp::create(b, loc);
  });
}

namespace {
struct LowerGather : IndexingOpPattern<LowerGather, GatherOpInterface> {
  using IndexingOpPattern::IndexingOpPattern;

  GatherOpLowering createLowering(GatherOpInterface op,
                                  const GatherShape &shape,
                                  GatherStrategy &strategy,
                                  const FailureReporter &reporter,
                                  PatternRewriter &rewriter) const {
    return GatherOpLowering(rewriter, op, shape, strategy, policy, reporter);
  }
};

struct ConvertGatherToLinalgPass
    : gather::impl::ConvertGatherToLinalgBase<ConvertGatherToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    if (failed(checkStatusArguments()))
      return signalPassFailure();
    ConversionTarget target(getContext());
    target.addIllegalDialect<GatherDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&getContext());
    populateGatherToLinalgConversionPatterns(patterns, onOutOfBounds,
                                             fuseElementwiseProducers);
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }

  /// Checked gathers need a status record to report to.
  LogicalResult checkStatusArguments() {
    if (!getTraits(onOutOfBounds).requiresStatusRecord())
      return success();
    WalkResult walk = getOperation()->walk([](Operation *op) {
      if (!reportsFailures(op) || getStatusArgument(op))
        return WalkResult::advance();
      op->emitOpError("has no status record to report failures to: its "
                      "function needs one (run gather-add-status-arguments "
                      "first), or use on-out-of-bounds=assert or unchecked");
      return WalkResult::interrupt();
    });
    return failure(walk.wasInterrupted());
  }
};
} // namespace

void mlir::gather::populateGatherToLinalgConversionPatterns(
    RewritePatternSet &patterns, OutOfBoundsPolicy policy,
    bool fuseElementwiseProducers) {
  patterns.add<LowerGather>(patterns.getContext(), policy);
  populateScatterLoweringPatterns(patterns, policy, fuseElementwiseProducers);
  populateEmbeddingBagLoweringPatterns(patterns, policy);
}
