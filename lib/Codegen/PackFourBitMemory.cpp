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
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
