//===- Compiler.cpp - compiling gather kernels to native code -------------===//

#include "Gather/Compiler/Compiler.h"

#include "FusedMultiplyAdds.h"
#include "KernelVariants.h"

#include "Gather/Support/TargetMachine.h"

#include "Gather/Codegen/Passes.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Conversion/ArithToLLVM/ArithToLLVM.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/ADT/ScopeExit.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Target/TargetMachine.h"

using namespace mlir;
using namespace mlir::gather;

std::optional<EmitKind> mlir::gather::getEmitKindForPath(StringRef path) {
  return llvm::StringSwitch<std::optional<EmitKind>>(
             llvm::sys::path::extension(path))
      .Case(".mlir", EmitKind::MLIR)
      .Case(".ll", EmitKind::LLVMIR)
      .Case(".s", EmitKind::Assembly)
      .Case(".o", EmitKind::Object)
      .Case(".so", EmitKind::SharedLibrary)
      .Default(std::nullopt);
}

StringRef SingleOp::getOption() const {
  switch (kind) {
  case GatherND:
    return "--gather-nd";
  case GatherElements:
    return "--gather-elements";
  case Gather:
    return "--gather";
  case ScatterND:
    return "--scatter-nd";
  case ScatterElements:
    return "--scatter-elements";
  case GatherBlockQuantized:
    return "--gather-block-quantized";
  case EmbeddingBag:
    return "--embedding-bag";
  }
  llvm_unreachable("unknown single op");
}

/// Creates `OpTy` with `properties` on `args` (its operands) and the
/// result type it infers; fails on invalid operands or attributes (the
/// builders that infer result types would abort on them).
template <typename OpTy>
static FailureOr<Value> createInferred(OpBuilder &b, Location loc,
                                       ValueRange args,
                                       typename OpTy::Properties properties) {
  SmallVector<Type> resultTypes;
  if (failed(OpTy::inferReturnTypes(b.getContext(), loc, args, {}, &properties,
                                    {}, resultTypes)))
    return failure();
  return OpTy::create(b, loc, TypeRange(resultTypes), args, properties)
      .getResult();
}

/// The single op `op` applied to `args` (data, indices[, updates]).
static FailureOr<Value> createSingleOp(OpBuilder &b, Location loc,
                                       const SingleOp &op, ValueRange args) {
  IntegerAttr batchDims = b.getI64IntegerAttr(op.batchDims);
  IntegerAttr axis = b.getI64IntegerAttr(op.axis);
  auto reduction = ScatterReductionAttr::get(b.getContext(), op.reduction);
  switch (op.kind) {
  case SingleOp::GatherND: {
    GatherNDOp::Properties properties;
    properties.setBatchDims(batchDims);
    return createInferred<GatherNDOp>(b, loc, args, properties);
  }
  case SingleOp::GatherElements: {
    GatherElementsOp::Properties properties;
    properties.setAxis(axis);
    return createInferred<GatherElementsOp>(b, loc, args, properties);
  }
  case SingleOp::Gather: {
    GatherOp::Properties properties;
    properties.setAxis(axis);
    properties.setBatchDims(batchDims);
    return createInferred<GatherOp>(b, loc, args, properties);
  }
  case SingleOp::ScatterND: {
    ScatterNDOp::Properties properties;
    properties.setReduction(reduction);
    return createInferred<ScatterNDOp>(b, loc, args, properties);
  }
  case SingleOp::ScatterElements: {
    ScatterElementsOp::Properties properties;
    properties.setReduction(reduction);
    properties.setAxis(axis);
    return createInferred<ScatterElementsOp>(b, loc, args, properties);
  }
  case SingleOp::GatherBlockQuantized: {
    GatherBlockQuantizedOp::Properties properties;
    GatherBlockQuantizedOp::populateDefaultProperties(
        OperationName(GatherBlockQuantizedOp::getOperationName(),
                      b.getContext()),
        properties);
    auto set = [&](IntegerAttr &attribute, std::optional<int64_t> value) {
      if (value)
        attribute = b.getI64IntegerAttr(*value);
    };
    set(properties.gather_axis, op.gatherAxis);
    set(properties.quantize_axis, op.quantizeAxis);
    set(properties.block_size, op.blockSize);
    set(properties.bits, op.bits);
    return createInferred<GatherBlockQuantizedOp>(b, loc, args, properties);
  }
  case SingleOp::EmbeddingBag: {
    EmbeddingBagOp::Properties properties;
    properties.setMode(EmbeddingBagModeAttr::get(b.getContext(), op.mode));
    if (op.includeLastOffset)
      properties.setIncludeLastOffset(b.getUnitAttr());
    if (op.paddingIdx)
      properties.setPaddingIdx(b.getI64IntegerAttr(*op.paddingIdx));
    properties.operandSegmentSizes = {1, 1, op.hasOffsets ? 1 : 0,
                                      op.hasPerSampleWeights ? 1 : 0};
    return createInferred<EmbeddingBagOp>(b, loc, args, properties);
  }
  }
  llvm_unreachable("unknown single op");
}

FailureOr<OwningOpRef<ModuleOp>>
mlir::gather::buildSingleOpKernel(MLIRContext *context, const SingleOp &op,
                                  StringRef name,
                                  ArrayRef<RankedTensorType> operandTypes) {
  context->loadDialect<GatherDialect, func::FuncDialect>();
  Location loc = NameLoc::get(StringAttr::get(context, op.getOption()));
  OpBuilder b(context);
  OwningOpRef<ModuleOp> module = ModuleOp::create(loc);
  b.setInsertionPointToEnd(module->getBody());
  SmallVector<Type> argumentTypes(operandTypes);
  auto func =
      func::FuncOp::create(b, loc, name, b.getFunctionType(argumentTypes, {}));
  b.setInsertionPointToStart(func.addEntryBlock());
  ValueRange args = func.getArguments();

  FailureOr<Value> result = createSingleOp(b, loc, op, args);
  if (failed(result))
    return failure();
  func::ReturnOp::create(b, loc, *result);
  func.setType(b.getFunctionType(argumentTypes, {result->getType()}));
  if (failed(verify(*module)))
    return failure();
  return module;
}

namespace {
/// What the kernels are emitted for: one CPU (and its tuning), or variants
/// behind dispatchers that run on the lowest level's CPU.
struct CodeTargets {
  std::string cpu, tune;
  SmallVector<KernelVariant> variants;
};
} // namespace

/// One CPU: `options.cpu`, the generic CPU of a target other than x86-64,
/// the baseline x86-64 for no `targetCpus`, or the one variant of
/// `targetCpus`; else the variants of `targetCpus`.
static llvm::Expected<CodeTargets> getCodeTargets(const CompileOptions &options,
                                                  const llvm::Triple &triple) {
  if (!options.cpu.empty())
    return CodeTargets{options.cpu, "", {}};
  if (triple.getArch() != llvm::Triple::x86_64)
    return CodeTargets{"generic", "", {}};
  if (options.targetCpus.empty())
    return CodeTargets{"x86-64", "", {}};
  auto variants = parseKernelVariants(options.targetCpus);
  if (!variants)
    return variants.takeError();
  if (variants->size() == 1)
    return CodeTargets{variants->front().level, variants->front().tune, {}};
  return CodeTargets{variants->front().level, "", std::move(*variants)};
}

/// Links an object file into a shared library with clang and lld; kernels
/// on OpenMP threads also get libomp (found through a run path).
static llvm::Expected<std::string> linkSharedLibrary(StringRef object,
                                                     bool openMP) {
  SmallString<128> objectPath, libraryPath;
  int objectFd;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "gather-kernel", "o", objectFd, objectPath))
    return llvm::createStringError("cannot create a temporary file: " +
                                   ec.message());
  auto removeObject =
      llvm::scope_exit([&] { llvm::sys::fs::remove(objectPath); });
  {
    llvm::raw_fd_ostream os(objectFd, /*shouldClose=*/true);
    os << object;
  }
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "gather-kernel", "so", libraryPath))
    return llvm::createStringError("cannot create a temporary file: " +
                                   ec.message());
  auto removeLibrary =
      llvm::scope_exit([&] { llvm::sys::fs::remove(libraryPath); });

  std::string clang = GATHER_CLANG_PATH;
  SmallVector<StringRef> args = {clang, "-shared",   "-fuse-ld=lld",
                                 "-o",  libraryPath, objectPath};
  if (openMP)
    args.append({"-L" GATHER_OPENMP_LIBRARY_DIR,
                 "-Wl,-rpath," GATHER_OPENMP_LIBRARY_DIR, "-lomp"});
  std::string message;
  int status =
      llvm::sys::ExecuteAndWait(clang, args, std::nullopt, {}, 0, 0, &message);
  if (status != 0)
    return llvm::createStringError("linking the shared library with " + clang +
                                   " failed" +
                                   (message.empty() ? "" : ": " + message));
  auto library = llvm::MemoryBuffer::getFile(libraryPath);
  if (!library)
    return llvm::createStringError("cannot read the linked library: " +
                                   library.getError().message());
  return (*library)->getBuffer().str();
}

/// Lowers `module` to the LLVM dialect with the C entry points of its
/// kernels.
static llvm::Expected<SmallVector<KernelSignature>>
lowerWithEntryPoints(ModuleOp module,
                     const GatherToLLVMPipelineOptions &options) {
  // A sharded module's functions take their C interface as partitioned:
  // each process passes its blocks.
  PassManager partition(module.getContext());
  partition.addPass(createGatherPartition());
  if (failed(partition.run(module)))
    return llvm::createStringError("partitioning the sharded module failed");
  FailureOr<SmallVector<KernelSignature>> kernels = prepareCInterface(module);
  if (failed(kernels))
    return llvm::createStringError("stopped after the errors above");
  PassManager pm(module.getContext());
  auto reportAtModule = [&](const llvm::Twine &message) {
    return emitError(module.getLoc()) << message;
  };
  if (failed(buildGatherToLLVMPipeline(pm, options, reportAtModule)) ||
      failed(pm.run(module)))
    return llvm::createStringError("lowering to LLVM failed");
  if (failed(addCEntryPoints(module, *kernels)))
    return llvm::createStringError("adding the C entry points failed");
  // The entry points' size checks are arith ops. The entry points told the
  // kernels that results overlap nothing: keep that for the loops OpenMP
  // outlines.
  PassManager finish(module.getContext());
  finish.addPass(createArithToLLVMConversionPass());
  finish.addNestedPass<LLVM::LLVMFuncOp>(codegen::createGatherNoAliasScopes());
  if (failed(finish.run(module)))
    return llvm::createStringError("finishing the C entry points failed");
  return std::move(*kernels);
}

/// `module` (in the LLVM dialect) as optimised LLVM IR for `machine` (and
/// `targets.tune`), which is recorded in the IR too, so that emitted .ll
/// files keep it; with `targets.variants`, as those variants behind
/// dispatchers built for `machine`.
static llvm::Expected<std::unique_ptr<llvm::Module>>
translateAndOptimize(ModuleOp module, llvm::LLVMContext &llvmContext,
                     llvm::TargetMachine &machine, unsigned optLevel,
                     const CodeTargets &targets, StringRef features) {
  MLIRContext *context = module.getContext();
  registerBuiltinDialectTranslation(*context);
  registerLLVMDialectTranslation(*context);
  registerOpenMPDialectTranslation(*context);
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, "gather-kernels");
  if (!llvmModule)
    return llvm::createStringError("translation to LLVM IR failed");
  llvmModule->setDataLayout(machine.createDataLayout());
  llvmModule->setTargetTriple(machine.getTargetTriple());
  if (!targets.variants.empty() &&
      failed(emitKernelVariants(*llvmModule, targets.variants, features)))
    return llvm::createStringError("linking the kernel variants failed");
  for (llvm::Function &function : *llvmModule) {
    if (function.isDeclaration() || function.hasFnAttribute("target-cpu"))
      continue;
    function.addFnAttr("target-cpu", machine.getTargetCPU());
    if (!targets.tune.empty())
      function.addFnAttr("tune-cpu", targets.tune);
    if (!machine.getTargetFeatureString().empty())
      function.addFnAttr("target-features", machine.getTargetFeatureString());
  }
  expandFmaWithoutHardware(*llvmModule, machine);
  if (llvm::Error error = makeOptimizingTransformer(optLevel, /*sizeLevel=*/0,
                                                    &machine)(llvmModule.get()))
    return std::move(error);
  return llvmModule;
}

/// Assembly or an object file of `llvmModule`.
static llvm::Expected<SmallString<0>> generateCode(llvm::Module &llvmModule,
                                                   llvm::TargetMachine &machine,
                                                   bool assembly) {
  SmallString<0> code;
  llvm::raw_svector_ostream codeStream(code);
  llvm::legacy::PassManager codegen;
  if (machine.addPassesToEmitFile(codegen, codeStream, nullptr,
                                  assembly ? llvm::CodeGenFileType::AssemblyFile
                                           : llvm::CodeGenFileType::ObjectFile))
    return llvm::createStringError("the target cannot emit this kind of file");
  codegen.run(llvmModule);
  return code;
}

llvm::Expected<CompiledKernels>
mlir::gather::compileKernels(ModuleOp module, const CompileOptions &options) {
  const OutOfBoundsPolicyTraits &policy =
      getTraits(options.pipeline.onOutOfBounds);
  if (!policy.isCompilable())
    return llvm::createStringError(
        "--on-out-of-bounds=" + policy.name +
        " is for compilers that lower gathers in their own functions; "
        "compiled kernels report failures through their status result (use " +
        getCompilablePolicyNames() + ")");
  auto kernels = lowerWithEntryPoints(module, options.pipeline);
  if (!kernels)
    return kernels.takeError();
  CompiledKernels compiled;
  compiled.kernels = std::move(*kernels);
  llvm::raw_string_ostream os(compiled.bytes);
  if (options.emit == EmitKind::MLIR) {
    module.print(os);
    return compiled;
  }
  llvm::Triple triple = getHostTriple();
  auto targets = getCodeTargets(options, triple);
  if (!targets)
    return targets.takeError();
  auto machine = createTargetMachine(triple, targets->cpu, options.features,
                                     options.optLevel);
  if (!machine)
    return machine.takeError();
  llvm::LLVMContext llvmContext;
  auto llvmModule =
      translateAndOptimize(module, llvmContext, **machine, options.optLevel,
                           *targets, options.features);
  if (!llvmModule)
    return llvmModule.takeError();
  if (options.emit == EmitKind::LLVMIR) {
    (*llvmModule)->print(os, nullptr);
    return compiled;
  }
  auto code =
      generateCode(**llvmModule, **machine, options.emit == EmitKind::Assembly);
  if (!code)
    return code.takeError();
  if (options.emit != EmitKind::SharedLibrary) {
    os << *code;
    return compiled;
  }
  auto library = linkSharedLibrary(*code, options.pipeline.parallel);
  if (!library)
    return library.takeError();
  os << *library;
  return compiled;
}
