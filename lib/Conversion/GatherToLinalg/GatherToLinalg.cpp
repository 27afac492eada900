//===- GatherToLinalg.cpp - lowering gather ops to linalg -----------------===//
//
// A gather op becomes an all-parallel linalg.generic over its result that
// reads `indices` through indexing maps and `data` with tensor.extract. The
// policy decides what guards it (see Passes.td): run-time shape checks, a
// reduction that finds the first out-of-range index, and zero-filled results
// plus a status record entry on failure.
//
// Both ops share the orchestration (lowerGatherOp); GatherNDLowering and
// GatherElementsLowering supply the op-specific pieces.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"

#include "Gather/Conversion/Passes.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/Runtime/Status.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"

#include <limits>

namespace mlir::gather {
#define GEN_PASS_DEF_CONVERTGATHERTOLINALG
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

llvm::cl::ValuesClass mlir::gather::getOutOfBoundsPolicyValues() {
  return llvm::cl::values(
      clEnumValN(OutOfBoundsPolicy::Error, "error",
                 "report the first out-of-range index in the status record"),
      clEnumValN(OutOfBoundsPolicy::Clamp, "clamp",
                 "clamp indices into [0, s-1] after normalisation"),
      clEnumValN(OutOfBoundsPolicy::Unchecked, "unchecked",
                 "no checks: out-of-range indices are undefined behaviour"));
}

//===----------------------------------------------------------------------===//
// Sites and status arguments
//===----------------------------------------------------------------------===//

SmallVector<Location> mlir::gather::assignGatherSites(Operation *root) {
  SmallVector<Operation *> gathers;
  root->walk([&](Operation *op) {
    if (isa<GatherNDOp, GatherElementsOp>(op))
      gathers.push_back(op);
  });
  int64_t nextSite = 0;
  for (Operation *op : gathers)
    if (auto site = op->getAttrOfType<IntegerAttr>(kSiteAttrName))
      nextSite = std::max(nextSite, site.getInt() + 1);
  for (Operation *op : gathers)
    if (!op->hasAttr(kSiteAttrName))
      op->setAttr(
          kSiteAttrName,
          IntegerAttr::get(IntegerType::get(op->getContext(), 64), nextSite++));

  SmallVector<Location> sites(nextSite, UnknownLoc::get(root->getContext()));
  for (Operation *op : gathers)
    sites[op->getAttrOfType<IntegerAttr>(kSiteAttrName).getInt()] =
        op->getLoc();
  return sites;
}

/// Whether the last argument of `func` is a status record.
static bool hasStatusArgument(FunctionOpInterface func) {
  return func->hasAttr(kStatusAttrName) && func.getNumArguments() > 0;
}

/// The status record argument of the function around `op`, if it has one.
static Value getStatusArgument(Operation *op) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func || func.isExternal() || !hasStatusArgument(func))
    return {};
  return func.getArgument(func.getNumArguments() - 1);
}

void mlir::gather::addGatherStatusArguments(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto statusType = MemRefType::get({GATHER_STATUS_RECORD_SIZE},
                                    IntegerType::get(context, 64));
  module.walk([&](func::FuncOp func) {
    if (func.isExternal() || hasStatusArgument(func))
      return;
    if (succeeded(func.insertArgument(func.getNumArguments(), statusType,
                                      /*argAttrs=*/{}, func.getLoc())))
      func->setAttr(kStatusAttrName, UnitAttr::get(context));
  });
  // Calls to functions with a status record pass their own record on.
  module.walk([&](func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || callee.isExternal() ||
        callee.getNumArguments() == call.getNumOperands())
      return;
    if (Value status = getStatusArgument(call))
      call->insertOperands(call->getNumOperands(), status);
  });
}

//===----------------------------------------------------------------------===//
// Building blocks
//===----------------------------------------------------------------------===//

namespace {

Value constantIndex(OpBuilder &b, Location loc, int64_t value) {
  return arith::ConstantIndexOp::create(b, loc, value);
}

/// An i32, i64 or index value as `index` (sign-extended).
Value castToIndex(OpBuilder &b, Location loc, Value value) {
  if (value.getType().isIndex())
    return value;
  return arith::IndexCastOp::create(b, loc, b.getIndexType(), value);
}

Value castToI64(OpBuilder &b, Location loc, Value value) {
  return arith::IndexCastOp::create(b, loc, b.getI64Type(),
                                    castToIndex(b, loc, value));
}

/// Whether `index` lies outside [-size, size-1].
Value isOutOfRange(OpBuilder &b, Location loc, Value index, Value size) {
  Value negSize = arith::SubIOp::create(b, loc, constantIndex(b, loc, 0), size);
  Value below =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, negSize);
  Value above =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sge, index, size);
  return arith::OrIOp::create(b, loc, below, above);
}

/// Whether `index` cannot address a dimension of `size`: when it lies outside
/// [-size, size-1], or, when indices are clamped, only when the dimension is
/// empty.
Value cannotAddress(OpBuilder &b, Location loc, Value index, Value size,
                    bool clamp) {
  if (clamp)
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size,
                                 constantIndex(b, loc, 0));
  return isOutOfRange(b, loc, index, size);
}

/// `index < 0 ? index + size : index`, clamped into [0, size-1] if asked.
Value normalizeIndex(OpBuilder &b, Location loc, Value index, Value size,
                     bool clamp) {
  Value zero = constantIndex(b, loc, 0);
  Value isNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, index, zero);
  Value wrapped = arith::AddIOp::create(b, loc, index, size);
  Value normalized =
      arith::SelectOp::create(b, loc, isNegative, wrapped, index);
  if (!clamp)
    return normalized;
  Value last = arith::SubIOp::create(b, loc, size, constantIndex(b, loc, 1));
  Value below = arith::MinSIOp::create(b, loc, normalized, last);
  return arith::MaxSIOp::create(b, loc, below, zero);
}

/// A zero of `elementType` as a single-element dense attribute; arith has no
/// scalar constants of unsigned or complex types, dense tensors do.
DenseElementsAttr getZeroSplat(Type elementType) {
  auto type = RankedTensorType::get({1}, elementType);
  if (auto complexType = dyn_cast<ComplexType>(elementType)) {
    auto zero = APFloat::getZero(
        cast<FloatType>(complexType.getElementType()).getFloatSemantics());
    return DenseElementsAttr::get(type, {std::complex<APFloat>(zero, zero)});
  }
  if (auto floatType = dyn_cast<FloatType>(elementType))
    return DenseElementsAttr::get(type, FloatAttr::get(floatType, 0.0));
  return DenseElementsAttr::get(type, IntegerAttr::get(elementType, 0));
}

/// `init` filled with zeros: the result of a gather that failed.
Value buildZeroFilled(OpBuilder &b, Location loc, Value init) {
  Type elementType = cast<RankedTensorType>(init.getType()).getElementType();
  Value splat = arith::ConstantOp::create(b, loc, getZeroSplat(elementType));
  Value zero = tensor::ExtractOp::create(b, loc, splat,
                                         ValueRange{constantIndex(b, loc, 0)});
  return linalg::FillOp::create(b, loc, zero, init).getResult(0);
}

/// scf.if yielding one value built by `thenValue` or `elseValue`.
Value buildIfElse(OpBuilder &b, Location loc, Value condition,
                  function_ref<Value(OpBuilder &, Location)> thenValue,
                  function_ref<Value(OpBuilder &, Location)> elseValue) {
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

/// Writes a failure into the status record unless it already holds one, so
/// the first failure of a call is the one reported.
void recordFailure(OpBuilder &b, Location loc, Value status,
                   GatherStatusCode code, int64_t site,
                   ArrayRef<Value> details) {
  SmallVector<Value> fields = {
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), code),
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), site)};
  for (Value detail : details)
    fields.push_back(castToI64(b, loc, detail));
  Value current = memref::LoadOp::create(
      b, loc, status, ValueRange{constantIndex(b, loc, GATHER_STATUS_CODE)});
  Value isFirst = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq, current,
      arith::ConstantIntOp::create(b, loc, b.getI64Type(), GATHER_STATUS_OK));
  scf::IfOp::create(b, loc, isFirst, [&](OpBuilder &b, Location loc) {
    for (auto [position, field] : llvm::enumerate(fields))
      memref::StoreOp::create(b, loc, field, status,
                              ValueRange{constantIndex(b, loc, position)});
    scf::YieldOp::create(b, loc);
  });
}

/// A run-time shape check: `actual == expected`, or `actual <= expected`.
struct ShapeCheck {
  GatherShapeCheck kind;
  int64_t dim;
  OpFoldResult actual;
  OpFoldResult expected;
  bool atMost = false;
};

/// Emits the checks that are not statically true, recording each failure;
/// returns whether all hold.
Value buildShapeChecks(OpBuilder &b, Location loc, ArrayRef<ShapeCheck> checks,
                       Value status, int64_t site) {
  Value allHold;
  for (const ShapeCheck &check : checks) {
    std::optional<int64_t> actual = getConstantIntValue(check.actual);
    std::optional<int64_t> expected = getConstantIntValue(check.expected);
    if (actual && expected &&
        (check.atMost ? *actual <= *expected : *actual == *expected))
      continue;
    Value actualValue = getValueOrCreateConstantIndexOp(b, loc, check.actual);
    Value expectedValue =
        getValueOrCreateConstantIndexOp(b, loc, check.expected);
    Value holds = arith::CmpIOp::create(b, loc,
                                        check.atMost ? arith::CmpIPredicate::sle
                                                     : arith::CmpIPredicate::eq,
                                        actualValue, expectedValue);
    Value fails = arith::XOrIOp::create(
        b, loc, holds, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
    scf::IfOp::create(b, loc, fails, [&](OpBuilder &b, Location loc) {
      recordFailure(b, loc, status, GATHER_STATUS_SHAPE_MISMATCH, site,
                    {constantIndex(b, loc, check.kind),
                     constantIndex(b, loc, check.dim), actualValue,
                     expectedValue});
      scf::YieldOp::create(b, loc);
    });
    allHold = allHold ? arith::AndIOp::create(b, loc, allHold, holds) : holds;
  }
  return allHold ? allHold
                 : arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1);
}

/// Checks that static result sizes equal the dynamic sizes they come from.
void addResultDimChecks(OpBuilder &b, Location loc, Operation *op,
                        const GatherShape &shape, Value data, Value indices,
                        SmallVectorImpl<ShapeCheck> &checks) {
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  for (auto [i, dim] : llvm::enumerate(shape.resultDims)) {
    if (resultType.isDynamicDim(i))
      continue;
    Value source = dim.source == ShapeSource::Data ? data : indices;
    checks.push_back({GATHER_CHECK_RESULT_DIM, int64_t(i),
                      tensor::getMixedSize(b, loc, source, dim.dim),
                      b.getIndexAttr(resultType.getDimSize(i))});
  }
}

/// Sizes of `value`'s dimensions as index values.
SmallVector<Value> getDimSizes(OpBuilder &b, Location loc, Value value) {
  SmallVector<Value> sizes;
  for (int64_t d = 0, e = cast<RankedTensorType>(value.getType()).getRank();
       d < e; ++d)
    sizes.push_back(getValueOrCreateConstantIndexOp(
        b, loc, tensor::getMixedSize(b, loc, value, d)));
  return sizes;
}

/// `tensor` with its first `count` dimensions collapsed into one (unchanged
/// when that is fewer than two).
Value collapseLeadingDims(OpBuilder &b, Location loc, Value tensor,
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

constexpr int64_t kNoPosition = std::numeric_limits<int64_t>::max();

/// What a reduction over the indices computes: whether any index is bad (an
/// or-reduction of i1, cheap and vectorisable: the common path), or the
/// row-major position of the first bad one (kNoPosition if none: only on
/// the failure path, to report it).
enum class IndexScan { AnyBad, FirstBadPosition };

/// A reduction over the loops of `inputMaps` whose body maps the loop
/// indices and inputs to a candidate: an i1 "bad" for AnyBad, a position
/// (kNoPosition when in range) for FirstBadPosition.
Value buildIndexScan(
    OpBuilder &b, Location loc, IndexScan scan, ArrayRef<Value> inputs,
    ArrayRef<AffineMap> inputMaps, unsigned numLoops,
    function_ref<Value(OpBuilder &, Location, ValueRange)> candidate) {
  bool anyBad = scan == IndexScan::AnyBad;
  Value none = anyBad ? Value(arith::ConstantIntOp::create(b, loc,
                                                           b.getI1Type(), 0))
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

/// The status details of the index value at row-major `position` of
/// `indices` (of sizes `indicesSizes`), which indexes data dimension
/// `dataDim` of size `dimSize`.
SmallVector<Value> describeIndex(OpBuilder &b, Location loc, Value indices,
                                 ValueRange coordinates, Value dataDim,
                                 Value dimSize, Value position) {
  Value value = tensor::ExtractOp::create(b, loc, indices, coordinates);
  return {castToIndex(b, loc, value), dimSize, dataDim, position};
}

//===----------------------------------------------------------------------===//
// gather_nd
//===----------------------------------------------------------------------===//

/// q = rank(indices), b = batch_dims, k = index depth. Result loops: q - 1
/// index-tuple loops, then the slice loops over data.shape[b+k:].
class GatherNDLowering {
public:
  GatherNDLowering(GatherNDOp op, const GatherShape &shape)
      : op(op), shape(shape), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()), q(op.getIndices().getType().getRank()),
        batchDims(static_cast<int64_t>(op.getBatchDims())),
        k(shape.indexDepth) {}

  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b) {
    SmallVector<ShapeCheck> checks;
    for (int64_t d = 0; d < batchDims; ++d)
      checks.push_back({GATHER_CHECK_BATCH_DIM, d,
                        tensor::getMixedSize(b, loc, indices, d),
                        tensor::getMixedSize(b, loc, data, d)});
    checks.push_back({GATHER_CHECK_INDEX_DEPTH, q - 1,
                      tensor::getMixedSize(b, loc, indices, q - 1),
                      b.getIndexAttr(k)});
    addResultDimChecks(b, loc, op, shape, data, indices, checks);
    return checks;
  }

  /// Sizes of the data dimensions that the index tuple components address.
  SmallVector<Value> getIndexedDimSizes(OpBuilder &b) {
    SmallVector<Value> sizes;
    for (int64_t j = 0; j < k; ++j)
      sizes.push_back(getValueOrCreateConstantIndexOp(
          b, loc, tensor::getMixedSize(b, loc, data, batchDims + j)));
    return sizes;
  }

  /// Maps from `numLoops` loops, whose first q - 1 run over the index tuples,
  /// to component j of each tuple, one per j.
  /// Maps from `numLoops` loops, the first `tupleDims` of which run over
  /// the index tuples, to component j of the tuple, for each j.
  SmallVector<AffineMap> getComponentMaps(OpBuilder &b, unsigned numLoops,
                                          int64_t tupleDims) {
    SmallVector<AffineMap> maps;
    for (int64_t j = 0; j < k; ++j) {
      SmallVector<AffineExpr> results;
      for (int64_t d = 0; d < tupleDims; ++d)
        results.push_back(b.getAffineDimExpr(d));
      results.push_back(b.getAffineConstantExpr(j));
      maps.push_back(AffineMap::get(numLoops, 0, results, b.getContext()));
    }
    return maps;
  }

  Value buildGather(OpBuilder &b, Value init, bool clamp) {
    auto resultType = cast<RankedTensorType>(init.getType());
    // Nothing to gather; slices of a statically empty dimension would not
    // even verify. (The operands may know a size the result type leaves
    // dynamic.)
    SmallVector<int64_t> inferred = shape.getStaticShape(
        cast<RankedTensorType>(data.getType()).getShape(),
        cast<RankedTensorType>(indices.getType()).getShape());
    if (llvm::is_contained(resultType.getShape(), 0) ||
        llvm::is_contained(inferred, 0))
      return init;
    if (resultType.getRank() > q - 1)
      return buildSliceGather(b, init, clamp);
    return buildElementGather(b, init, clamp);
  }

  /// Each index tuple addresses a slice of data (the dimensions after
  /// b + k), contiguous in memory: an scf.forall over the tuples moves whole
  /// slices (extract_slice / parallel_insert_slice, which bufferize to a
  /// memcpy per slice) and reads and normalises each tuple once.
  Value buildSliceGather(OpBuilder &b, Value init, bool clamp) {
    auto resultType = cast<RankedTensorType>(init.getType());
    SmallVector<Value> dimSizes = getIndexedDimSizes(b);
    SmallVector<OpFoldResult> tupleCounts, sliceSizes;
    for (int64_t d = 0; d < q - 1; ++d)
      tupleCounts.push_back(tensor::getMixedSize(b, loc, indices, d));
    for (int64_t d = q - 1; d < resultType.getRank(); ++d)
      sliceSizes.push_back(tensor::getMixedSize(b, loc, init, d));
    int64_t dataRank = cast<RankedTensorType>(data.getType()).getRank();
    auto sliceType = RankedTensorType::get(
        resultType.getShape().drop_front(q - 1), resultType.getElementType());

    auto moveSlice = [&](OpBuilder &b, Location loc, ValueRange tuple,
                         Value into, auto insert) {
      OpFoldResult zero = b.getIndexAttr(0), one = b.getIndexAttr(1);
      SmallVector<OpFoldResult> offsets(tuple.begin(),
                                        tuple.begin() + batchDims);
      for (int64_t j = 0; j < k; ++j) {
        SmallVector<Value> position(tuple);
        position.push_back(constantIndex(b, loc, j));
        Value index = tensor::ExtractOp::create(b, loc, indices, position);
        offsets.push_back(normalizeIndex(b, loc, castToIndex(b, loc, index),
                                         dimSizes[j], clamp));
      }
      offsets.append(dataRank - batchDims - k, zero);
      SmallVector<OpFoldResult> sizes(batchDims + k, one);
      sizes.append(sliceSizes);
      SmallVector<OpFoldResult> strides(dataRank, one);
      Value slice = tensor::ExtractSliceOp::create(b, loc, sliceType, data,
                                                   offsets, sizes, strides);
      SmallVector<OpFoldResult> outOffsets(tuple.begin(), tuple.end());
      outOffsets.append(sliceSizes.size(), zero);
      SmallVector<OpFoldResult> outSizes(q - 1, one);
      outSizes.append(sliceSizes);
      SmallVector<OpFoldResult> outStrides(resultType.getRank(), one);
      return insert(b, loc, slice, into, outOffsets, outSizes, outStrides);
    };

    if (q == 1)
      return moveSlice(
          b, loc, ValueRange{}, init,
          [](OpBuilder &b, Location loc, Value slice, Value into,
             ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
             ArrayRef<OpFoldResult> strides) -> Value {
            return tensor::InsertSliceOp::create(b, loc, slice, into, offsets,
                                                 sizes, strides);
          });
    auto forall = scf::ForallOp::create(
        b, loc, tupleCounts, init, std::nullopt,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          ValueRange tuple = args.drop_back();
          Value into = args.back();
          moveSlice(
              b, loc, tuple, into,
              [](OpBuilder &b, Location loc, Value slice, Value into,
                 ArrayRef<OpFoldResult> offsets, ArrayRef<OpFoldResult> sizes,
                 ArrayRef<OpFoldResult> strides) -> Value {
                auto inParallel = scf::InParallelOp::create(b, loc);
                OpBuilder::InsertionGuard guard(b);
                b.setInsertionPointToStart(inParallel.getBody());
                tensor::ParallelInsertSliceOp::create(b, loc, slice, into,
                                                      offsets, sizes, strides);
                return Value();
              });
        });
    return forall.getResult(0);
  }

  /// Each index tuple addresses a single element (k = r - b): an
  /// all-parallel linalg.generic over the result.
  Value buildElementGather(OpBuilder &b, Value init, bool clamp) {
    auto resultType = cast<RankedTensorType>(init.getType());
    unsigned numLoops = resultType.getRank();
    SmallVector<Value> dimSizes = getIndexedDimSizes(b);
    SmallVector<AffineMap> maps = getComponentMaps(b, numLoops, q - 1);
    maps.push_back(b.getMultiDimIdentityMap(numLoops));
    SmallVector<Value> inputs(k, indices);
    SmallVector<utils::IteratorType> iterators(numLoops,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, resultType, inputs, init, maps, iterators,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          SmallVector<Value> loops;
          for (unsigned d = 0; d < numLoops; ++d)
            loops.push_back(linalg::IndexOp::create(b, loc, d));
          SmallVector<Value> coordinates(loops.begin(),
                                         loops.begin() + batchDims);
          for (int64_t j = 0; j < k; ++j)
            coordinates.push_back(normalizeIndex(
                b, loc, castToIndex(b, loc, args[j]), dimSizes[j], clamp));
          coordinates.append(loops.begin() + (q - 1), loops.end());
          Value element = tensor::ExtractOp::create(b, loc, data, coordinates);
          linalg::YieldOp::create(b, loc, element);
        });
    return generic.getResult(0);
  }

  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) {
    // One loop over the tuples of a (tuples x k) view: a flat, vectorisable
    // scan whose loop index is the tuple's row-major number.
    Value tuples = collapseLeadingDims(b, loc, indices, q - 1);
    int64_t tupleDims = std::min<int64_t>(q - 1, 1);
    SmallVector<Value> dimSizes = getIndexedDimSizes(b);
    Value depth = constantIndex(b, loc, k);
    SmallVector<Value> inputs(k, tuples);
    return buildIndexScan(
        b, loc, scan, inputs, getComponentMaps(b, tupleDims, tupleDims),
        tupleDims,
        [&](OpBuilder &b, Location loc, ValueRange components) -> Value {
          SmallVector<Value> bad;
          for (int64_t j = 0; j < k; ++j)
            bad.push_back(cannotAddress(
                b, loc, castToIndex(b, loc, components[j]), dimSizes[j],
                clamp));
          if (scan == IndexScan::AnyBad) {
            Value anyBad = bad[0];
            for (int64_t j = 1; j < k; ++j)
              anyBad = arith::OrIOp::create(b, loc, anyBad, bad[j]);
            return anyBad;
          }
          Value tuple = tupleDims ? Value(linalg::IndexOp::create(b, loc, 0))
                                  : constantIndex(b, loc, 0);
          Value first = arith::MulIOp::create(b, loc, tuple, depth);
          Value best = constantIndex(b, loc, kNoPosition);
          // Components in reverse, so the lowest bad position wins.
          for (int64_t j = k - 1; j >= 0; --j) {
            Value position =
                arith::AddIOp::create(b, loc, first, constantIndex(b, loc, j));
            best = arith::SelectOp::create(b, loc, bad[j], position, best);
          }
          return best;
        });
  }

  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) {
    SmallVector<Value> basis = getDimSizes(b, loc, indices);
    basis.back() = constantIndex(b, loc, k);
    auto coordinates = affine::AffineDelinearizeIndexOp::create(
        b, loc, position, basis, /*hasOuterBound=*/true);
    Value component = coordinates.getResult(q - 1);
    Value dataDim = arith::AddIOp::create(b, loc, component,
                                          constantIndex(b, loc, batchDims));
    Value dimSize = tensor::DimOp::create(b, loc, data, dataDim);
    return describeIndex(b, loc, indices, coordinates.getResults(), dataDim,
                         dimSize, position);
  }

  Value getData() { return data; }

private:
  GatherNDOp op;
  const GatherShape &shape;
  Location loc;
  Value data, indices;
  int64_t q, batchDims, k;
};

//===----------------------------------------------------------------------===//
// gather_elements
//===----------------------------------------------------------------------===//

/// One loop per dimension; `indices` is read with the identity map.
class GatherElementsLowering {
public:
  GatherElementsLowering(GatherElementsOp op, const GatherShape &shape)
      : op(op), shape(shape), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()), rank(op.getData().getType().getRank()),
        axis(op.getNormalizedAxis()) {}

  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b) {
    SmallVector<ShapeCheck> checks;
    for (int64_t d = 0; d < rank; ++d)
      if (d != axis)
        checks.push_back({GATHER_CHECK_ELEMENTS_DIM, d,
                          tensor::getMixedSize(b, loc, indices, d),
                          tensor::getMixedSize(b, loc, data, d),
                          /*atMost=*/true});
    addResultDimChecks(b, loc, op, shape, data, indices, checks);
    return checks;
  }

  Value getAxisSize(OpBuilder &b) {
    return getValueOrCreateConstantIndexOp(
        b, loc, tensor::getMixedSize(b, loc, data, axis));
  }

  Value buildGather(OpBuilder &b, Value init, bool clamp) {
    auto resultType = cast<RankedTensorType>(init.getType());
    Value axisSize = getAxisSize(b);
    AffineMap identity = b.getMultiDimIdentityMap(rank);
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    auto generic = linalg::GenericOp::create(
        b, loc, resultType, indices, init,
        ArrayRef<AffineMap>{identity, identity}, iterators,
        [&](OpBuilder &b, Location loc, ValueRange args) {
          SmallVector<Value> coordinates;
          for (int64_t d = 0; d < rank; ++d)
            coordinates.push_back(linalg::IndexOp::create(b, loc, d));
          coordinates[axis] = normalizeIndex(
              b, loc, castToIndex(b, loc, args[0]), axisSize, clamp);
          Value element = tensor::ExtractOp::create(b, loc, data, coordinates);
          linalg::YieldOp::create(b, loc, element);
        });
    return generic.getResult(0);
  }

  Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) {
    // One loop over a flat view: vectorisable, and its loop index is the
    // row-major position.
    Value flat = collapseLeadingDims(b, loc, indices, rank);
    Value axisSize = getAxisSize(b);
    return buildIndexScan(
        b, loc, scan, flat, b.getMultiDimIdentityMap(1), 1,
        [&](OpBuilder &b, Location loc, ValueRange args) -> Value {
          Value bad = cannotAddress(b, loc, castToIndex(b, loc, args[0]),
                                    axisSize, clamp);
          if (scan == IndexScan::AnyBad)
            return bad;
          return arith::SelectOp::create(b, loc, bad,
                                         linalg::IndexOp::create(b, loc, 0),
                                         constantIndex(b, loc, kNoPosition));
        });
  }

  SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) {
    auto coordinates = affine::AffineDelinearizeIndexOp::create(
        b, loc, position, getDimSizes(b, loc, indices),
        /*hasOuterBound=*/true);
    return describeIndex(b, loc, indices, coordinates.getResults(),
                         constantIndex(b, loc, axis), getAxisSize(b), position);
  }

  Value getData() { return data; }

private:
  GatherElementsOp op;
  const GatherShape &shape;
  Location loc;
  Value data, indices;
  int64_t rank, axis;
};

/// Whether any dimension of `value` is 0.
Value buildIsEmpty(OpBuilder &b, Location loc, Value value) {
  Value empty = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  for (Value size : getDimSizes(b, loc, value))
    empty = arith::OrIOp::create(
        b, loc, empty,
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::eq, size,
                              constantIndex(b, loc, 0)));
  return empty;
}

template <typename OpTy, typename Lowering>
struct LowerGather : OpRewritePattern<OpTy> {
  LowerGather(MLIRContext *context, OutOfBoundsPolicy policy)
      : OpRewritePattern<OpTy>(context), policy(policy) {}

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    FailureOr<GatherShape> shape = op.getGatherShape();
    if (failed(shape))
      return rewriter.notifyMatchFailure(op, "op does not verify");
    Value status = getStatusArgument(op);
    if (!status && policy != OutOfBoundsPolicy::Unchecked)
      return op.emitOpError(
          "needs a status record argument in its function to report errors "
          "(see addGatherStatusArguments)");

    Location loc = op.getLoc();
    Lowering lowering(op, *shape);
    FailureOr<Value> init = buildEmptyResult(rewriter, op);
    if (failed(init))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");
    if (policy == OutOfBoundsPolicy::Unchecked) {
      rewriter.replaceOp(op, lowering.buildGather(rewriter, *init, false));
      return success();
    }

    auto site = op->template getAttrOfType<IntegerAttr>(kSiteAttrName);
    int64_t siteId = site ? site.getInt() : -1;
    auto failAtIndex = [&](OpBuilder &b, Location loc, Value position) {
      recordFailure(b, loc, status, GATHER_STATUS_INDEX_OUT_OF_BOUNDS, siteId,
                    lowering.describeIndexAt(b, position));
      return buildZeroFilled(b, loc, *init);
    };
    // A statically empty indices tensor holds no index to check (and its
    // positions could not even be delinearised).
    bool noIndices =
        llvm::is_contained(op.getIndices().getType().getShape(), 0);
    auto buildChecked = [&](OpBuilder &b, Location loc) -> Value {
      if (noIndices)
        return lowering.buildGather(b, *init, /*clamp=*/false);
      if (policy == OutOfBoundsPolicy::Clamp) {
        // Clamping needs an element to clamp to.
        Value noElement = arith::AndIOp::create(
            b, loc, buildIsEmpty(b, loc, lowering.getData()),
            arith::XOrIOp::create(
                b, loc, buildIsEmpty(b, loc, *init),
                arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1)));
        return buildIfElse(
            b, loc, noElement,
            [&](OpBuilder &b, Location loc) {
              return failAtIndex(
                  b, loc,
                  lowering.scanIndices(b, IndexScan::FirstBadPosition,
                                       /*clamp=*/true));
            },
            [&](OpBuilder &b, Location) {
              return lowering.buildGather(b, *init, /*clamp=*/true);
            });
      }
      Value anyBad =
          lowering.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false);
      return buildIfElse(
          b, loc, anyBad,
          [&](OpBuilder &b, Location loc) {
            return failAtIndex(
                b, loc,
                lowering.scanIndices(b, IndexScan::FirstBadPosition,
                                     /*clamp=*/false));
          },
          [&](OpBuilder &b, Location) {
            return lowering.buildGather(b, *init, /*clamp=*/false);
          });
    };

    SmallVector<ShapeCheck> checks = lowering.getShapeChecks(rewriter);
    Value shapesHold = buildShapeChecks(rewriter, loc, checks, status, siteId);
    Value result;
    if (matchPattern(shapesHold, m_One()))
      result = buildChecked(rewriter, loc);
    else
      result = buildIfElse(rewriter, loc, shapesHold, buildChecked,
                           [&](OpBuilder &b, Location loc) {
                             return buildZeroFilled(b, loc, *init);
                           });
    rewriter.replaceOp(op, result);
    return success();
  }

  /// tensor.empty of the op's result type, with reified dynamic sizes.
  static FailureOr<Value> buildEmptyResult(PatternRewriter &rewriter, OpTy op) {
    ReifiedRankedShapedTypeDims reified;
    if (failed(op.reifyResultShapes(rewriter, reified)))
      return failure();
    RankedTensorType type = op.getType();
    SmallVector<Value> dynamicSizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        dynamicSizes.push_back(getValueOrCreateConstantIndexOp(
            rewriter, op.getLoc(), reified[0][d]));
    return tensor::EmptyOp::create(rewriter, op.getLoc(), type, dynamicSizes)
        .getResult();
  }

  OutOfBoundsPolicy policy;
};

struct ConvertGatherToLinalgPass
    : gather::impl::ConvertGatherToLinalgBase<ConvertGatherToLinalgPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    assignGatherSites(module);
    addGatherStatusArguments(module);

    ConversionTarget target(getContext());
    target.addIllegalDialect<GatherDialect>();
    target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
    RewritePatternSet patterns(&getContext());
    populateGatherToLinalgConversionPatterns(patterns, onOutOfBounds);
    if (failed(applyPartialConversion(module, target, std::move(patterns))))
      signalPassFailure();
  }
};

} // namespace

void mlir::gather::populateGatherToLinalgConversionPatterns(
    RewritePatternSet &patterns, OutOfBoundsPolicy policy) {
  patterns.add<LowerGather<GatherNDOp, GatherNDLowering>,
               LowerGather<GatherElementsOp, GatherElementsLowering>>(
      patterns.getContext(), policy);
}
