//===- RefineShapes.cpp - tighten gather result types ---------------------===//
//
// The pass applies the one pattern (GatherCanonicalize.cpp) that
// canonicalization also applies, on its own.
//
//===----------------------------------------------------------------------===//

#include "Gather/IR/GatherFolding.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERREFINESHAPES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

namespace {
struct GatherRefineShapesPass
    : gather::impl::GatherRefineShapesBase<GatherRefineShapesPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateGatherRefineShapesPatterns(patterns);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
