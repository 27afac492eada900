//===- CInterface.h - the C ABI of compiled gather kernels ------*- C++ -*-===//
//
// gather-compile turns every public function of a module into a C symbol of
// the same name:
//
//   int32_t NAME(const T0 *arg0, ..., R0 *result0, ...);          // static
//
// and, for a function with dynamic dimensions,
//
//   int32_t NAME_result_shapes(const int64_t *arg0_shape, ...,
//                              int64_t *result0_shape, ...);
//   int32_t NAME(const T0 *arg0, const int64_t *arg0_shape, ...,
//                R0 *result0, const int64_t *result0_shape, ...);
//
// Buffers are dense and row-major; the caller allocates results. The return
// value is a GatherStatusCode (Gather/Runtime/Status.h). Results are
// computed in the caller's buffers (prepareCInterface turns them into
// destination arguments) and zero-filled when the kernel fails; a scatter's
// result may be its `data` argument's buffer itself, updated in place.
// Nothing outside the buffers is read or written, and nothing aborts the
// process.
//
// The work is split around buildGatherToLLVMPipeline: prepareCInterface
// renames the functions into internal kernels (and derives the shape
// functions) before it (CInterface.cpp), addCEntryPoints adds the C entry
// points in the LLVM dialect after it (EntryPoints.cpp); generateHeader
// declares them for C (Header.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_COMPILER_CINTERFACE_H
#define GATHER_COMPILER_CINTERFACE_H

#include "Gather/IR/GatherDistribution.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/BuiltinTypes.h"

#include <optional>
#include <string>

namespace mlir::gather {

/// One exported kernel: its C name and tensor types.
struct KernelSignature {
  std::string name;
  SmallVector<RankedTensorType, 4> arguments, results;
  /// For a partitioned function: how its tensors are split over the
  /// processes (its types are then each process's blocks).
  std::optional<Distribution> distribution;
  /// Per result: the argument whose buffer the caller may pass as the
  /// result's too, for the kernel to update in place (a scatter's `data`
  /// that nothing else reads; see CABI.md).
  SmallVector<std::optional<unsigned>, 2> inPlaceArguments;

  /// Whether every argument and result shape is static (the plain entry);
  /// otherwise the entry takes shapes and NAME_result_shapes exists.
  bool hasStaticShapes() const;

  /// The internal functions behind the entry points: the kernel, which
  /// writes its results into destination buffers, and (for dynamic shapes)
  /// the function computing the result shapes from the argument shapes.
  std::string getKernelSymbol() const;
  std::string getShapesSymbol() const;
  /// The C entry computing result shapes (dynamic shapes only):
  /// NAME_result_shapes.
  std::string getResultShapesEntry() const;
};

/// The C type of a tensor element in generated headers, e.g. "float",
/// "uint16_t" (f16, bf16), "gather_complex64"; fails for other types.
FailureOr<StringRef> getCElementType(Type elementType);

/// Prepares every public func.func with a body for the C ABI: checks its
/// types, renames it to an internal kernel with read-only arguments whose
/// results become destination memref arguments (materialized in place by
/// gather-sink-materializations, eliminate-empty-tensors and bufferization),
/// and for dynamic shapes derives a function computing the result shapes
/// from the argument shapes. Errors are emitted as located diagnostics.
FailureOr<SmallVector<KernelSignature>> prepareCInterface(ModuleOp module);

/// Adds the C entry points of `kernels` to `module`, which
/// buildGatherToLLVMPipeline has lowered to the LLVM dialect, and gives every
/// other defined function internal linkage. The entry points' size checks
/// are arith ops, which convert-arith-to-llvm lowers afterwards.
LogicalResult addCEntryPoints(ModuleOp module,
                              ArrayRef<KernelSignature> kernels);

/// The C header declaring `kernels`, to be written to `headerPath`: an
/// include guard unique to its file name and contents, <stdint.h> types,
/// `extern "C"`, the status codes, and a prototype per kernel with a comment
/// giving its tensor types. `source` names the input in a comment.
std::string generateHeader(ArrayRef<KernelSignature> kernels,
                           StringRef headerPath, StringRef source);

/// Whether every header generateHeader writes declares `name` (a macro,
/// enumerator, enum tag or element type), so that no entry point may take
/// it.
bool isDeclaredByHeader(StringRef name);

} // namespace mlir::gather

#endif // GATHER_COMPILER_CINTERFACE_H
