//===- InlineAllocaScopes.cpp - drop stack scopes that allocate nothing ---===//

#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERINLINEALLOCASCOPES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
struct GatherInlineAllocaScopesPass
    : gather::impl::GatherInlineAllocaScopesBase<GatherInlineAllocaScopesPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocaScopeOp> scopes;
    getOperation()->walk([&](memref::AllocaScopeOp scope) {
      // Only allocas of this scope itself are released at its end; nested
      // automatic allocation scopes release their own.
      WalkResult allocates =
          scope.getBodyRegion().walk<WalkOrder::PreOrder>([](Operation *op) {
            if (isa<memref::AllocaOp>(op))
              return WalkResult::interrupt();
            if (op->hasTrait<OpTrait::AutomaticAllocationScope>())
              return WalkResult::skip();
            return WalkResult::advance();
          });
      if (!allocates.wasInterrupted() && scope.getNumResults() == 0)
        scopes.push_back(scope);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : scopes) {
      Block *body = &scope.getBodyRegion().front();
      rewriter.eraseOp(body->getTerminator());
      rewriter.inlineBlockBefore(body, scope);
      rewriter.eraseOp(scope);
    }
  }
};
} // namespace
