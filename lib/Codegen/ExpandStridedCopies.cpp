//===- ExpandStridedCopies.cpp - strided memref.copy as linalg.copy -------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Utils/MemRefUtils.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHEREXPANDSTRIDEDCOPIES
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

namespace {
/// memref.copy that LLVM lowering would not turn into llvm.memcpy.
struct StridedCopyToLinalg : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    // What finalize-memref-to-llvm copies with llvm.memcpy.
    auto isContiguous = [](Type type) {
      auto memref = dyn_cast<MemRefType>(type);
      return memref && (memref.getLayout().isIdentity() ||
                        memref::isStaticShapeAndContiguousRowMajor(memref));
    };
    if (!isa<MemRefType>(copy.getSource().getType()) ||
        !isa<MemRefType>(copy.getTarget().getType()))
      return rewriter.notifyMatchFailure(copy, "unranked memrefs");
    if (isContiguous(copy.getSource().getType()) &&
        isContiguous(copy.getTarget().getType()))
      return rewriter.notifyMatchFailure(copy, "lowers to llvm.memcpy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                copy.getTarget());
    return success();
  }
};

struct GatherExpandStridedCopiesPass
    : gather::codegen::impl::GatherExpandStridedCopiesBase<
          GatherExpandStridedCopiesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<StridedCopyToLinalg>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
