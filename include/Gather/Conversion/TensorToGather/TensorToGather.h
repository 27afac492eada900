//===- TensorToGather.h - tensor.gather/scatter as gather ops ---*- C++ -*-===//

#ifndef GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H
#define GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H

namespace mlir {
class RewritePatternSet;

namespace gather {

/// Patterns that rewrite each tensor.gather and tensor.scatter whose element
/// type gather ops take into a gather.gather_nd or a gather.scatter_nd (see
/// convert-tensor-to-gather).
void populateTensorToGatherConversionPatterns(RewritePatternSet &patterns);

} // namespace gather
} // namespace mlir

#endif // GATHER_CONVERSION_TENSORTOGATHER_TENSORTOGATHER_H
