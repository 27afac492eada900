//===- PackFourBitMemory.cpp - i4 and ui4 buffers, two values a byte ------===//
//
// Upstream's narrow-type emulation, restricted to 4-bit element types (see
// the pass description in Passes.td).
//
//===----------------------------------------------------------------------===//

#include "Gather/Codegen/Passes.h"
#include "Gather/IR/GatherSizes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Arith/Transforms/NarrowTypeEmulationConverter.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Dialect/Vector/Transforms/VectorRewritePatterns.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERPACKFOURBITMEMORY
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

/// `type` with a signless element type of its width.
static Type asSignless(ShapedType type) {
  return type.clone(
      IntegerType::get(type.getContext(), type.getElementTypeBitWidth()));
}

/// Upstream's conversions of narrow memrefs, for 4-bit elements only, with
/// ui4 as i4 (later conversions are tried first).
static void addFourBitConversions(arith::NarrowTypeEmulationConverter &types) {
  memref::populateMemRefNarrowTypeEmulationConversions(types);
  types.addConversion([](MemRefType type) -> std::optional<Type> {
    if (gather::isStoredTwoPerByte(type.getElementType()))
      return std::nullopt;
    return type;
  });
  types.addConversion([&types](MemRefType type) -> std::optional<Type> {
    if (!gather::isStoredTwoPerByte(type.getElementType()) ||
        type.getElementType().isSignlessInteger())
      return std::nullopt;
    return types.convertType(asSignless(type));
  });
  types.addConversion([](IntegerType type) -> std::optional<Type> {
    if (gather::isStoredTwoPerByte(type) && !type.isSignless())
      return IntegerType::get(type.getContext(), 4);
    return std::nullopt;
  });
  auto cast = [](OpBuilder &b, Type type, ValueRange inputs,
                 Location loc) -> Value {
    return UnrealizedConversionCastOp::create(b, loc, type, inputs)
        .getResult(0);
  };
  types.addSourceMaterialization(cast);
  types.addTargetMaterialization(cast);
}

namespace {
/// The strided metadata of a 4-bit buffer of static shape and identity
/// layout, as constants. Upstream's load emulation asks it of the original
/// buffer, which for a function argument no other pattern resolves.
struct ResolveStaticFourBitMetadata
    : OpConversionPattern<memref::ExtractStridedMetadataOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::ExtractStridedMetadataOp op, OpAdaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getSource().getType();
    if (!gather::isStoredTwoPerByte(type.getElementType()) ||
        !type.hasStaticShape() || !type.getLayout().isIdentity() ||
        !op.getBaseBuffer().use_empty())
      return rewriter.notifyMatchFailure(op, "not a static 4-bit buffer");
    Location loc = op.getLoc();
    SmallVector<Value> replacements = {
        Value(), arith::ConstantIndexOp::create(rewriter, loc, 0)};
    for (int64_t size : type.getShape())
      replacements.push_back(
          arith::ConstantIndexOp::create(rewriter, loc, size));
    for (int64_t stride : type.getStridesAndOffset().first)
      replacements.push_back(
          arith::ConstantIndexOp::create(rewriter, loc, stride));
    rewriter.replaceOp(op, replacements);
    return success();
  }
};

/// A prefetch of a 4-bit value as a prefetch of its byte, which upstream's
/// emulation lacks. Buffers of static shape and identity layout (those
/// whose values can be addressed: see ResolveStaticFourBitMetadata) are
/// packed flat: value i is in byte i / 2. Elsewhere the hint is dropped.
struct FourBitPrefetchOfByte : OpConversionPattern<memref::PrefetchOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(memref::PrefetchOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    MemRefType type = op.getMemRefType();
    if (!gather::isStoredTwoPerByte(type.getElementType()))
      return rewriter.notifyMatchFailure(op, "not a 4-bit buffer");
    if (!type.hasStaticShape() || !type.getLayout().isIdentity() ||
        cast<MemRefType>(adaptor.getMemref().getType()).getRank() != 1) {
      rewriter.eraseOp(op);
      return success();
    }
    Location loc = op.getLoc();
    Value linear = affine::AffineLinearizeIndexOp::create(
        rewriter, loc, op.getIndices(), type.getShape());
    Value byte = arith::DivUIOp::create(
        rewriter, loc, linear,
        arith::ConstantIndexOp::create(rewriter, loc, 2));
    rewriter.replaceOpWithNewOp<memref::PrefetchOp>(
        op, adaptor.getMemref(), ValueRange{byte}, op.getIsWrite(),
        op.getLocalityHint(), op.getIsDataCache());
    return success();
  }
};

/// An in-bounds, unmasked 1-D read of consecutive 4-bit values as a
/// vector.load: upstream's emulation of a transfer_read drops its in_bounds
/// (its byte read is then masked against the buffer's end), while a load's
/// emulation is one load of the bytes.
struct InBoundsFourBitReadAsLoad : OpRewritePattern<vector::TransferReadOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(vector::TransferReadOp read,
                                PatternRewriter &rewriter) const override {
    auto memref = dyn_cast<MemRefType>(read.getBase().getType());
    if (!memref || !gather::isStoredTwoPerByte(memref.getElementType()) ||
        read.getVectorType().getRank() != 1 || read.getMask() ||
        !read.getPermutationMap().isMinorIdentity() ||
        !read.getInBoundsValues()[0] || !memref.isLastDimUnitStride())
      return rewriter.notifyMatchFailure(read, "not an in-bounds 4-bit read");
    rewriter.replaceOpWithNewOp<vector::LoadOp>(
        read, read.getVectorType(), read.getBase(), read.getIndices());
    return success();
  }
};

struct GatherPackFourBitMemoryPass
    : gather::codegen::impl::GatherPackFourBitMemoryBase<
          GatherPackFourBitMemoryPass> {
  void runOnOperation() override {
    MLIRContext *context = &getContext();
    arith::NarrowTypeEmulationConverter types(/*targetBitwidth=*/8);
    addFourBitConversions(types);

    ConversionTarget target(*context);
    target.addDynamicallyLegalOp<func::FuncOp>([&](func::FuncOp function) {
      return types.isLegal(function.getFunctionType());
    });
    auto typesLegal = [&](Operation *op) { return types.isLegal(op); };
    target.addDynamicallyLegalOp<func::CallOp, func::ReturnOp>(typesLegal);
    target.addDynamicallyLegalDialect<
        arith::ArithDialect, vector::VectorDialect, memref::MemRefDialect,
        affine::AffineDialect>(typesLegal);

    RewritePatternSet patterns(context);
    arith::populateArithNarrowTypeEmulationPatterns(types, patterns);
    memref::populateMemRefNarrowTypeEmulationPatterns(types, patterns);
    vector::populateVectorNarrowTypeEmulationPatterns(types, patterns);
    patterns.add<ResolveStaticFourBitMetadata>(types, context,
                                               /*benefit=*/2);
    patterns.add<FourBitPrefetchOfByte>(types, context);
    RewritePatternSet reads(context);
    reads.add<InBoundsFourBitReadAsLoad>(context);
    if (failed(applyPatternsGreedily(getOperation(), std::move(reads))) ||
        failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      return signalPassFailure();
    // The emulation extends 4-bit vectors from bitcast bytes; upstream's
    // rewrites do it with shifts of whole vectors, not lane by lane.
    RewritePatternSet extensions(context);
    vector::populateVectorNarrowTypeRewritePatterns(extensions);
    if (failed(applyPatternsGreedily(getOperation(), std::move(extensions))))
      signalPassFailure();
  }
};
} // namespace
