//===- ScatterLowering.cpp - lowering scatter ops -------------------------===//
//
// A scatter lowers to loops over its updates that insert into a tensor
// carried from `data` (scf.for iter_args). One-shot bufferization places
// that tensor in data's buffer when nothing reads `data` afterwards, so the
// cost is the updates', not data's; otherwise it copies `data` once.
// Updates apply one after another in the row-major order of their
// positions, so duplicates resolve the same way on any number of threads:
// the last one wins under `none`, and float sums and products round in
// one order.
//
// The checks are the inverse gather's (IndexScans.cpp): under error and
// assert, every index is checked before anything is written, so a failed
// scatter leaves `data` as it was. Under clamp, updates whose index is out
// of range are skipped, as XLA's and StableHLO's scatters do: a clamped
// update would overwrite the border.
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/IR/GatherFolding.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Complex/IR/Complex.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

//===----------------------------------------------------------------------===//
// Combining an update with the element it lands on
//===----------------------------------------------------------------------===//

/// `value` as `type` through an unrealized cast: arith takes signless
/// integers only, and the casts vanish once both types are LLVM's.
static Value castTo(OpBuilder &b, Location loc, Value value, Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(b, loc, type, value).getResult(0);
}

static Value combineIntegers(OpBuilder &b, Location loc,
                             ScatterReduction reduction, Value old,
                             Value update) {
  auto type = cast<IntegerType>(old.getType());
  auto signless = IntegerType::get(b.getContext(), type.getWidth());
  old = castTo(b, loc, old, signless);
  update = castTo(b, loc, update, signless);
  bool isBool = type.getWidth() == 1, isUnsigned = type.isUnsigned();
  Value combined;
  // NumPy's rule for booleans: add and max are or, mul and min are and.
  switch (reduction) {
  case ScatterReduction::Add:
    combined = isBool ? Value(arith::OrIOp::create(b, loc, old, update))
                      : Value(arith::AddIOp::create(b, loc, old, update));
    break;
  case ScatterReduction::Mul:
    combined = isBool ? Value(arith::AndIOp::create(b, loc, old, update))
                      : Value(arith::MulIOp::create(b, loc, old, update));
    break;
  case ScatterReduction::Max:
    combined = isBool ? Value(arith::OrIOp::create(b, loc, old, update))
               : isUnsigned
                   ? Value(arith::MaxUIOp::create(b, loc, old, update))
                   : Value(arith::MaxSIOp::create(b, loc, old, update));
    break;
  case ScatterReduction::Min:
    combined = isBool ? Value(arith::AndIOp::create(b, loc, old, update))
               : isUnsigned
                   ? Value(arith::MinUIOp::create(b, loc, old, update))
                   : Value(arith::MinSIOp::create(b, loc, old, update));
    break;
  case ScatterReduction::None:
    combined = update;
    break;
  }
  return castTo(b, loc, combined, type);
}

/// Floats narrower than f32 combine in f32 and round once: f32 holds more
/// than twice their precision, so the result is the correctly rounded one
/// (and no libcall for half-precision arithmetic is needed).
static Value combineFloats(OpBuilder &b, Location loc,
                           ScatterReduction reduction, Value old,
                           Value update) {
  auto type = cast<FloatType>(old.getType());
  bool widen = type.getWidth() < 32;
  if (widen) {
    old = arith::ExtFOp::create(b, loc, b.getF32Type(), old);
    update = arith::ExtFOp::create(b, loc, b.getF32Type(), update);
  }
  Value combined;
  switch (reduction) {
  case ScatterReduction::Add:
    combined = arith::AddFOp::create(b, loc, old, update);
    break;
  case ScatterReduction::Mul:
    combined = arith::MulFOp::create(b, loc, old, update);
    break;
  // NaN propagates, as in np.maximum and np.minimum.
  case ScatterReduction::Max:
    combined = arith::MaximumFOp::create(b, loc, old, update);
    break;
  case ScatterReduction::Min:
    combined = arith::MinimumFOp::create(b, loc, old, update);
    break;
  case ScatterReduction::None:
    combined = update;
    break;
  }
  return widen ? arith::TruncFOp::create(b, loc, type, combined) : combined;
}

/// `update` combined with `old`, the element it lands on. Complex elements
/// take none, add and mul (the verifier refuses the others).
static Value combine(OpBuilder &b, Location loc, ScatterReduction reduction,
                     Value old, Value update) {
  if (reduction == ScatterReduction::None)
    return update;
  if (isa<ComplexType>(old.getType()))
    return reduction == ScatterReduction::Add
               ? Value(complex::AddOp::create(b, loc, old, update))
               : Value(complex::MulOp::create(b, loc, old, update));
  if (isa<FloatType>(old.getType()))
    return combineFloats(b, loc, reduction, old, update);
  return combineIntegers(b, loc, reduction, old, update);
}

//===----------------------------------------------------------------------===//
// The lowering
//===----------------------------------------------------------------------===//

namespace {
/// Lowers one scatter op under a policy. `shape` is the inverse gather's:
/// its index depth k and first indexed dimension (0 for scatter_nd, the
/// axis for scatter_elements).
class ScatterLowering {
public:
  ScatterLowering(PatternRewriter &rewriter, ScatterOpInterface op,
                  const GatherShape &shape, OutOfBoundsPolicy policy,
                  const FailureReporter &reporter,
                  bool fuseElementwiseProducers)
      : rewriter(rewriter), op(op), shape(shape), policy(policy),
        reporter(reporter), loc(op.getLoc()), data(op.getData()),
        indices(op.getIndices()), updates(op.getUpdates()),
        isND(isa<ScatterNDOp>(op)),
        computeUpdates(fuseElementwiseProducers &&
                       canComputeWhereRead(updates)) {}

  /// The value that replaces the op.
  Value lower();

  /// The checks of the op alone, for an op whose result is unused (the
  /// whole op that tiling leaves before its loops): it reports what the
  /// whole op would, and writes nothing.
  void lowerChecks();

private:
  bool hasNoIndexValue(OpBuilder &b, Location loc);
  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b);
  Value buildIndexGuards(OpBuilder &b, Location loc);
  Value scanIndices(OpBuilder &b, Location loc, IndexScan scan);
  void reportFirstBadIndex(OpBuilder &b, Location loc);
  Value buildLoops(OpBuilder &b, Location loc, bool skipBad);
  Value buildUpdateLoops(OpBuilder &b, Location loc, Value into, bool skipBad);
  std::optional<int64_t> getSliceChunkRows() const;
  Value buildSliceChunks(OpBuilder &b, Location loc, bool skipBad,
                         int64_t chunkRows);
  Value buildLines(OpBuilder &b, Location loc, bool skipBad);
  Value buildUpdate(OpBuilder &b, Location loc, ValueRange ivs, Value into,
                    bool skipBad, bool intoLine = false);
  Value applyElement(OpBuilder &b, Location loc, ValueRange ivs,
                     ValueRange target, Value into);
  Value applySlice(OpBuilder &b, Location loc, ValueRange ivs,
                   ValueRange target, Value into);

  /// How many leading dimensions of indices the loops walk: the tuples of
  /// scatter_nd, every dimension of scatter_elements.
  int64_t getLoopDims() const {
    return indices.getType().getRank() - (isND ? 1 : 0);
  }

  PatternRewriter &rewriter;
  ScatterOpInterface op;
  const GatherShape &shape;
  OutOfBoundsPolicy policy;
  FailureReporter reporter;
  Location loc;
  TypedValue<RankedTensorType> data, indices, updates;
  bool isND;
  /// Whether the loops compute each update from its elementwise producers
  /// where they read it (ElementwiseProducers.cpp), instead of reading it.
  bool computeUpdates;
  /// While buildSliceChunks builds the loops of one chunk of the slices:
  /// where the chunk starts along the slices' first dimension (updates are
  /// read there; the tensor the loops carry is the chunk itself).
  Value sliceOffset;
};
} // namespace

Value ScatterLowering::lower() {
  if (!getTraits(policy).checks)
    return buildLoops(rewriter, loc, /*skipBad=*/false);
  Value shapesHold =
      buildShapeChecks(rewriter, loc, getShapeChecks(rewriter), reporter);
  return buildIfElse(
      rewriter, loc, shapesHold,
      [&](OpBuilder &b, Location loc) { return buildIndexGuards(b, loc); },
      [&](OpBuilder &, Location) -> Value { return data; });
}

void ScatterLowering::lowerChecks() {
  if (!getTraits(policy).checks)
    return;
  Value shapesHold =
      buildShapeChecks(rewriter, loc, getShapeChecks(rewriter), reporter);
  // A clamped scatter skips bad updates: only its shapes fail.
  if (getTraits(policy).clampsIndices || hasNoIndexValue(rewriter, loc))
    return;
  scf::IfOp::create(rewriter, loc, shapesHold, [&](OpBuilder &b, Location loc) {
    scf::IfOp::create(b, loc, scanIndices(b, loc, IndexScan::AnyBad),
                      [&](OpBuilder &b, Location loc) {
                        reportFirstBadIndex(b, loc);
                        scf::YieldOp::create(b, loc);
                      });
    scf::YieldOp::create(b, loc);
  });
}

/// Whether indices has a size-0 dimension: then there is no index to scan.
bool ScatterLowering::hasNoIndexValue(OpBuilder &b, Location loc) {
  return llvm::any_of(tensor::getMixedSizes(b, loc, indices), isZeroInteger);
}

/// What the verifier could not see: a dynamic k, the inverse gather's
/// bounds on indices, and every size of updates against its source.
SmallVector<ShapeCheck> ScatterLowering::getShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks;
  int64_t q = indices.getType().getRank();
  if (isND)
    checks.push_back({GATHER_CHECK_INDEX_DEPTH, q - 1,
                      tensor::getMixedSize(b, loc, indices, q - 1),
                      b.getIndexAttr(shape.indexDepth)});
  else
    for (int64_t d : shape.sharedDims)
      checks.push_back({GATHER_CHECK_ELEMENTS_DIM, d,
                        tensor::getMixedSize(b, loc, indices, d),
                        tensor::getMixedSize(b, loc, data, d),
                        /*atMost=*/true});
  for (auto [i, dim] : llvm::enumerate(shape.resultDims)) {
    Value source = dim.source == ShapeSource::Data ? data : indices;
    checks.push_back({GATHER_CHECK_UPDATES_DIM, int64_t(i),
                      tensor::getMixedSize(b, loc, updates, i),
                      tensor::getMixedSize(b, loc, source, dim.dim)});
  }
  return checks;
}

/// Under clamp, the loops skip bad updates; otherwise every index is
/// checked first and a bad one leaves `data` unchanged.
Value ScatterLowering::buildIndexGuards(OpBuilder &b, Location loc) {
  if (getTraits(policy).clampsIndices)
    return buildLoops(b, loc, /*skipBad=*/true);
  if (hasNoIndexValue(b, loc))
    return buildLoops(b, loc, /*skipBad=*/false);
  return buildIfElse(
      b, loc, scanIndices(b, loc, IndexScan::AnyBad),
      [&](OpBuilder &b, Location loc) -> Value {
        reportFirstBadIndex(b, loc);
        return data;
      },
      [&](OpBuilder &b, Location loc) {
        return buildLoops(b, loc, /*skipBad=*/false);
      });
}

Value ScatterLowering::scanIndices(OpBuilder &b, Location loc, IndexScan scan) {
  if (isND)
    return scanTupleIndices(b, loc, data, indices, shape.firstIndexedDim,
                            shape.indexDepth, scan, /*clamp=*/false);
  return scanAxisIndices(b, loc, data, indices, shape.firstIndexedDim, scan,
                         /*clamp=*/false);
}

void ScatterLowering::reportFirstBadIndex(OpBuilder &b, Location loc) {
  Value position = scanIndices(b, loc, IndexScan::FirstBadPosition);
  SmallVector<Value> details =
      isND ? describeTupleIndex(b, loc, data, indices, shape.firstIndexedDim,
                                shape.indexDepth, position)
           : describeAxisIndex(b, loc, data, indices, shape.firstIndexedDim,
                               position);
  reporter.report(b, loc, GATHER_STATUS_INDEX_OUT_OF_BOUNDS, details);
}

/// One loop per update position, in row-major order, carrying the tensor
/// the updates go into; scatter_elements of rank 2 or more by lines, unless
/// data is statically empty (no update can land, and slices of it would not
/// verify); scatter_nd with wide slices by chunks of them.
Value ScatterLowering::buildLoops(OpBuilder &b, Location loc, bool skipBad) {
  if (!isND && data.getType().getRank() > 1 &&
      !llvm::is_contained(data.getType().getShape(), 0))
    return buildLines(b, loc, skipBad);
  if (std::optional<int64_t> chunkRows = getSliceChunkRows())
    return buildSliceChunks(b, loc, skipBad, *chunkRows);
  return buildUpdateLoops(b, loc, data, skipBad);
}

/// The loops over every update position, carrying `into`.
Value ScatterLowering::buildUpdateLoops(OpBuilder &b, Location loc, Value into,
                                        bool skipBad) {
  int64_t loopDims = getLoopDims();
  Value zero = constantIndex(b, loc, 0), one = constantIndex(b, loc, 1);
  SmallVector<Value> lowerBounds(loopDims, zero), steps(loopDims, one);
  SmallVector<Value> upperBounds = getDimSizes(b, loc, indices);
  upperBounds.resize(loopDims);
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lowerBounds, upperBounds, steps, ValueRange{into},
      [&](OpBuilder &b, Location loc, ValueRange ivs,
          ValueRange carried) -> scf::ValueVector {
        return {buildUpdate(b, loc, ivs, carried.front(), skipBad)};
      });
  return nest.results.front();
}

/// The slices of scatter_nd are cut into chunks of at most about this many
/// bytes along their first dimension when they are larger.
static constexpr int64_t kSliceChunkBytes = 4096;

/// How many rows of the slices' first dimension (data dimension k) one
/// chunk takes, when scatter_nd's static slices are wider than a chunk: as
/// many chunks as 4 KiB pieces, of equal rows where they divide the
/// dimension (the chunks then have static sizes, which
/// gather-parallel-threshold can weigh; small scatters stay on one thread).
std::optional<int64_t> ScatterLowering::getSliceChunkRows() const {
  int64_t k = shape.indexDepth;
  ArrayRef<int64_t> sliceShape = data.getType().getShape().drop_front(k);
  std::optional<int64_t> elementBytes =
      getElementBytes(data.getType().getElementType());
  if (!isND || sliceShape.empty() || !elementBytes ||
      ShapedType::isDynamicShape(sliceShape) ||
      llvm::is_contained(sliceShape, 0))
    return std::nullopt;
  int64_t rows = sliceShape.front();
  int64_t sliceBytes = *elementBytes * ShapedType::getNumElements(sliceShape);
  int64_t chunks =
      std::min<int64_t>(rows, llvm::divideCeil(sliceBytes, kSliceChunkBytes));
  if (chunks <= 1)
    return std::nullopt;
  return llvm::divideCeil(rows, chunks);
}

/// scatter_nd with wide slices: an scf.forall over chunks of the slices'
/// first dimension, each applying every update, in order, to its columns
/// of the slices. Chunks never share an element, so under --parallel they
/// run on OpenMP threads and each element still sees its updates in
/// row-major order: the result does not depend on the thread count. Each
/// chunk reads all the indices again, a small part of its updates' bytes.
Value ScatterLowering::buildSliceChunks(OpBuilder &b, Location loc,
                                        bool skipBad, int64_t chunkRows) {
  int64_t rank = data.getType().getRank(), dim = shape.indexDepth;
  int64_t rows = data.getType().getDimSize(dim);
  int64_t chunks = llvm::divideCeil(rows, chunkRows);
  auto forall = scf::ForallOp::create(
      b, loc, ArrayRef<OpFoldResult>{b.getIndexAttr(chunks)}, ValueRange{data},
      std::nullopt, [&](OpBuilder &b, Location loc, ValueRange args) {
        Value offset = arith::MulIOp::create(b, loc, args.front(),
                                             constantIndex(b, loc, chunkRows));
        // The last chunk is shorter where the rows do not divide evenly.
        OpFoldResult size = b.getIndexAttr(chunkRows);
        if (rows % chunkRows != 0)
          size = arith::MinSIOp::create(
                     b, loc, constantIndex(b, loc, chunkRows),
                     arith::SubIOp::create(b, loc, constantIndex(b, loc, rows),
                                           offset))
                     .getResult();
        SmallVector<OpFoldResult> offsets(rank, b.getIndexAttr(0));
        offsets[dim] = offset;
        SmallVector<OpFoldResult> sizes =
            tensor::getMixedSizes(b, loc, args.back());
        sizes[dim] = size;
        SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
        Value chunk = tensor::ExtractSliceOp::create(b, loc, args.back(),
                                                     offsets, sizes, strides);
        sliceOffset = offset;
        Value updated = buildUpdateLoops(b, loc, chunk, skipBad);
        sliceOffset = Value();
        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(b, loc, updated, args.back(),
                                              offsets, sizes, strides);
      });
  return forall.getResult(0);
}

/// scatter_elements: updates whose coordinates off the axis differ land in
/// different lines of data along the axis, so each line of indices is an
/// iteration of an scf.forall (OpenMP threads under --parallel) that applies
/// its updates in order into the line it names. The result is the
/// row-major one on any number of threads.
Value ScatterLowering::buildLines(OpBuilder &b, Location loc, bool skipBad) {
  int64_t rank = data.getType().getRank(), axis = shape.firstIndexedDim;
  SmallVector<OpFoldResult> lines = tensor::getMixedSizes(b, loc, indices);
  Value lineLength = getValueOrCreateConstantIndexOp(b, loc, lines[axis]);
  lines.erase(lines.begin() + axis);
  auto lineType = RankedTensorType::get({data.getType().getDimSize(axis)},
                                        data.getType().getElementType());
  auto forall = scf::ForallOp::create(
      b, loc, lines, ValueRange{data}, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        ValueRange outer = args.take_front(rank - 1);
        SmallVector<OpFoldResult> offsets = getAsOpFoldResult(outer);
        offsets.insert(offsets.begin() + axis, b.getIndexAttr(0));
        SmallVector<OpFoldResult> sizes(rank, b.getIndexAttr(1));
        sizes[axis] = tensor::getMixedSize(b, loc, data, axis);
        SmallVector<OpFoldResult> strides(rank, b.getIndexAttr(1));
        Value line = tensor::ExtractSliceOp::create(
            b, loc, lineType, args.back(), offsets, sizes, strides);
        auto loop = scf::ForOp::create(
            b, loc, constantIndex(b, loc, 0), lineLength,
            constantIndex(b, loc, 1), ValueRange{line},
            [&](OpBuilder &b, Location loc, Value iv, ValueRange carried) {
              SmallVector<Value> position(outer);
              position.insert(position.begin() + axis, iv);
              scf::YieldOp::create(b, loc,
                                   buildUpdate(b, loc, position,
                                               carried.front(), skipBad,
                                               /*intoLine=*/true));
            });
        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(
            b, loc, loop.getResult(0), args.back(), offsets, sizes, strides);
      });
  return forall.getResult(0);
}

/// The update at loop position `ivs` applied to `into`: its target
/// coordinates (the index tuple, or the position with the axis coordinate
/// replaced), then the element or slice, skipped if `skipBad` and out of
/// range. With `intoLine`, `into` is the line along the axis that
/// buildLines walks, where the axis coordinate alone places the element.
Value ScatterLowering::buildUpdate(OpBuilder &b, Location loc, ValueRange ivs,
                                   Value into, bool skipBad, bool intoLine) {
  IndexHandling handling{skipBad ? IndexHandling::Checked
                                 : IndexHandling::Trusted};
  SmallVector<Value> target =
      isND ? SmallVector<Value>() : SmallVector<Value>(ivs);
  Value anyBad;
  for (int64_t j = 0; j < shape.indexDepth; ++j) {
    SmallVector<Value> position(ivs);
    if (isND)
      position.push_back(constantIndex(b, loc, j));
    Value index = tensor::ExtractOp::create(b, loc, indices, position);
    int64_t dim = shape.firstIndexedDim + j;
    auto [coordinate, bad] =
        resolveIndex(b, loc, castToIndex(b, loc, index),
                     getDimSize(b, loc, data, dim), handling);
    if (isND)
      target.push_back(coordinate);
    else
      target[dim] = coordinate;
    if (bad)
      anyBad = anyBad ? arith::OrIOp::create(b, loc, anyBad, bad) : bad;
  }
  auto apply = [&](OpBuilder &b, Location loc) {
    if (intoLine)
      return applyElement(b, loc, ivs, target[shape.firstIndexedDim], into);
    bool slice = isND && shape.indexDepth < data.getType().getRank();
    return slice ? applySlice(b, loc, ivs, target, into)
                 : applyElement(b, loc, ivs, target, into);
  };
  if (!anyBad)
    return apply(b, loc);
  return buildIfElse(
      b, loc, anyBad, [&](OpBuilder &, Location) { return into; }, apply);
}

Value ScatterLowering::applyElement(OpBuilder &b, Location loc, ValueRange ivs,
                                    ValueRange target, Value into) {
  SmallVector<Value> position(ivs);
  if (sliceOffset) {
    int64_t firstSliceDim = indices.getType().getRank() - 1;
    position[firstSliceDim] =
        arith::AddIOp::create(b, loc, position[firstSliceDim], sliceOffset);
  }
  Value update = computeUpdates
                     ? computeElement(b, loc, updates, position)
                     : tensor::ExtractOp::create(b, loc, updates, position);
  if (op.getReduction() != ScatterReduction::None)
    update = combine(b, loc, op.getReduction(),
                     tensor::ExtractOp::create(b, loc, into, target), update);
  return tensor::InsertOp::create(b, loc, update, into, target);
}

/// The slice data.shape[k:] that a tuple of scatter_nd names, from the
/// slice of updates at `ivs`: inserted whole under none when updates are
/// read, else combined (or computed) element by element with the slice it
/// lands on, in row-major loops of their own (a linalg op here would become
/// a parallel loop, and a thread fork per slice under --parallel, inside the
/// sequential update loop).
Value ScatterLowering::applySlice(OpBuilder &b, Location loc, ValueRange ivs,
                                  ValueRange target, Value into) {
  int64_t r = data.getType().getRank(), k = shape.indexDepth;
  // A statically empty slice, in data or in updates (whose sizes the shape
  // guards make equal), writes nothing, and slices of it would not verify.
  int64_t q = indices.getType().getRank();
  if (llvm::is_contained(data.getType().getShape().drop_front(k), 0) ||
      llvm::is_contained(updates.getType().getShape().drop_front(q - 1), 0))
    return into;
  // The slice of `into`: of data, or of the chunk buildSliceChunks walks.
  SmallVector<OpFoldResult> sliceSizes =
      llvm::to_vector(llvm::drop_begin(tensor::getMixedSizes(b, loc, into), k));
  if (op.getReduction() != ScatterReduction::None || computeUpdates) {
    Value zero = constantIndex(b, loc, 0), one = constantIndex(b, loc, 1);
    scf::LoopNest nest = scf::buildLoopNest(
        b, loc, SmallVector<Value>(r - k, zero),
        getValueOrCreateConstantIndexOp(b, loc, sliceSizes),
        SmallVector<Value>(r - k, one), ValueRange{into},
        [&](OpBuilder &b, Location loc, ValueRange sliceIvs,
            ValueRange carried) -> scf::ValueVector {
          SmallVector<Value> position(ivs), at(target);
          llvm::append_range(position, sliceIvs);
          llvm::append_range(at, sliceIvs);
          return {applyElement(b, loc, position, at, carried.front())};
        });
    return nest.results.front();
  }
  auto intoType = cast<RankedTensorType>(into.getType());
  RankedTensorType sliceType = RankedTensorType::get(
      intoType.getShape().drop_front(k), intoType.getElementType());
  auto sliceAt = [&](ValueRange leading) {
    SmallVector<OpFoldResult> offsets = getAsOpFoldResult(leading);
    offsets.append(r - k, b.getIndexAttr(0));
    SmallVector<OpFoldResult> sizes(leading.size(), b.getIndexAttr(1));
    llvm::append_range(sizes, sliceSizes);
    SmallVector<OpFoldResult> strides(offsets.size(), b.getIndexAttr(1));
    return std::make_tuple(offsets, sizes, strides);
  };
  auto [updateOffsets, updateSizes, updateStrides] = sliceAt(ivs);
  if (sliceOffset)
    updateOffsets[q - 1] = sliceOffset;
  Value update = tensor::ExtractSliceOp::create(
      b, loc, sliceType, updates, updateOffsets, updateSizes, updateStrides);
  auto [offsets, sizes, strides] = sliceAt(target);
  return tensor::InsertSliceOp::create(b, loc, update, into, offsets, sizes,
                                       strides);
}

//===----------------------------------------------------------------------===//
// The pattern
//===----------------------------------------------------------------------===//

namespace {
struct LowerScatter : IndexingOpPattern<LowerScatter, ScatterOpInterface> {
  LowerScatter(MLIRContext *context, OutOfBoundsPolicy policy,
               bool fuseElementwiseProducers)
      : IndexingOpPattern(context, policy),
        fuseElementwiseProducers(fuseElementwiseProducers) {}

  LogicalResult lower(ScatterOpInterface op, const GatherShape &shape,
                      const FailureReporter &reporter,
                      PatternRewriter &rewriter) const {
    ScatterLowering lowering(rewriter, op, shape, policy, reporter,
                             fuseElementwiseProducers);
    // An unused scatter stays for its checks (its memory effect): only they
    // are lowered.
    if (op->use_empty()) {
      lowering.lowerChecks();
      rewriter.eraseOp(op);
      return success();
    }
    rewriter.replaceOp(op, lowering.lower());
    return success();
  }

  bool fuseElementwiseProducers;
};
} // namespace

void lowering::populateScatterLoweringPatterns(RewritePatternSet &patterns,
                                               OutOfBoundsPolicy policy,
                                               bool fuseElementwiseProducers) {
  patterns.add<LowerScatter>(patterns.getContext(), policy,
                             fuseElementwiseProducers);
}
