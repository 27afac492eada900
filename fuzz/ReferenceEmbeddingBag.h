//===- ReferenceEmbeddingBag.h - embedding_bag as docs/Dialect.md says ---===//
//
// A plain model of gather.embedding_bag for the JIT fuzzer, from the decided
// semantics of docs/Dialect.md ("Pooled gathers"), independent of the
// lowering: offsets checked before ids (the first broken rule reported),
// every id checked (those after the last offset too), ids clamped under
// clamp, a bag's kept ids (not padding_idx, compared before the clamp)
// pooled in order in f32 (sum adds, with per_sample_weights a fused
// multiply-add; max keeps the first row and then each greater value; mean
// divides by the count), rounded once to weight's type; empty bags zero.
//
//===----------------------------------------------------------------------===//

#ifndef GATHER_FUZZ_REFERENCEEMBEDDINGBAG_H
#define GATHER_FUZZ_REFERENCEEMBEDDINGBAG_H

#include "ReferenceGather.h"

#include "Gather/IR/GatherOps.h"

#include <optional>

namespace gather_fuzz {

/// embedding_bag's operands and attributes.
struct PooledProblem {
  /// [V, D], raw bytes of `elementType`.
  Tensor weight;
  mlir::FloatType elementType;
  /// The ids (1-D with offsets, or 2-D) and the offsets.
  std::vector<int64_t> idsShape, ids;
  std::optional<std::vector<int64_t>> offsets;
  /// Raw bytes of `elementType`, of the ids' shape.
  std::optional<Tensor> perSampleWeights;
  mlir::gather::EmbeddingBagMode mode = mlir::gather::EmbeddingBagMode::Sum;
  bool includeLastOffset = false;
  std::optional<int64_t> paddingIdx;
};

/// The result [B, D], or the first failure: BadOffsets (badPosition, the
/// offset's position, and badValue, its value) or IdOutOfRange (the first
/// bad id and its position in the flat ids).
Answer referenceEmbeddingBag(const PooledProblem &problem,
                             mlir::gather::OutOfBoundsPolicy policy);

} // namespace gather_fuzz

#endif // GATHER_FUZZ_REFERENCEEMBEDDINGBAG_H
