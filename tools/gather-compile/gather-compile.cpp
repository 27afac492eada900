//===- gather-compile.cpp - compile gather kernels for C programs ---------===//
//
//   gather-compile FILE.mlir -o OUT [--emit=mlir|llvm|asm|obj|shared]
//                  [--header=OUT.h] [-O0..-O3] [--mattr=FEATURES]
//                  [--mcpu=CPU | --target-cpus=x86-64,x86-64-v3,x86-64-v4]
//                  [--on-out-of-bounds=error|clamp|unchecked] (not assert)
//   gather-compile --gather-nd --data=TYPE --indices=TYPE [--batch-dims=N]
//                  [--name=NAME] -o OUT ...
//   gather-compile --gather-elements --data=TYPE --indices=TYPE [--axis=N] ...
//   gather-compile --gather --data=TYPE --indices=TYPE [--axis=N]
//                  [--batch-dims=N] ...
//   gather-compile --scatter-nd --data=TYPE --indices=TYPE --updates=TYPE
//                  [--reduction=none|add|mul|max|min] ...
//   gather-compile --scatter-elements --data=TYPE --indices=TYPE
//                  --updates=TYPE [--axis=N] [--reduction=...] ...
//   gather-compile --gather-block-quantized --data=TYPE --indices=TYPE
//                  --scales=TYPE [--zero-points=TYPE] [--bits=N]
//                  [--block-size=N] [--gather-axis=N] [--quantize-axis=N] ...
//   gather-compile --embedding-bag --data=TYPE --indices=TYPE
//                  [--offsets=TYPE] [--per-sample-weights=TYPE]
//                  --mode=sum|mean|max [--include-last-offset]
//                  [--padding-idx=N] ...
//   gather-compile [OPTIONS] --batch=RUNS.txt   (one command line per line)
//
// Every failure is an `error:` line (or a located diagnostic) and exit
// status 1, with no output file written.
//
//===----------------------------------------------------------------------===//

#include "Gather/Compiler/Compiler.h"
#include "Gather/InitAll.h"
#include "Gather/Support/CommandLine.h"
#include "Gather/Support/InputFile.h"
#include "Gather/Support/OutputFiles.h"
#include "Gather/Support/TargetMachine.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
namespace cl = llvm::cl;

static cl::OptionCategory compileOptions("gather-compile options");
static cl::opt<std::string> inputFilename(cl::Positional,
                                          cl::cat(compileOptions),
                                          cl::desc("[kernel .mlir file]"),
                                          cl::init(""));
static cl::opt<std::string> outputFilename("o", cl::cat(compileOptions),
                                           cl::desc("Output file (required)"),
                                           cl::value_desc("file"));
static gather::BatchOption batchFile(compileOptions);
static cl::opt<std::string>
    headerFilename("header", cl::cat(compileOptions),
                   cl::desc("Also write a C header declaring the kernels"),
                   cl::value_desc("file.h"));
static cl::opt<gather::EmitKind> emitKind(
    "emit", cl::cat(compileOptions),
    cl::desc("What to write (default: from the output's extension)"),
    cl::values(clEnumValN(gather::EmitKind::MLIR, "mlir", "LLVM-dialect MLIR"),
               clEnumValN(gather::EmitKind::LLVMIR, "llvm", "LLVM IR (.ll)"),
               clEnumValN(gather::EmitKind::Assembly, "asm", "assembly (.s)"),
               clEnumValN(gather::EmitKind::Object, "obj",
                          "an object file (.o)"),
               clEnumValN(gather::EmitKind::SharedLibrary, "shared",
                          "a shared library (.so)")));
static cl::opt<unsigned> optLevel("O", cl::Prefix, cl::init(2),
                                  cl::cat(compileOptions),
                                  cl::desc("Optimization level (0-3)"),
                                  cl::value_desc("level"));
static cl::opt<std::string>
    cpu("mcpu", cl::cat(compileOptions),
        cl::desc("One target CPU; 'native' for this machine (default: the "
                 "variants of --target-cpus)"));
static cl::opt<std::string> targetCpus(
    "target-cpus", cl::cat(compileOptions),
    cl::desc("x86-64 levels to compile every kernel for, chosen at run time "
             "(default: x86-64,x86-64-v3,x86-64-v4; empty: x86-64 alone)"),
    cl::value_desc("cpu,cpu,..."));
static cl::opt<std::string> features("mattr", cl::init(""),
                                     cl::cat(compileOptions),
                                     cl::desc("Target features (+a,-b)"));
static gather::GatherToLLVMCommandLineOptions pipelineOptions;

static cl::OptionCategory singleOp("Kernels from a single op (no .mlir file)");
static cl::opt<bool> gatherND("gather-nd", cl::cat(singleOp),
                              cl::desc("Compile one gather_nd"));
static cl::opt<bool> gatherElements("gather-elements", cl::cat(singleOp),
                                    cl::desc("Compile one gather_elements"));
static cl::opt<bool> gatherAxis("gather", cl::cat(singleOp),
                                cl::desc("Compile one gather (ONNX Gather)"));
static cl::opt<bool> scatterND("scatter-nd", cl::cat(singleOp),
                               cl::desc("Compile one scatter_nd"));
static cl::opt<bool> scatterElements("scatter-elements", cl::cat(singleOp),
                                     cl::desc("Compile one scatter_elements"));
static cl::opt<bool> gatherBlockQuantized(
    "gather-block-quantized", cl::cat(singleOp),
    cl::desc("Compile one gather_block_quantized (onnxruntime's "
             "GatherBlockQuantized)"));
static cl::opt<bool> embeddingBag(
    "embedding-bag", cl::cat(singleOp),
    cl::desc("Compile one embedding_bag (PyTorch's), of weight --data"));
static cl::opt<std::string> dataType("data", cl::cat(singleOp),
                                     cl::desc("The data tensor type"),
                                     cl::value_desc("tensor<...>"));
static cl::opt<std::string> indicesType("indices", cl::cat(singleOp),
                                        cl::desc("The indices tensor type"),
                                        cl::value_desc("tensor<...>"));
static cl::opt<std::string> updatesType("updates", cl::cat(singleOp),
                                        cl::desc("The updates tensor type of "
                                                 "a scatter"),
                                        cl::value_desc("tensor<...>"));
static cl::opt<std::string> scalesType("scales", cl::cat(singleOp),
                                       cl::desc("The scales tensor type of a "
                                                "quantized gather"),
                                       cl::value_desc("tensor<...>"));
static cl::opt<std::string>
    zeroPointsType("zero-points", cl::cat(singleOp),
                   cl::desc("The zero_points tensor type of a quantized "
                            "gather (none by default)"),
                   cl::value_desc("tensor<...>"));
static cl::opt<int64_t> gatherAxisOption(
    "gather-axis", cl::cat(singleOp),
    cl::desc("gather_axis of --gather-block-quantized (default: the op's)"));
static cl::opt<int64_t> quantizeAxis(
    "quantize-axis", cl::cat(singleOp),
    cl::desc("quantize_axis of --gather-block-quantized (default: the op's)"));
static cl::opt<int64_t>
    blockSize("block-size", cl::cat(singleOp),
              cl::desc("block_size of --gather-block-quantized (default: the "
                       "op's)"));
static cl::opt<int64_t>
    bits("bits", cl::cat(singleOp),
         cl::desc("bits of --gather-block-quantized (default: the op's)"));
static cl::opt<std::string>
    offsetsType("offsets", cl::cat(singleOp),
                cl::desc("The offsets tensor type of --embedding-bag (none: "
                         "2-D indices)"),
                cl::value_desc("tensor<...>"));
static cl::opt<std::string> perSampleWeightsType(
    "per-sample-weights", cl::cat(singleOp),
    cl::desc("The per_sample_weights tensor type of --embedding-bag (none by "
             "default)"),
    cl::value_desc("tensor<...>"));
static cl::opt<std::string>
    modeName("mode", cl::cat(singleOp),
             cl::desc("How --embedding-bag pools a bag: sum, mean or max"));
static cl::opt<bool> includeLastOffset(
    "include-last-offset", cl::cat(singleOp),
    cl::desc("include_last_offset of --embedding-bag: the last offset ends "
             "the last bag"));
static cl::opt<int64_t>
    paddingIdx("padding-idx", cl::cat(singleOp),
               cl::desc("padding_idx of --embedding-bag (none by default)"));
static cl::opt<std::string>
    reductionName("reduction", cl::cat(singleOp), cl::init("none"),
                  cl::desc("How a scatter combines updates: none, add, mul, "
                           "max or min"));
static cl::opt<int64_t> batchDims("batch-dims", cl::cat(singleOp), cl::init(0),
                                  cl::desc("batch_dims of --gather-nd and "
                                           "--gather"));
static cl::opt<int64_t> axis("axis", cl::cat(singleOp), cl::init(0),
                             cl::desc("axis of --gather-elements, --gather "
                                      "and --scatter-elements"));
static cl::opt<std::string> kernelName("name", cl::cat(singleOp),
                                       cl::init("kernel"),
                                       cl::desc("The kernel's C name"));

static int fail(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), "gather-compile") << message << "\n";
  return 1;
}

/// Parses a ranked tensor type given on the command line.
static FailureOr<RankedTensorType>
parseTensorType(MLIRContext *context, StringRef option, StringRef text) {
  Type type = text.empty() ? Type() : parseType(text, context);
  auto tensor = dyn_cast_if_present<RankedTensorType>(type);
  if (!tensor) {
    fail("--" + option + " needs a ranked tensor type, e.g. " + option +
         "='tensor<4x8xf32>', got '" + text + "'");
    return failure();
  }
  return tensor;
}

/// The options that each select a single op, and the op.
static const std::pair<cl::opt<bool> *, gather::SingleOp::Kind>
    kSingleOpOptions[] = {
        {&gatherND, gather::SingleOp::GatherND},
        {&gatherElements, gather::SingleOp::GatherElements},
        {&gatherAxis, gather::SingleOp::Gather},
        {&scatterND, gather::SingleOp::ScatterND},
        {&scatterElements, gather::SingleOp::ScatterElements},
        {&gatherBlockQuantized, gather::SingleOp::GatherBlockQuantized},
        {&embeddingBag, gather::SingleOp::EmbeddingBag}};

/// The single-op options of the ops that `takes` accepts, e.g. "--gather-nd,
/// ..., --scatter-nd and --scatter-elements" for all of them.
static std::string
listSingleOpOptions(llvm::function_ref<bool(const gather::SingleOp &)> takes =
                        [](const gather::SingleOp &) { return true; }) {
  SmallVector<StringRef> options;
  for (auto [selector, kind] : kSingleOpOptions)
    if (takes(gather::SingleOp{kind}))
      options.push_back(gather::SingleOp{kind}.getOption());
  std::string list;
  for (auto [index, option] : llvm::enumerate(options)) {
    if (index)
      list += index + 1 == options.size() ? " and " : ", ";
    list += option.str();
  }
  return list;
}

/// The options that set what only some single ops take, and which ops.
static const std::pair<cl::Option *, bool (gather::SingleOp::*)() const>
    kOpSpecificOptions[] = {
        {&updatesType, &gather::SingleOp::isScatter},
        {&reductionName, &gather::SingleOp::isScatter},
        {&batchDims, &gather::SingleOp::takesBatchDims},
        {&axis, &gather::SingleOp::takesAxis},
        {&scalesType, &gather::SingleOp::isQuantized},
        {&zeroPointsType, &gather::SingleOp::isQuantized},
        {&gatherAxisOption, &gather::SingleOp::isQuantized},
        {&quantizeAxis, &gather::SingleOp::isQuantized},
        {&blockSize, &gather::SingleOp::isQuantized},
        {&bits, &gather::SingleOp::isQuantized},
        {&offsetsType, &gather::SingleOp::isPooled},
        {&perSampleWeightsType, &gather::SingleOp::isPooled},
        {&modeName, &gather::SingleOp::isPooled},
        {&includeLastOffset, &gather::SingleOp::isPooled},
        {&paddingIdx, &gather::SingleOp::isPooled}};

/// The kinds of single op the command line selects.
static SmallVector<gather::SingleOp::Kind> getSelectedKinds() {
  SmallVector<gather::SingleOp::Kind> kinds;
  for (auto [selected, kind] : kSingleOpOptions)
    if (*selected)
      kinds.push_back(kind);
  return kinds;
}

/// embedding_bag's mode, attributes and optional operands from the command
/// line.
static LogicalResult setPooling(gather::SingleOp &op) {
  std::optional<gather::EmbeddingBagMode> mode =
      gather::symbolizeEmbeddingBagMode(modeName);
  if (!mode) {
    fail("--embedding-bag needs --mode=sum, mean or max" +
         (modeName.getNumOccurrences() ? ", got '" + modeName + "'"
                                       : std::string()));
    return failure();
  }
  op.mode = *mode;
  op.includeLastOffset = includeLastOffset;
  if (paddingIdx.getNumOccurrences())
    op.paddingIdx = paddingIdx;
  op.hasOffsets = offsetsType.getNumOccurrences() != 0;
  op.hasPerSampleWeights = perSampleWeightsType.getNumOccurrences() != 0;
  return success();
}

/// The single op of kind `kind` with the attributes of the command line.
static FailureOr<gather::SingleOp> getSingleOp(gather::SingleOp::Kind kind) {
  gather::SingleOp op{kind, batchDims, axis};
  auto given = [](const cl::opt<int64_t> &option) -> std::optional<int64_t> {
    if (!option.getNumOccurrences())
      return std::nullopt;
    return option.getValue();
  };
  op.gatherAxis = given(gatherAxisOption);
  op.quantizeAxis = given(quantizeAxis);
  op.blockSize = given(blockSize);
  op.bits = given(bits);
  for (auto [option, takes] : kOpSpecificOptions) {
    if (!option->getNumOccurrences() || (op.*takes)())
      continue;
    fail("--" + option->ArgStr + " belongs to " +
         listSingleOpOptions([&, takes = takes](const gather::SingleOp &other) {
           return (other.*takes)();
         }));
    return failure();
  }
  std::optional<gather::ScatterReduction> reduction =
      gather::symbolizeScatterReduction(reductionName);
  if (!reduction) {
    fail("--reduction must be none, add, mul, max or min, got '" +
         reductionName + "'");
    return failure();
  }
  op.reduction = *reduction;
  if (op.isPooled() && failed(setPooling(op)))
    return failure();
  return op;
}

/// A module of one kernel applying the single op of kind `kind` to the
/// types of --data, --indices and (scatters) --updates, (quantized
/// gathers) --scales and --zero-points, or (embedding_bag) --offsets and
/// --per-sample-weights.
static FailureOr<OwningOpRef<ModuleOp>>
buildSingleOpModule(MLIRContext &context, gather::SingleOp::Kind kind) {
  if (getSelectedKinds().size() > 1) {
    fail(listSingleOpOptions() + " exclude each other");
    return failure();
  }
  if (!inputFilename.empty()) {
    fail("give either a .mlir file or one of " + listSingleOpOptions());
    return failure();
  }
  FailureOr<gather::SingleOp> op = getSingleOp(kind);
  if (failed(op))
    return failure();
  SmallVector<std::pair<StringRef, StringRef>> operands = {
      {"data", dataType}, {"indices", indicesType}};
  if (op->isScatter())
    operands.push_back({"updates", updatesType});
  if (op->isQuantized()) {
    operands.push_back({"scales", scalesType});
    if (zeroPointsType.getNumOccurrences())
      operands.push_back({"zero-points", zeroPointsType});
  }
  if (op->hasOffsets)
    operands.push_back({"offsets", offsetsType});
  if (op->hasPerSampleWeights)
    operands.push_back({"per-sample-weights", perSampleWeightsType});
  SmallVector<RankedTensorType> types;
  for (auto [option, text] : operands) {
    auto type = parseTensorType(&context, option, text);
    if (failed(type))
      return failure();
    types.push_back(*type);
  }
  return gather::buildSingleOpKernel(&context, *op, kernelName, types);
}

static FailureOr<OwningOpRef<ModuleOp>> loadModule(MLIRContext &context,
                                                   llvm::SourceMgr &sourceMgr) {
  SmallVector<gather::SingleOp::Kind> kinds = getSelectedKinds();
  if (!kinds.empty())
    return buildSingleOpModule(context, kinds.front());
  if (inputFilename.empty()) {
    fail("no input: give a .mlir file, or one of " + listSingleOpOptions());
    return failure();
  }
  OwningOpRef<ModuleOp> module = gather::parseInputFile(
      inputFilename, context, sourceMgr, "gather-compile");
  if (!module)
    return failure();
  return module;
}

/// Sets `options` from the command line.
static llvm::Error setCompileOptions(gather::CompileOptions &options) {
  if (emitKind.getNumOccurrences()) {
    options.emit = emitKind;
  } else if (auto kind = gather::getEmitKindForPath(outputFilename)) {
    options.emit = *kind;
  } else {
    return llvm::createStringError("cannot tell what to emit from '" +
                                   outputFilename +
                                   "'; use --emit=mlir|llvm|asm|obj|shared");
  }
  if (llvm::Error error = gather::checkOptLevel(optLevel))
    return error;
  options.optLevel = optLevel;
  if (cpu.getNumOccurrences() && targetCpus.getNumOccurrences())
    return llvm::createStringError(
        "--mcpu pins one CPU; --target-cpus names the variants: give one");
  options.cpu = cpu;
  if (targetCpus.getNumOccurrences()) {
    SmallVector<StringRef> names;
    StringRef(targetCpus).split(names, ',', -1, /*KeepEmpty=*/false);
    options.targetCpus.assign(names.begin(), names.end());
  }
  options.features = features;
  pipelineOptions.applyTo(options.pipeline);
  return llvm::Error::success();
}

/// Reports diagnostics about command-line kernels, which have no file to
/// point into, as `gather-compile: error: ...`.
static LogicalResult reportCommandLineDiagnostic(Diagnostic &diagnostic) {
  if (isa<FileLineColLoc>(diagnostic.getLocation()))
    return failure();
  if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
    llvm::WithColor::error(llvm::errs(), "gather-compile");
  else
    llvm::WithColor::note(llvm::errs(), "gather-compile");
  llvm::errs() << diagnostic << "\n";
  return success();
}

/// The files to write: the output, and the header if asked for.
static std::vector<std::string> getOutputPaths() {
  std::vector<std::string> paths = {outputFilename};
  if (!headerFilename.empty())
    paths.push_back(headerFilename);
  return paths;
}

/// Writes the output and the header (if asked for), both or neither.
static llvm::Error writeOutputs(const gather::CompiledKernels &compiled) {
  std::vector<std::string> contents = {compiled.bytes};
  if (!headerFilename.empty())
    contents.push_back(gather::generateHeader(
        compiled.kernels, headerFilename,
        inputFilename.empty()
            ? gather::SingleOp{getSelectedKinds().front()}.getOption()
            : llvm::sys::path::filename(inputFilename)));
  return gather::writeOutputFiles(getOutputPaths(), contents);
}

/// Compiles what the command line in the options asks for and writes its
/// outputs, reporting any failure; returns the exit status.
static int compileCommandLine(const DialectRegistry &registry) {
  if (outputFilename.empty())
    return fail("no output: give -o FILE");
  gather::CompileOptions options;
  if (llvm::Error error = setCompileOptions(options))
    return fail(llvm::toString(std::move(error)));
  // A header that would replace the object, or a directory, fails before
  // anything is compiled.
  if (llvm::Error error = gather::checkOutputPaths(getOutputPaths()))
    return fail(llvm::toString(std::move(error)));

  MLIRContext context(registry);
  context.printOpOnDiagnostic(false);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  ScopedDiagnosticHandler commandLineDiagnostics(&context,
                                                 reportCommandLineDiagnostic);
  FailureOr<OwningOpRef<ModuleOp>> module = loadModule(context, sourceMgr);
  if (failed(module))
    return 1;
  auto compiled = gather::compileKernels(**module, options);
  if (!compiled)
    return fail(llvm::toString(compiled.takeError()));
  if (llvm::Error error = writeOutputs(*compiled))
    return fail(llvm::toString(std::move(error)));
  return 0;
}

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  // --help lists these, not the LLVM backend options linked in.
  cl::HideUnrelatedOptions(
      {&compileOptions, &singleOp, &pipelineOptions.category});
  if (failed(gather::parseCommandLineOptions(
          argc, argv,
          "gather-compile: compile gather kernels for C programs\n")))
    return 1;
  DialectRegistry registry;
  gather::registerToolDialects(registry);
  if (batchFile.empty())
    return compileCommandLine(registry);
  // Each run's command line replaces the options, --batch among them.
  std::string batch = batchFile;
  auto failures = gather::runCommandLineBatch(
      batch, argc, argv, [&] { return compileCommandLine(registry) == 0; });
  if (!failures)
    return fail(llvm::toString(failures.takeError()));
  return *failures ? 1 : 0;
}
