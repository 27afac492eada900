//===- RowLoops.h - the gather loops that code generation rewrites -*- C++
//-*-===//
//
// Internal to GatherCodegen. After bufferization a gather is an scf.forall
// over its index tuples whose iterations each handle one row of data: copy
// it (a slice gather), read it in a fused consumer, read elements of it at
// loaded columns (an element gather), or read vectors of it (a quantized
// gather). gather-stream-row-copies and
// gather-prefetch-element-rows rewrite such loops. This analysis finds
// them and measures them, once, with one byte rule (getStaticBytes in
// Gather/IR/GatherSizes.h: elements times getElementBytes), so that each
// pass only decides and rewrites. It also holds the pieces both passes
// build with: they work in cache lines, and they address a later iteration
// of a loop nest by its row-major position.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_LIB_CODEGEN_ROWLOOPS_H
#define GATHER_LIB_CODEGEN_ROWLOOPS_H

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/Builders.h"

#include <optional>

namespace mlir::gather::codegen::row_loops {

/// Bytes of one cache line.
inline constexpr int64_t kLineBytes = 64;

/// The bytes of an element of `type`, when whole elements fill a line.
std::optional<int64_t> getLineElementBytes(Type type);

/// The bits of an element of `type` in memory (4 for i4 and ui4, stored
/// two a byte), when whole elements fill a line.
std::optional<int64_t> getLineElementBits(Type type);

/// How each iteration of a row loop handles its row.
enum class RowAccess {
  /// The body ends with a memref.copy of the row (a slice gather).
  Copy,
  /// The body ends with a linalg op that reads the row (a consumer fused
  /// into a slice gather).
  FusedRead,
  /// A sequential loop in the body loads (or stores) elements of the row
  /// at columns computed from loaded indices (an element gather along rows,
  /// or a scatter_elements line).
  ElementAccesses,
  /// A sequential loop in the body reads vectors of the row at an address
  /// computed from loaded indices (the quantized gather's chunks, each
  /// dequantized as it is read): a view of it, or a memref read at loaded
  /// indices (4-bit rows, which have no views; see RowRead).
  VectorReads,
};

/// A contiguous row that a loop's body reads, at an address computed from
/// loaded indices: a view of it defined in the body (`leadingIndices`
/// empty), or a memref defined before the loop read at `leadingIndices`
/// (computed in the body) and a column.
struct RowRead {
  Value memref;
  SmallVector<Value> leadingIndices;
  /// Elements per row: static, or a value defined before the loop; null
  /// for a memref with a dynamic last dimension.
  OpFoldResult length;

  /// The row length, built before the loop.
  Value buildLength(OpBuilder &b, Location loc) const;
  /// The elements of the row in one cache line.
  int64_t getLineElements() const;
};

/// A normalized scf.forall (lower bounds 0, steps 1, no results, no
/// mapping) whose iterations each handle one contiguous row of at least a
/// cache line (when static) at an address computed from loaded indices.
struct RowLoop {
  scf::ForallOp loop;
  /// The row: the copy's target (Copy), the view the consumer reads
  /// (FusedRead), the view or memref the vectors are read from
  /// (VectorReads), or the data memref, defined before the loop, whose row
  /// of the loop's induction variables is accessed (ElementAccesses).
  Value row;
  /// Elements per row: static, or a value defined before the loop; null for
  /// ElementAccesses whose data has a dynamic last dimension.
  OpFoldResult rowLength;
  /// Bits of an element in memory (whole elements fill a line; whole bytes
  /// but for VectorReads).
  int64_t elementBits;
  /// Copy: the copy.
  memref::CopyOp copy;
  /// ElementAccesses: the sequential loop that accesses the row;
  /// VectorReads: the sequential loop that reads the row's vectors.
  scf::ForOp elements;
  /// ElementAccesses: whether the loop stores into the row.
  bool writesRow = false;
  /// VectorReads: the indices of the row in a memref defined before the
  /// loop (RowRead), empty for a view.
  SmallVector<Value> rowIndices;
  /// VectorReads: the other loaded rows that the sequential loop loads
  /// elements of (a quantized row's scales and zero points).
  SmallVector<RowRead> sideRows;

  /// The bytes of all the rows the loop handles, when static.
  std::optional<int64_t> getStaticBytes();
  /// Whether the loop may handle at least `minBytes` (dynamic sizes may).
  bool mayReach(int64_t minBytes);
  /// The row length, built before the loop.
  Value buildRowLength(OpBuilder &b, Location loc);
  /// The bytes of one row, built before the loop.
  Value buildRowBytes(OpBuilder &b, Location loc);
  /// The elements of a row in one cache line.
  int64_t getLineElements() const;
  /// The row as a RowRead.
  RowRead getRowRead() const;
};

/// `loop` as a row loop of `access`, if it is one.
std::optional<RowLoop> matchRowLoop(scf::ForallOp loop, RowAccess access);

/// The row loops under `root` whose rows are handled by `access`.
SmallVector<RowLoop> findRowLoops(Operation *root, RowAccess access);

/// The number of iterations of a loop nest with upper bounds `extents`.
Value buildIterationCount(OpBuilder &b, Location loc, ArrayRef<Value> extents);

/// Splits the linear position `linear` of a row-major iteration space with
/// `extents` into one index per dimension.
SmallVector<Value> delinearize(OpBuilder &b, Location loc, Value linear,
                               ArrayRef<Value> extents);

/// The linear position `distance` iterations after `current`, the `last`
/// at most.
Value buildPositionAhead(OpBuilder &b, Location loc, Value current, Value last,
                         Value distance);

/// Built in the body of the normalized `loop`: the induction variables of
/// the iteration `distance` after the current one in row-major order, or
/// of the last.
SmallVector<Value> buildIterationAhead(OpBuilder &b, Location loc,
                                       scf::ForallOp loop, Value distance);

} // namespace mlir::gather::codegen::row_loops

#endif // GATHER_LIB_CODEGEN_ROWLOOPS_H
