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
// The checks are the inverse gather's, asked of its strategy
// (Strategies.cpp): its shape checks, index scans and descriptions. Under
// error and assert, every index is checked before anything is written, so
// a failed scatter leaves `data` as it was. Under clamp, updates whose
// index is out of range are skipped, as XLA's and StableHLO's scatters do:
// a clamped update would overwrite the border. What is the scatter's own:
// where each update lands (read off the shape relation) and how it applies
// (the reduction table's ops, Gather/IR/ScatterReductions.h).
//
//===----------------------------------------------------------------------===//

#include "GatherLowering.h"

#include "Gather/IR/ScatterReductions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

using namespace mlir;
using namespace mlir::gather;
using namespace mlir::gather::lowering;

namespace {
/// Lowers one scatter op under a policy, with its inverse gather's
/// `strategy` and shape relation `shape`: index depth k, first indexed
/// dimension (0 for scatter_nd, the axis for scatter_elements), and the
/// dimensions an update shares with the element it lands on (the ones off
/// the axis of scatter_elements).
class ScatterLowering {
public:
  ScatterLowering(PatternRewriter &rewriter, ScatterOpInterface op,
                  const GatherShape &shape, GatherStrategy &strategy,
                  OutOfBoundsPolicy policy, const FailureReporter &reporter,
                  bool fuseElementwiseProducers)
      : rewriter(rewriter), op(op), shape(shape), strategy(strategy),
        policy(policy), reporter(reporter), loc(op.getLoc()),
        data(op.getData()), indices(op.getIndices()), updates(op.getUpdates()),
        skipsBadUpdates(getTraits(policy).clampsIndices),
        computeUpdates(fuseElementwiseProducers &&
                       canComputeWhereRead(updates)) {}

  /// The value that replaces the op.
  FailureOr<Value> lower();

  /// The checks of the op alone, for an op whose result is unused (the
  /// whole op that tiling leaves before its loops): it reports what the
  /// whole op would, and writes nothing.
  LogicalResult lowerChecks();

private:
  SmallVector<ShapeCheck> getShapeChecks(OpBuilder &b);
  Value buildIndexGuards(OpBuilder &b, Location loc);
  Value buildLoops(OpBuilder &b, Location loc);
  Value buildUpdateLoops(OpBuilder &b, Location loc, Value into);
  std::optional<int64_t> getSliceChunkRows();
  Value buildSliceChunks(OpBuilder &b, Location loc, int64_t chunkRows);
  bool appliesByOwners() const;
  Value buildOwnerBuckets(OpBuilder &b, Location loc);
  using BucketStep = function_ref<SmallVector<Value>(
      OpBuilder &, Location, Value number, Value bucket, ValueRange carried)>;
  SmallVector<Value> buildBucketPass(OpBuilder &b, Location loc,
                                     ValueRange inits, BucketStep step);
  SmallVector<Value> getUpdatePosition(OpBuilder &b, Location loc,
                                       Value number);
  Value buildOwnedRows(OpBuilder &b, Location loc, Value order, Value begins,
                       Value ends);
  bool appliesByLines() const;
  Value buildLines(OpBuilder &b, Location loc);
  Value buildColumnBlocks(OpBuilder &b, Location loc);
  std::pair<SmallVector<Value>, Value> resolveTarget(OpBuilder &b, Location loc,
                                                     ValueRange ivs);
  /// Where a target (data's coordinates) is in the part of data that a
  /// loop carries (a line, a block of columns); null: in data itself.
  using Placement = function_ref<SmallVector<Value>(ArrayRef<Value> target)>;
  Value buildUpdate(OpBuilder &b, Location loc, ValueRange ivs, Value into,
                    Placement placement = nullptr);
  Value applyElement(OpBuilder &b, Location loc, ValueRange ivs,
                     ValueRange target, Value into);
  Value applySlice(OpBuilder &b, Location loc, ValueRange ivs,
                   ValueRange target, Value into);

  /// How many leading dimensions of indices the loops walk: those whose
  /// sizes the updates take (the tuples of scatter_nd, every dimension of
  /// scatter_elements). A further one holds the tuples' components.
  int64_t getLoopDims() const {
    return llvm::count_if(shape.resultDims, [](ResultDim dim) {
      return dim.source == ShapeSource::Indices;
    });
  }

  PatternRewriter &rewriter;
  ScatterOpInterface op;
  const GatherShape &shape;
  GatherStrategy &strategy;
  OutOfBoundsPolicy policy;
  FailureReporter reporter;
  Location loc;
  TypedValue<RankedTensorType> data, indices, updates;
  /// Whether updates whose index is out of range are skipped (under clamp)
  /// rather than checked before the loops.
  bool skipsBadUpdates;
  /// Whether the loops compute each update from its elementwise producers
  /// where they read it (ElementwiseProducers.cpp), instead of reading it.
  bool computeUpdates;
  /// While buildSliceChunks builds the loops of one chunk of the slices:
  /// where the chunk starts along the slices' first dimension (updates are
  /// read there; the tensor the loops carry is the chunk itself).
  Value sliceOffset;
};
} // namespace

FailureOr<Value> ScatterLowering::lower() {
  if (!getTraits(policy).checks)
    return buildLoops(rewriter, loc);
  Value shapesHold =
      buildShapeChecks(rewriter, loc, getShapeChecks(rewriter), reporter);
  return buildIfElse(
      rewriter, loc, shapesHold,
      [&](OpBuilder &b, Location loc) { return buildIndexGuards(b, loc); },
      [&](OpBuilder &, Location) -> Value { return data; });
}

LogicalResult ScatterLowering::lowerChecks() {
  if (!getTraits(policy).checks)
    return success();
  Value shapesHold =
      buildShapeChecks(rewriter, loc, getShapeChecks(rewriter), reporter);
  // A clamped scatter skips bad updates: only its shapes fail.
  if (skipsBadUpdates || hasNoIndexValue(rewriter, loc, indices))
    return success();
  scf::IfOp::create(rewriter, loc, shapesHold, [&](OpBuilder &b, Location loc) {
    Value anyBad = strategy.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false);
    scf::IfOp::create(b, loc, anyBad, [&](OpBuilder &b, Location loc) {
      reportFirstBadIndex(b, loc, strategy, reporter, /*clamp=*/false);
      scf::YieldOp::create(b, loc);
    });
    scf::YieldOp::create(b, loc);
  });
  return success();
}

/// What the verifier could not see: the inverse gather's checks between
/// data and indices, and every size of updates against its source.
SmallVector<ShapeCheck> ScatterLowering::getShapeChecks(OpBuilder &b) {
  SmallVector<ShapeCheck> checks = strategy.getIndexShapeChecks(b);
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
  if (skipsBadUpdates || hasNoIndexValue(b, loc, indices))
    return buildLoops(b, loc);
  return buildIfElse(
      b, loc, strategy.scanIndices(b, IndexScan::AnyBad, /*clamp=*/false),
      [&](OpBuilder &b, Location loc) -> Value {
        reportFirstBadIndex(b, loc, strategy, reporter, /*clamp=*/false);
        return data;
      },
      [&](OpBuilder &b, Location loc) { return buildLoops(b, loc); });
}

/// One loop per update position, in row-major order, carrying the tensor
/// the updates go into; by lines where they can (scatter_elements of rank 2
/// or more); wide slices (of scatter_nd) by chunks of them, narrower ones
/// by the owners of their rows.
Value ScatterLowering::buildLoops(OpBuilder &b, Location loc) {
  if (appliesByLines())
    return buildLines(b, loc);
  if (std::optional<int64_t> chunkRows = getSliceChunkRows())
    return buildSliceChunks(b, loc, *chunkRows);
  if (appliesByOwners())
    return buildOwnerBuckets(b, loc);
  return buildUpdateLoops(b, loc, data);
}

/// The loops over every update position, carrying `into`.
Value ScatterLowering::buildUpdateLoops(OpBuilder &b, Location loc,
                                        Value into) {
  int64_t loopDims = getLoopDims();
  Value zero = constantIndex(b, loc, 0), one = constantIndex(b, loc, 1);
  SmallVector<Value> lowerBounds(loopDims, zero), steps(loopDims, one);
  SmallVector<Value> upperBounds = getDimSizes(b, loc, indices);
  upperBounds.resize(loopDims);
  scf::LoopNest nest = scf::buildLoopNest(
      b, loc, lowerBounds, upperBounds, steps, ValueRange{into},
      [&](OpBuilder &b, Location loc, ValueRange ivs,
          ValueRange carried) -> scf::ValueVector {
        return {buildUpdate(b, loc, ivs, carried.front())};
      });
  return nest.results.front();
}

namespace {
/// The part of data that one iteration of buildPartsForall updates alone:
/// where it lies, and its type where the slice drops unit dimensions.
struct DataPart {
  SmallVector<OpFoldResult> offsets, sizes, strides;
  RankedTensorType type;

  /// The part of `whole`.
  Value extract(OpBuilder &b, Location loc, Value whole) const {
    if (type)
      return tensor::ExtractSliceOp::create(b, loc, type, whole, offsets, sizes,
                                            strides);
    return tensor::ExtractSliceOp::create(b, loc, whole, offsets, sizes,
                                          strides);
  }
};

/// Builds one iteration's part: fills in where it lies and returns it
/// updated.
using PartUpdate = function_ref<Value(OpBuilder &, Location, ValueRange ivs,
                                      Value whole, DataPart &part)>;
} // namespace

/// An scf.forall over `extents` carrying `data`, each iteration updating a
/// part of it that no other touches (`update`), put back with
/// tensor.parallel_insert_slice. Updates in different parts never meet, so
/// under --parallel the iterations run on OpenMP threads, and the result is
/// the same on any number of them.
static Value buildPartsForall(OpBuilder &b, Location loc,
                              ArrayRef<OpFoldResult> extents, Value data,
                              PartUpdate update) {
  auto forall = scf::ForallOp::create(
      b, loc, extents, ValueRange{data}, std::nullopt,
      [&](OpBuilder &b, Location loc, ValueRange args) {
        DataPart part;
        Value updated = update(b, loc, args.drop_back(), args.back(), part);
        auto inParallel = scf::InParallelOp::create(b, loc);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(inParallel.getBody());
        tensor::ParallelInsertSliceOp::create(b, loc, updated, args.back(),
                                              part.offsets, part.sizes,
                                              part.strides);
      });
  return forall.getResult(0);
}

/// The slices of scatter_nd are cut into chunks of at most about this many
/// bytes along their first dimension when they are larger.
static constexpr int64_t kSliceChunkBytes = 4096;

/// How many rows of the slices' first dimension (data dimension k) one
/// chunk takes, when scatter_nd's static slices are wider than a chunk: as
/// many chunks as 4 KiB pieces, of equal rows where they divide the
/// dimension (the chunks then have static sizes, which
/// gather-parallel-threshold can weigh; small scatters stay on one thread).
std::optional<int64_t> ScatterLowering::getSliceChunkRows() {
  if (strategy.gathersElements())
    return std::nullopt;
  int64_t k = shape.indexDepth;
  ArrayRef<int64_t> sliceShape = data.getType().getShape().drop_front(k);
  std::optional<int64_t> elementBytes =
      getElementBytes(data.getType().getElementType());
  if (!elementBytes || ShapedType::isDynamicShape(sliceShape) ||
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
                                        int64_t chunkRows) {
  int64_t rank = data.getType().getRank(), dim = shape.indexDepth;
  int64_t rows = data.getType().getDimSize(dim);
  int64_t chunks = llvm::divideCeil(rows, chunkRows);
  return buildPartsForall(
      b, loc, ArrayRef<OpFoldResult>{b.getIndexAttr(chunks)}, data,
      [&](OpBuilder &b, Location loc, ValueRange ivs, Value whole,
          DataPart &part) {
        Value offset = arith::MulIOp::create(b, loc, ivs.front(),
                                             constantIndex(b, loc, chunkRows));
        // The last chunk is shorter where the rows do not divide evenly.
        OpFoldResult size = b.getIndexAttr(chunkRows);
        if (rows % chunkRows != 0)
          size = arith::MinSIOp::create(
                     b, loc, constantIndex(b, loc, chunkRows),
                     arith::SubIOp::create(b, loc, constantIndex(b, loc, rows),
                                           offset))
                     .getResult();
        part.offsets.assign(rank, b.getIndexAttr(0));
        part.offsets[dim] = offset;
        part.sizes = tensor::getMixedSizes(b, loc, whole);
        part.sizes[dim] = size;
        part.strides.assign(rank, b.getIndexAttr(1));
        sliceOffset = offset;
        Value updated = buildUpdateLoops(b, loc, part.extract(b, loc, whole));
        sliceOffset = Value();
        return updated;
      });
}

//===----------------------------------------------------------------------===//
// Narrow slices by owner buckets
//===----------------------------------------------------------------------===//

/// buildOwnerBuckets gives data's rows (along its first dimension) to this
/// many owners, row r to owner r % kOwnerBuckets: a fixed number, so that
/// the order each row takes its updates in never depends on the threads,
/// and rows modulo it, so that a few hot rows (the low ids of a vocabulary
/// sorted by frequency) spread over the owners.
static constexpr int64_t kOwnerBuckets = 64;
static_assert(llvm::isPowerOf2_64(kOwnerBuckets));
/// Slices narrower than a line are not worth the passes over the indices.
static constexpr int64_t kMinOwnedSliceBytes = 64;

/// Whether scatter_nd's updates apply by owner buckets: static slices of a
/// line to kSliceChunkBytes (wider ones go by chunks), in data that is not
/// statically empty, and at least as many updates as owners (as far as
/// static sizes tell; fewer are not worth the passes).
bool ScatterLowering::appliesByOwners() const {
  int64_t k = shape.indexDepth;
  ArrayRef<int64_t> dataShape = data.getType().getShape();
  ArrayRef<int64_t> updateDims =
      indices.getType().getShape().take_front(getLoopDims());
  std::optional<int64_t> elementBytes =
      getElementBytes(data.getType().getElementType());
  if (strategy.gathersElements() || k < 1 || !elementBytes ||
      ShapedType::isDynamicShape(dataShape.drop_front(k)) ||
      llvm::is_contained(dataShape, 0) ||
      (!ShapedType::isDynamicShape(updateDims) &&
       ShapedType::getNumElements(updateDims) < kOwnerBuckets))
    return false;
  int64_t sliceBytes =
      *elementBytes * ShapedType::getNumElements(dataShape.drop_front(k));
  return sliceBytes >= kMinOwnedSliceBytes && sliceBytes <= kSliceChunkBytes;
}

/// The position in the update loops of the update of row-major `number`.
SmallVector<Value>
ScatterLowering::getUpdatePosition(OpBuilder &b, Location loc, Value number) {
  SmallVector<Value> basis = getDimSizes(b, loc, indices);
  basis.resize(getLoopDims());
  if (basis.empty())
    return {};
  return llvm::to_vector(delinearizePosition(b, loc, number, basis));
}

/// An scf.for over the updates in row-major order carrying `inits`: `step`
/// gives the new values for the update of `number`, which owner `bucket`
/// applies; updates skipped under clamp leave them as they are.
SmallVector<Value> ScatterLowering::buildBucketPass(OpBuilder &b, Location loc,
                                                    ValueRange inits,
                                                    BucketStep step) {
  SmallVector<Value> sizes = getDimSizes(b, loc, indices);
  sizes.resize(getLoopDims());
  Value updateCount = constantIndex(b, loc, 1);
  for (Value size : sizes)
    updateCount = b.createOrFold<arith::MulIOp>(loc, updateCount, size);
  auto loop = scf::ForOp::create(
      b, loc, constantIndex(b, loc, 0), updateCount, constantIndex(b, loc, 1),
      inits, [&](OpBuilder &b, Location loc, Value number, ValueRange carried) {
        auto [target, bad] =
            resolveTarget(b, loc, getUpdatePosition(b, loc, number));
        Value bucket =
            arith::RemUIOp::create(b, loc, target[shape.firstIndexedDim],
                                   constantIndex(b, loc, kOwnerBuckets));
        if (!bad) {
          scf::YieldOp::create(b, loc, step(b, loc, number, bucket, carried));
          return;
        }
        auto skip = scf::IfOp::create(b, loc, carried.getTypes(), bad,
                                      /*withElseRegion=*/true);
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPointToStart(skip.thenBlock());
        scf::YieldOp::create(b, loc, carried);
        b.setInsertionPointToStart(skip.elseBlock());
        scf::YieldOp::create(b, loc, step(b, loc, number, bucket, carried));
        b.setInsertionPointAfter(skip);
        scf::YieldOp::create(b, loc, skip.getResults());
      });
  return loop.getResults();
}

/// scatter_nd with narrow slices, whose updates a row-major loop would
/// apply on one thread: a counting sort of the updates by the owner of
/// their row (kOwnerBuckets), in two sequential passes over the indices
/// (count per owner; then each update's number at its owner's next place,
/// in row-major order), and an scf.forall over the owners, each applying
/// its updates in that order to its rows (a strided slice of data). Every
/// row takes its updates in row-major order and no two owners share one:
/// the result is the row-major one, bit for bit, on any number of threads.
Value ScatterLowering::buildOwnerBuckets(OpBuilder &b, Location loc) {
  Type indexType = b.getIndexType();
  auto bucketsType = RankedTensorType::get({kOwnerBuckets}, indexType);
  Value zeros = arith::ConstantOp::create(
      b, loc, DenseElementsAttr::get(bucketsType, b.getIndexAttr(0)));
  Value one = constantIndex(b, loc, 1);
  // 1. Updates per owner.
  Value counts = buildBucketPass(
      b, loc, zeros,
      [&](OpBuilder &b, Location loc, Value, Value bucket,
          ValueRange carried) -> SmallVector<Value> {
        Value count = tensor::ExtractOp::create(b, loc, carried[0], bucket);
        return {tensor::InsertOp::create(
            b, loc, arith::AddIOp::create(b, loc, count, one), carried[0],
            bucket)};
      })[0];
  // 2. Where each owner's updates start: exclusive sums of the counts.
  auto sums = scf::ForOp::create(
      b, loc, constantIndex(b, loc, 0), constantIndex(b, loc, kOwnerBuckets),
      one, ValueRange{zeros, constantIndex(b, loc, 0)},
      [&](OpBuilder &b, Location loc, Value bucket, ValueRange carried) {
        Value count = tensor::ExtractOp::create(b, loc, counts, bucket);
        scf::YieldOp::create(
            b, loc,
            ValueRange{tensor::InsertOp::create(b, loc, carried[1], carried[0],
                                                bucket),
                       arith::AddIOp::create(b, loc, carried[1], count)});
      });
  Value starts = sums.getResult(0), total = sums.getResult(1);
  // 3. The updates' numbers by owner, each owner's in row-major order; the
  // cursors end where each owner's updates end.
  Value placed =
      tensor::EmptyOp::create(b, loc, ArrayRef<OpFoldResult>{total}, indexType);
  SmallVector<Value> sorted = buildBucketPass(
      b, loc, ValueRange{placed, starts},
      [&](OpBuilder &b, Location loc, Value number, Value bucket,
          ValueRange carried) -> SmallVector<Value> {
        Value at = tensor::ExtractOp::create(b, loc, carried[1], bucket);
        return {tensor::InsertOp::create(b, loc, number, carried[0], at),
                tensor::InsertOp::create(b, loc,
                                         arith::AddIOp::create(b, loc, at, one),
                                         carried[1], bucket)};
      });
  // 4. The owners, each on its rows.
  return buildOwnedRows(b, loc, sorted[0], starts, sorted[1]);
}

/// An scf.forall over the owners (in bit-reversed order): owner o takes
/// data's rows o, o +
/// kOwnerBuckets, ... (a strided slice) and applies to them, in order, the
/// updates whose numbers `order` holds from `begins[o]` to `ends[o]`.
Value ScatterLowering::buildOwnedRows(OpBuilder &b, Location loc, Value order,
                                      Value begins, Value ends) {
  int64_t rank = data.getType().getRank(), first = shape.firstIndexedDim;
  Value buckets = constantIndex(b, loc, kOwnerBuckets);
  // Iteration i runs the owner whose number is i's bits reversed: OpenMP
  // gives each of T threads (a power of two) a contiguous range of
  // iterations, which then holds the owners of one residue modulo T, so
  // the hot low rows (owners 0, 1, 2, ...) go round the threads.
  SmallVector<APInt> reversed;
  for (int64_t i = 0; i < kOwnerBuckets; ++i)
    reversed.push_back(
        APInt(64, i).reverseBits().lshr(64 - llvm::Log2_64(kOwnerBuckets)));
  Value ownerOrder = arith::ConstantOp::create(
      b, loc,
      DenseElementsAttr::get(
          RankedTensorType::get({kOwnerBuckets}, b.getIndexType()), reversed));
  return buildPartsForall(
      b, loc, ArrayRef<OpFoldResult>{b.getIndexAttr(kOwnerBuckets)}, data,
      [&](OpBuilder &b, Location loc, ValueRange ivs, Value whole,
          DataPart &part) {
        Value owner = tensor::ExtractOp::create(b, loc, ownerOrder, ivs);
        // Rows owner, owner + B, ... below the first dimension's size n:
        // (n + B - 1 - owner) / B of them (none when owner >= n, whose
        // slice then starts at n).
        Value rows = getDimSize(b, loc, whole, first);
        Value owned = arith::DivUIOp::create(
            b, loc,
            arith::SubIOp::create(
                b, loc,
                arith::AddIOp::create(b, loc, rows,
                                      constantIndex(b, loc, kOwnerBuckets - 1)),
                owner),
            buckets);
        part.offsets.assign(rank, b.getIndexAttr(0));
        part.offsets[first] =
            arith::MinUIOp::create(b, loc, owner, rows).getResult();
        part.sizes = tensor::getMixedSizes(b, loc, whole);
        part.sizes[first] = owned;
        part.strides.assign(rank, b.getIndexAttr(1));
        part.strides[first] = b.getIndexAttr(kOwnerBuckets);
        Value mine = part.extract(b, loc, whole);
        Value begin = tensor::ExtractOp::create(b, loc, begins, owner);
        Value end = tensor::ExtractOp::create(b, loc, ends, owner);
        auto loop = scf::ForOp::create(
            b, loc, begin, end, constantIndex(b, loc, 1), ValueRange{mine},
            [&](OpBuilder &b, Location loc, Value at, ValueRange carried) {
              SmallVector<Value> position = getUpdatePosition(
                  b, loc, tensor::ExtractOp::create(b, loc, order, at));
              SmallVector<Value> target = resolveTarget(b, loc, position).first;
              target[first] =
                  arith::DivUIOp::create(b, loc, target[first], buckets);
              scf::YieldOp::create(
                  b, loc,
                  applySlice(b, loc, position, target, carried.front()));
            });
        return loop.getResult(0);
      });
}

/// Whether updates apply line by line (buildLines): each lands off its own
/// position along one data dimension alone, the axis of scatter_elements;
/// not where data is statically empty (no update can land, and slices of it
/// would not verify).
bool ScatterLowering::appliesByLines() const {
  int64_t rank = data.getType().getRank();
  return rank > 1 &&
         static_cast<int64_t>(shape.sharedDims.size()) == rank - 1 &&
         !llvm::is_contained(data.getType().getShape(), 0);
}

/// scatter_elements: updates whose coordinates off the axis differ land in
/// different lines of data along the axis, so each line of indices is an
/// iteration of an scf.forall (OpenMP threads under --parallel) that applies
/// its updates in order into the line it names. The result is the
/// row-major one on any number of threads.
Value ScatterLowering::buildLines(OpBuilder &b, Location loc) {
  int64_t rank = data.getType().getRank(), axis = shape.firstIndexedDim;
  if (axis != rank - 1)
    return buildColumnBlocks(b, loc);
  SmallVector<OpFoldResult> lines = tensor::getMixedSizes(b, loc, indices);
  Value lineLength = getValueOrCreateConstantIndexOp(b, loc, lines[axis]);
  lines.erase(lines.begin() + axis);
  auto lineType = RankedTensorType::get({data.getType().getDimSize(axis)},
                                        data.getType().getElementType());
  return buildPartsForall(
      b, loc, lines, data,
      [&](OpBuilder &b, Location loc, ValueRange outer, Value whole,
          DataPart &part) {
        part.offsets = getAsOpFoldResult(outer);
        part.offsets.insert(part.offsets.begin() + axis, b.getIndexAttr(0));
        part.sizes.assign(rank, b.getIndexAttr(1));
        part.sizes[axis] = tensor::getMixedSize(b, loc, data, axis);
        part.strides.assign(rank, b.getIndexAttr(1));
        part.type = lineType;
        auto loop = scf::ForOp::create(
            b, loc, constantIndex(b, loc, 0), lineLength,
            constantIndex(b, loc, 1), ValueRange{part.extract(b, loc, whole)},
            [&](OpBuilder &b, Location loc, Value iv, ValueRange carried) {
              SmallVector<Value> position(outer);
              position.insert(position.begin() + axis, iv);
              scf::YieldOp::create(
                  b, loc,
                  buildUpdate(b, loc, position, carried.front(),
                              [&](ArrayRef<Value> target) {
                                return SmallVector<Value>{target[axis]};
                              }));
            });
        return loop.getResult(0);
      });
}

/// Columns (of the last dimension) of data one block of buildColumnBlocks
/// takes: about kColumnBlockBytes of them, so that each row of a block is a
/// run the hardware prefetchers follow, but at least a line and small
/// enough that a row holds kMinColumnBlocks blocks (for the threads).
static constexpr int64_t kColumnBlockBytes = 1024;
static constexpr int64_t kMinColumnBlocks = 8;

static int64_t getColumnBlockSize(int64_t columns, int64_t elementBytes) {
  int64_t line = std::max<int64_t>(1, 64 / elementBytes);
  int64_t widest = std::max<int64_t>(line, kColumnBlockBytes / elementBytes);
  if (ShapedType::isDynamic(columns))
    return widest;
  int64_t perBlock = llvm::divideCeil(columns, kMinColumnBlocks);
  return std::clamp<int64_t>(llvm::alignTo(perBlock, line), line, widest);
}

/// scatter_elements along an axis that is not the last: lines along the
/// axis are strided, so the updates of a block of contiguous columns (of
/// the last dimension) apply together, an iteration of an scf.forall, row
/// by row along the axis, and the columns of the block inside (the updates
/// and indices are read in runs, as they lie). Each element still sees its
/// updates in their row-major order, and no two blocks share one: the
/// result is the row-major one on any number of threads.
Value ScatterLowering::buildColumnBlocks(OpBuilder &b, Location loc) {
  int64_t rank = data.getType().getRank(), axis = shape.firstIndexedDim;
  int64_t last = rank - 1;
  int64_t blockColumns = getColumnBlockSize(
      indices.getType().getDimSize(last),
      getElementBytes(data.getType().getElementType()).value_or(4));
  SmallVector<OpFoldResult> extents = tensor::getMixedSizes(b, loc, indices);
  Value lineLength = getValueOrCreateConstantIndexOp(b, loc, extents[axis]);
  Value columns = getValueOrCreateConstantIndexOp(b, loc, extents[last]);
  Value blockSize = constantIndex(b, loc, blockColumns);
  extents[last] = b.createOrFold<arith::CeilDivUIOp>(loc, columns, blockSize);
  extents.erase(extents.begin() + axis);
  return buildPartsForall(
      b, loc, extents, data,
      [&](OpBuilder &b, Location loc, ValueRange ivs, Value whole,
          DataPart &part) {
        SmallVector<Value> outer(ivs);
        Value first =
            arith::MulIOp::create(b, loc, outer.back(), blockSize).getResult();
        Value width = b.createOrFold<arith::MinUIOp>(
            loc, blockSize, arith::SubIOp::create(b, loc, columns, first));
        // The block: every row along the axis, `width` columns from `first`.
        part.offsets = getAsOpFoldResult(outer);
        part.offsets.back() = first;
        part.offsets.insert(part.offsets.begin() + axis, b.getIndexAttr(0));
        part.sizes.assign(rank, b.getIndexAttr(1));
        part.sizes[axis] = tensor::getMixedSize(b, loc, data, axis);
        part.sizes[last] = getAsOpFoldResult(width);
        part.strides.assign(rank, b.getIndexAttr(1));
        Value zero = constantIndex(b, loc, 0), one = constantIndex(b, loc, 1);
        scf::LoopNest rows = scf::buildLoopNest(
            b, loc, {zero, zero}, {lineLength, width}, {one, one},
            ValueRange{part.extract(b, loc, whole)},
            [&](OpBuilder &b, Location loc, ValueRange ivs,
                ValueRange carried) -> scf::ValueVector {
              SmallVector<Value> position(outer);
              position.back() = arith::AddIOp::create(b, loc, first, ivs[1]);
              position.insert(position.begin() + axis, ivs[0]);
              return {buildUpdate(b, loc, position, carried.front(),
                                  [&](ArrayRef<Value> target) {
                                    SmallVector<Value> at(rank, zero);
                                    at[axis] = target[axis];
                                    at[last] = ivs[1];
                                    return at;
                                  })};
            });
        return rows.results.front();
      });
}

/// The data coordinates where the update at loop position `ivs` lands: the
/// coordinates it shares with data, and those its index tuple names (each
/// component along indices' last dimension when the loops leave one), and
/// whether a component was out of range (only if bad updates are skipped).
std::pair<SmallVector<Value>, Value>
ScatterLowering::resolveTarget(OpBuilder &b, Location loc, ValueRange ivs) {
  IndexHandling handling{skipsBadUpdates ? IndexHandling::Checked
                                         : IndexHandling::Trusted};
  SmallVector<Value> target(shape.sharedDims.size() + shape.indexDepth);
  for (int64_t dim : shape.sharedDims)
    target[dim] = ivs[dim];
  bool componentsAlongLastDim = indices.getType().getRank() > getLoopDims();
  Value anyBad;
  for (int64_t j = 0; j < shape.indexDepth; ++j) {
    SmallVector<Value> position(ivs);
    if (componentsAlongLastDim)
      position.push_back(constantIndex(b, loc, j));
    Value index = tensor::ExtractOp::create(b, loc, indices, position);
    int64_t dim = shape.firstIndexedDim + j;
    auto [coordinate, bad] =
        resolveIndex(b, loc, castToIndex(b, loc, index),
                     getDimSize(b, loc, data, dim), handling);
    target[dim] = coordinate;
    if (bad)
      anyBad = anyBad ? arith::OrIOp::create(b, loc, anyBad, bad) : bad;
  }
  return {target, anyBad};
}

/// The update at loop position `ivs` applied to `into`: the element or
/// slice at its target, skipped if out of range (when bad updates are
/// skipped). With a `placement`, `into` is the part of data that
/// buildLines or buildColumnBlocks walks, where it places the element.
Value ScatterLowering::buildUpdate(OpBuilder &b, Location loc, ValueRange ivs,
                                   Value into, Placement placement) {
  std::pair<SmallVector<Value>, Value> resolved = resolveTarget(b, loc, ivs);
  ArrayRef<Value> target = resolved.first;
  Value anyBad = resolved.second;
  auto apply = [&](OpBuilder &b, Location loc) {
    if (placement)
      return applyElement(b, loc, ivs, placement(target), into);
    return strategy.gathersElements() ? applyElement(b, loc, ivs, target, into)
                                      : applySlice(b, loc, ivs, target, into);
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
    update = buildScatterCombine(
        b, loc, op.getReduction(),
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

  ScatterLowering createLowering(ScatterOpInterface op,
                                 const GatherShape &shape,
                                 GatherStrategy &strategy,
                                 const FailureReporter &reporter,
                                 PatternRewriter &rewriter) const {
    return ScatterLowering(rewriter, op, shape, strategy, policy, reporter,
                           fuseElementwiseProducers);
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
