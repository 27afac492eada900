//===- IRFuzzer.cpp - fuzzing gather-compile's path for IR text -----------===//
//
// Every input is MLIR text, taken the way gather-compile takes its input:
// parsed and verified in a context with the tools' dialects, then
// gather-refine-shapes (or, for half of the inputs, canonicalization, whose
// gather folds and patterns see every module the fuzzer makes), the C
// interface checks, the gather-to-llvm pipeline,
// the C entry points and the alias scopes (compileKernels up to LLVM-dialect
// MLIR). Diagnostics are the expected answer to bad input; a crash, a
// sanitizer report or a leak is a bug.
//
// Only modules written in the pipeline's input language are lowered:
// functions, calls (direct and through func.constant), gather ops, arith,
// the tensor ops that kernels use around gathers (cast, dim, extract, empty,
// slices), and the control flow and materializations that gathers sit in
// (scf.for, scf.while, scf.forall, materialize_in_destination, where
// gathers once failed to compile or misbehaved). Other dialects' ops are
// parsed and verified, but how upstream passes lower them is upstream
// MLIR's business, not what this fuzzer is for.
//
// A module that carries a transform script (`transform.with_named_sequence`
// and `@__transform_main`) is first transformed by it, as gather-opt
// --transform-interpreter does: tiling and fusion of gathers, whose output
// (loops, slices, affine.min) is then lowered too.
//
// Before that, for half of the inputs, each dynamic size of the arguments of
// functions that nothing calls becomes static (1 to 3), cast back to the
// declared type, as a caller that knows its sizes would write it. A module
// that verified must still verify after canonicalization or shape
// refinement: one that does not is a bug (the input is printed).
//
// The pipeline options come from a hash of the input, so every input always
// runs the same way. One input in eight is compiled to an object for a CPU
// and features picked from a list that includes ones that cannot target
// x86-64 (i386, -64bit-mode), nonsense names and ordinary ones: an error
// is the answer, never one of LLVM's fatal errors.
//
//===----------------------------------------------------------------------===//

#include "Gather/Compiler/Compiler.h"
#include "Gather/InitAll.h"
#include "Gather/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/TransformOps/LinalgTransformOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Transform/IR/TransformDialect.h"
#include "mlir/Dialect/Transform/Transforms/Passes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/xxhash.h"

#include <cstdint>
#include <string>

using namespace mlir;

/// The ops a module may hold to be lowered.
static bool isPipelineInput(ModuleOp module) {
  static const llvm::StringSet<> allowed = {
      "builtin.module", "func.func", "func.return", "func.call",
      "func.constant", "func.call_indirect", "tensor.cast", "tensor.dim",
      "tensor.extract", "tensor.empty", "tensor.extract_slice",
      "tensor.parallel_insert_slice", "scf.for", "scf.while", "scf.condition",
      "scf.yield", "scf.forall", "scf.forall.in_parallel",
      "bufferization.materialize_in_destination",
      // What tiling and fusion of gathers make.
      "tensor.insert_slice", "affine.min", "affine.max", "affine.apply"};
  return !module
              ->walk<WalkOrder::PreOrder>([](Operation *op) {
                StringRef dialect = op->getName().getDialectNamespace();
                if (dialect == "transform") // the script, not the payload
                  return WalkResult::skip();
                return dialect == "gather" || dialect == "arith" ||
                               allowed.contains(op->getName().getStringRef())
                           ? WalkResult::advance()
                           : WalkResult::interrupt();
              })
              .wasInterrupted();
}

/// Whether the script holds a tile_using_forall with nothing to tile (every
/// size 0), which LLVM 22's transform op crashes on whatever the payload:
/// upstream's business, not this fuzzer's.
static bool hasEmptyForallTiling(ModuleOp module) {
  auto allZero = [](ArrayRef<int64_t> sizes) {
    return llvm::all_of(sizes, [](int64_t size) { return size == 0; });
  };
  return module
      ->walk([&](transform::TileUsingForallOp op) {
        return op.getTileSizes().empty() && op.getNumThreads().empty() &&
                       allZero(op.getStaticTileSizes()) &&
                       allZero(op.getStaticNumThreads())
                   ? WalkResult::interrupt()
                   : WalkResult::advance();
      })
      .wasInterrupted();
}

/// Runs the module's transform script, if it has one, and removes it, so
/// that what is left is the payload. Fails if the script fails.
static LogicalResult applyTransformScript(ModuleOp module) {
  if (!module->hasAttr(transform::TransformDialect::kWithNamedSequenceAttrName))
    return success();
  PassManager interpreter(module.getContext());
  interpreter.addPass(transform::createInterpreterPass());
  if (failed(interpreter.run(module)))
    return failure();
  for (Operation &op : llvm::make_early_inc_range(*module.getBody()))
    if (isa<transform::TransformDialect>(op.getDialect()))
      op.erase();
  module->removeAttr(transform::TransformDialect::kWithNamedSequenceAttrName);
  return success();
}

/// Gives each dynamic size of the tensor arguments of functions nothing
/// calls a static size from 1 to 3 (from `hash`), cast back to the declared
/// type at the function's entry, as a caller that knows its sizes would.
/// Canonicalization then absorbs such casts into the ops where they agree
/// with the other operands; where they contradict them (a run-time
/// mismatch) the cast must stay.
static void specializeArguments(ModuleOp module, uint64_t hash) {
  unsigned next = 0;
  module.walk([&](func::FuncOp function) {
    if (function.isExternal() ||
        !SymbolTable::symbolKnownUseEmpty(function, module))
      return;
    Block &entry = function.getBody().front();
    auto b = OpBuilder::atBlockBegin(&entry);
    for (BlockArgument argument : entry.getArguments()) {
      auto type = dyn_cast<RankedTensorType>(argument.getType());
      if (!type || type.hasStaticShape())
        continue;
      SmallVector<int64_t> shape(type.getShape());
      for (int64_t &size : shape)
        if (ShapedType::isDynamic(size))
          size = 1 + (hash >> (next++ % 48)) % 3;
      auto cast = tensor::CastOp::create(b, function.getLoc(), type, argument);
      argument.replaceAllUsesExcept(cast, cast);
      argument.setType(RankedTensorType::get(shape, type.getElementType(),
                                             type.getEncoding()));
    }
    function.setType(FunctionType::get(module.getContext(),
                                       entry.getArgumentTypes(),
                                       function.getResultTypes()));
  });
}

/// For one input in eight: object code for a CPU and features from lists
/// that mix the impossible with the ordinary.
static void chooseTarget(uint64_t hash, gather::CompileOptions &options) {
  static const char *const cpus[] = {"i386",   "i686",     "pentium4",
                                     "x86-64", "znver4",   "no-such-cpu",
                                     "native", "x86-64-v3"};
  static const char *const features[] = {"",           "-64bit-mode", "-64bit",
                                         "+avx512f",   "-sse2",       "+nope",
                                         "-avx2,+fma", "+64bit-mode"};
  if ((hash >> 7) & 7)
    return;
  options.emit = gather::EmitKind::Object;
  options.cpu = cpus[(hash >> 10) & 7];
  options.features = features[(hash >> 13) & 7];
}

static const DialectRegistry &getRegistry() {
  static const DialectRegistry *registry = [] {
    auto *registry = new DialectRegistry();
    gather::registerToolDialects(*registry);
    return registry;
  }();
  return *registry;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *bytes, size_t size) {
  // The lexer needs a terminating NUL after the buffer.
  std::string text(reinterpret_cast<const char *>(bytes), size);

  // A fresh context per input: nothing carries over, so every crash
  // reproduces from its input alone.
  MLIRContext context(getRegistry(), MLIRContext::Threading::DISABLED);
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module || !isPipelineInput(*module) || hasEmptyForallTiling(*module) ||
      failed(applyTransformScript(*module)) || !isPipelineInput(*module))
    return 0;

  uint64_t hash = llvm::xxh3_64bits(llvm::StringRef(text));
  if ((hash >> 16) & 1)
    specializeArguments(*module, hash);
  // The module verifies here; canonicalization and shape refinement must
  // keep it so (a pass that broke it would only fail the pass manager's
  // verification, which reads like an answer to bad input).
  PassManager refine(&context);
  refine.enableVerifier(false);
  if ((hash >> 5) & 1)
    refine.addPass(createCanonicalizerPass());
  else
    refine.addPass(gather::createGatherRefineShapes());
  if (failed(refine.run(*module)))
    return 0;
  if (failed(verify(*module))) {
    llvm::errs() << "gather-ir-fuzzer: "
                 << ((hash >> 5) & 1 ? "canonicalize" : "gather-refine-shapes")
                 << " turned a valid module into invalid IR\n";
    module->print(llvm::errs());
    std::abort();
  }

  gather::CompileOptions options;
  options.emit = gather::EmitKind::MLIR;
  options.pipeline.onOutOfBounds =
      static_cast<gather::OutOfBoundsPolicy>(hash % 3);
  options.pipeline.parallel = (hash >> 2) & 1;
  // The byte thresholds are their defaults, or 0 to make every loop
  // parallel, streamed and prefetched.
  if ((hash >> 3) & 1)
    options.pipeline.parallelMinBytes = 0;
  if ((hash >> 4) & 1) {
    options.pipeline.streamMinBytes = 0;
    options.pipeline.prefetchMinBytes = 0;
  }
  options.pipeline.fuseElementwise = !((hash >> 6) & 1);
  chooseTarget(hash, options);
  llvm::Expected<gather::CompiledKernels> compiled =
      gather::compileKernels(*module, options);
  if (!compiled)
    llvm::consumeError(compiled.takeError());
  return 0;
}
