//===- GatherFolding.h - the rule behind gather folds -----------*- C++ -*-===//
//
// The indexing ops' (gathers' and scatters') effects, speculation, folders
// and canonicalization patterns share one rule,
// IndexingOpInterface::cannotFail: they apply only where the op cannot fail
// when it runs, so none of them removes a run-time check, and no pass hoists
// one where the program did not run it. An op cannot fail when its operands
// have static shapes (the verifier has then checked every shape rule, and no
// run-time shape check is left) and every index value is known to lie in range:
// `indices` is empty, or a constant whose values are all in range. (An empty
// result is not enough: gather_nd's slices may be empty while its indices,
// which ONNX still requires in range, are not.) An out-of-range constant index
// leaves the op alone: the policy decides at run time.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_IR_GATHERFOLDING_H
#define GATHER_IR_GATHERFOLDING_H

#include "Gather/IR/GatherOps.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::gather {

/// Constant index tensors with more values than this are not inspected, so
/// that the queries below stay cheap (canonicalization and loop-invariant
/// code motion ask them repeatedly). Such gathers keep their checks.
inline constexpr int64_t kMaxInspectedIndexValues = int64_t(1) << 16;

/// A folded constant result has at most this many elements unless it is a
/// splat or empty: larger ones would copy data into the IR and the objects.
inline constexpr int64_t kMaxFoldedResultElements = 1024;

/// The index values of `op` in row-major order, each normalised into [0, s)
/// for the size s of the data dimension it addresses, when `indices` is the
/// constant `indicesAttr` (if null: the constant defining the operand) of at
/// most kMaxInspectedIndexValues values, all in range; std::nullopt
/// otherwise.
std::optional<SmallVector<int64_t>>
getInRangeIndexValues(IndexingOpInterface op, Attribute indicesAttr = {});

/// The same for the shape relation `shape` (a gather's, or the inverse
/// gather's of a scatter) on data of `dataShape` and `indices`.
std::optional<SmallVector<int64_t>>
getInRangeIndexValues(const GatherShape &shape, ArrayRef<int64_t> dataShape,
                      Value indices, Attribute indicesAttr = {});

/// Whether every index value that `indices` holds for `data` (under the
/// shape relation `shape`) is known to be in range: there is none, or they
/// are constants in range (their normalised values are then in `values`).
bool indicesKnownInRange(const GatherShape &shape,
                         TypedValue<RankedTensorType> data,
                         TypedValue<RankedTensorType> indices,
                         Attribute indicesAttr,
                         std::optional<SmallVector<int64_t>> &values);

/// The row-major position in `data` that each element of the gathered side
/// of `op` (a gather's result, a scatter's updates) reads or writes, in that
/// side's row-major order, given the op's normalised `indexValues`. The
/// operands of `op` have static shapes.
SmallVector<int64_t> getReadPositions(IndexingOpInterface op,
                                      ArrayRef<int64_t> indexValues);

/// The same for the shape relation `shape` on static shapes: for a scatter
/// (its inverse gather's relation), the data position each update writes.
SmallVector<int64_t> getReadPositions(const GatherShape &shape,
                                      ArrayRef<int64_t> dataShape,
                                      ArrayRef<int64_t> indicesShape,
                                      ArrayRef<int64_t> indexValues);

/// The folder of every gather op, given its constant operands (or null):
/// where the op cannot fail, an empty result, a splat `data`, or a small
/// constant `data` gathered at constant indices becomes a constant.
OpFoldResult foldGather(GatherOpInterface op, Attribute dataAttr,
                        Attribute indicesAttr);

/// The folder of every scatter op, given its constant operands (or null):
/// where the op cannot fail, a scatter without updates becomes its `data`,
/// and one of small constants the constant it computes.
OpFoldResult foldScatter(ScatterOpInterface op, Attribute dataAttr,
                         Attribute updatesAttr);

/// What an indexing op that may fail writes (its memory effect, see
/// GatherOps.td): its failure report (the status record or the assertion,
/// as the lowering's policy decides).
struct GatherStatusResource
    : SideEffects::Resource::Base<GatherStatusResource> {
  StringRef getName() final { return "gather.status"; }
};

/// The gather dialect's canonicalization patterns (GatherCanonicalize.cpp):
/// gathers that read a strided slice become tensor.extract_slice, and
/// shapes are refined (populateGatherRefineShapesPatterns).
void populateGatherCanonicalizationPatterns(RewritePatternSet &patterns);

/// Patterns that tighten gather result types to their inferred shapes, with
/// a `tensor.cast` back to the old type for users; the gather ops' folder,
/// which every greedy driver applies, then absorbs the shape-erasing casts
/// left between gathers, and a pattern absorbs those of scatter operands
/// that the scatter can take. Part of canonicalization; gather-refine-shapes
/// applies them alone.
void populateGatherRefineShapesPatterns(RewritePatternSet &patterns);

} // namespace mlir::gather

#endif // GATHER_IR_GATHERFOLDING_H
