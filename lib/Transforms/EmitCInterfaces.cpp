//===- EmitCInterfaces.cpp - C wrappers for defined functions -------------===//

#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHEREMITCINTERFACES
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;

namespace {
struct GatherEmitCInterfacesPass
    : gather::impl::GatherEmitCInterfacesBase<GatherEmitCInterfacesPass> {
  void runOnOperation() override {
    getOperation().walk([](func::FuncOp func) {
      if (!func.isExternal())
        func->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                      UnitAttr::get(func.getContext()));
    });
  }
};
} // namespace
