//===- ReferenceScatter.h - scatters as the dialect decides them ----------===//
//
// A plain model of gather.scatter_nd and gather.scatter_elements for the
// JIT fuzzer, written from ONNX ScatterND / ScatterElements and the decided
// semantics of docs/Dialect.md ("Scatters"), independent of the lowering:
// data is copied, then the updates are applied one at a time in the
// row-major order of their positions, each combined with the element it
// lands on by APInt / APFloat arithmetic. Under error (and unchecked) the
// first bad index in row-major order of indices fails the scatter; under
// clamp an update whose index is out of range is skipped.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_FUZZ_REFERENCESCATTER_H
#define GATHER_FUZZ_REFERENCESCATTER_H

#include "ReferenceGather.h"

#include "Gather/IR/GatherOps.h"

namespace gather_fuzz {

/// How a scatter combines an update with the element it lands on.
struct Reduction {
  /// The element type, which the bytes of a Tensor hold.
  mlir::Type elementType;
  mlir::gather::ScatterReduction kind = mlir::gather::ScatterReduction::None;

  /// Combines the element at `element` with the update at `update`, in
  /// place.
  void apply(char *element, const char *update) const;
};

/// ScatterND: `updates` applied to `data` at the tuples of `indices` (of
/// `indicesShape`, index values widened to int64_t). k is what the ranks
/// fix, r + q - 1 - rank(updates), as for the op's types.
Answer referenceScatterND(const Tensor &data,
                          const std::vector<int64_t> &indicesShape,
                          const std::vector<int64_t> &indices,
                          const Tensor &updates, const Reduction &reduction,
                          mlir::gather::OutOfBoundsPolicy policy);

/// ScatterElements along `axis` (in [-r, r-1]).
Answer referenceScatterElements(const Tensor &data,
                                const std::vector<int64_t> &indicesShape,
                                const std::vector<int64_t> &indices,
                                const Tensor &updates, int64_t axis,
                                const Reduction &reduction,
                                mlir::gather::OutOfBoundsPolicy policy);

/// Whether two results of the same type agree: bit for bit, except that
/// the arithmetic of a reduction on floats may produce any NaN where a NaN
/// is due (the semantics fix no NaN payload).
bool sameResults(const Reduction &reduction, const std::vector<char> &got,
                 const std::vector<char> &expected);

} // namespace gather_fuzz

#endif // GATHER_FUZZ_REFERENCESCATTER_H
