//===- NoAliasScopes.cpp - noalias arguments in outlined OpenMP regions ---===//
//
// A `noalias` pointer argument tells LLVM that the function's accesses
// through it touch no memory that its other accesses touch; LLVM's alias
// analysis and inliner use it directly (as MLIR's LLVM-dialect inliner does,
// turning it into alias scopes). That breaks for the regions that
// translation to LLVM IR outlines for OpenMP: the outlined functions read
// their pointers from a closure, and their loops are not vectorised. Alias
// scopes on the accesses themselves say the same thing and travel with
// them, so this pass adds them there, and only there.
//
//===----------------------------------------------------------------------===//

#include "Gather/Codegen/Passes.h"

#include "mlir/Analysis/SliceWalk.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "llvm/ADT/MapVector.h"

namespace mlir::gather::codegen {
#define GEN_PASS_DEF_GATHERNOALIASSCOPES
#include "Gather/Codegen/Passes.h.inc"
} // namespace mlir::gather::codegen

using namespace mlir;

/// The objects `pointer` may be based on, looking through address
/// arithmetic, selects and control flow: arguments of `function` and
/// allocas. Fails when one may come from anywhere (loaded, made from an
/// integer, ...).
static FailureOr<SmallVector<Value>> getBaseObjects(LLVM::LLVMFuncOp function,
                                                    Value pointer) {
  SmallVector<Value> bases;
  Block *entry = &function.getBody().front();
  WalkContinuation walk = walkSlice(pointer, [&](Value value) {
    if (auto gep = value.getDefiningOp<LLVM::GEPOp>())
      return WalkContinuation::advanceTo(gep.getBase());
    if (auto cast = value.getDefiningOp<LLVM::AddrSpaceCastOp>())
      return WalkContinuation::advanceTo(cast.getArg());
    if (auto select = value.getDefiningOp<LLVM::SelectOp>())
      return WalkContinuation::advanceTo(
          {select.getTrueValue(), select.getFalseValue()});
    if (std::optional<SmallVector<Value>> predecessors =
            getControlFlowPredecessors(value))
      return WalkContinuation::advanceTo(*predecessors);
    auto argument = dyn_cast<BlockArgument>(value);
    if ((argument && argument.getOwner() == entry) ||
        value.getDefiningOp<LLVM::AllocaOp>()) {
      bases.push_back(value);
      return WalkContinuation::skip();
    }
    return WalkContinuation::interrupt();
  });
  if (walk.wasInterrupted())
    return failure();
  return bases;
}

namespace {
struct GatherNoAliasScopesPass
    : gather::codegen::impl::GatherNoAliasScopesBase<GatherNoAliasScopesPass> {
  void runOnOperation() override;

  /// Gives `access` the scope of the noalias argument it goes through (if
  /// all it touches does) and marks it noalias with the others.
  void annotate(LLVM::AliasAnalysisOpInterface access);

  /// One scope per noalias pointer argument of the function, in argument
  /// order, so that the scope lists (and so the compiled code) are the same
  /// in every run.
  llvm::MapVector<Value, LLVM::AliasScopeAttr> scopes;
};
} // namespace

void GatherNoAliasScopesPass::runOnOperation() {
  LLVM::LLVMFuncOp function = getOperation();
  if (function.isExternal())
    return;
  MLIRContext *context = &getContext();
  auto domain = LLVM::AliasScopeDomainAttr::get(
      context, StringAttr::get(context, function.getSymName()));
  scopes.clear();
  for (BlockArgument argument : function.getArguments())
    if (function.getArgAttr(argument.getArgNumber(),
                            LLVM::LLVMDialect::getNoAliasAttrName()))
      scopes[argument] = LLVM::AliasScopeAttr::get(
          domain, StringAttr::get(context, "argument " +
                                               Twine(argument.getArgNumber())));
  if (scopes.empty())
    return;
  bool annotated = false;
  function.walk([&](omp::OutlineableOpenMPOpInterface region) {
    region->walk([&](LLVM::AliasAnalysisOpInterface access) {
      annotate(access);
      annotated = true;
    });
    return WalkResult::skip();
  });
  if (!annotated)
    return;
  // The scopes hold from the function's start.
  OpBuilder b = OpBuilder::atBlockBegin(&function.getBody().front());
  for (BlockArgument argument : function.getArguments())
    if (auto scope = scopes.lookup(argument))
      LLVM::NoAliasScopeDeclOp::create(b, function.getLoc(), scope);
}

void GatherNoAliasScopesPass::annotate(LLVM::AliasAnalysisOpInterface access) {
  // A call may also touch memory its arguments do not point to.
  if (isa<LLVM::CallOp>(access.getOperation()))
    return;
  // Only accesses whose every pointer is based on known objects: one that
  // may be based on a noalias argument can claim nothing.
  SmallVector<Value> bases;
  for (Value pointer : access.getAccessedOperands()) {
    FailureOr<SmallVector<Value>> pointerBases =
        getBaseObjects(getOperation(), pointer);
    if (failed(pointerBases))
      return;
    llvm::append_range(bases, *pointerBases);
  }
  MLIRContext *context = &getContext();
  SmallVector<Attribute> apart;
  for (auto [argument, scope] : scopes)
    if (!llvm::is_contained(bases, argument))
      apart.push_back(scope);
  if (!bases.empty() && llvm::all_equal(bases))
    if (LLVM::AliasScopeAttr scope = scopes.lookup(bases.front()))
      access.setAliasScopes(ArrayAttr::get(context, {scope}));
  if (!apart.empty())
    access.setNoAliasScopes(ArrayAttr::get(context, apart));
}
