//===- Compiler.h - compiling gather kernels to native code -----*- C++ -*-===//
//
// What `gather-compile` does, as a library: lower a module through
// buildGatherToLLVMPipeline, add the C entry points (CInterface.h), and emit
// LLVM-dialect MLIR, LLVM IR, assembly, an object file or a shared library
// for a chosen CPU.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_COMPILER_COMPILER_H
#define GATHER_COMPILER_COMPILER_H

#include "Gather/Compiler/CInterface.h"
#include "Gather/IR/GatherOps.h"
#include "Gather/Pipelines/Pipelines.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>

namespace mlir::gather {

enum class EmitKind { MLIR, LLVMIR, Assembly, Object, SharedLibrary };

/// The kind an output path asks for by its extension (.mlir .ll .s .o .so).
std::optional<EmitKind> getEmitKindForPath(StringRef path);

struct CompileOptions {
  EmitKind emit = EmitKind::Object;
  /// 0 to 3, as -O0 .. -O3.
  unsigned optLevel = 2;
  /// One CPU to compile for: an LLVM CPU name, or "native" for the host
  /// (with its features). Empty: the variants of `targetCpus`.
  std::string cpu;
  /// Without `cpu`, on x86-64: the variants to compile every kernel for,
  /// each an x86-64 level (x86-64, x86-64-v2, x86-64-v3, x86-64-v4),
  /// optionally tuned for one vendor's CPU (`x86-64-v4:znver4`). With two or
  /// more, the entry points run the best one the CPU supports (see
  /// CABI.md); with none, the baseline x86-64. Other targets compile for
  /// their generic CPU.
  SmallVector<std::string> targetCpus = {"x86-64", "x86-64-v3", "x86-64-v4",
                                         "x86-64-v3:znver3",
                                         "x86-64-v4:znver4"};
  /// Extra target features, e.g. "+avx2,-fma".
  std::string features;
  GatherToLLVMPipelineOptions pipeline;
};

/// The op of a single-op kernel and its attributes.
struct SingleOp {
  enum Kind {
    GatherND,
    GatherElements,
    Gather,
    ScatterND,
    ScatterElements,
    GatherBlockQuantized,
    EmbeddingBag
  } kind;
  /// batch_dims of gather_nd and gather.
  int64_t batchDims = 0;
  /// axis of gather_elements, gather and scatter_elements.
  int64_t axis = 0;
  /// reduction of the scatters.
  ScatterReduction reduction = ScatterReduction::None;
  /// The attributes of gather_block_quantized that are given (the op's
  /// defaults otherwise).
  std::optional<int64_t> gatherAxis = std::nullopt, quantizeAxis = std::nullopt,
                         blockSize = std::nullopt, bits = std::nullopt;
  /// embedding_bag's mode and attributes, and which of its optional
  /// operands (after weight and indices, in this order) it takes.
  EmbeddingBagMode mode = EmbeddingBagMode::Sum;
  bool includeLastOffset = false;
  std::optional<int64_t> paddingIdx = std::nullopt;
  bool hasOffsets = false, hasPerSampleWeights = false;

  /// The gather-compile option that selects the op, e.g. "--gather-nd".
  StringRef getOption() const;
  /// Whether the op is a scatter, whose operands include `updates` and
  /// which takes `reduction`.
  bool isScatter() const {
    return kind == ScatterND || kind == ScatterElements;
  }
  /// Whether the op takes `batchDims`.
  bool takesBatchDims() const { return kind == GatherND || kind == Gather; }
  /// Whether the op takes `axis`.
  bool takesAxis() const {
    return kind == GatherElements || kind == Gather || kind == ScatterElements;
  }
  /// Whether the op dequantizes: its operands include `scales` and
  /// optional `zero_points`, and it takes the quantization attributes.
  bool isQuantized() const { return kind == GatherBlockQuantized; }
  /// Whether the op pools bags of rows: its operands are weight, indices
  /// and optional offsets and per_sample_weights, and it takes a mode.
  bool isPooled() const { return kind == EmbeddingBag; }
};

/// Builds a module holding one function `@name` that applies `op` to
/// arguments of the given types: data and indices, then updates for a
/// scatter, scales and any zero points for a quantized gather, or (for
/// embedding_bag, data being weight) the optional operands it has. Reports
/// invalid types or attributes as diagnostics.
FailureOr<OwningOpRef<ModuleOp>>
buildSingleOpKernel(MLIRContext *context, const SingleOp &op, StringRef name,
                    ArrayRef<RankedTensorType> operandTypes);

/// Compiles `module` into the bytes of `options.emit` (for a shared library,
/// the linked .so) and the declarations of its kernels. Lowering errors are
/// diagnostics; other failures (an unknown CPU, the linker) are errors.
struct CompiledKernels {
  std::string bytes;
  SmallVector<KernelSignature> kernels;
};
llvm::Expected<CompiledKernels> compileKernels(ModuleOp module,
                                               const CompileOptions &options);

} // namespace mlir::gather

#endif // GATHER_COMPILER_COMPILER_H
