//===- Partition.cpp - sharding propagation and partition, checked --------===//
//
// gather-partition runs upstream's propagation and partition as nested
// pipelines and fails on every error reported meanwhile: LLVM 22's
// sharding-propagation reports a failing op without failing, and
// shard-partition crashes on what it leaves unannotated. Between the two,
// the annotations are checked.
//
//===----------------------------------------------------------------------===//

#include "ShardingSupport.h"

#include "Gather/IR/ErrorCounter.h"
#include "Gather/IR/GatherDistribution.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Shard/IR/ShardDialect.h"
#include "mlir/Dialect/Shard/IR/ShardOps.h"
#include "mlir/Dialect/Shard/Interfaces/ShardingInterface.h"
#include "mlir/Dialect/Shard/Transforms/Passes.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Pass/PassManager.h"

namespace mlir::gather {
#define GEN_PASS_DEF_GATHERPARTITION
#include "Gather/Transforms/Passes.h.inc"
} // namespace mlir::gather

using namespace mlir;
using namespace mlir::gather;

/// Whether an operand is annotated (defined by a shard.shard) and a result
/// (used by one).
static bool isAnnotatedOperand(Value value) {
  return value.getDefiningOp<shard::ShardOp>() != nullptr;
}
static bool isAnnotatedResult(Value value) {
  return llvm::any_of(value.getUsers(), [](Operation *user) {
    return isa<shard::ShardOp>(user);
  });
}

/// Which of `op`'s tensors has no sharding: "an operand", "a result" or none.
static std::optional<StringRef> findUnannotated(Operation *op) {
  auto anyMissing = [](ValueRange values,
                       function_ref<bool(Value)> isAnnotated) {
    return llvm::any_of(values, [&](Value value) {
      return isa<RankedTensorType>(value.getType()) && !isAnnotated(value);
    });
  };
  if (anyMissing(op->getOperands(), isAnnotatedOperand))
    return StringRef("an operand");
  if (anyMissing(op->getResults(), isAnnotatedResult))
    return StringRef("a result");
  return std::nullopt;
}

/// Whether `op` is a tensor constant of distinct elements, which LLVM 22's
/// shard-partition fails on without a diagnostic (its arith.constant model
/// partitions splats only).
static bool isNonSplatTensorConstant(Operation *op) {
  auto constant = dyn_cast<arith::ConstantOp>(op);
  auto elements = constant
                      ? dyn_cast<DenseIntOrFPElementsAttr>(constant.getValue())
                      : nullptr;
  return elements && !elements.isSplat();
}

/// Every op that takes part in sharding has all its tensor operands and
/// results annotated, and upstream's partition takes it.
static LogicalResult checkAnnotationsComplete(FunctionOpInterface function) {
  WalkResult walk = function.walk([](Operation *op) {
    if (isa<shard::ShardDialect>(op->getDialect()) ||
        !isa<shard::ShardingInterface>(op))
      return WalkResult::advance();
    if (isNonSplatTensorConstant(op)) {
      op->emitOpError("is a tensor constant of distinct elements, which "
                      "LLVM 22's shard-partition cannot partition: pass it "
                      "as an argument");
      return WalkResult::interrupt();
    }
    std::optional<StringRef> unannotated = findUnannotated(op);
    if (!unannotated)
      return WalkResult::advance();
    op->emitOpError("has ")
        << *unannotated
        << " without a sharding after propagation: annotate more tensors "
           "with shard.shard";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

/// The sharding of `shardOp` splits its tensor evenly, without halos or
/// explicit shard offsets: the sharding the partitions and the lowering to
/// MPI support.
static LogicalResult checkEvenSplit(shard::ShardOp shardOp,
                                    SymbolTableCollection &symbolTable) {
  shard::Sharding sharding(shardOp.getSharding());
  if (hasHalosOrShardOffsets(sharding))
    return shardOp.emitOpError("has halo sizes or sharded_dims_offsets, "
                               "which gather-partition does not support");
  shard::GridOp grid =
      shard::getGridOrNull(shardOp, sharding.getGridAttr(), symbolTable);
  auto type = dyn_cast<RankedTensorType>(shardOp.getType());
  if (!grid || !type)
    return shardOp.emitOpError("has no grid or no ranked tensor");
  for (auto [dim, axes] : llvm::enumerate(sharding.getSplitAxes())) {
    if (int64_t(dim) >= type.getRank())
      return shardOp.emitOpError("splits dimension ")
             << dim << " of a tensor of rank " << type.getRank();
    int64_t size = type.getDimSize(dim);
    int64_t parts = shard::collectiveProcessGroupSize(axes.asArrayRef(), grid);
    if (!ShapedType::isDynamic(size) && !ShapedType::isDynamic(parts) &&
        size % parts != 0)
      return shardOp.emitOpError("splits dimension ")
             << dim << " (size " << size << ") into " << parts
             << " parts, which is uneven: pad the tensor or split another "
                "dimension";
  }
  return success();
}

/// The grid axes that split dimension `dim` (none past the list's end).
static ArrayRef<shard::GridAxis> getAxes(ArrayRef<shard::GridAxesAttr> split,
                                         size_t dim) {
  return dim < split.size() ? split[dim].asArrayRef()
                            : ArrayRef<shard::GridAxis>();
}

using AxesPerDim = SmallVector<SmallVector<shard::GridAxis>>;

/// The shardings between `from` and `to` when each step changes one thing
/// LLVM 22's resharding takes on any grid: first the axes that `to` does not
/// keep are removed from the ends of their dimensions, one at a time, then
/// `to`'s further axes appended, one at a time. (On grids of more than one
/// axis it takes any other change for a 1-D one and crashes: release builds
/// do not check.)
static SmallVector<AxesPerDim>
getReshardSteps(ArrayRef<shard::GridAxesAttr> from,
                ArrayRef<shard::GridAxesAttr> to) {
  size_t rank = std::max(from.size(), to.size());
  AxesPerDim current(rank);
  for (size_t dim = 0; dim < rank; ++dim)
    current[dim] = llvm::to_vector(getAxes(from, dim));
  SmallVector<AxesPerDim> steps;
  for (size_t dim = 0; dim < rank; ++dim) {
    ArrayRef<shard::GridAxis> target = getAxes(to, dim);
    while (current[dim].size() > target.size() ||
           !llvm::equal(current[dim], target.take_front(current[dim].size()))) {
      current[dim].pop_back();
      steps.push_back(current);
    }
  }
  for (size_t dim = 0; dim < rank; ++dim) {
    ArrayRef<shard::GridAxis> target = getAxes(to, dim);
    while (current[dim].size() < target.size()) {
      current[dim].push_back(target[current[dim].size()]);
      steps.push_back(current);
    }
  }
  if (!steps.empty())
    steps.pop_back(); // `to` itself.
  return steps;
}

/// Where propagation asks for a tensor's sharding to change (a shard.shard
/// for users of one for its definition) on a grid of more than one axis,
/// annotates every intermediate sharding of getReshardSteps in between, so
/// that the partition reshards one step at a time.
static void splitReshard(shard::ShardOp target,
                         SymbolTableCollection &symbolTable) {
  auto source = target.getSrc().getDefiningOp<shard::ShardOp>();
  if (!target.getAnnotateForUsers() || !source || source.getAnnotateForUsers())
    return;
  shard::Sharding from(source.getSharding()), to(target.getSharding());
  shard::GridOp grid =
      shard::getGridOrNull(target, to.getGridAttr(), symbolTable);
  if (!grid || grid.getRank() == 1)
    return;
  OpBuilder b(target);
  Value annotated = source;
  for (const AxesPerDim &step :
       getReshardSteps(from.getSplitAxes(), to.getSplitAxes())) {
    SmallVector<shard::GridAxesAttr> axes;
    for (const SmallVector<shard::GridAxis> &dimAxes : step)
      axes.push_back(shard::GridAxesAttr::get(b.getContext(), dimAxes));
    Value sharding =
        shard::ShardingOp::create(b, target.getLoc(), to.getGridAttr(), axes);
    annotated = shard::ShardOp::create(b, target.getLoc(), annotated, sharding,
                                       /*annotate_for_users=*/true);
  }
  target.getSrcMutable().assign(annotated);
}

static LogicalResult checkAnnotations(ModuleOp module) {
  SymbolTableCollection symbolTable;
  SmallVector<shard::ShardOp> annotations;
  WalkResult walk = module.walk([&](shard::ShardOp shardOp) {
    annotations.push_back(shardOp);
    return failed(checkEvenSplit(shardOp, symbolTable))
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  for (shard::ShardOp shardOp : annotations)
    splitReshard(shardOp, symbolTable);
  for (auto function : module.getOps<FunctionOpInterface>()) {
    bool sharded =
        function.walk([](shard::ShardOp) { return WalkResult::interrupt(); })
            .wasInterrupted();
    if (sharded && failed(checkAnnotationsComplete(function)))
      return failure();
  }
  return success();
}

/// The grid axes that split each dimension of `value`'s tensor, as its
/// sharding says (none for a value without one).
static TensorSplit getSplit(Value value, shard::ShardOp annotation) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return {};
  return getTensorSplit(annotation ? shard::Sharding(annotation.getSharding())
                                   : shard::Sharding(),
                        type.getRank());
}

/// The shard.shard that says how a function argument is split: the one
/// annotating its definition, else one annotating it for its users.
static shard::ShardOp getArgumentAnnotation(BlockArgument argument) {
  shard::ShardOp found;
  for (Operation *user : argument.getUsers())
    if (auto shardOp = dyn_cast<shard::ShardOp>(user))
      if (!found || found.getAnnotateForUsers())
        found = shardOp;
  return found;
}

/// How `function`'s arguments and results are split after propagation, on
/// its one grid of static shape; nothing for a function without shardings.
static FailureOr<std::optional<Distribution>>
getPropagatedDistribution(func::FuncOp function,
                          SymbolTableCollection &symbolTable) {
  shard::GridOp grid;
  WalkResult walk = function.walk([&](shard::ShardOp shardOp) {
    shard::GridOp used = shard::getGridOrNull(
        shardOp, shard::Sharding(shardOp.getSharding()).getGridAttr(),
        symbolTable);
    if (grid && used != grid) {
      shardOp.emitOpError("uses a second grid in @")
          << function.getSymName() << ": a function is partitioned on one";
      return WalkResult::interrupt();
    }
    grid = used;
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  if (!grid || ShapedType::isDynamicShape(grid.getShape()))
    return std::optional<Distribution>();
  Distribution distribution{SmallVector<int64_t, 2>(grid.getShape()), {}, {}};
  for (BlockArgument argument : function.getArguments())
    distribution.arguments.push_back(
        getSplit(argument, getArgumentAnnotation(argument)));
  for (Operation &op : function.getBody().getOps())
    if (op.hasTrait<mlir::OpTrait::ReturnLike>())
      for (Value result : op.getOperands())
        distribution.results.push_back(
            getSplit(result, result.getDefiningOp<shard::ShardOp>()));
  return std::optional<Distribution>(std::move(distribution));
}

/// Records `distribution` on the partitioned `function`, after checking
/// that the partition gave it the local types that the distribution says
/// (of the function's `globalType`).
static LogicalResult recordDistribution(func::FuncOp function,
                                        FunctionType globalType,
                                        const Distribution &distribution) {
  auto check = [&](TypeRange global, TypeRange local,
                   ArrayRef<TensorSplit> splits,
                   StringRef what) -> LogicalResult {
    for (auto [i, globalType, localType, split] :
         llvm::enumerate(global, local, splits))
      if (distribution.getLocalType(globalType, split) != localType)
        return function.emitOpError("was partitioned into ")
               << what << " #" << i << " of type " << localType
               << ", which does not match its sharding";
    return success();
  };
  FunctionType localType = function.getFunctionType();
  if (failed(check(globalType.getInputs(), localType.getInputs(),
                   distribution.arguments, "argument")) ||
      failed(check(globalType.getResults(), localType.getResults(),
                   distribution.results, "result")))
    return failure();
  setDistribution(function, distribution);
  return success();
}

namespace {
struct GatherPartitionPass
    : gather::impl::GatherPartitionBase<GatherPartitionPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    bool sharded =
        module.walk([](shard::ShardOp) { return WalkResult::interrupt(); })
            .wasInterrupted();
    if (!sharded)
      return;
    ErrorCounter errors(&getContext());
    OpPassManager propagation(ModuleOp::getOperationName());
    propagation.addNestedPass<func::FuncOp>(shard::createShardingPropagation());
    if (failed(runPipeline(propagation, module)) || errors.anyErrors() ||
        failed(checkAnnotations(module)))
      return signalPassFailure();
    // What the tools need to call each partitioned function, read before
    // partitioning drops the annotations.
    SymbolTableCollection symbolTable;
    SmallVector<std::tuple<func::FuncOp, FunctionType, Distribution>, 1>
        records;
    for (auto function : module.getOps<func::FuncOp>()) {
      auto distribution = getPropagatedDistribution(function, symbolTable);
      if (failed(distribution))
        return signalPassFailure();
      if (*distribution)
        records.emplace_back(function, function.getFunctionType(),
                             std::move(**distribution));
    }
    OpPassManager partition(ModuleOp::getOperationName());
    partition.addNestedPass<func::FuncOp>(shard::createPartition());
    if (failed(runPipeline(partition, module)) || errors.anyErrors()) {
      if (!errors.anyErrors())
        module.emitError("upstream's shard-partition failed without a "
                         "diagnostic");
      return signalPassFailure();
    }
    for (auto &[function, globalType, distribution] : records)
      if (failed(recordDistribution(function, globalType, distribution)))
        return signalPassFailure();
  }
};
} // namespace
