//===- StatusArguments.cpp - the error ABI of lowered functions -----------===//
//
// Lowered gathers report failures into a status record (Gather/Runtime/
// Status.h), which every function that reaches a gather takes as its last
// argument. gather-add-status-arguments numbers the gather ops (the
// record's `site`) and adds the arguments, before convert-gather-to-linalg
// runs on each function.
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

void mlir::gather::numberGatherSites(ModuleOp module) {
  SmallVector<Attribute> sites;
  Type i64 = IntegerType::get(module.getContext(), 64);
  module.walk([&](Operation *op) {
    if (!reportsFailures(op))
      return;
    op->setAttr(GatherDialect::kSiteAttrName,
                IntegerAttr::get(i64, sites.size()));
    sites.push_back(op->getLoc());
  });
  module->setAttr(GatherDialect::kSitesAttrName,
                  ArrayAttr::get(module.getContext(), sites));
}

SmallVector<Location> mlir::gather::getGatherSites(ModuleOp module) {
  auto sites = module->getAttrOfType<ArrayAttr>(GatherDialect::kSitesAttrName);
  if (!sites)
    return {};
  return llvm::map_to_vector(sites.getAsRange<LocationAttr>(),
                             [](LocationAttr site) { return Location(site); });
}

/// Whether the last argument of `func` is a status record (the dialect's
/// attribute verifier checks what the mark promises).
static bool hasStatusArgument(FunctionOpInterface func) {
  return func->hasAttr(GatherDialect::kStatusAttrName);
}

Value lowering::getStatusArgument(Operation *op) {
  auto func = op->getParentOfType<FunctionOpInterface>();
  if (!func || func.isExternal() || !hasStatusArgument(func))
    return {};
  return func.getArgument(func.getNumArguments() - 1);
}

/// The functions that reach a gather or scatter op: that contain one, already
/// take a status record, or call (directly) a function that does.
static llvm::SetVector<func::FuncOp>
findFunctionsReachingGathers(ModuleOp module, const SymbolUserMap &users) {
  llvm::SetVector<func::FuncOp> reaching;
  module.walk([&](func::FuncOp func) {
    if (hasStatusArgument(func))
      reaching.insert(func);
  });
  module.walk([&](Operation *op) {
    if (reportsFailures(op))
      if (auto func = op->getParentOfType<func::FuncOp>())
        reaching.insert(func);
  });
  // The set grows while it is walked: callers of each member join it.
  for (size_t i = 0; i < reaching.size(); ++i)
    for (Operation *user : users.getUsers(reaching[i]))
      if (isa<func::CallOp>(user))
        if (auto caller = user->getParentOfType<func::FuncOp>())
          reaching.insert(caller);
  return reaching;
}

/// Fails with a diagnostic at each use of `func`'s symbol other than a
/// direct call: such a caller could not pass the record.
static LogicalResult checkOnlyCalledDirectly(func::FuncOp func,
                                             const SymbolUserMap &users) {
  LogicalResult result = success();
  for (Operation *user : users.getUsers(func)) {
    if (isa<func::CallOp>(user))
      continue;
    user->emitOpError("refers to @")
        << func.getSymName()
        << ", which reaches a gather op and so takes a status record as its "
           "last argument; only func.call can pass it one";
    result = failure();
  }
  return result;
}

/// Calls to functions with a status record pass their caller's record on.
static void passStatusAtCalls(ModuleOp module, SymbolTableCollection &symbols) {
  module.walk([&](func::CallOp call) {
    auto callee = symbols.lookupNearestSymbolFrom<func::FuncOp>(
        call, call.getCalleeAttr());
    if (!callee || !hasStatusArgument(callee) ||
        callee.getNumArguments() == call.getNumOperands())
      return;
    if (Value status = lowering::getStatusArgument(call))
      call->insertOperands(call->getNumOperands(), status);
  });
}

LogicalResult mlir::gather::addGatherStatusArguments(ModuleOp module) {
  MLIRContext *context = module.getContext();
  auto statusType = MemRefType::get({GATHER_STATUS_RECORD_SIZE},
                                    IntegerType::get(context, 64));
  SymbolTableCollection symbols;
  SymbolUserMap users(symbols, module);
  llvm::SetVector<func::FuncOp> reaching =
      findFunctionsReachingGathers(module, users);
  for (func::FuncOp func : reaching)
    if (failed(checkOnlyCalledDirectly(func, users)))
      return failure();
  for (func::FuncOp func : reaching) {
    if (hasStatusArgument(func))
      continue;
    if (failed(func.insertArgument(func.getNumArguments(), statusType,
                                   /*argAttrs=*/{}, func.getLoc())))
      return failure();
    func->setAttr(GatherDialect::kStatusAttrName, UnitAttr::get(context));
  }
  passStatusAtCalls(module, symbols);
  return success();
}

namespace {
struct GatherAddStatusArgumentsPass
    : gather::impl::GatherAddStatusArgumentsBase<GatherAddStatusArgumentsPass> {
  void runOnOperation() override {
    numberGatherSites(getOperation());
    if (failed(addGatherStatusArguments(getOperation())))
      signalPassFailure();
  }
};
} // namespace
