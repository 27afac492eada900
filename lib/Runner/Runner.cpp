//===- Runner.cpp - JIT-compiling and running gather kernels --------------===//

#include "Gather/Runner/Runner.h"

#include "Gather/Conversion/GatherToLinalg/GatherToLinalg.h"
#include "Gather/Conversion/ShardToMPI/ShardToMPI.h"
#include "Gather/IR/GatherDialect.h"
#include "Gather/IR/GatherSizes.h"
#include "Gather/Runtime/FailureMessages.h"
#include "Gather/Runtime/Status.h"
#include "Gather/Support/ElementTypes.h"
#include "Gather/Support/TargetMachine.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Transforms/Passes.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>

using namespace mlir;
using namespace mlir::gather;

static std::string describeType(Type type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << type;
  return text;
}

/// The .npy dtype of `type`, if gather-run exchanges it.
static std::optional<npy::DType> getNpyDType(Type type) {
  if (const ElementTypeInfo *info = lookupElementType(type))
    return info->npyType;
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Text output
//===----------------------------------------------------------------------===//

/// Prints the element at `data` of type `type`.
static void printElement(llvm::raw_ostream &os, Type type, const char *data) {
  auto printFloat = [&](const llvm::fltSemantics &semantics, unsigned bits) {
    uint64_t raw = 0;
    std::memcpy(&raw, data, bits / 8);
    llvm::APFloat value(semantics, llvm::APInt(bits, raw));
    SmallString<32> text;
    value.toString(text);
    os << text;
  };
  if (auto complex = dyn_cast<ComplexType>(type)) {
    unsigned partBytes = complex.getElementType().getIntOrFloatBitWidth() / 8;
    os << "(";
    printElement(os, complex.getElementType(), data);
    os << ", ";
    printElement(os, complex.getElementType(), data + partBytes);
    os << ")";
    return;
  }
  if (auto floatType = dyn_cast<FloatType>(type))
    return printFloat(floatType.getFloatSemantics(), floatType.getWidth());
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (width == 1) {
    os << (*data ? "true" : "false");
    return;
  }
  uint64_t raw = 0;
  std::memcpy(&raw, data, width / 8);
  llvm::APInt value(width, raw);
  if (type.isUnsignedInteger())
    os << value.getZExtValue();
  else
    os << value.getSExtValue();
}

std::string mlir::gather::formatTensor(const npy::Array &array,
                                       RankedTensorType type) {
  std::string text;
  llvm::raw_string_ostream os(text);
  Type elementType = type.getElementType();
  size_t elementSize = npy::getElementSize(array.dtype);
  int64_t rank = array.shape.size();
  // Walks the array in row-major order, opening and closing brackets as the
  // multi-index rolls over.
  std::function<void(int64_t, int64_t)> print = [&](int64_t dim,
                                                    int64_t offset) {
    if (dim == rank) {
      printElement(os, elementType, array.data.data() + offset * elementSize);
      return;
    }
    int64_t stride = 1;
    for (int64_t d = dim + 1; d < rank; ++d)
      stride *= array.shape[d];
    os << "[";
    for (int64_t i = 0; i < array.shape[dim]; ++i) {
      if (i)
        os << ", ";
      print(dim + 1, offset + i * stride);
    }
    os << "]";
  };
  print(0, 0);
  return text;
}

//===----------------------------------------------------------------------===//
// Compilation
//===----------------------------------------------------------------------===//

JitKernel::~JitKernel() = default;

/// Collects the tensor types of `types` into `into`, or says why gather-run
/// cannot bind one.
static llvm::Error collectTensorTypes(StringRef entry, TypeRange types,
                                      StringRef what,
                                      SmallVectorImpl<RankedTensorType> &into) {
  for (auto [i, type] : llvm::enumerate(types)) {
    auto tensor = dyn_cast<RankedTensorType>(type);
    if (!tensor || !getNpyDType(tensor.getElementType()))
      return llvm::createStringError(
          "@" + entry + "'s " + what + " #" + llvm::Twine(i) + " has type " +
          describeType(type) +
          "; gather-run binds ranked tensors of .npy element "
          "types only");
    if (isStoredTwoPerByte(tensor.getElementType()) &&
        (what != "argument" || !tensor.hasStaticShape()))
      return llvm::createStringError(
          "@" + entry + "'s " + what + " #" + llvm::Twine(i) + " has type " +
          describeType(type) + "; gather-run " +
          (what == "argument" ? "binds 4-bit tensors of static shape only"
                              : "returns no 4-bit tensors") +
          " (their packed bytes do not give the shape)");
    into.push_back(tensor);
  }
  return llvm::Error::success();
}

/// Lowers what `entry` needs of `module` to the LLVM dialect, with a C
/// interface wrapper (`_mlir_ciface_NAME`) for the entry alone. Other
/// functions may use what this tool cannot lower or link (unranked tensors,
/// external declarations): they become private, and unused ones go.
static LogicalResult lowerForJit(ModuleOp module, func::FuncOp entry,
                                 const GatherToLLVMPipelineOptions &options) {
  module.walk([&](func::FuncOp other) {
    if (other != entry && !other.isPrivate())
      other.setPrivate();
  });
  entry->setAttr(LLVM::LLVMDialect::getEmitCWrapperAttrName(),
                 UnitAttr::get(module.getContext()));
  PassManager prune(module.getContext());
  prune.addPass(createSymbolDCEPass());
  if (failed(prune.run(module)))
    return failure();
  PassManager pm(module.getContext());
  auto reportAtModule = [&](const llvm::Twine &message) {
    return emitError(module.getLoc()) << message;
  };
  if (failed(buildGatherToLLVMPipeline(pm, options, reportAtModule)))
    return failure();
  return pm.run(module);
}

/// A JIT of the lowered `module` for `target`. Kernels on OpenMP threads
/// call libomp; under the assert policy, failures print through MLIR's C
/// runner utils.
static llvm::Expected<std::unique_ptr<ExecutionEngine>>
createEngine(ModuleOp module, const GatherToLLVMPipelineOptions &options,
             const JitTarget &target) {
  auto machine = createTargetMachine(getHostTriple(), target.cpu, "",
                                     /*optLevel=*/2, CodeUse::Jit);
  if (!machine)
    return machine.takeError();
  if (llvm::Error error = checkHostRuns(**machine))
    return std::move(error);
  registerBuiltinDialectTranslation(*module.getContext());
  registerLLVMDialectTranslation(*module.getContext());
  registerOpenMPDialectTranslation(*module.getContext());
  ExecutionEngineOptions engineOptions;
  engineOptions.jitCodeGenOptLevel = llvm::CodeGenOptLevel::Default;
  SmallVector<StringRef> libraries;
  if (options.parallel)
    libraries.push_back(GATHER_OPENMP_LIBRARY);
  if (getTraits(options.onOutOfBounds).needsRunnerUtils())
    libraries.push_back(GATHER_C_RUNNER_UTILS_LIBRARY);
  engineOptions.sharedLibPaths = libraries;
  // The options hold a reference to the transformer: it lives until the
  // engine has been created.
  std::function<llvm::Error(llvm::Module *)> optimize;
  if (target.optLevel > 0) {
    optimize = makeOptimizingTransformer(target.optLevel, /*sizeLevel=*/0,
                                         machine->get());
    engineOptions.transformer = optimize;
  }
  return ExecutionEngine::create(module, engineOptions, std::move(*machine));
}

llvm::Expected<std::unique_ptr<JitKernel>>
JitKernel::compile(OwningOpRef<ModuleOp> module, StringRef entry,
                   const GatherToLLVMPipelineOptions &options,
                   const JitTarget &target) {
  auto func = module->lookupSymbol<func::FuncOp>(entry);
  if (!func)
    return llvm::createStringError("no function @" + entry + " in the module");
  if (func.isExternal())
    return llvm::createStringError("@" + entry +
                                   " is a declaration without a body");

  std::unique_ptr<JitKernel> kernel(new JitKernel());
  kernel->entry = entry.str();
  if (llvm::Error error = collectTensorTypes(entry, func.getArgumentTypes(),
                                             "argument", kernel->arguments))
    return std::move(error);
  if (llvm::Error error = collectTensorTypes(entry, func.getResultTypes(),
                                             "result", kernel->results))
    return std::move(error);

  if (failed(lowerForJit(*module, func, options)))
    return llvm::createStringError("lowering @" + entry + " to LLVM failed");
  kernel->sites = getGatherSites(*module);
  kernel->mpiImplementation = gather::getMPIImplementation(*module).str();
  // A partitioned function takes and returns each process's blocks.
  kernel->distribution = gather::getDistribution(module->lookupSymbol(entry));
  if (const std::optional<Distribution> &distribution = kernel->distribution) {
    if (distribution->arguments.size() != kernel->arguments.size() ||
        distribution->results.size() != kernel->results.size())
      return llvm::createStringError("@" + entry +
                                     "'s distribution does not match its "
                                     "signature");
    for (auto [type, split] :
         llvm::zip(kernel->arguments, distribution->arguments))
      type = cast<RankedTensorType>(distribution->getLocalType(type, split));
    for (auto [type, split] : llvm::zip(kernel->results, distribution->results))
      type = cast<RankedTensorType>(distribution->getLocalType(type, split));
  }
  // Only functions that reach a gather take a status record.
  kernel->takesStatus =
      module->lookupSymbol(entry)->hasAttr(GatherDialect::kStatusAttrName);
  auto engine = createEngine(*module, options, target);
  if (!engine)
    return engine.takeError();
  kernel->engine = std::move(*engine);
  return kernel;
}

//===----------------------------------------------------------------------===//
// Running
//===----------------------------------------------------------------------===//

namespace {
/// A ranked memref descriptor as the C interface passes it:
/// {allocated, aligned, offset, sizes[rank], strides[rank]}, all 8 bytes.
class MemRefDescriptor {
public:
  MemRefDescriptor(void *data, ArrayRef<int64_t> shape)
      : words(3 + 2 * shape.size()) {
    words[0] = words[1] = reinterpret_cast<intptr_t>(data);
    int64_t stride = 1;
    for (int64_t d = shape.size() - 1; d >= 0; --d) {
      words[3 + d] = shape[d];
      words[3 + shape.size() + d] = stride;
      stride *= shape[d];
    }
  }
  void *get() { return words.data(); }

private:
  std::vector<int64_t> words;
};

/// Reads the result descriptor at `words` of rank `rank`.
struct ResultView {
  void *allocated;
  const char *aligned;
  int64_t offset;
  ArrayRef<int64_t> sizes, strides;
};

ResultView viewResult(const int64_t *words, int64_t rank) {
  return {reinterpret_cast<void *>(words[0]),
          reinterpret_cast<const char *>(words[1]), words[2],
          ArrayRef<int64_t>(words + 3, rank),
          ArrayRef<int64_t>(words + 3 + rank, rank)};
}
} // namespace

llvm::Error JitKernel::checkInputs(ArrayRef<npy::ArrayView> inputs,
                                   ArrayRef<std::string> names) const {
  if (inputs.size() != arguments.size())
    return llvm::createStringError(
        "@" + entry + " takes " + llvm::Twine(arguments.size()) +
        (arguments.size() == 1 ? " input" : " inputs") + ", got " +
        llvm::Twine(inputs.size()));
  for (auto [i, input, type] : llvm::enumerate(inputs, arguments)) {
    std::string label = "input #" + std::to_string(i);
    if (i < names.size())
      label += " (" + names[i] + ")";
    npy::DType expected = *getNpyDType(type.getElementType());
    if (input.dtype != expected)
      return llvm::createStringError(
          label + " has dtype '" + npy::getDescriptor(input.dtype) +
          "', but argument #" + llvm::Twine(i) + " is " + describeType(type) +
          ", which needs '" + npy::getDescriptor(expected) + "'");
    RankedTensorType buffer = getBufferType(type);
    if (buffer != type) {
      // Packed values: any shape of exactly their bytes.
      if (input.getNumElements() != buffer.getNumElements())
        return llvm::createStringError(
            label + " holds " + llvm::Twine(input.getNumElements()) +
            " bytes, but argument #" + llvm::Twine(i) + " is " +
            describeType(type) + ", whose values take " +
            llvm::Twine(buffer.getNumElements()) +
            " bytes packed two per byte");
      continue;
    }
    if (int64_t(input.shape.size()) != type.getRank())
      return llvm::createStringError(
          label + " has rank " + llvm::Twine(input.shape.size()) +
          ", but argument #" + llvm::Twine(i) + " is " + describeType(type));
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (!type.isDynamicDim(d) && type.getDimSize(d) != input.shape[d])
        return llvm::createStringError(
            label + " has size " + llvm::Twine(input.shape[d]) +
            " in dimension " + llvm::Twine(d) + ", but argument #" +
            llvm::Twine(i) + " is " + describeType(type));
    if (type.getElementType().isInteger(1))
      for (const char *byte = input.data,
                      *end = input.data + input.getNumElements();
           byte != end; ++byte)
        if (*byte != 0 && *byte != 1)
          return llvm::createStringError(
              label + " holds a boolean that is neither 0 nor 1");
  }
  return llvm::Error::success();
}

char KernelFailure::ID = 0;

std::optional<int64_t> JitKernel::getGlobalPosition(int64_t site,
                                                    int64_t position) const {
  // On one process the indices are the global ones.
  if (!distribution)
    return position;
  // A partitioned gather finds a bad index at its position in this
  // process's block of indices; users know the global indices.
  if (std::optional<IndicesBlock> block = getIndicesBlock(sites[site]))
    return block->getGlobalPosition(position, processRank);
  // Indices that are whole on every process, or of dynamic shape, whose
  // blocks are not recorded.
  return std::nullopt;
}

llvm::Error JitKernel::describeFailure(ArrayRef<int64_t> status) const {
  int64_t site = status[GATHER_STATUS_SITE];
  if (site < 0 || site >= int64_t(sites.size()))
    return llvm::make_error<KernelFailure>(
        formatFailure(status, "an unknown gather op"), site, -1);
  SmallVector<int64_t, GATHER_STATUS_RECORD_SIZE> reported(status);
  // An op checks its shapes before its indices.
  int64_t order = -1;
  if (status[GATHER_STATUS_CODE] == GATHER_STATUS_INDEX_OUT_OF_BOUNDS ||
      status[GATHER_STATUS_CODE] == GATHER_STATUS_ID_OUT_OF_RANGE) {
    std::optional<int64_t> global =
        getGlobalPosition(site, status[GATHER_STATUS_INDEX_POSITION]);
    if (global)
      reported[GATHER_STATUS_INDEX_POSITION] = *global;
    // Positions in different blocks do not compare: without the global
    // one, the processes that fail at this op tie (whole indices fail
    // alike on every process).
    order = global.value_or(0);
  }
  return llvm::make_error<KernelFailure>(
      formatFailure(reported, describeLocation(sites[site])), site, order);
}

llvm::Expected<std::vector<npy::Array>>
JitKernel::run(ArrayRef<npy::Array> inputs, ArrayRef<std::string> names) {
  SmallVector<npy::ArrayView> views(inputs.begin(), inputs.end());
  return run(views, names);
}

/// A dense copy of the result that `view` describes, of `type`.
static npy::Array copyResult(const ResultView &view, RankedTensorType type) {
  npy::Array output;
  output.dtype = *getNpyDType(type.getElementType());
  output.shape.assign(view.sizes.begin(), view.sizes.end());
  size_t elementSize = npy::getElementSize(output.dtype);
  output.data.resize(output.getNumElements() * elementSize);
  // Element by element through the strides.
  SmallVector<int64_t> position(type.getRank(), 0);
  for (int64_t n = 0, e = output.getNumElements(); n < e; ++n) {
    int64_t offset = view.offset;
    for (int64_t d = 0; d < type.getRank(); ++d)
      offset += position[d] * view.strides[d];
    std::memcpy(output.data.data() + n * elementSize,
                view.aligned + offset * elementSize, elementSize);
    for (int64_t d = type.getRank() - 1; d >= 0; --d) {
      if (++position[d] < view.sizes[d])
        break;
      position[d] = 0;
    }
  }
  return output;
}

/// Calls `entry`'s C interface: a pointer to the result descriptors first
/// (one struct holding all of them, written to `resultWords`), then a
/// pointer per argument descriptor, then the status record (if `status` is
/// not empty).
static llvm::Error invokeCInterface(ExecutionEngine &engine, StringRef entry,
                                    ArrayRef<RankedTensorType> types,
                                    ArrayRef<npy::ArrayView> inputs,
                                    MutableArrayRef<int64_t> status,
                                    MutableArrayRef<int64_t> resultWords,
                                    bool hasResults) {
  std::vector<MemRefDescriptor> descriptors;
  // A buffer's descriptor: packed 4-bit values as their bytes, flat.
  for (auto [input, type] : llvm::zip_equal(inputs, types))
    descriptors.emplace_back(const_cast<char *>(input.data),
                             getBufferType(type) == type
                                 ? input.shape
                                 : getBufferType(type).getShape());
  if (!status.empty())
    descriptors.emplace_back(status.data(),
                             ArrayRef<int64_t>{int64_t(status.size())});
  SmallVector<void *> pointers;
  if (hasResults)
    pointers.push_back(resultWords.data());
  for (MemRefDescriptor &descriptor : descriptors)
    pointers.push_back(descriptor.get());
  SmallVector<void *> packed;
  for (void *&pointer : pointers)
    packed.push_back(&pointer);
  return engine.invokePacked(("_mlir_ciface_" + entry).str(), packed);
}

llvm::Expected<std::vector<npy::Array>>
JitKernel::run(ArrayRef<npy::ArrayView> inputs, ArrayRef<std::string> names) {
  if (llvm::Error error = checkInputs(inputs, names))
    return std::move(error);
  int64_t status[GATHER_STATUS_RECORD_SIZE] = {};
  size_t resultWords = 0;
  for (RankedTensorType type : results)
    resultWords += 3 + 2 * type.getRank();
  std::vector<int64_t> resultStorage(std::max<size_t>(resultWords, 1));
  MutableArrayRef<int64_t> statusRecord;
  if (takesStatus)
    statusRecord = status;
  if (llvm::Error error =
          invokeCInterface(*engine, entry, arguments, inputs, statusRecord,
                           resultStorage, !results.empty()))
    return std::move(error);

  // Copy every result before freeing any buffer: results may share one
  // (a value returned twice). Buffers the kernel allocated are freed once;
  // inputs it returned are not its own.
  std::vector<npy::Array> outputs;
  SmallVector<void *> buffers;
  const int64_t *words = resultStorage.data();
  for (RankedTensorType type : results) {
    ResultView view = viewResult(words, type.getRank());
    words += 3 + 2 * type.getRank();
    outputs.push_back(copyResult(view, type));
    buffers.push_back(view.allocated);
  }
  llvm::SmallPtrSet<void *, 8> ownedElsewhere, freed;
  for (const npy::ArrayView &input : inputs)
    ownedElsewhere.insert(const_cast<char *>(input.data));
  for (void *buffer : buffers)
    if (buffer && !ownedElsewhere.contains(buffer) &&
        freed.insert(buffer).second)
      std::free(buffer);
  if (status[GATHER_STATUS_CODE] != GATHER_STATUS_OK)
    return describeFailure(status);
  return outputs;
}

//===----------------------------------------------------------------------===//
// One kernel for several CPUs
//===----------------------------------------------------------------------===//

/// `outcome`'s error message, if it failed, leaving `outcome` as it is.
static std::optional<std::string>
peekError(llvm::Expected<KernelOutcome> &outcome) {
  if (outcome)
    return std::nullopt;
  std::string message;
  llvm::Error error = llvm::handleErrors(
      outcome.takeError(),
      [&](std::unique_ptr<llvm::ErrorInfoBase> info) -> llvm::Error {
        message = info->message();
        return llvm::Error(std::move(info));
      });
  outcome = std::move(error);
  return message;
}

/// Why the outcome for `cpu` differs from `first`'s, for `firstCpu`, or
/// nothing if they are equal.
static std::optional<std::string>
describeDifference(llvm::Expected<KernelOutcome> &first, StringRef firstCpu,
                   llvm::Expected<KernelOutcome> outcome, StringRef cpu) {
  std::optional<std::string> firstError = peekError(first);
  std::optional<std::string> error = peekError(outcome);
  llvm::consumeError(outcome.takeError());
  std::string names = ("--mcpu=" + cpu + " and --mcpu=" + firstCpu).str();
  auto describe = [](const std::optional<std::string> &message) {
    return message ? "`" + *message + "`" : std::string("success");
  };
  if (firstError || error)
    return firstError == error ? std::nullopt
                               : std::optional<std::string>(
                                     names + " differ: " + describe(error) +
                                     " and " + describe(firstError));
  for (auto [i, mine, theirs] :
       llvm::enumerate(outcome->results, first->results))
    if (mine.shape != theirs.shape || mine.data != theirs.data)
      return names + " give different values of result #" + std::to_string(i);
  return std::nullopt;
}

llvm::Expected<KernelOutcome> mlir::gather::runForEachCPU(
    ArrayRef<StringRef> cpus,
    llvm::function_ref<llvm::Expected<KernelOutcome>(StringRef cpu)> run,
    llvm::function_ref<llvm::Error(llvm::Error)> agree) {
  llvm::Expected<KernelOutcome> first = run(cpus.front());
  std::optional<std::string> difference;
  for (StringRef cpu : cpus.drop_front()) {
    std::optional<std::string> why =
        describeDifference(first, cpus.front(), run(cpu), cpu);
    if (!difference)
      difference = std::move(why);
  }
  llvm::Error verdict = difference ? llvm::createStringError(*difference)
                                   : llvm::Error::success();
  if (agree)
    verdict = agree(std::move(verdict));
  if (verdict) {
    llvm::consumeError(first.takeError());
    return std::move(verdict);
  }
  return first;
}
