//===- CInterface.cpp - preparing functions for the C ABI -----------------===//
//
// Before lowering: checks that each public function can be a C entry point,
// moves it aside as an internal kernel that writes its results into
// destination buffers, and derives the function computing its result shapes.
//
//===----------------------------------------------------------------------===//

#include "Gather/Compiler/CInterface.h"

#include "Gather/Compiler/CNames.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/IR/GatherSizes.h"

#include "Gather/Support/ElementTypes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/MemRef/Transforms/Transforms.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Iterators.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::gather;

/// Prefixes of the internal functions behind an entry point NAME.
static constexpr StringLiteral kKernelPrefix = "__gather_kernel_";
static constexpr StringLiteral kShapesPrefix = "__gather_shapes_";
static constexpr StringLiteral kCalleePrefix = "__gather_callee_";

bool KernelSignature::hasStaticShapes() const {
  auto isStatic = [](RankedTensorType type) { return type.hasStaticShape(); };
  return llvm::all_of(arguments, isStatic) && llvm::all_of(results, isStatic);
}

std::string KernelSignature::getKernelSymbol() const {
  return (kKernelPrefix + name).str();
}

std::string KernelSignature::getShapesSymbol() const {
  return (kShapesPrefix + name).str();
}

std::string KernelSignature::getResultShapesEntry() const {
  return name + "_result_shapes";
}

FailureOr<StringRef> mlir::gather::getCElementType(Type type) {
  if (const ElementTypeInfo *info = lookupElementType(type))
    return StringRef(info->cType);
  return failure();
}

//===----------------------------------------------------------------------===//
// Before lowering
//===----------------------------------------------------------------------===//

/// Collects the tensor types of `types`, or reports the first that the C ABI
/// cannot pass.
static LogicalResult
collectTensorTypes(func::FuncOp func, TypeRange types, StringRef what,
                   SmallVectorImpl<RankedTensorType> &into) {
  for (auto [i, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || failed(getCElementType(tensor.getElementType())))
      return func.emitError()
             << what << " #" << i << " of @" << func.getSymName()
             << " has type " << type
             << "; C kernels take ranked tensors of numeric element types";
    if (isStoredTwoPerByte(tensor.getElementType()) &&
        (what != "argument" || !tensor.hasStaticShape()))
      return func.emitError()
             << what << " #" << i << " of @" << func.getSymName()
             << " has type " << type
             << "; C kernels take 4-bit tensors as arguments of static shape "
                "only (their packed bytes do not give the shape)";
    into.push_back(tensor);
  }
  return success();
}

/// A function returning every result dimension of `kernel` (as `index`),
/// computed from the argument shapes alone: the result tensors' `tensor.dim`s
/// are resolved through reifyResultShapes, after which the tensor
/// computation is dead. Fails if a result shape depends on tensor contents.
static LogicalResult createShapesFunction(func::FuncOp kernel,
                                          const KernelSignature &signature) {
  StringRef name = signature.name;
  auto shapes = cast<func::FuncOp>(kernel->clone());
  shapes.setSymName(signature.getShapesSymbol());
  SymbolTable(kernel->getParentOp()).insert(shapes);

  SmallVector<Type> indexTypes;
  for (Type type : kernel.getResultTypes())
    indexTypes.append(cast<RankedTensorType>(type).getRank(),
                      IndexType::get(kernel.getContext()));
  shapes.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    SmallVector<Value> sizes;
    for (Value result : ret.getOperands())
      for (int64_t d = 0,
                   e = cast<RankedTensorType>(result.getType()).getRank();
           d < e; ++d)
        sizes.push_back(tensor::DimOp::create(b, ret.getLoc(), result, d));
    func::ReturnOp::create(b, ret.getLoc(), sizes);
    ret.erase();
  });
  shapes.setType(FunctionType::get(kernel.getContext(),
                                   kernel.getArgumentTypes(), indexTypes));

  RewritePatternSet patterns(kernel.getContext());
  memref::populateResolveRankedShapedTypeResultDimsPatterns(patterns);
  tensor::DimOp::getCanonicalizationPatterns(patterns, kernel.getContext());
  FrozenRewritePatternSet frozen(std::move(patterns));
  (void)applyPatternsGreedily(shapes, frozen);
  // A gather that may fail stays for its checks (its memory effect); those
  // are the kernel's: here the unused ones go (users before the gathers
  // they read), and what only they read.
  shapes.walk<WalkOrder::PostOrder, ReverseIterator>([](Operation *op) {
    if (gather::reportsFailures(op) && op->use_empty())
      op->erase();
  });
  (void)applyPatternsGreedily(shapes, frozen);

  Operation *dataDependent = nullptr;
  shapes.walk([&](Operation *op) {
    if (isa<func::FuncOp, func::ReturnOp, tensor::DimOp, affine::AffineApplyOp>(
            op) ||
        op->getDialect() == op->getContext()->getLoadedDialect("arith"))
      return WalkResult::advance();
    dataDependent = op;
    return WalkResult::interrupt();
  });
  if (!dataDependent)
    return success();
  // The diagnostic names the op, which lives in `shapes`: report, then erase.
  InFlightDiagnostic diagnostic =
      kernel.emitError()
      << "@" << name
      << " has dynamic shapes, but its result shapes cannot be derived from "
         "its argument shapes ('"
      << dataDependent->getName() << "' is in the way)";
  shapes.erase();
  return diagnostic;
}

/// Per result of `func`, the argument whose buffer the caller may pass as
/// the result's too: the `data` of the scatter returned there, if nothing
/// else reads that argument or the scatter's result. Only where that
/// scatter is the one op of `func` that may fail, and nothing is called: a
/// failing kernel then fails in the scatter, which checks everything
/// before it writes, so the shared buffer keeps `data`.
static SmallVector<std::optional<unsigned>, 2>
getInPlaceArguments(func::FuncOp func) {
  SmallVector<std::optional<unsigned>, 2> arguments(func.getNumResults());
  if (!func.getBody().hasOneBlock())
    return arguments;
  int64_t mayFail = 0;
  WalkResult calls = func.walk([&](Operation *op) {
    mayFail += reportsFailures(op);
    return isa<CallOpInterface>(op) ? WalkResult::interrupt()
                                    : WalkResult::advance();
  });
  if (calls.wasInterrupted() || mayFail != 1)
    return arguments;
  Block &body = func.getBody().front();
  for (auto [result, returned] :
       llvm::enumerate(body.getTerminator()->getOperands())) {
    auto scatter = returned.getDefiningOp<ScatterOpInterface>();
    if (!scatter || !returned.hasOneUse())
      continue;
    auto data = dyn_cast<BlockArgument>(scatter.getData());
    if (data && data.getOwner() == &body && data.hasOneUse())
      arguments[result] = data.getArgNumber();
  }
  return arguments;
}

/// Makes the scatter that writes `destination` start from it: the kernel
/// copies argument `argument` (its `data`, now passed as a memref) into the
/// destination unless the caller passed the same buffer for both, and the
/// scatter updates the destination, which one-shot bufferization does in
/// place. A KV-cache row update then costs the row, not the cache.
static void startFromDestination(func::FuncOp kernel, unsigned argument,
                                 Value destination) {
  MLIRContext *context = kernel.getContext();
  context->loadDialect<memref::MemRefDialect, scf::SCFDialect>();
  BlockArgument data = kernel.getArgument(argument);
  Location loc = data.getLoc();
  auto buffer = cast<MemRefType>(destination.getType());
  OpBuilder b = OpBuilder::atBlockBegin(&kernel.getBody().front());
  auto start = bufferization::ToTensorOp::create(
      b, loc, cast<RankedTensorType>(data.getType()), destination,
      /*restrict=*/true, /*writable=*/true);
  data.replaceAllUsesWith(start);
  data.setType(buffer);
  kernel.removeArgAttr(argument,
                       bufferization::BufferizationDialect::kWritableAttrName);

  b.setInsertionPoint(start);
  auto pointer = [&](Value memref) -> Value {
    return memref::ExtractAlignedPointerAsIndexOp::create(b, loc, memref);
  };
  Value distinct = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne,
                                         pointer(data), pointer(destination));
  auto ifDistinct = scf::IfOp::create(b, loc, distinct, /*withElse=*/false);
  b.setInsertionPointToStart(ifDistinct.thenBlock());
  memref::CopyOp::create(b, loc, data, destination);
}

/// Turns `kernel` into destination-passing style: every result becomes a
/// trailing memref argument (the caller's buffer) that the returned tensor
/// is materialized in. Empty-tensor elimination and one-shot bufferization
/// then compute the results in place, so nothing is allocated and copied;
/// an in-place result starts from its argument (startFromDestination).
static LogicalResult
writeResultsToDestinations(func::FuncOp kernel,
                           const KernelSignature &signature) {
  MLIRContext *context = kernel.getContext();
  SmallVector<Value> destinations;
  for (Type type : kernel.getResultTypes()) {
    auto tensor = cast<RankedTensorType>(type);
    Type memref = MemRefType::get(tensor.getShape(), tensor.getElementType());
    unsigned position = kernel.getNumArguments();
    if (failed(kernel.insertArgument(position, memref, {}, kernel.getLoc())))
      return kernel.emitError("cannot add a destination argument");
    destinations.push_back(kernel.getArgument(position));
  }
  for (auto [argument, destination] :
       llvm::zip_equal(signature.inPlaceArguments, destinations))
    if (argument)
      startFromDestination(kernel, *argument, destination);
  kernel.walk([&](func::ReturnOp ret) {
    OpBuilder b(ret);
    for (auto [value, destination] :
         llvm::zip_equal(ret.getOperands(), destinations)) {
      auto materialize = bufferization::MaterializeInDestinationOp::create(
          b, ret.getLoc(), value, destination);
      materialize.setRestrict(true);
      materialize.setWritable(true);
    }
    func::ReturnOp::create(b, ret.getLoc());
    ret.erase();
  });
  kernel.setType(
      FunctionType::get(context, kernel.front().getArgumentTypes(), {}));
  return success();
}

/// Checks that the C names of `kernel`'s entries can be declared in a header
/// that C and C++ programs include (CNames.h).
static LogicalResult checkEntryNames(func::FuncOp func,
                                     const KernelSignature &kernel) {
  std::string problem = whyNotAnEntryName(kernel.name);
  if (!problem.empty())
    return func.emitError() << "@" << kernel.name << " " << problem
                            << ", so it cannot name a C entry point";
  if (kernel.hasStaticShapes())
    return success();
  std::string shapesEntry = kernel.getResultShapesEntry();
  problem = whyNotAnEntryName(shapesEntry);
  if (!problem.empty())
    return func.emitError() << "the result shapes entry of @" << kernel.name
                            << ", " << shapesEntry << ", " << problem;
  return success();
}

/// The signatures of the `exported` functions, or a located error for the
/// first that cannot be a C entry point.
static FailureOr<SmallVector<KernelSignature>>
collectSignatures(MutableArrayRef<func::FuncOp> exported) {
  SmallVector<KernelSignature> kernels;
  for (func::FuncOp func : exported) {
    KernelSignature kernel;
    kernel.name = func.getSymName().str();
    if (failed(collectTensorTypes(func, func.getArgumentTypes(), "argument",
                                  kernel.arguments)) ||
        failed(collectTensorTypes(func, func.getResultTypes(), "result",
                                  kernel.results)))
      return failure();
    if (failed(checkEntryNames(func, kernel)))
      return failure();
    kernel.distribution = getDistribution(func);
    if (kernel.distribution && !kernel.hasStaticShapes())
      return func.emitError("a partitioned function needs static shapes to "
                            "be compiled: the C entry of each process takes "
                            "its blocks, whose sizes the header states");
    kernel.inPlaceArguments =
        kernel.distribution
            ? SmallVector<std::optional<unsigned>, 2>(kernel.results.size())
            : getInPlaceArguments(func);
    kernels.push_back(std::move(kernel));
  }
  for (const KernelSignature &kernel : kernels) {
    if (kernel.hasStaticShapes())
      continue;
    std::string shapesName = kernel.getResultShapesEntry();
    for (auto [func, other] : llvm::zip_equal(exported, kernels))
      if (other.name == shapesName)
        return func.emitError()
               << "@" << shapesName << " would clash with the result shapes "
               << "entry of @" << kernel.name;
  }
  return kernels;
}

/// Moves `func` aside for the entry point `kernel.name`: a private kernel
/// with read-only arguments that writes its results into destinations,
/// plus its shapes function for dynamic shapes. Calls from other functions
/// keep a value-returning copy.
static LogicalResult prepareKernel(ModuleOp module, func::FuncOp func,
                                   const KernelSignature &kernel) {
  MLIRContext *context = module.getContext();
  bool called = !SymbolTable::symbolKnownUseEmpty(func, module);
  auto valueName =
      StringAttr::get(context, called ? (kCalleePrefix + kernel.name).str()
                                      : kernel.getKernelSymbol());
  if (failed(SymbolTable::replaceAllSymbolUses(func, valueName, module)))
    return func.emitError("cannot rename @") << kernel.name;
  func.setSymNameAttr(valueName);
  func.setPrivate();
  // `const T *` arguments: bufferization must never write into them.
  for (unsigned i = 0; i < func.getNumArguments(); ++i)
    func.setArgAttr(i, bufferization::BufferizationDialect::kWritableAttrName,
                    BoolAttr::get(context, false));
  if (!kernel.hasStaticShapes() && failed(createShapesFunction(func, kernel)))
    return failure();
  func::FuncOp destinationKernel = func;
  if (called) {
    destinationKernel = cast<func::FuncOp>(func->clone());
    destinationKernel.setSymName(kernel.getKernelSymbol());
    SymbolTable(module).insert(destinationKernel);
  }
  return writeResultsToDestinations(destinationKernel, kernel);
}

FailureOr<SmallVector<KernelSignature>>
mlir::gather::prepareCInterface(ModuleOp module) {
  SmallVector<func::FuncOp> exported;
  for (auto func : module.getOps<func::FuncOp>())
    if (func.isPublic() && !func.isExternal())
      exported.push_back(func);
  if (exported.empty())
    return module.emitError("no public function with a body to compile");
  FailureOr<SmallVector<KernelSignature>> kernels = collectSignatures(exported);
  if (failed(kernels))
    return failure();
  module.getContext()->getOrLoadDialect<bufferization::BufferizationDialect>();
  for (auto [func, kernel] : llvm::zip_equal(exported, *kernels))
    if (failed(prepareKernel(module, func, kernel)))
      return failure();
  return kernels;
}
