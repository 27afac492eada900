//===- GatherToLinalg.cpp - lowering gather ops to linalg -----------------===//
//
// A gather op becomes tensor-level loops over its result. A gather_nd whose
// index tuples address slices moves one contiguous slice per tuple (an
// scf.forall of extract_slice / parallel_insert_slice); every other gather
// (element gathers) is an scf.forall over blocks of result rows whose
// sequential inner loop reads one element per iteration, which LLVM
// vectorises. The policy decides what guards them (see Passes.td): run-time
// shape checks, index checks (fused into the element loops, a scan before a
// slice gather), the position of the first out-of-range index for the
// report, and zero-filled results plus a status record entry on failure.
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

/// How a gather treats index values.
struct IndexHandling {
  enum Kind {
    /// As they are, normalised (policy unchecked, or after a scan found
    /// them all in range).
    Trusted,
    /// Normalised and clamped into range (policy clamp).
    Clamped,
    /// Checked while gathering (policy error): an out-of-range index reads
    /// at index 0 instead and sets `badCell`.
    Checked,
  } kind;
  /// With Checked: an i8 stack cell (buildStackCell) that the gather clears
  /// and sets when it meets an out-of-range index.
  Value badCell = {};
};

/// The position that `index` selects in a dimension of `size` (which must
/// not be 0), and under IndexHandling::Checked whether `index` lies outside
/// [-size, size-1] (else null).
std::pair<Value, Value> resolveIndex(OpBuilder &b, Location loc, Value index,
                                     Value size, IndexHandling handling) {
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

/// Not `value` (an i1), folded when `value` is a constant.
Value negate(OpBuilder &b, Location loc, Value value) {
  return b.createOrFold<arith::XOrIOp>(
      loc, value, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 1));
}

/// Whether `elementBytes` times the product of `sizes` (non-negative index
/// values) is at most 2^63-1, as fitsInMemory asks of static sizes; the C
/// entry points build the same check in LLVM. Multiplies in 64-bit unsigned
/// arithmetic, watching the high half: a running product that ever leaves
/// the signed range only counts if no size is 0.
Value buildFitsInMemory(OpBuilder &b, Location loc, ArrayRef<Value> sizes,
                        int64_t elementBytes) {
  Type i64 = b.getI64Type();
  Value zero = arith::ConstantIntOp::create(b, loc, i64, 0);
  Value bytes = arith::ConstantIntOp::create(b, loc, i64, elementBytes);
  Value overflows = arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0);
  Value empty = overflows;
  for (Value size : sizes) {
    Value size64 = castToI64(b, loc, size);
    auto product = arith::MulUIExtendedOp::create(b, loc, bytes, size64);
    bytes = product.getLow();
    Value high = b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::ne,
                                               product.getHigh(), zero);
    Value negative = b.createOrFold<arith::CmpIOp>(
        loc, arith::CmpIPredicate::slt, bytes, zero);
    overflows = b.createOrFold<arith::OrIOp>(
        loc, overflows, b.createOrFold<arith::OrIOp>(loc, high, negative));
    empty = b.createOrFold<arith::OrIOp>(
        loc, empty,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, size64,
                                      zero));
  }
  return b.createOrFold<arith::OrIOp>(loc, empty, negate(b, loc, overflows));
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
    scf::IfOp::create(
        b, loc, negate(b, loc, holds), [&](OpBuilder &b, Location loc) {
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

/// How an element gather's parallel loop walks the result: in blocks of
/// `blockElements` along the innermost dimension, either row by row (each
/// row's blocks in turn) or column block by column block (each block of
/// columns down all rows in turn).
struct ElementOrder {
  int64_t blockElements;
  bool columnBlocksFirst;
};

/// Row by row, in blocks long enough for a thread and for LLVM's vectoriser
/// and short enough to balance threads: for gathers whose reads in a row
/// have locality of their own, or none at all.
constexpr ElementOrder kRowOrder{4096, false};

/// Column block by column block, 1 KiB of columns: for gathers along an
/// outer axis, whose rows read the same columns of random data rows. A
/// block's columns of all data rows are then read while they are still in
/// the cache (about 30% faster than row by row on 64 MB tables).
ElementOrder getColumnOrder(Type elementType) {
  return {std::max<int64_t>(1024 / getElementBytes(elementType), 16), true};
}

/// What an element gather reads for the result element at `coordinates`:
/// its value, and under IndexHandling::Checked whether an index it used was
/// out of range (else null).
using ElementBuilder = function_ref<std::pair<Value, Value>(
    OpBuilder &, Location, ValueRange coordinates)>;

/// A gather's result and, when it checked indices while gathering, whether
/// any was out of range (else null).
struct GatherResult {
  Value result;
  Value anyBad;

  /// A gather that reads no index: `result`, and no bad one if checked.
  static GatherResult withoutIndices(OpBuilder &b, Location loc, Value result,
                                     IndexHandling handling) {
    if (handling.kind != IndexHandling::Checked)
      return {result, Value()};
    return {result, arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0)};
  }
};

/// An i8 cell on the stack of `function`, allocated in its entry block (so
/// that a gather inside a loop does not grow the stack).
Value buildStackCell(OpBuilder &b, Location loc, FunctionOpInterface function) {
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(&function.getFunctionBody().front());
  return memref::AllocaOp::create(b, loc, MemRefType::get({}, b.getI8Type()));
}

/// The loops of an element gather that writes `init`: an scf.forall over
/// the result's outer dimensions and blocks of its innermost one (in
/// `order`), each iteration a sequential scf.for over its block that
/// inserts one element per step. When the indices are checked, each
/// iteration also or-reduces the elements' bad flags and, if one is set,
/// sets the handling's bad cell, which is read after the loop (atomically:
/// iterations run on several threads).
GatherResult buildElementLoops(OpBuilder &b, Location loc, Value init,
                               ElementOrder order, IndexHandling handling,
                               ElementBuilder element) {
  bool checked = handling.kind == IndexHandling::Checked;
  Value badCell = handling.badCell;
  auto type = cast<RankedTensorType>(init.getType());
  int64_t rank = type.getRank();
  if (llvm::is_contained(type.getShape(), 0))
    return GatherResult::withoutIndices(b, loc, init, handling);
  if (rank == 0) {
    auto [value, bad] = element(b, loc, ValueRange());
    return {tensor::InsertOp::create(b, loc, value, init, ValueRange()), bad};
  }
  if (checked)
    memref::StoreOp::create(
        b, loc, arith::ConstantIntOp::create(b, loc, b.getI8Type(), 0), badCell,
        ValueRange());
  SmallVector<OpFoldResult> sizes = tensor::getMixedSizes(b, loc, init);
  Value inner = getValueOrCreateConstantIndexOp(b, loc, sizes.back());
  Value block = constantIndex(b, loc, order.blockElements);
  OpFoldResult blocks =
      getAsOpFoldResult(b.createOrFold<arith::CeilDivUIOp>(loc, inner, block));
  SmallVector<OpFoldResult> extents(sizes.begin(), sizes.end() - 1);
  extents.insert(order.columnBlocksFirst ? extents.begin() : extents.end(),
                 blocks);

  auto forall = scf::ForallOp::create(
      b, loc, extents, init, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        ValueRange ivs = args.take_front(rank);
        ValueRange outerIvs =
            order.columnBlocksFirst ? ivs.drop_front() : ivs.drop_back();
        Value blockIv = order.columnBlocksFirst ? ivs.front() : ivs.back();
        // A single block starts at 0, whose static length the row keeps.
        Value first = getConstantIntValue(blocks) == 1
                          ? constantIndex(b, loc, 0)
                          : arith::MulIOp::create(b, loc, blockIv, block);
        Value length = b.createOrFold<arith::MinUIOp>(
            loc, block, b.createOrFold<arith::SubIOp>(loc, inner, first));
        SmallVector<OpFoldResult> offsets = getAsOpFoldResult(outerIvs);
        offsets.push_back(first);
        SmallVector<OpFoldResult> rowSizes(rank - 1, b.getIndexAttr(1));
        rowSizes.push_back(getAsOpFoldResult(length));
        SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
        auto rowType = RankedTensorType::get(
            {getConstantIntValue(length).value_or(ShapedType::kDynamic)},
            type.getElementType());
        Value row = tensor::ExtractSliceOp::create(b, loc, rowType, args[rank],
                                                   offsets, rowSizes, strides);

        SmallVector<Value> carried{row};
        if (checked)
          carried.push_back(
              arith::ConstantIntOp::create(b, loc, b.getI1Type(), 0));
        auto loop = scf::ForOp::create(
            b, loc, constantIndex(b, loc, 0), length, constantIndex(b, loc, 1),
            carried,
            [&](OpBuilder &b, Location loc, Value j, ValueRange iterArgs) {
              SmallVector<Value> coordinates(outerIvs);
              coordinates.push_back(
                  b.createOrFold<arith::AddIOp>(loc, first, j));
              auto [value, bad] = element(b, loc, coordinates);
              SmallVector<Value> next{tensor::InsertOp::create(
                  b, loc, value, iterArgs[0], ValueRange{j})};
              if (checked)
                next.push_back(arith::OrIOp::create(b, loc, iterArgs[1], bad));
              scf::YieldOp::create(b, loc, next);
            });
        if (checked)
          scf::IfOp::create(
              b, loc, loop.getResult(1), [&](OpBuilder &b, Location loc) {
                memref::AtomicRMWOp::create(
                    b, loc, arith::AtomicRMWKind::ori,
                    arith::ConstantIntOp::create(b, loc, b.getI8Type(), 1),
                    badCell, ValueRange());
                scf::YieldOp::create(b, loc);
              });

        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(
            b, loc, loop.getResult(0), args[rank], offsets, rowSizes, strides);
      });
  if (!checked)
    return {forall.getResult(0), Value()};
  Value anyBad = arith::TruncIOp::create(
      b, loc, b.getI1Type(), memref::LoadOp::create(b, loc, badCell));
  return {forall.getResult(0), anyBad};
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

  /// Maps from `tupleDims` loops over the index tuples to component j of
  /// the tuple, one per j.
  SmallVector<AffineMap> getComponentMaps(OpBuilder &b, int64_t tupleDims) {
    SmallVector<AffineMap> maps;
    for (int64_t j = 0; j < k; ++j) {
      SmallVector<AffineExpr> results;
      for (int64_t d = 0; d < tupleDims; ++d)
        results.push_back(b.getAffineDimExpr(d));
      results.push_back(b.getAffineConstantExpr(j));
      maps.push_back(AffineMap::get(tupleDims, 0, results, b.getContext()));
    }
    return maps;
  }

  /// Whether each index tuple addresses a single element (k = r - b), so
  /// that the gather is an element gather, which checks indices while
  /// gathering; slice gathers check them all first.
  bool gathersElements() {
    return cast<RankedTensorType>(op.getType()).getRank() == q - 1;
  }

  GatherResult buildGather(OpBuilder &b, Value init, IndexHandling handling) {
    auto resultType = cast<RankedTensorType>(init.getType());
    // Nothing to gather; slices of a statically empty dimension would not
    // even verify. (The operands may know a size the result type leaves
    // dynamic.)
    SmallVector<int64_t> inferred = shape.getStaticShape(
        cast<RankedTensorType>(data.getType()).getShape(),
        cast<RankedTensorType>(indices.getType()).getShape());
    if (llvm::is_contained(resultType.getShape(), 0) ||
        llvm::is_contained(inferred, 0))
      return GatherResult::withoutIndices(b, loc, init, handling);
    if (gathersElements())
      return buildElementGather(b, init, handling);
    return {buildSliceGather(b, init, handling.kind == IndexHandling::Clamped),
            Value()};
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

  /// Each index tuple addresses a single element (k = r - b): the element
  /// loops, reading the k components of the tuple at each result position.
  GatherResult buildElementGather(OpBuilder &b, Value init,
                                  IndexHandling handling) {
    SmallVector<Value> dimSizes = getIndexedDimSizes(b);
    return buildElementLoops(
        b, loc, init, kRowOrder, handling,
        [&](OpBuilder &b, Location loc,
            ValueRange tuple) -> std::pair<Value, Value> {
          SmallVector<Value> coordinates(tuple.begin(),
                                         tuple.begin() + batchDims);
          Value anyBad;
          for (int64_t j = 0; j < k; ++j) {
            SmallVector<Value> position(tuple);
            position.push_back(constantIndex(b, loc, j));
            Value index = tensor::ExtractOp::create(b, loc, indices, position);
            auto [coordinate, bad] = resolveIndex(
                b, loc, castToIndex(b, loc, index), dimSizes[j], handling);
            coordinates.push_back(coordinate);
            if (bad)
              anyBad = anyBad ? arith::OrIOp::create(b, loc, anyBad, bad) : bad;
          }
          return {tensor::ExtractOp::create(b, loc, data, coordinates), anyBad};
        });
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
        b, loc, scan, inputs, getComponentMaps(b, tupleDims), tupleDims,
        [&](OpBuilder &b, Location loc, ValueRange components) -> Value {
          SmallVector<Value> bad;
          for (int64_t j = 0; j < k; ++j)
            bad.push_back(cannotAddress(b, loc,
                                        castToIndex(b, loc, components[j]),
                                        dimSizes[j], clamp));
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

  /// Every gather_elements gathers elements.
  bool gathersElements() { return true; }

  GatherResult buildGather(OpBuilder &b, Value init, IndexHandling handling) {
    Value axisSize = getAxisSize(b);
    ElementOrder order =
        axis == rank - 1
            ? kRowOrder
            : getColumnOrder(
                  cast<RankedTensorType>(init.getType()).getElementType());
    return buildElementLoops(
        b, loc, init, order, handling,
        [&](OpBuilder &b, Location loc,
            ValueRange position) -> std::pair<Value, Value> {
          Value index = tensor::ExtractOp::create(b, loc, indices, position);
          auto [coordinate, bad] = resolveIndex(
              b, loc, castToIndex(b, loc, index), axisSize, handling);
          SmallVector<Value> coordinates(position);
          coordinates[axis] = coordinate;
          return {tensor::ExtractOp::create(b, loc, data, coordinates), bad};
        });
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
    empty = b.createOrFold<arith::OrIOp>(
        loc, empty,
        b.createOrFold<arith::CmpIOp>(loc, arith::CmpIPredicate::eq, size,
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
    auto site = op->template getAttrOfType<IntegerAttr>(kSiteAttrName);
    int64_t siteId = site ? site.getInt() : -1;
    Value fits;
    FailureOr<Value> init = buildEmptyResult(rewriter, op, fits);
    if (failed(init))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");
    // Every policy, unchecked too, reports a result too large to allocate:
    // it is about memory safety, not about the values of indices.
    if (fits && status)
      scf::IfOp::create(rewriter, loc, negate(rewriter, loc, fits),
                        [&](OpBuilder &b, Location loc) {
                          recordFailure(b, loc, status,
                                        GATHER_STATUS_RESULT_TOO_LARGE, siteId,
                                        {});
                          scf::YieldOp::create(b, loc);
                        });
    if (policy == OutOfBoundsPolicy::Unchecked) {
      auto gather = [&](OpBuilder &b, Location) {
        return lowering.buildGather(b, *init, {IndexHandling::Trusted}).result;
      };
      rewriter.replaceOp(
          op, fits ? buildIfElse(rewriter, loc, fits, gather,
                                 [&](OpBuilder &, Location) { return *init; })
                   : gather(rewriter, loc));
      return success();
    }

    bool clamp = policy == OutOfBoundsPolicy::Clamp;
    // Reports the first bad index and zero-fills `into`, the result buffer.
    auto fail = [&](OpBuilder &b, Location loc, Value into) {
      Value position =
          lowering.scanIndices(b, IndexScan::FirstBadPosition, clamp);
      recordFailure(b, loc, status, GATHER_STATUS_INDEX_OUT_OF_BOUNDS, siteId,
                    lowering.describeIndexAt(b, position));
      return buildZeroFilled(b, loc, into);
    };
    // A statically empty indices tensor holds no index to check (and its
    // positions could not even be delinearised).
    bool noIndices =
        llvm::is_contained(op.getIndices().getType().getShape(), 0);
    auto buildChecked = [&](OpBuilder &b, Location loc) -> Value {
      if (noIndices)
        return lowering.buildGather(b, *init, {IndexHandling::Trusted}).result;
      // Without data elements no index is in range, and there is nothing to
      // clamp to or to read instead; it only matters when there is a result
      // to gather.
      Value noElement = b.createOrFold<arith::AndIOp>(
          loc, buildIsEmpty(b, loc, lowering.getData()),
          negate(b, loc, buildIsEmpty(b, loc, *init)));
      auto gatherOrFail = [&](OpBuilder &b, Location loc) -> Value {
        if (clamp)
          return lowering.buildGather(b, *init, {IndexHandling::Clamped})
              .result;
        // Element gathers check each index as they read it; slice gathers
        // check all indices (few next to the data they move) first.
        if (lowering.gathersElements()) {
          Value badCell = buildStackCell(
              b, loc, op->template getParentOfType<FunctionOpInterface>());
          GatherResult gathered =
              lowering.buildGather(b, *init, {IndexHandling::Checked, badCell});
          return buildIfElse(
              b, loc, gathered.anyBad,
              [&](OpBuilder &b, Location loc) {
                return fail(b, loc, gathered.result);
              },
              [&](OpBuilder &, Location) { return gathered.result; });
        }
        Value anyBad = lowering.scanIndices(b, IndexScan::AnyBad, clamp);
        return buildIfElse(
            b, loc, anyBad,
            [&](OpBuilder &b, Location loc) { return fail(b, loc, *init); },
            [&](OpBuilder &b, Location) {
              return lowering.buildGather(b, *init, {IndexHandling::Trusted})
                  .result;
            });
      };
      return buildIfElse(
          b, loc, noElement,
          [&](OpBuilder &b, Location loc) { return fail(b, loc, *init); },
          gatherOrFail);
    };

    SmallVector<ShapeCheck> checks = lowering.getShapeChecks(rewriter);
    Value shapesHold = buildShapeChecks(rewriter, loc, checks, status, siteId);
    if (fits)
      shapesHold = arith::AndIOp::create(rewriter, loc, fits, shapesHold);
    rewriter.replaceOp(op, buildIfElse(rewriter, loc, shapesHold, buildChecked,
                                       [&](OpBuilder &b, Location loc) {
                                         return buildZeroFilled(b, loc, *init);
                                       }));
    return success();
  }

  /// tensor.empty of the op's result type, with reified dynamic sizes. With
  /// dynamic sizes the verifier could not bound the result's bytes: sets
  /// `fits` to whether they take at most 2^63-1, and makes the
  /// result empty when they do not, so that nothing wraps.
  static FailureOr<Value> buildEmptyResult(PatternRewriter &rewriter, OpTy op,
                                           Value &fits) {
    ReifiedRankedShapedTypeDims reified;
    if (failed(op.reifyResultShapes(rewriter, reified)))
      return failure();
    Location loc = op.getLoc();
    RankedTensorType type = op.getType();
    SmallVector<Value> sizes;
    for (OpFoldResult size : reified[0])
      sizes.push_back(getValueOrCreateConstantIndexOp(rewriter, loc, size));
    SmallVector<Value> dynamicSizes;
    if (type.hasStaticShape())
      return tensor::EmptyOp::create(rewriter, loc, type, dynamicSizes)
          .getResult();
    fits = buildFitsInMemory(rewriter, loc, sizes,
                             getElementBytes(type.getElementType()));
    Value zero = constantIndex(rewriter, loc, 0);
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        dynamicSizes.push_back(
            arith::SelectOp::create(rewriter, loc, fits, sizes[d], zero));
    return tensor::EmptyOp::create(rewriter, loc, type, dynamicSizes)
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
