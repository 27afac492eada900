//===- TensorToGather.h - tensor.gather as gather.gather_nd -----*- C++ -*-===//

#ifndef GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H
#define GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H

namespace mlir {
class RewritePatternSet;

namespace gather {

/// Patterns that rewrite each tensor.gather whose element type gather ops
/// take into a gather.gather_nd (see convert-tensor-to-gather).
void populateTensorToGatherConversionPatterns(RewritePatternSet &patterns);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H
