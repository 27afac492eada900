//===- NoAliasScopes.cpp - noalias arguments as alias scopes --------------===//
//
// A `noalias` pointer argument tells LLVM that the function's accesses
// through it touch no memory that its other accesses touch. LLVM only sees
// that while the accesses stay in the function: the loops that
// translation to LLVM IR outlines for OpenMP read their pointers from a
// closure and lose it, and with it their vectorisation. Alias scopes on the
// accesses themselves say the same thing and travel with them.
//
//===----------------------------------------------------------------------===//

#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERNOALIASSCOPES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
/// The object `pointer` is based on, looking through address arithmetic: a
/// value of `function`'s own (an argument, an alloca) or null when it may
/// come from anywhere (loaded, computed from an integer, ...).
Value getBaseObject(LLVM::LLVMFuncOp function, Value pointer) {
  while (true) {
    if (auto gep = pointer.getDefiningOp<LLVM::GEPOp>()) {
      pointer = gep.getBase();
      continue;
    }
    if (auto cast = pointer.getDefiningOp<LLVM::AddrSpaceCastOp>()) {
      pointer = cast.getArg();
      continue;
    }
    break;
  }
  if (auto argument = dyn_cast<BlockArgument>(pointer))
    return argument.getOwner() == &function.getBody().front() ? pointer
                                                              : Value();
  return pointer.getDefiningOp<LLVM::AllocaOp>() ? pointer : Value();
}

struct GatherNoAliasScopesPass
    : gather::impl::GatherNoAliasScopesBase<GatherNoAliasScopesPass> {
  void runOnOperation() override {
    LLVM::LLVMFuncOp function = getOperation();
    if (function.isExternal())
      return;
    MLIRContext *context = &getContext();
    auto domain = LLVM::AliasScopeDomainAttr::get(
        context, StringAttr::get(context, function.getSymName()));
    // One scope per noalias pointer argument.
    llvm::SmallDenseMap<Value, LLVM::AliasScopeAttr> scopes;
    for (BlockArgument argument : function.getArguments())
      if (function.getArgAttr(argument.getArgNumber(),
                              LLVM::LLVMDialect::getNoAliasAttrName()))
        scopes[argument] = LLVM::AliasScopeAttr::get(
            domain, StringAttr::get(
                        context, "argument " + Twine(argument.getArgNumber())));
    if (scopes.empty())
      return;

    function.walk([&](LLVM::AliasAnalysisOpInterface access) {
      // A call may also touch memory its arguments do not point to.
      if (isa<LLVM::CallOp>(access.getOperation()))
        return;
      // Only accesses whose every pointer is based on a known object: one
      // that may be based on a noalias argument can claim nothing.
      SmallVector<Value> bases;
      for (Value pointer : access.getAccessedOperands()) {
        Value base = getBaseObject(function, pointer);
        if (!base)
          return;
        bases.push_back(base);
      }
      // An access belongs to a scope only when all it touches does; it is
      // apart from every noalias argument none of its pointers is based on.
      SmallVector<Attribute> apart;
      for (auto [argument, scope] : scopes)
        if (!llvm::is_contained(bases, argument))
          apart.push_back(scope);
      if (llvm::all_equal(bases))
        if (LLVM::AliasScopeAttr scope = scopes.lookup(bases.front()))
          access.setAliasScopes(ArrayAttr::get(context, {scope}));
      if (!apart.empty())
        access.setNoAliasScopes(ArrayAttr::get(context, apart));
    });

    // The scopes hold from the function's start.
    OpBuilder b = OpBuilder::atBlockBegin(&function.getBody().front());
    for (BlockArgument argument : function.getArguments())
      if (auto scope = scopes.lookup(argument))
        LLVM::NoAliasScopeDeclOp::create(b, function.getLoc(), scope);
  }
};
} // namespace
