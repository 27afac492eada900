//===- GatherLowering.h - pieces of convert-gather-to-linalg ---*- C++ -*-===//
//
// Internal to convert-gather-to-linalg. A gather op lowers in phases (see
// GatherToLinalg.cpp): result init, shape guards, index guards, the gather
// body, the failure path. The policy decides which phases run; a
// GatherStrategy supplies what differs between the ops: their run-time
// shape checks, their gather body, and the scans and descriptions of their
// indices. A scatter lowers with its inverse gather's strategy; only where
// its updates land and how they apply are its own. The building blocks they
// share are declared here:
//
//   IndexGuards.cpp    index arithmetic, shape checks;
//   IndexScans.cpp     scans over index values, shared with the scatters;
//   FailureReports.cpp the status record and the assert policy's reports;
//   ElementGather.cpp  the loops of gathers that read one element per
//                      result element;
//   SliceGather.cpp    the loop of gathers that move whole slices;
//   Strategies.cpp     the strategies of gather_nd, gather_elements and
//                      gather;
//   QuantizedGather.cpp the strategy of gather_block_quantized;
//   ScatterLowering.cpp the scatters' lowering;
//   EmbeddingBag.cpp   embedding_bag's lowering;
//   ElementwiseProducers.cpp elements of a scatter's updates computed where
//                      its loops read them.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_CONVERSION_GATHERTOLINALG_GATHERLOWERING_H
#define GATHER_LIB_CONVERSION_GATHERTOLINALG_GATHERLOWERING_H

#include "Gather/Conversion/GatherToLinalg/OutOfBoundsPolicy.h"
#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherIndexValues.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/Runtime/Status.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <memory>

namespace mlir::gather::lowering {

/// The status record argument of the function around `op`, if it has one
/// (StatusArguments.cpp).
Value getStatusArgument(Operation *op);

//===----------------------------------------------------------------------===//
// Index arithmetic and guards (IndexGuards.cpp)
//===----------------------------------------------------------------------===//

Value constantIndex(OpBuilder &b, Location loc, int64_t value);

/// Not `value` (an i1), folded when `value` is a constant.
Value negate(OpBuilder &b, Location loc, Value value);

/// Whether `index` cannot address a dimension of `size`: when it lies outside
/// [-size, size-1], or, when indices are clamped, only when the dimension is
/// empty.
Value cannotAddress(OpBuilder &b, Location loc, Value index, Value size,
                    bool clamp);

/// How a gather treats index values.
struct IndexHandling {
  enum Kind {
    /// As they are, normalised (policy unchecked, or after a scan found
    /// them all in range).
    Trusted,
    /// Normalised and clamped into range (policy clamp).
    Clamped,
    /// Checked as it is used: an out-of-range index is replaced by index 0
    /// and flagged (resolveIndex). A gather under policy error records the
    /// flag in `badCell` and reports it after the loops; a scatter under
    /// clamp skips the flagged update.
    Checked,
  } kind;
  /// With Checked, in a gather: an i8 stack cell (buildStackCell) that the
  /// gather clears and sets when it meets an out-of-range index.
  Value badCell = {};
};

/// The position that `index` selects in a dimension of `size` (which must
/// not be 0), and under IndexHandling::Checked whether `index` lies outside
/// [-size, size-1] (else null).
std::pair<Value, Value> resolveIndex(OpBuilder &b, Location loc, Value index,
                                     Value size, IndexHandling handling);

/// An i8 cell on the stack, allocated where the gather is: each iteration
/// of a parallel loop around the gather needs its own. (gather-hoist-allocas
/// gives it one slot per allocation scope, so that it does not grow the
/// stack in a loop.)
Value buildStackCell(OpBuilder &b, Location loc);

/// What a reduction over the indices computes: whether any index is bad (an
/// or-reduction of i1, cheap and vectorisable: the common path), or the
/// row-major position of the first bad one (kNoPosition if none: only on
/// the failure path, to report it).
enum class IndexScan { AnyBad, FirstBadPosition };
inline constexpr int64_t kNoPosition = std::numeric_limits<int64_t>::max();

/// Maps the loop indices and inputs of a scan to its candidate: an i1 "bad"
/// for AnyBad, a position (kNoPosition when in range) for FirstBadPosition.
using ScanCandidateFn =
    function_ref<Value(OpBuilder &, Location, ValueRange inputs)>;

/// A linalg reduction over the loops of `inputMaps` combining the
/// candidates (or for AnyBad, minimum for FirstBadPosition).
Value buildIndexScan(OpBuilder &b, Location loc, IndexScan scan,
                     ArrayRef<Value> inputs, ArrayRef<AffineMap> inputMaps,
                     unsigned numLoops, ScanCandidateFn candidate);

/// The coordinates of row-major `position` in a tensor of sizes `basis`.
/// Only positions in non-empty tensors are delinearised, so each size is
/// taken as at least 1: a size that folds to 0 on a path that never runs
/// would otherwise become a basis the op rejects.
ValueRange delinearizePosition(OpBuilder &b, Location loc, Value position,
                               ArrayRef<Value> basis);

/// The status details of the index value at `coordinates` of `indices`
/// (row-major `position`), which indexes data dimension `dataDim` of size
/// `dimSize`. When `indices` is a tile of a larger tensor (unit-stride,
/// rank-keeping extract_slices), the position reported is the one in that
/// tensor.
SmallVector<Value> describeIndex(OpBuilder &b, Location loc, Value indices,
                                 ValueRange coordinates, Value dataDim,
                                 Value dimSize, Value position);

//===----------------------------------------------------------------------===//
// Index scans (IndexScans.cpp), shared by gathers and scatters
//===----------------------------------------------------------------------===//

/// The size of dimension `dim` of `value` as an index value.
Value getDimSize(OpBuilder &b, Location loc, Value value, int64_t dim);

/// Whether `indices` has a size known to be 0 (in its type, or folded to a
/// constant): it holds no index to check, and its positions could not even
/// be delinearised.
bool hasNoIndexValue(OpBuilder &b, Location loc, Value indices);

/// A scan (see IndexScan) over every value of `indices`, each of which
/// addresses dimension `axis` of `data`.
Value scanAxisIndices(OpBuilder &b, Location loc, Value data, Value indices,
                      int64_t axis, IndexScan scan, bool clamp);

/// The status details of the value at row-major `position` of `indices`,
/// which addresses dimension `axis` of `data`.
SmallVector<Value> describeAxisIndex(OpBuilder &b, Location loc, Value data,
                                     Value indices, int64_t axis,
                                     Value position);

/// A scan over the k-tuples that `indices` holds along its last dimension,
/// whose component j addresses data dimension firstIndexedDim + j.
Value scanTupleIndices(OpBuilder &b, Location loc, Value data, Value indices,
                       int64_t firstIndexedDim, int64_t k, IndexScan scan,
                       bool clamp);

/// The status details of the tuple component at row-major `position`.
SmallVector<Value> describeTupleIndex(OpBuilder &b, Location loc, Value data,
                                      Value indices, int64_t firstIndexedDim,
                                      int64_t k, Value position);

/// A run-time shape check: `actual == expected`, or `actual <= expected`.
struct ShapeCheck {
  GatherShapeCheck kind;
  int64_t dim;
  OpFoldResult actual;
  OpFoldResult expected;
  bool atMost = false;
};

/// Checks that the static result sizes of `op` equal the dynamic sizes they
/// come from.
void addResultDimChecks(OpBuilder &b, Location loc, GatherOpInterface op,
                        const GatherShape &shape,
                        SmallVectorImpl<ShapeCheck> &checks);

/// How a lowered gather reports a failure (FailureReports.cpp): into the
/// status record of its function (policies error and clamp, and unchecked
/// where the function has one), or through cf.assert (policy assert).
struct FailureReporter {
  /// The status record, or null.
  Value status;
  /// The gather's `gather.site` id, which the status record names.
  int64_t site;
  /// The gather's location, which assertion messages name.
  Location opLoc;
  bool useAssert;

  /// Reports failure `code` with its `details`, the status record fields
  /// from GATHER_STATUS_INDEX_VALUE on (index or i64 values; for a shape
  /// mismatch or bad offsets, the first is the constant `check`, a
  /// GatherShapeCheck or GatherOffsetsRule). Into the
  /// record: unless it already holds a failure, so the first failure of a
  /// call is the one reported, and failures on several threads at once
  /// leave one whole report. Through cf.assert: the whole report is printed
  /// (vector.print) and a failing cf.assert names the failure and the
  /// gather's location.
  void report(OpBuilder &b, Location loc, GatherStatusCode code,
              ArrayRef<Value> details, int64_t check = 0) const;

  /// Whether failures go anywhere (not under unchecked without a record).
  bool canReport() const { return status || useAssert; }
};

/// Where gather or scatter `op` reports failures under `policy`: its
/// function's status record and its `gather.site` id, or cf.assert. Fails
/// the match where the policy needs a record that the function lacks.
FailureOr<FailureReporter> getFailureReporter(PatternRewriter &rewriter,
                                              Operation *op,
                                              OutOfBoundsPolicy policy);

/// Emits the checks that are not statically true, reporting each failure;
/// returns whether all hold.
Value buildShapeChecks(OpBuilder &b, Location loc, ArrayRef<ShapeCheck> checks,
                       const FailureReporter &reporter);

/// Sizes of `value`'s dimensions as index values.
SmallVector<Value> getDimSizes(OpBuilder &b, Location loc, Value value);

/// Whether any dimension of `value` is 0.
Value buildIsEmpty(OpBuilder &b, Location loc, Value value);

/// `tensor` with its first `count` dimensions collapsed into one (unchanged
/// when that is fewer than two).
Value collapseLeadingDims(OpBuilder &b, Location loc, Value tensor,
                          int64_t count);

/// A tensor.empty of `type` with `sizes` (index values, all dimensions).
/// With dynamic sizes the verifier could not bound its bytes: `fits` is
/// then set to whether it fits in memory, the tensor is allocated empty
/// when it does not (so that nothing wraps), and that is reported under
/// every policy (it is about memory safety, not about index values).
Value buildResultInit(OpBuilder &b, Location loc, RankedTensorType type,
                      ArrayRef<Value> sizes, const FailureReporter &reporter,
                      Value &fits);

/// `init` filled with zeros: the result of a gather that failed.
Value buildZeroFilled(OpBuilder &b, Location loc, Value init);

/// An scf.if yielding one value built by `thenValue` or `elseValue`, or just
/// one of them when `condition` is a constant.
using ValueBuilderFn = function_ref<Value(OpBuilder &, Location)>;
Value buildIfElse(OpBuilder &b, Location loc, Value condition,
                  ValueBuilderFn thenValue, ValueBuilderFn elseValue);

//===----------------------------------------------------------------------===//
// Gather bodies (ElementGather.cpp, SliceGather.cpp)
//===----------------------------------------------------------------------===//

/// A gather's result and, when it checked indices while gathering, whether
/// any was out of range (else null).
struct GatherResult {
  Value result;
  Value anyBad;

  /// A gather that reads no index: `result`, and no bad one if checked.
  static GatherResult withoutIndices(OpBuilder &b, Location loc, Value result,
                                     IndexHandling handling);
};

/// How an element gather's parallel loop walks the result: in blocks of
/// `blockElements` along the innermost dimension, either row by row (each
/// row's blocks in turn) or column block by column block (each block of
/// columns down all rows in turn).
struct ElementOrder {
  int64_t blockElements;
  bool columnBlocksFirst;

  /// Row by row: for gathers whose reads in a row have locality of their
  /// own, or none at all; in blocks of kRowBlockElements.
  static ElementOrder rows();
  static constexpr int64_t kRowBlockElements = 4096;
  /// Column block by column block: for gathers along an outer axis, whose
  /// rows read the same columns of random data rows.
  static ElementOrder columnBlocks(Type elementType);
};

/// What an element gather reads for the result element at `coordinates`:
/// its value, and under IndexHandling::Checked whether an index it used was
/// out of range (else null).
using ElementReaderFn = function_ref<std::pair<Value, Value>(
    OpBuilder &, Location, ValueRange coordinates)>;

/// The loops of an element gather that writes `init`: an scf.forall over
/// blocks of the result (in `order`), each a sequential scf.for that inserts
/// one element per step. Checked gathers also report through the handling's
/// bad cell whether any index was out of range.
GatherResult buildElementLoops(OpBuilder &b, Location loc, Value init,
                               ElementOrder order, IndexHandling handling,
                               ElementReaderFn readElement);

/// Writes one block of an element gather: the `length` elements from
/// `first` on in the innermost dimension at `outerIvs` (the other result
/// coordinates), into `block`, the result tile that holds them (with unit
/// outer dimensions); returns the written tile and, under
/// IndexHandling::Checked, whether an index was out of range. For a 0-d
/// result, `first` and `length` are null and the tile is the result.
using BlockWriterFn =
    function_ref<GatherResult(OpBuilder &, Location, ValueRange outerIvs,
                              Value first, Value length, Value block)>;

/// The loops of buildElementLoops with `writeBlock` writing each block
/// (for gathers that compute a block at once, with vectors).
GatherResult buildBlockLoops(OpBuilder &b, Location loc, Value init,
                             ElementOrder order, IndexHandling handling,
                             BlockWriterFn writeBlock);

/// The data offsets of the slice that the loop position `ivs` moves: one
/// per leading data dimension (SliceGatherSpec::sourceUnitDims), index
/// values among them normalised and clamped.
using SliceOffsetsFn = function_ref<SmallVector<OpFoldResult>(
    OpBuilder &, Location, ValueRange ivs)>;

/// What a slice gather moves: for each position of the result's first
/// `loopDims` dimensions, the contiguous slice of `data` that starts at the
/// offsets `getSourceOffsets` gives for its first `sourceUnitDims`
/// dimensions and spans the rest, which are the result's remaining
/// dimensions.
struct SliceGatherSpec {
  Value data;
  int64_t loopDims, sourceUnitDims;
  SliceOffsetsFn getSourceOffsets;
};

/// One contiguous slice per loop position: an scf.forall over the positions
/// that reads, normalises and clamps its index values once and moves its
/// slice with extract_slice / parallel_insert_slice into `init`. Indices in
/// range (all that run under the error policy) are unchanged by clamping;
/// the others (clamp, unchecked) get a defined slice, and an index that
/// folds to a constant out of range, in a branch that a failed check skips,
/// gives no negative static offset, which memref ops reject.
Value buildSliceGather(OpBuilder &b, Location loc, const SliceGatherSpec &spec,
                       Value init);

//===----------------------------------------------------------------------===//
// Strategies (Strategies.cpp)
//===----------------------------------------------------------------------===//

/// What lowering one gather op needs that differs between the ops. A
/// scatter lowers with the strategy of its inverse gather (same data,
/// indices and shape relation, `updates` in the result's place), of which
/// it asks all but buildGather.
class GatherStrategy {
public:
  virtual ~GatherStrategy();

  /// The run-time shape checks between data and indices that the verifier
  /// could not see; those of the gathered side (a gather's result, a
  /// scatter's updates) are the lowering's.
  virtual SmallVector<ShapeCheck> getIndexShapeChecks(OpBuilder &b) = 0;

  /// Whether the gather reads one element per result element, and so checks
  /// indices while gathering; slice gathers scan them first. (For a
  /// scatter: whether each update is one element rather than a slice.)
  virtual bool gathersElements() = 0;

  /// The gather body, writing `init`.
  virtual GatherResult buildGather(OpBuilder &b, Value init,
                                   IndexHandling handling) = 0;

  /// A reduction over all index values (see IndexScan).
  virtual Value scanIndices(OpBuilder &b, IndexScan scan, bool clamp) = 0;

  /// The status details of the index value at row-major `position`.
  virtual SmallVector<Value> describeIndexAt(OpBuilder &b, Value position) = 0;
};

/// The strategy of gather `op`, or of the inverse gather of scatter `op`,
/// whose shape relation is `shape`; null for an op without one.
std::unique_ptr<GatherStrategy> createGatherStrategy(IndexingOpInterface op,
                                                     const GatherShape &shape);

/// The strategy of gather_block_quantized (QuantizedGather.cpp).
std::unique_ptr<GatherStrategy>
createBlockQuantizedStrategy(GatherBlockQuantizedOp op);

/// Reports the first index value of `strategy`'s op that cannot address
/// its dimension (under `clamp`, only indices into empty dimensions).
void reportFirstBadIndex(OpBuilder &b, Location loc, GatherStrategy &strategy,
                         const FailureReporter &reporter, bool clamp);

//===----------------------------------------------------------------------===//
// The patterns
//===----------------------------------------------------------------------===//

/// Replaces `op` by `lowering.lower()` (a FailureOr<Value>); an unused op
/// that may fail keeps its checks (`lowering.lowerChecks()`, a
/// LogicalResult) and goes. Fails where the result shape cannot be reified.
template <typename Lowering>
LogicalResult replaceByLowering(PatternRewriter &rewriter, Operation *op,
                                Lowering &lowering) {
  if (op->use_empty()) {
    if (failed(lowering.lowerChecks()))
      return rewriter.notifyMatchFailure(op, "cannot reify the result shape");
    rewriter.eraseOp(op);
    return success();
  }
  FailureOr<Value> replacement = lowering.lower();
  if (failed(replacement))
    return rewriter.notifyMatchFailure(op, "cannot reify the result shape");
  rewriter.replaceOp(op, *replacement);
  return success();
}

/// What the gather and scatter patterns share: an op whose shape relation
/// (IndexingOpInterface::getIndexingShape) fails does not verify; the policy
/// may need a status record the function lacks; an unused op that cannot fail
/// goes; an unused op that can stays for its checks (its memory effect), so
/// only they are lowered. `Derived::createLowering(op, shape, strategy,
/// reporter, rewriter)` gives the op's lowering, whose `lower()` builds the
/// value that replaces the op and `lowerChecks()` the checks alone.
template <typename Derived, typename OpInterfaceT>
struct IndexingOpPattern : OpInterfaceRewritePattern<OpInterfaceT> {
  IndexingOpPattern(MLIRContext *context, OutOfBoundsPolicy policy)
      : OpInterfaceRewritePattern<OpInterfaceT>(context), policy(policy) {}

  LogicalResult matchAndRewrite(OpInterfaceT op,
                                PatternRewriter &rewriter) const final {
    FailureOr<GatherShape> shape = op.getIndexingShape();
    if (failed(shape))
      return rewriter.notifyMatchFailure(op, "op does not verify");
    FailureOr<FailureReporter> reporter =
        getFailureReporter(rewriter, op, policy);
    if (failed(reporter))
      return failure();
    if (op->use_empty() && op.cannotFail()) {
      rewriter.eraseOp(op);
      return success();
    }
    std::unique_ptr<GatherStrategy> strategy = createGatherStrategy(op, *shape);
    if (!strategy)
      return rewriter.notifyMatchFailure(op, "no lowering for this op");
    auto lowering = static_cast<const Derived *>(this)->createLowering(
        op, *shape, *strategy, *reporter, rewriter);
    return replaceByLowering(rewriter, op, lowering);
  }

  OutOfBoundsPolicy policy;
};

//===----------------------------------------------------------------------===//
// Scatters (ScatterLowering.cpp)
//===----------------------------------------------------------------------===//

/// The pattern that lowers scatter ops under `policy`; with
/// `fuseElementwiseProducers`, their loops compute `updates` where they read
/// it when they may (see canComputeWhereRead).
void populateScatterLoweringPatterns(RewritePatternSet &patterns,
                                     OutOfBoundsPolicy policy,
                                     bool fuseElementwiseProducers);

//===----------------------------------------------------------------------===//
// embedding_bag (EmbeddingBag.cpp)
//===----------------------------------------------------------------------===//

/// The pattern that lowers embedding_bag ops under `policy`.
void populateEmbeddingBagLoweringPatterns(RewritePatternSet &patterns,
                                          OutOfBoundsPolicy policy);

//===----------------------------------------------------------------------===//
// Elementwise producers computed where read (ElementwiseProducers.cpp)
//===----------------------------------------------------------------------===//

/// Whether loops that read `tensor` element by element may compute each
/// element there instead: its one user is the reader, and its producer is
/// pure and elementwise (an op with the elementwise-mappable traits on
/// tensors, or a linalg.generic whose loops are all parallel, whose result
/// is in the loops' order and whose inputs are read through projected
/// permutations).
bool canComputeWhereRead(Value tensor);

/// Element `ivs` of `tensor`, which canComputeWhereRead allows, computed
/// from its producer's operands, and so on up through producers that only
/// the op below them uses.
Value computeElement(OpBuilder &b, Location loc, Value tensor, ValueRange ivs);

} // namespace mlir::gather::lowering

#endif // GATHER_LIB_CONVERSION_GATHERTOLINALG_GATHERLOWERING_H
