//===- IndexGuards.cpp - run-time checks of lowered gathers ---------------===//
//
// Index arithmetic (normalisation, clamping, range checks), reductions over
// the indices, run-time shape checks (FailureReports.cpp reports them).
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/IR/GatherSizes.h"
#include "Gather/Utils/SplatScalar.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

//===----------------------------------------------------------------------===//
// Index arithmetic
//===----------------------------------------------------------------------===//

Value lowering::constantIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

Value lowering::negate(OpBuilder &b, Location loc, Value value) {
  return b.createOrFold<arith::XOrIOp>(
      loc, value, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
}

/// Whether `index` lies outside [-size, size-1].
static Value isOutOfRange(OpBuilder &b, Location loc, Value index, Value size) {
  Value negSize = arith::SubIOp::create(b, loc, constantIndex(b, loc, 0), size);
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, negSize);
  Value above =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index, size);
  return arith::OrIOp::create(b, loc, below, above);
}

Value lowering::cannotAddress(OpBuilder &b, Location loc, Value index,
                              Value size, bool clamp) {
  if (clamp)
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size,
                                 constantIndex(b, loc, 0));
  return isOutOfRange(b, loc, index, size);
}

std::pair<Value, Value> lowering::resolveIndex(OpBuilder &b, Location loc,
                                               Value index, Value size,
                                               IndexHandling handling) {
  Value normalized = normalizeIndex(b, loc, index, size,
                                    handling.kind == IndexHandling::Clamped);
  if (handling.kind != IndexHandling::Checked)
    return {normalized, Value()};
  // A normalised index in range is in [0, size): one unsigned comparison
  // also catches the negative ones.
  Value bad = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::uge,
                                    normalized, size);
  Value safe = arith::SelectOp::create(b, loc, bad, constantIndex(b, loc, 0),
                                       normalized);
  return {safe, bad};
}

Value lowering::buildStackCell(OpBuilder &b, Location loc) {
  return memref::AllocaOp::create(b, loc, MemRefType::get({}, b.getI8Type()));
}

//===----------------------------------------------------------------------===//
// Scans over the indices
//===----------------------------------------------------------------------===//

Value lowering::buildIndexScan(OpBuilder &b, Location loc, IndexScan scan,
                               ArrayRef<Value> inputs,
                               ArrayRef<AffineMap> inputMaps, unsigned numLoops,
                               ScanCandidateFn candidate) {
  bool anyBad = scan == IndexScan::AnyBad;
  Value none =
      anyBad ? Value(arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0))
             : constantIndex(b, loc, kNoPosition);
  Value init = tensor::FromElementsOp::create(
      b, loc, RankedTensorType::get({}, none.getType()), ValueRange{none});
  SmallVector<AffineMap> maps(inputMaps);
  maps.push_back(AffineMap::get(numLoops, 0, {}, b.getContext()));
  SmallVector<utils::IteratorType> iterators(numLoops,
                                             utils::IteratorType::reduction);
  auto reduction = linalg::GenericOp::create(
      b, loc, init.getType(), inputs, init, maps, iterators,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        Value sofar = args.back();
        Value value = candidate(b, loc, args.drop_back());
        Value combined =
            anyBad ? Value(arith::OrIOp::create(b, loc, sofar, value))
                   : Value(arith::MinSIOp::create(b, loc, sofar, value));
        linalg::YieldOp::create(b, loc, combined);
      });
  return tensor::ExtractOp::create(b, loc, reduction.getResult(0),
                                   ValueRange{});
}

/// The row-major position of `coordinates` of `indices` in the tensor that
/// `indices` is a slice of, through tensor.extract_slice ops of unit strides
/// that keep the rank (as tiling makes them), so that a tile of a gather
/// reports the position the whole gather would; `position` if there is none.
static Value getPositionInSource(OpBuilder &b, Location loc, Value indices,
                                 ValueRange coordinates, Value position) {
  SmallVector<Value> sourceCoordinates(coordinates);
  Value source = indices;
  while (auto slice = source.getDefiningOp<tensor::ExtractSliceOp>()) {
    if (!slice.hasUnitStride() ||
        slice.getSourceType().getRank() != slice.getType().getRank())
      break;
    for (auto [coordinate, offset] :
         llvm::zip_equal(sourceCoordinates, slice.getMixedOffsets()))
      coordinate = b.createOrFold<arith::AddIOp>(
          loc, coordinate, getValueOrCreateConstantIndexOp(b, loc, offset));
    source = slice.getSource();
  }
  if (source == indices)
    return position;
  // The sizes are built where `position` is, before the coordinates
  // delinearised from it: LLVM 22's canonicalization of a linearize_index
  // of part of a delinearize_index builds its replacement at the
  // delinearize_index, from the linearize_index's sizes.
  SmallVector<Value> sourceSizes;
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointAfterValue(position);
    sourceSizes = getDimSizes(b, loc, source);
  }
  return affine::AffineLinearizeIndexOp::create(b, loc, sourceCoordinates,
                                                sourceSizes,
                                                /*disjoint=*/true);
}

ValueRange lowering::delinearizePosition(OpBuilder &b, Location loc,
                                         Value position,
                                         ArrayRef<Value> basis) {
  SmallVector<Value> positive;
  for (Value size : basis)
    positive.push_back(
        b.createOrFold<arith::MaxSIOp>(loc, size, constantIndex(b, loc, 1)));
  return affine::AffineDelinearizeIndexOp::create(b, loc, position, positive,
                                                  /*hasOuterBound=*/true)
      .getResults();
}

SmallVector<Value> lowering::describeIndex(OpBuilder &b, Location loc,
                                           Value indices,
                                           ValueRange coordinates,
                                           Value dataDim, Value dimSize,
                                           Value position) {
  Value value = tensor::ExtractOp::create(b, loc, indices, coordinates);
  return {castToIndex(b, loc, value), dimSize, dataDim,
          getPositionInSource(b, loc, indices, coordinates, position)};
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

SmallVector<Value> lowering::getDimSizes(OpBuilder &b, Location loc,
                                         Value value) {
  SmallVector<Value> sizes;
  for (int64_t d = 0, e = cast<RankedTensorType>(value.getType()).getRank();
       d < e; ++d)
    sizes.push_back(getValueOrCreateConstantIndexOp(
        b, loc, tensor::getMixedSize(b, loc, value, d)));
  return sizes;
}

Value lowering::buildIsEmpty(OpBuilder &b, Location loc, Value value) {
  Value empty = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  for (Value size : getDimSizes(b, loc, value))
    empty = b.createOrFold<arith::OrIOp>(
        loc, empty,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, size,
                                      constantIndex(b, loc, 0)));
  return empty;
}

Value lowering::collapseLeadingDims(OpBuilder &b, Location loc, Value tensor,
                                    int64_t count) {
  if (count < 2)
    return tensor;
  SmallVector<ReassociationIndices> groups(1);
  for (int64_t d = 0; d < count; ++d)
    groups[0].push_back(d);
  int64_t rank = cast<RankedTensorType>(tensor.getType()).getRank();
  for (int64_t d = count; d < rank; ++d)
    groups.push_back({d});
  return tensor::CollapseShapeOp::create(b, loc, tensor, groups);
}

void lowering::addResultDimChecks(OpBuilder &b, Location loc,
                                  GatherOpInterface op,
                                  const GatherShape &shape,
                                  SmallVectorImpl<ShapeCheck> &checks) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  for (auto [i, dim] : llvm::enumerate(shape.resultDims)) {
    if (resultType.isDynamicDim(i))
      continue;
    checks.push_back({GATHER_CHECK_RESULT_DIM, int64_t(i),
                      getResultDimSize(b, loc, op, dim),
                      b.getIndexAttr(resultType.getDimSize(i))});
  }
}

/// Whether `check` holds for its constant sizes (nullopt if not constant).
static std::optional<bool> holdsStatically(const ShapeCheck &check) {
  std::optional<int64_t> actual = getConstantIntValue(check.actual);
  std::optional<int64_t> expected = getConstantIntValue(check.expected);
  if (!actual || !expected)
    return std::nullopt;
  return check.atMost ? *actual <= *expected : *actual == *expected;
}

/// Emits `check`, recording its failure; returns whether it holds.
static Value buildShapeCheck(OpBuilder &b, Location loc,
                             const ShapeCheck &check,
                             const FailureReporter &reporter) {
  Value actual = getValueOrCreateConstantIndexOp(b, loc, check.actual);
  Value expected = getValueOrCreateConstantIndexOp(b, loc, check.expected);
  Value holds = arith::CmpIOp::create(b, loc,
                                      check.atMost ? arith::CmpIPredicate::sle
                                                   : arith::CmpIPredicate::eq,
                                      actual, expected);
  scf::IfOp::create(
      b, loc, negate(b, loc, holds), [&](OpBuilder &b, Location loc) {
        reporter.report(b, loc, GATHER_STATUS_SHAPE_MISMATCH,
                        {constantIndex(b, loc, check.kind),
                         constantIndex(b, loc, check.dim), actual, expected},
                        check.kind);
        scf::YieldOp::create(b, loc);
      });
  return holds;
}

Value lowering::buildShapeChecks(OpBuilder &b, Location loc,
                                 ArrayRef<ShapeCheck> checks,
                                 const FailureReporter &reporter) {
  Value allHold;
  for (const ShapeCheck &check : checks) {
    if (holdsStatically(check) == true)
      continue;
    Value holds = buildShapeCheck(b, loc, check, reporter);
    allHold = allHold ? arith::AndIOp::create(b, loc, allHold, holds) : holds;
  }
  return allHold ? allHold
                 : arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
}

Value lowering::buildResultInit(OpBuilder &b, Location loc,
                                RankedTensorType type, ArrayRef<Value> sizes,
                                const FailureReporter &reporter, Value &fits) {
  if (type.hasStaticShape())
    return tensor::EmptyOp::create(b, loc, type, ValueRange());
  fits =
      buildFitsInMemory(b, loc, sizes, *getElementBytes(type.getElementType()));
  Value zero = constantIndex(b, loc, 0);
  SmallVector<Value> dynamicSizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      dynamicSizes.push_back(
          arith::SelectOp::create(b, loc, fits, sizes[d], zero));
  Value init = tensor::EmptyOp::create(b, loc, type, dynamicSizes);
  if (reporter.canReport())
    scf::IfOp::create(
        b, loc, negate(b, loc, fits), [&](OpBuilder &b, Location loc) {
          reporter.report(b, loc, GATHER_STATUS_RESULT_TOO_LARGE, {});
          scf::YieldOp::create(b, loc);
        });
  return init;
}

Value lowering::buildZeroFilled(OpBuilder &b, Location loc, Value init) {
  Type elementType = cast<RankedTensorType>(init.getType()).getElementType();
  Value zero = buildZero(b, loc, elementType);
  return linalg::FillOp::create(b, loc, zero, init).getResult(0);
}

Value lowering::buildIfElse(OpBuilder &b, Location loc, Value condition,
                            ValueBuilderFn thenValue,
                            ValueBuilderFn elseValue) {
  if (matchPattern(condition, m_One()))
    return thenValue(b, loc);
  if (matchPattern(condition, m_Zero()))
    return elseValue(b, loc);
  auto ifOp = scf::IfOp::create(
      b, loc, condition,
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, thenValue(b, loc));
      },
      [&](OpBuilder &b, Location loc) {
        scf::YieldOp::create(b, loc, elseValue(b, loc));
      });
  return ifOp.getResult(0);
}
