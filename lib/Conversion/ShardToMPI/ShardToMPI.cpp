//===- ShardToMPI.cpp - shard collectives as world MPI_Allreduce calls ----===//
//
// Every collective becomes one MPI_Allreduce on the world communicator, so
// no communicator is ever created (LLVM 22's lowering splits one per call
// and never frees it; MPICH runs out after about 2,000). A collective over
// some grid axes runs in independent groups, one per position along the
// other axes: each process writes its piece into its group's slot of a
// buffer holding one slot per group, filled elsewhere with the reduction's
// identity, and reads its slot back. all_gather moves bit patterns with a
// bitwise or (identity 0), so every value arrives bit for bit.
//
// Buffers are flat (MPI's lowering counts only the first dimension) and of
// types MPI has a datatype for: f16 and bf16 are widened to f32 for
// arithmetic (exact for one non-identity value per element, which is what
// partitions produce, and for max / min), i1 to i8.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"
#include "Gather/Utils/ElementBits.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Utils/Utils.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MPI/IR/MPI.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Transforms/Transforms.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Utils/ReshapeOpsUtils.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

#include <algorithm>
#include <limits>

using namespace mlir;
using namespace mlir::gather;

namespace {
/// How a collective combines the pieces of a group.
struct Combine {
  mpi::MPI_ReductionOpEnum op;
  /// The identity of `op`, for an element type MPI knows.
  function_ref<TypedAttr(Type)> identity;
};
} // namespace

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// The element type that arithmetic reductions run in.
static std::optional<Type> getArithmeticType(Type type) {
  if (type.isF16() || type.isBF16())
    return Float32Type::get(type.getContext());
  if (type.isInteger(1))
    return IntegerType::get(type.getContext(), 8);
  if (isa<FloatType>(type) || type.isSignlessInteger())
    return type;
  return std::nullopt;
}

/// `value` converted elementwise to the arithmetic type `elementType` (a
/// widening, or the narrowing back; signless integers and floats).
static Value convertElements(ImplicitLocOpBuilder &b, Value value,
                             Type elementType) {
  Type from = cast<RankedTensorType>(value.getType()).getElementType();
  if (from == elementType)
    return value;
  bool widen =
      from.getIntOrFloatBitWidth() < elementType.getIntOrFloatBitWidth();
  return mapElements(
      b, b.getLoc(), value, elementType,
      [&](OpBuilder &nb, Location loc, Value in) -> Value {
        if (isa<FloatType>(from))
          return widen
                     ? Value(arith::ExtFOp::create(nb, loc, elementType, in))
                     : Value(arith::TruncFOp::create(nb, loc, elementType, in));
        return widen ? Value(arith::ExtUIOp::create(nb, loc, elementType, in))
                     : Value(arith::TruncIOp::create(nb, loc, elementType, in));
      });
}

//===----------------------------------------------------------------------===//
// Identities
//===----------------------------------------------------------------------===//

/// The identity of a sum that keeps every value bit for bit (x + -0.0 == x,
/// also for x = -0.0); 0 for integers (sums and bitwise ors).
static TypedAttr getAdditiveIdentity(Type type) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return FloatAttr::get(
        floatType, APFloat::getZero(floatType.getFloatSemantics(), true));
  return IntegerAttr::get(type, 0);
}
static TypedAttr getOne(Type type) {
  if (isa<FloatType>(type))
    return FloatAttr::get(type, 1.0);
  return IntegerAttr::get(type, 1);
}
static TypedAttr getExtreme(Type type, bool largest) {
  if (auto floatType = dyn_cast<FloatType>(type))
    return FloatAttr::get(floatType,
                          APFloat::getInf(floatType.getFloatSemantics(),
                                          /*Negative=*/!largest));
  unsigned width = type.getIntOrFloatBitWidth();
  bool isUnsigned = type.isUnsignedInteger();
  APInt value = largest ? (isUnsigned ? APInt::getMaxValue(width)
                                      : APInt::getSignedMaxValue(width))
                        : (isUnsigned ? APInt::getMinValue(width)
                                      : APInt::getSignedMinValue(width));
  return IntegerAttr::get(type, value);
}

static std::optional<Combine> getCombine(shard::ReductionKind kind) {
  switch (kind) {
  case shard::ReductionKind::Sum:
    return Combine{mpi::MPI_ReductionOpEnum::MPI_SUM, getAdditiveIdentity};
  case shard::ReductionKind::Product:
    return Combine{mpi::MPI_ReductionOpEnum::MPI_PROD, getOne};
  case shard::ReductionKind::Max:
    return Combine{mpi::MPI_ReductionOpEnum::MPI_MAX,
                   [](Type type) { return getExtreme(type, false); }};
  case shard::ReductionKind::Min:
    return Combine{mpi::MPI_ReductionOpEnum::MPI_MIN,
                   [](Type type) { return getExtreme(type, true); }};
  case shard::ReductionKind::BitwiseOr:
    return Combine{mpi::MPI_ReductionOpEnum::MPI_BOR, getAdditiveIdentity};
  default:
    return std::nullopt;
  }
}

//===----------------------------------------------------------------------===//
// The one MPI call
//===----------------------------------------------------------------------===//

/// The buffer that `tensor` is reduced in, in place, of its shape: for a
/// static shape, a global of its own (one per collective), so that MPI sees
/// the same buffer on every call (fresh buffers cost MPICH's UCX transport
/// a registration each: 16 MiB took 400 ms instead of 15); otherwise a new
/// allocation per call. `tensor` is materialized in it (empty-tensor
/// elimination lets its producer write there).
static Value getReductionBuffer(ImplicitLocOpBuilder &b, Value tensor,
                                SymbolTableCollection &symbolTable) {
  auto type = cast<RankedTensorType>(tensor.getType());
  auto bufferType = MemRefType::get(type.getShape(), type.getElementType());
  Value buffer;
  if (type.hasStaticShape()) {
    auto module =
        b.getInsertionBlock()->getParentOp()->getParentOfType<ModuleOp>();
    OpBuilder atStart = OpBuilder::atBlockBegin(module.getBody());
    auto global = memref::GlobalOp::create(
        atStart, b.getLoc(), "__gather_mpi_buffer", b.getStringAttr("private"),
        bufferType, b.getUnitAttr(), /*constant=*/false,
        b.getI64IntegerAttr(64));
    symbolTable.getSymbolTable(module).insert(global);
    // At the function's entry, so that it dominates the producer of
    // `tensor`, which empty-tensor elimination then writes into it.
    Region *body = b.getInsertionBlock()->getParent();
    while (!isa<FunctionOpInterface>(body->getParentOp()))
      body = body->getParentOp()->getParentRegion();
    OpBuilder atEntry = OpBuilder::atBlockBegin(&body->front());
    buffer = memref::GetGlobalOp::create(atEntry, b.getLoc(), bufferType,
                                         global.getSymName());
  } else {
    SmallVector<Value> sizes;
    for (int64_t dim = 0; dim < type.getRank(); ++dim)
      if (type.isDynamicDim(dim))
        sizes.push_back(tensor::DimOp::create(b, tensor, dim));
    buffer = memref::AllocOp::create(b, bufferType, sizes);
  }
  auto materialize =
      bufferization::MaterializeInDestinationOp::create(b, tensor, buffer);
  materialize.setRestrict(true);
  materialize.setWritable(true);
  return buffer;
}

/// `buffer` as one dimension, which is how MPI's lowering counts elements
/// (it counts only the first dimension).
static Value flatten(ImplicitLocOpBuilder &b, Value buffer) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() == 1)
    return buffer;
  if (type.getRank() == 0)
    return memref::ExpandShapeOp::create(
        b, MemRefType::get({1}, type.getElementType()), buffer,
        ArrayRef<ReassociationIndices>{},
        ArrayRef<OpFoldResult>{b.getIndexAttr(1)});
  return memref::CollapseShapeOp::create(
      b, buffer,
      ArrayRef<ReassociationIndices>{
          llvm::to_vector(llvm::seq<int64_t>(type.getRank()))});
}

/// Whether every user of `value` only reads it as a linalg op's input, so
/// that it may stay in the reduction buffer until the next call.
static bool isOnlyReadByLinalg(Value value) {
  return llvm::all_of(value.getUses(), [](OpOperand &use) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(use.getOwner());
    return linalgOp && linalgOp.isDpsInput(&use);
  });
}

/// MPI_Allreduce of a whole tensor over the world, in place in its
/// reduction buffer. Unless `readOnlyByLinalg`, the result is copied out
/// into a tensor of its own (the buffer is reused by the next call, and
/// must never be returned).
static Value allreduceOverWorld(ImplicitLocOpBuilder &b, Value tensor,
                                mpi::MPI_ReductionOpEnum op,
                                SymbolTableCollection &symbolTable,
                                bool readOnlyByLinalg) {
  Value buffer = getReductionBuffer(b, tensor, symbolTable);
  Value flat = flatten(b, buffer);
  Value world = mpi::CommWorldOp::create(b, mpi::CommType::get(b.getContext()));
  // The same buffer twice: MPI_IN_PLACE.
  mpi::AllReduceOp::create(b, Type(), flat, flat, op, world);
  auto type = cast<RankedTensorType>(tensor.getType());
  Value reduced = bufferization::ToTensorOp::create(
      b, type, buffer, /*restrict=*/true, /*writable=*/false);
  if (readOnlyByLinalg)
    return reduced;
  // (A copy takes its sizes from its source.)
  return bufferization::AllocTensorOp::create(b, type, ValueRange{}, reduced);
}

//===----------------------------------------------------------------------===//
// Groups
//===----------------------------------------------------------------------===//

/// Combines `piece` over the processes of this process's group (those that
/// differ only along `axes`): `piece` goes to `offsets` of a tensor sized
/// `fullSizes`, whose other elements hold the identity, and the group's
/// pieces combine elementwise.
static Value combineInGroup(ImplicitLocOpBuilder &b, shard::GridOp grid,
                            ArrayRef<shard::GridAxis> axes, Value piece,
                            ArrayRef<OpFoldResult> offsets,
                            ArrayRef<OpFoldResult> fullSizes,
                            const Combine &combine,
                            SymbolTableCollection &symbolTable,
                            bool readOnlyByLinalg) {
  SmallVector<shard::GridAxis> others;
  for (shard::GridAxis axis : llvm::seq<shard::GridAxis>(grid.getRank()))
    if (!llvm::is_contained(axes, axis))
      others.push_back(axis);
  int64_t groups = shard::collectiveProcessGroupSize(others, grid);
  SmallVector<OpFoldResult> pieceSizes =
      tensor::getMixedSizes(b, b.getLoc(), piece);
  bool wholePiece = llvm::all_of(offsets, isZeroInteger) &&
                    pieceSizes == SmallVector<OpFoldResult>(fullSizes);
  if (groups == 1 && wholePiece)
    return allreduceOverWorld(b, piece, combine.op, symbolTable,
                              readOnlyByLinalg);
  // One slot per group, so that groups reduce independently.
  Type elementType = cast<RankedTensorType>(piece.getType()).getElementType();
  SmallVector<OpFoldResult> slotsSizes{b.getIndexAttr(groups)};
  llvm::append_range(slotsSizes, fullSizes);
  Value identity = arith::ConstantOp::create(b, combine.identity(elementType));
  // A tensor.empty here would make every collective's filled slots of one
  // type the same value, which CSE merges; empty-tensor elimination would
  // then put the one fill in the first collective's buffer, which MPI
  // overwrites before the second collective reads the fill. An allocation
  // of its own is never merged.
  SmallVector<Value> dynamicSlotsSizes;
  SmallVector<int64_t> staticSlotsShape;
  dispatchIndexOpFoldResults(slotsSizes, dynamicSlotsSizes, staticSlotsShape);
  Value slotsInit = bufferization::AllocTensorOp::create(
      b, RankedTensorType::get(staticSlotsShape, elementType),
      dynamicSlotsSizes);
  Value slots =
      linalg::FillOp::create(b, identity, ValueRange{slotsInit}).getResult(0);
  Value slot = shard::createProcessLinearIndex(grid.getSymName(), others, b);
  SmallVector<OpFoldResult> slotOffsets{slot};
  llvm::append_range(slotOffsets, offsets);
  SmallVector<OpFoldResult> insertSizes{b.getIndexAttr(1)};
  llvm::append_range(insertSizes, pieceSizes);
  SmallVector<OpFoldResult> strides(slotOffsets.size(), b.getIndexAttr(1));
  slots = tensor::InsertSliceOp::create(b, piece, slots, slotOffsets,
                                        insertSizes, strides);
  // The slot read below copies it out.
  Value reduced = allreduceOverWorld(b, slots, combine.op, symbolTable,
                                     /*readOnlyByLinalg=*/false);
  SmallVector<OpFoldResult> readOffsets(slotOffsets.size(), b.getIndexAttr(0));
  readOffsets.front() = slot;
  SmallVector<OpFoldResult> readSizes{b.getIndexAttr(1)};
  llvm::append_range(readSizes, fullSizes);
  SmallVector<int64_t> fullShape;
  SmallVector<Value> dynamicSizes;
  dispatchIndexOpFoldResults(fullSizes, dynamicSizes, fullShape);
  return tensor::ExtractSliceOp::create(
      b, RankedTensorType::get(fullShape, elementType), reduced, readOffsets,
      readSizes, strides);
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

namespace {
template <typename OpTy> struct CollectiveToMPI : OpRewritePattern<OpTy> {
  CollectiveToMPI(MLIRContext *context, SymbolTableCollection &symbolTable)
      : OpRewritePattern<OpTy>(context), symbolTable(symbolTable) {}

  /// The collective's grid, if its shape is static.
  shard::GridOp getStaticGrid(OpTy op) const {
    shard::GridOp grid =
        shard::getGridOrNull(op, op.getGridAttr(), symbolTable);
    if (!grid || ShapedType::isDynamicShape(grid.getShape()))
      return nullptr;
    return grid;
  }

  /// Whether the one MPI call fits MPI's int count: the collective's
  /// result, once per process group of the grid (dynamic sizes are taken
  /// to fit).
  bool fitsMPICount(OpTy op, shard::GridOp grid) const {
    auto type = cast<RankedTensorType>(op.getResult().getType());
    int64_t groups = 1;
    for (int64_t size : grid.getShape())
      groups *= size;
    groups /= shard::collectiveProcessGroupSize(op.getGridAxes(), grid);
    return !type.hasStaticShape() ||
           type.getNumElements() <= std::numeric_limits<int32_t>::max() /
                                        std::max<int64_t>(groups, 1);
  }

  SymbolTableCollection &symbolTable;
};

struct AllReduceToMPI : CollectiveToMPI<shard::AllReduceOp> {
  using CollectiveToMPI::CollectiveToMPI;

  LogicalResult matchAndRewrite(shard::AllReduceOp op,
                                PatternRewriter &rewriter) const override {
    shard::GridOp grid = getStaticGrid(op);
    auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
    std::optional<Combine> combine = getCombine(op.getReduction());
    if (!grid || !type || !combine || op.getResult().getType() != type ||
        !fitsMPICount(op, grid))
      return rewriter.notifyMatchFailure(op, "not a supported all_reduce");
    std::optional<Type> arithmeticType =
        getArithmeticType(type.getElementType());
    if (!arithmeticType)
      return rewriter.notifyMatchFailure(op, "no MPI type for the elements");
    if (combine->op == mpi::MPI_ReductionOpEnum::MPI_BOR &&
        !isa<IntegerType>(*arithmeticType))
      return rewriter.notifyMatchFailure(op, "a bitwise or of non-integers");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    Value piece = convertElements(b, op.getInput(), *arithmeticType);
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(b, b.getLoc(), piece);
    SmallVector<OpFoldResult> offsets(sizes.size(), b.getIndexAttr(0));
    Value reduced = combineInGroup(b, grid, op.getGridAxes(), piece, offsets,
                                   sizes, *combine, symbolTable,
                                   *arithmeticType != type.getElementType() ||
                                       isOnlyReadByLinalg(op.getResult()));
    rewriter.replaceOp(op, convertElements(b, reduced, type.getElementType()));
    return success();
  }
};

struct AllGatherToMPI : CollectiveToMPI<shard::AllGatherOp> {
  using CollectiveToMPI::CollectiveToMPI;

  LogicalResult matchAndRewrite(shard::AllGatherOp op,
                                PatternRewriter &rewriter) const override {
    shard::GridOp grid = getStaticGrid(op);
    auto type = dyn_cast<RankedTensorType>(op.getInput().getType());
    if (!grid || !type || !fitsMPICount(op, grid))
      return rewriter.notifyMatchFailure(op, "not a supported all_gather");
    if (!getElementBits(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "no MPI type for the elements");
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    int64_t axis = op.getGatherAxis().getSExtValue();
    ArrayRef<shard::GridAxis> axes = op.getGridAxes();
    Value piece = mapToBits(b, b.getLoc(), op.getInput());
    SmallVector<OpFoldResult> sizes =
        tensor::getMixedSizes(b, b.getLoc(), piece);
    SmallVector<OpFoldResult> offsets(sizes.size(), b.getIndexAttr(0));
    Value pieceSize =
        getValueOrCreateConstantIndexOp(b, b.getLoc(), sizes[axis]);
    Value position =
        shard::createProcessLinearIndex(grid.getSymName(), axes, b);
    offsets[axis] = b.createOrFold<arith::MulIOp>(position, pieceSize);
    Value parts = arith::ConstantIndexOp::create(
        b, shard::collectiveProcessGroupSize(axes, grid));
    sizes[axis] =
        getAsOpFoldResult(b.createOrFold<arith::MulIOp>(parts, pieceSize));
    Combine bitwiseOr{mpi::MPI_ReductionOpEnum::MPI_BOR, getAdditiveIdentity};
    Value gathered =
        combineInGroup(b, grid, axes, piece, offsets, sizes, bitwiseOr,
                       symbolTable, /*readOnlyByLinalg=*/false);
    Value result = mapFromBits(b, b.getLoc(), gathered, type.getElementType());
    if (result.getType() != op.getResult().getType())
      result = tensor::CastOp::create(b, op.getResult().getType(), result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

} // namespace

void mlir::gather::populateShardCollectivesToMPIPatterns(
    RewritePatternSet &patterns, SymbolTableCollection &symbolTable) {
  patterns.add<AllReduceToMPI, AllGatherToMPI>(patterns.getContext(),
                                               symbolTable);
}
