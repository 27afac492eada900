//===- GatherDialect.cpp - gather dialect ---------------------------------===//

#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherDistribution.h"
#include "Gather/IR/GatherFolding.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/IR/GatherTiling.h"
#include "Gather/Runtime/Status.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::gather;

#include "Gather/IR/GatherDialect.cpp.inc"
#include "Gather/IR/GatherInterfaces.cpp.inc"

namespace {
/// The ops read their operands and write their result, with no region and
/// no symbol: a call of a function holding them inlines like one of arith
/// ops. (Their failure reports name their own locations, which the inliner
/// keeps, fused with the call's.)
struct GatherInlinerInterface : DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;

  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final {
    return true;
  }
};
} // namespace

void GatherDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Gather/IR/GatherOps.cpp.inc"
      >();
  addInterfaces<GatherInlinerInterface>();
  attachGatherTilingInterface(*getContext());
  // The sharding models live with the passes that partition
  // (registerShardingInterfaceExternalModels). Promised, a use without them
  // stops MLIR built with assertions with a message naming the missing
  // registration, as for upstream's dialects.
  declarePromisedInterfaces<shard::ShardingInterface, GatherNDOp,
                            GatherElementsOp, GatherOp, GatherBlockQuantizedOp,
                            ScatterNDOp, ScatterElementsOp>();
}

Operation *GatherDialect::materializeConstant(OpBuilder &builder,
                                              Attribute value, Type type,
                                              Location loc) {
  return arith::ConstantOp::materialize(builder, value, type, loc);
}

void GatherDialect::getCanonicalizationPatterns(
    RewritePatternSet &results) const {
  populateGatherCanonicalizationPatterns(results);
}

/// Whether `function` ends in a status record argument, memref<6xi64>. In
/// the LLVM dialect the record is lowered (to a descriptor's fields, or a
/// pointer to one in C interface wrappers) and not checked.
static bool endsInStatusRecord(FunctionOpInterface function) {
  if (isa<LLVM::LLVMFuncOp>(function))
    return true;
  ArrayRef<Type> types = function.getArgumentTypes();
  auto record = types.empty() ? nullptr : dyn_cast<MemRefType>(types.back());
  return record &&
         record.getShape() ==
             ArrayRef<int64_t>(int64_t(GATHER_STATUS_RECORD_SIZE)) &&
         record.getElementType().isSignlessInteger(64) &&
         record.getLayout().isIdentity();
}

static LogicalResult verifySiteAttr(Operation *op, Attribute value) {
  if (!reportsFailures(op))
    return op->emitOpError("has '") << GatherDialect::kSiteAttrName
                                    << "', which only gather and scatter "
                                       "ops take";
  auto site = dyn_cast<IntegerAttr>(value);
  if (!site || !site.getType().isSignlessInteger(64) ||
      site.getValue().isNegative())
    return op->emitOpError("'")
           << GatherDialect::kSiteAttrName
           << "' must be a non-negative i64 (a site id, which "
              "gather-add-status-arguments assigns), not "
           << value;
  return success();
}

static LogicalResult verifySitesAttr(Operation *op, Attribute value) {
  auto locations = dyn_cast<ArrayAttr>(value);
  if (!isa<ModuleOp>(op) || !locations ||
      !llvm::all_of(locations, llvm::IsaPred<LocationAttr>))
    return op->emitOpError("'")
           << GatherDialect::kSitesAttrName
           << "' must be an array of locations on a module (the site "
              "locations, which gather-add-status-arguments records)";
  return success();
}

static LogicalResult verifyStatusAttr(Operation *op, Attribute value) {
  auto function = dyn_cast<FunctionOpInterface>(op);
  if (!function || !isa<UnitAttr>(value))
    return op->emitOpError("'") << GatherDialect::kStatusAttrName
                                << "' must be a unit attribute of a function";
  if (!endsInStatusRecord(function))
    return op->emitOpError("is marked '")
           << GatherDialect::kStatusAttrName
           << "' but its last argument is not a status record (memref<"
           << GATHER_STATUS_RECORD_SIZE << "xi64>)";
  return success();
}

LogicalResult GatherDialect::verifyOperationAttribute(Operation *op,
                                                      NamedAttribute attr) {
  if (attr.getName() == kSiteAttrName)
    return verifySiteAttr(op, attr.getValue());
  if (attr.getName() == kSitesAttrName)
    return verifySitesAttr(op, attr.getValue());
  if (attr.getName() == kStatusAttrName)
    return verifyStatusAttr(op, attr.getValue());
  if (attr.getName() == kDistributionAttrName)
    return verifyDistributionAttr(op, attr.getValue());
  return op->emitOpError("has unknown gather attribute '")
         << attr.getName().getValue() << "'";
}
