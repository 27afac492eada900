//===- HoistAllocas.cpp - one stack slot per allocation scope -------------===//
//
// A memref.alloca in a loop body allocates again on every iteration, and
// the lowering to LLVM frees nothing until the function returns: a gather's
// scratch cell in a loop of a million iterations overflows the stack. In an
// OpenMP loop body (wrapped in memref.alloca_scope by convert-scf-to-openmp) it
// keeps the scope from folding, and convert-scf-to-cf cannot lower loops nested
// in a scope. Scratch that no iteration hands to another can live in one
// slot at the entry of its allocation scope instead; the memref.alloca_scope
// ops left with no alloca of their own are then inlined. (Upstream's
// canonicalization inlines only scopes whose every op it can see the effects
// of, and a gather inside a parallel loop nests an omp.parallel of its own.)
//
//===----------------------------------------------------------------------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Interfaces/LoopLikeInterface.h"
#include "mlir/Interfaces/ViewLikeInterface.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERHOISTALLOCAS
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

/// The result of a branching op (scf.if, scf.index_switch,
/// scf.execute_region) that `use`, an operand of the scf.yield ending one of
/// its regions, becomes; null for any other use. These ops run their region
/// once, in the iteration that holds them, so a buffer they yield stays in
/// that iteration. (The yields of loops hand it to the next iteration.)
static Value getBranchResult(OpOperand &use) {
  auto yield = dyn_cast<scf::YieldOp>(use.getOwner());
  if (!yield || !isa<scf::IfOp, scf::IndexSwitchOp, scf::ExecuteRegionOp>(
                    yield->getParentOp()))
    return nullptr;
  return yield->getParentOp()->getResult(use.getOperandNumber());
}

/// Whether every use of `buffer` only reads or writes its elements (or
/// views it, or yields it from a branch, recursively), so that its address
/// never leaves the iteration.
static bool isOnlyAccessed(Value buffer) {
  for (OpOperand &use : buffer.getUses()) {
    Operation *user = use.getOwner();
    if (auto view = dyn_cast<ViewLikeOpInterface>(user)) {
      if (view.getViewSource() != buffer || !isOnlyAccessed(view->getResult(0)))
        return false;
      continue;
    }
    // A checked gather's tile: the branch that gathers yields its scratch
    // buffer, the failure branch the zero-filled result.
    if (Value result = getBranchResult(use)) {
      if (!isOnlyAccessed(result))
        return false;
      continue;
    }
    if (auto store = dyn_cast<memref::StoreOp>(user)) {
      if (store.getValueToStore() == buffer)
        return false;
      continue;
    }
    // Streamed row copies read the address of the destination row to align
    // their stores. (A vector access takes a memref only as its base.)
    if (!isa<memref::LoadOp, memref::AtomicRMWOp, memref::GenericAtomicRMWOp,
             memref::DimOp, memref::CopyOp, memref::PrefetchOp,
             memref::ExtractAlignedPointerAsIndexOp, vector::TransferReadOp,
             vector::TransferWriteOp, vector::LoadOp, vector::StoreOp,
             vector::MaskedLoadOp, vector::MaskedStoreOp>(user))
      return false;
  }
  return true;
}

/// Whether `op` opens an allocation scope that outlives one loop iteration:
/// not a loop (scf.for bodies are scopes in MLIR, but nothing frees them on
/// the way to LLVM) and not a memref.alloca_scope (which OpenMP loop bodies
/// get).
static bool isSlotScope(Operation *op) {
  return op->hasTrait<OpTrait::AutomaticAllocationScope>() &&
         !isa<LoopLikeOpInterface, memref::AllocaScopeOp>(op);
}

/// The block at whose start `alloca` gets its slot: the entry of the
/// nearest slot scope, the function or an omp.parallel region.
static Block *getSlotBlock(memref::AllocaOp alloca) {
  Operation *scope = alloca->getParentOp();
  while (scope && !isSlotScope(scope))
    scope = scope->getParentOp();
  if (!scope)
    return nullptr;
  Region *region = alloca->getParentRegion();
  while (region->getParentOp() != scope)
    region = region->getParentOp()->getParentRegion();
  return &region->front();
}

/// Whether `scope` allocates on the stack itself: an alloca in it, but not in
/// a scope nested in it.
static bool holdsAlloca(memref::AllocaScopeOp scope) {
  return scope
      ->walk<WalkOrder::PreOrder>([&](Operation *op) {
        if (op != scope && op->hasTrait<OpTrait::AutomaticAllocationScope>())
          return WalkResult::skip();
        return isa<memref::AllocaOp>(op) ? WalkResult::interrupt()
                                         : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Replaces `scope` by its body.
static void inlineScope(RewriterBase &rewriter, memref::AllocaScopeOp scope) {
  Block *body = &scope.getBodyRegion().front();
  Operation *terminator = body->getTerminator();
  SmallVector<Value> results(terminator->getOperands());
  rewriter.eraseOp(terminator);
  rewriter.inlineBlockBefore(body, scope);
  rewriter.replaceOp(scope, results);
}

namespace {
struct GatherHoistAllocasPass
    : gather::codegen::impl::GatherHoistAllocasBase<GatherHoistAllocasPass> {
  void runOnOperation() override {
    SmallVector<memref::AllocaOp> allocas;
    getOperation()->walk([&](memref::AllocaOp alloca) {
      if (alloca->getNumOperands() == 0 && isOnlyAccessed(alloca.getResult()))
        allocas.push_back(alloca);
    });
    for (memref::AllocaOp alloca : allocas)
      if (Block *slotBlock = getSlotBlock(alloca))
        alloca->moveBefore(slotBlock, slotBlock->begin());

    SmallVector<memref::AllocaScopeOp> emptyScopes;
    getOperation()->walk([&](memref::AllocaScopeOp scope) {
      if (!holdsAlloca(scope))
        emptyScopes.push_back(scope);
    });
    IRRewriter rewriter(&getContext());
    for (memref::AllocaScopeOp scope : emptyScopes)
      inlineScope(rewriter, scope);
  }
};
} // namespace
