//===- StatusArguments.cpp - the error ABI of lowered functions -----------===//
//
// Lowered gathers report failures into a status record (Gather/Runtime/
// Status.h), which every function with a body takes as its last argument.
// gather-add-status-arguments numbers the gather ops (the record's `site`)
// and adds the arguments, before convert-gather-to-linalg runs on each
// function.
//
//===----------------------------------------------------------------------===//

#include "Gather/Conversion/Passes.h"
#include "GatherLowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERADDSTATUSARGUMENTS
#include "Gather/Conversion/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

SmallVector<Location> mlir::gather::assignGatherSites(Operation *root) {
  SmallVector<Operation *> gathers;
  root->walk([&](GatherOpInterface op) { gathers.push_back(op); });
  int64_t nextSite = 0;
  for (Operation *op : gathers)
    if (auto site = op->getAttrOfType<IntegerAttr>(kSiteAttrName))
      nextSite = std::max(nextSite, site.getInt() + 1);
  for (Operation *op : gathers)
    if (!op->hasAttr(kSiteAttrName))
      op->setAttr(
          kSiteAttrName,
          IntegerAttr::get(IntegerType::get(op->getContext(), 64), nextSite++));

  SmallVector<Location> sites(nextSite, UnknownLoc::get(root->getContext()));
  for (Operation *op : gathers)
    sites[op->getAttrOfType<IntegerAttr>(kSiteAttrName).getInt()] =
        op->getLoc();
  return sites;
}

/// Whether the last argument of `func` is a status record.
static bool hasStatusArgument(FunctionOpInterface func) {
  return func->hasAttr(kStatusAttrName) && func.getNumArguments() > 0;
}

Value lowering::getStatusArgument(Operation *op) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func || func.isExternal() || !hasStatusArgument(func))
    return {};
  return func.getArgument(func.getNumArguments() - 1);
}

/// Calls to functions with a status record pass their caller's record on.
static void passStatusAtCalls(ModuleOp module) {
  module.walk([&](func::CallOp call) {
    auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || callee.isExternal() ||
        callee.getNumArguments() == call.getNumOperands())
      return;
    if (Value status = lowering::getStatusArgument(call))
      call->insertOperands(call->getNumOperands(), status);
  });
}

void mlir::gather::addGatherStatusArguments(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto statusType = MemRefType::get({GATHER_STATUS_RECORD_SIZE},
                                    IntegerType::get(context, 64));
  module.walk([&](func::FuncOp func) {
    if (func.isExternal() || hasStatusArgument(func))
      return;
    if (succeeded(func.insertArgument(func.getNumArguments(), statusType,
                                      /*argAttrs=*/{}, func.getLoc())))
      func->setAttr(kStatusAttrName, UnitAttr::get(context));
  });
  passStatusAtCalls(module);
}

namespace {
struct GatherAddStatusArgumentsPass
    : gather::impl::GatherAddStatusArgumentsBase<GatherAddStatusArgumentsPass> {
  void runOnOperation() override {
    assignGatherSites(getOperation());
    addGatherStatusArguments(getOperation());
  }
};
} // namespace
